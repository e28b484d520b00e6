import { describe, expect, it } from 'vitest';
import { signalKindOf, signalPath, voteSignalPath } from '../../../src/domain/endpoints.ts';
import { isLang } from '../../../src/domain/language.ts';
import {
  clientNetwork,
  parsePostId,
  searcherNetwork,
  searchTermKey,
  utcDay,
  voteWindow,
} from '../../../src/domain/readerSignals.ts';
import { parseVote } from '../../../src/domain/starVote.ts';

describe('what a beacon sends', () => {
  it('takes a vote only as an integer from 1 to 5 written as one', () => {
    expect(['1', '2', '3', '4', '5'].map(parseVote)).toEqual([1, 2, 3, 4, 5]);
    // Anything else is not a star: a bot's or a hand-made URL's, refused rather than rounded.
    for (const raw of ['0', '6', '10', '4.0', '04', ' 4', '4 ', '4\n', '+4', '-1', '4e0', 'four', '', null, undefined]) {
      expect(parseVote(raw), JSON.stringify(raw)).toBeUndefined();
    }
  });

  it('takes a post id only as a positive integer written as one, and no larger than a safe integer', () => {
    expect(parsePostId('1')).toBe(1);
    expect(parsePostId('120000')).toBe(120_000);
    expect(parsePostId('9007199254740991')).toBe(9_007_199_254_740_991);
    for (const raw of ['0', '-1', '01', '1.5', '1e3', ' 1', '1 ', '0x10', '9007199254740992', '12345678901234567', '', null, undefined]) {
      expect(parsePostId(raw), JSON.stringify(raw)).toBeUndefined();
    }
  });

  it('takes only the six languages, written as the site writes them', () => {
    expect(['it', 'en', 'fr', 'de', 'es', 'pt'].filter(isLang)).toEqual(['it', 'en', 'fr', 'de', 'es', 'pt']);
    for (const raw of ['IT', 'nl', 'en-GB', '', null, undefined]) expect(isLang(raw), JSON.stringify(raw)).toBe(false);
  });
});

