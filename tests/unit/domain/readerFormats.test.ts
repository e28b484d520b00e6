import { describe, expect, it } from 'vitest';
import { displayDate, formatAverage, formatCount, sameShownDay } from '../../../src/domain/readerFormats.ts';

describe('dates and numbers for readers', () => {
  it('writes a date as each language does, in UTC whatever the server time zone', () => {
    expect(displayDate('it-IT', '2026-11-20T23:30:00Z')?.label).toBe('20 nov 2026');
    expect(displayDate('en-US', '2026-11-20T23:30:00Z')?.label).toBe('Nov 20, 2026');
    expect(displayDate('fr-FR', '2026-11-20T23:30:00Z')?.label).toBe('20 nov. 2026');
    expect(displayDate('de-DE', '2026-11-20T23:30:00Z')?.label).toBe('20.11.2026');
    expect(displayDate('es-ES', '2026-11-20T23:30:00Z')?.label).toBe('20 nov 2026');
    expect(displayDate('pt-PT', '2026-11-20T23:30:00Z')?.label).toBe('20/11/2026');
  });

  it('reads the dd/mm/yyyy of category listings and keeps a machine form for <time>', () => {
    expect(displayDate('en-US', '05/03/2026')).toEqual({ iso: '2026-03-05', label: 'Mar 5, 2026' });
  });

  it('writes the long form for an article', () => {
    expect(displayDate('it-IT', '2026-11-20', 'long')?.label).toBe('20 novembre 2026');
  });

  it('gives no date for anything unreadable, never "Invalid Date"', () => {
    for (const raw of [undefined, '', 'ieri', '31/02/2026', '2026-13-01']) expect(displayDate('it-IT', raw), String(raw)).toBeUndefined();
  });

  it('groups digits and writes one decimal as the language does', () => {
    expect(formatCount('it-IT', 12345)).toBe('12.345');
    expect(formatCount('en-US', 12345)).toBe('12,345');
    expect(formatAverage('de-DE', 4.25)).toBe('4,3');
    expect(formatAverage('en-US', 4)).toBe('4.0');
  });

  it('writes the date with its time in UTC, the zone named, in each language; a bare day keeps its date alone', () => {
    const at = '2026-11-20T15:05:00Z';
    expect(displayDate('it-IT', at, 'dateTime')?.label).toBe('20 novembre 2026 alle ore 15:05 UTC');
    expect(displayDate('en-US', at, 'dateTime')?.label).toBe('November 20, 2026 at 3:05 PM UTC');
    expect(displayDate('de-DE', at, 'dateTime')?.label).toBe('20. November 2026 um 15:05 UTC');
    expect(displayDate('fr-FR', at, 'time')?.label).toBe('15:05 UTC');
    expect(displayDate('en-US', '20/11/2026', 'dateTime')).toEqual({ iso: '2026-11-20', label: 'November 20, 2026' });
  });

  it('tells whether two moments fall on the same day shown', () => {
    expect(sameShownDay('2026-11-20T00:10:00Z', '2026-11-20T23:50:00Z')).toBe(true);
    expect(sameShownDay('2026-11-20T23:50:00Z', '2026-11-21T00:10:00Z')).toBe(false);
  });
});