describe('a search term as it is counted', () => {
  it('folds case and spacing, so that two spellings of one search are one term', () => {
    expect(searchTermKey('AI  Act')).toBe('ai act');
    expect(searchTermKey('  ai act ')).toBe('ai act');
    expect(searchTermKey('AI\tAct\r\n')).toBe('ai act');
    expect(searchTermKey('KÜNSTLICHE Intelligenz')).toBe('künstliche intelligenz');
  });

  it('turns control characters into spaces, so none reaches a published list of searches', () => {
    expect(searchTermKey('ai\u0000act')).toBe('ai act');
    expect(searchTermKey('\u0007ai\u009fact\u2028')).toBe('ai act');
    expect(searchTermKey('ai\u007f\u2029act')).toBe('ai act');
  });

  it('writes compatibility forms as their plain letters (NFKC)', () => {
    // Full-width letters, a ligature, a no-break space, a decomposed accent.
    expect(searchTermKey('ＡＩ')).toBe('ai');
    expect(searchTermKey('ﬁne-tuning')).toBe('fine-tuning');
    expect(searchTermKey('ai\u00a0act')).toBe('ai act');
    expect(searchTermKey('cafe\u0301')).toBe('café');
    expect(searchTermKey('cafe\u0301')).toBe(searchTermKey('café'));
  });

  it('keeps at most 60 characters, counted as code points, and no space the cut leaves at the end', () => {
    expect(searchTermKey('a'.repeat(61))).toBe('a'.repeat(60));
    expect(searchTermKey('a'.repeat(60))).toBe('a'.repeat(60));
    // An emoji is one code point and two UTF-16 units: 60 of them are kept, not 30.
    expect(searchTermKey('🤖'.repeat(61))).toBe('🤖'.repeat(60));
    expect(searchTermKey(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });

  it('is nothing when nothing is left to count', () => {
    for (const typed of ['', '   ', '\t\n', '\u0000\u0001\u007f', '\u2028', null, undefined]) {
      expect(searchTermKey(typed), JSON.stringify(typed)).toBeUndefined();
    }
  });
});

describe('days and voting windows', () => {
  it('counts reads and searches by UTC day, whatever the reader’s time zone', () => {
    expect(utcDay(new Date('2026-11-27T00:00:00.000Z'))).toBe('2026-11-27');
    expect(utcDay(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(utcDay(new Date('2026-11-28T00:00:00.000Z'))).toBe('2026-11-28');
    // Half past midnight in Rome is still the 27th in UTC.
    expect(utcDay(new Date('2026-11-28T00:30:00+01:00'))).toBe('2026-11-27');
  });

  it('counts votes in windows of 30 days', () => {
    // Windows are counted from 1970-01-01: one runs from 2026-11-03 to 2026-12-03 (30 days).
    const first = voteWindow(new Date('2026-11-03T00:00:00.000Z'));
    expect(voteWindow(new Date('2026-11-17T12:00:00.000Z'))).toBe(first);
    expect(voteWindow(new Date('2026-12-02T23:59:59.999Z'))).toBe(first);
    expect(voteWindow(new Date('2026-11-02T23:59:59.999Z'))).not.toBe(first);
    expect(voteWindow(new Date('2026-12-03T00:00:00.000Z'))).not.toBe(first);
    expect(voteWindow(new Date('2026-12-03T00:00:00.000Z'))).toBe(voteWindow(new Date('2027-01-01T23:59:59.999Z')));
  });

});

describe('the beacons’ paths', () => {
  it('name each kind of signal and carry what it counts in the query string', () => {
    expect(signalPath('read', 'it', 42)).toBe('/_signal/read?lang=it&post=42');
    expect(voteSignalPath('en', 7, 'ai act/è', 4)).toBe('/_signal/vote?lang=en&post=7&slug=ai%20act%2F%C3%A8&value=4');
    expect(signalPath('search', 'fr', "l'IA & moi")).toBe("/_signal/search?lang=fr&q=l'IA%20%26%20moi");
  });

  it('are read back as the signal and the values that were sent', () => {
    const read = new URL(signalPath('read', 'de', 42), 'http://newsdesk.test');
    expect(signalKindOf(read.pathname)).toBe('read');
    expect(read.searchParams.get('lang')).toBe('de');
    expect(parsePostId(read.searchParams.get('post'))).toBe(42);

    const vote = new URL(voteSignalPath('es', 9, 'inteligencia-artificial&más', 5), 'http://newsdesk.test');
    expect(signalKindOf(vote.pathname)).toBe('vote');
    expect(vote.searchParams.get('slug')).toBe('inteligencia-artificial&más');
    expect(parseVote(vote.searchParams.get('value'))).toBe(5);

    const search = new URL(signalPath('search', 'pt', 'IA & ética?'), 'http://newsdesk.test');
    expect(signalKindOf(search.pathname)).toBe('search');
    expect(searchTermKey(search.searchParams.get('q'))).toBe('ia & ética?');
  });

  it('are the only paths taken for a signal', () => {
    for (const path of ['/_signal/', '/_signal', '/_signal/like', '/_signal/read/', '/_signal/READ', '/it/_signal/read', '/_signal/read/x', '/_signalread']) {
      expect(signalKindOf(path), path).toBeUndefined();
    }
  });
});

describe('the network a client address stands for', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however the address is written, so that a device moving within its network stays one reader', () => {
    expect(clientNetwork('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(clientNetwork('2001:0DB8:85A3:0012:ffff:ffff:ffff:fffe')).toBe('2001:db8:85a3:12::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:0:0:1::2')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps what is not an address as written: it is only ever hashed', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('1::2::3')).toBe('1::2::3');
    expect(clientNetwork('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(clientNetwork('zz::1')).toBe('zz::1');
  });
});

describe('the network a searcher stands for', () => {
  it('is an IPv4 address itself, and the /48 of an IPv6 address: a customer given a /56 is one searcher, not 256', () => {
    expect(searcherNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(searcherNetwork('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3::/48');
    expect(searcherNetwork('2001:db8:85a3:ff00::1')).toBe(searcherNetwork('2001:db8:85a3:1::1'));
    expect(searcherNetwork('2001:db8:85a4::1')).not.toBe(searcherNetwork('2001:db8:85a3::1'));
  });
});
