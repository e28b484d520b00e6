import { describe, expect, it } from 'vitest';
import { requestTarget } from '../../server/serving/requestTarget.ts';

const rules = { appPrefixes: ['/assets/', '/_api/'], appPaths: new Set(['/robots.txt', '/favicon.svg', '/_purge']), postPaths: new Set(['/_purge']) };
const target = requestTarget({ ...rules, previews: false, signals: false });
const get = (url: string) => target('GET', url);

describe('what a request asks for', () => {
  it('sends pages, data answers and crawler documents to the page cache, by their normalized key', () => {
    expect(get('/it/robotica?page=2&utm=x')).toEqual({ kind: 'page', key: '/it/robotica?page=2' });
    expect(get('/')).toEqual({ kind: 'page', key: '/' });
    expect(get('/_data/home/en?x=1')).toEqual({ kind: 'data', key: '/_data/home/en' });
    expect(get('/sitemaps/it-news.xml')).toEqual({ kind: 'xml', key: '/sitemaps/it-news.xml' });
  });

  it('leaves static files and the app endpoints to the app', () => {
    for (const url of ['/assets/entry-abc.js', '/favicon.svg', '/robots.txt', '/_api/suggestions?lang=it&s=ro']) expect(get(url), url).toEqual({ kind: 'app' });
    expect(target('POST', '/_purge')).toEqual({ kind: 'app' });
  });

  it("hands reader signals' beacons to their endpoint with their query, whatever the method, when signals are counted; else a 404", () => {
    const counting = requestTarget({ ...rules, previews: false, signals: true });
    expect(counting('POST', '/_signal/read?lang=en&post=12')).toEqual({ kind: 'signal', signal: 'read', search: 'lang=en&post=12' });
    expect(counting('POST', '/_signal/vote?lang=en&post=12&slug=a&value=4')).toEqual({ kind: 'signal', signal: 'vote', search: 'lang=en&post=12&slug=a&value=4' });
    expect(counting('GET', '/_signal/search?lang=en&q=ai')).toEqual({ kind: 'signal', signal: 'search', search: 'lang=en&q=ai' });
    expect(counting('POST', '/_signal/other')).toMatchObject({ kind: 'refuse', status: 404, format: 'json' });
    expect(target('POST', '/_signal/read?lang=en&post=12')).toMatchObject({ kind: 'refuse', status: 404, format: 'json' });
  });

  it('answers previews outside the page cache, by their whole URL, when they exist; else a 404', () => {
    const withPreviews = requestTarget({ ...rules, previews: true, signals: false });
    const link = '/en/_preview/42?exp=1800000000&sig=ab12&utm=x';
    expect(withPreviews('GET', link)).toEqual({ kind: 'preview', format: 'page', url: link });
    expect(withPreviews('GET', `/_data/preview${link}`)).toEqual({ kind: 'preview', format: 'data', url: `/_data/preview${link}` });
    expect(get(link)).toMatchObject({ kind: 'refuse', status: 404, format: 'html' });
    expect(get(`/_data/preview${link}`)).toMatchObject({ kind: 'refuse', status: 404, format: 'json' });
    // Not a preview's shape: ordinary pages, whatever previews.
    expect(withPreviews('GET', '/en/_preview')).toEqual({ kind: 'page', key: '/en/_preview' });
  });

  it('serves absolute-form request lines by their path, never for the host they name', () => {
    expect(get('http://other.example/en?utm=1')).toEqual({ kind: 'page', key: '/en' });
    expect(get('https://other.example')).toEqual({ kind: 'page', key: '/' });
  });

  it('refuses malformed percent-encoding and control characters with 400', () => {
    for (const url of ['/%ff', '/en/%', '/it/%c0%af', '/_data/home/%E0%A4%A', '/it/a%00b', '/sitemaps/%zz.xml']) {
      expect(get(url), url).toMatchObject({ kind: 'refuse', status: 400 });
    }
    expect(get('not-a-path')).toMatchObject({ kind: 'refuse', status: 400 });
  });

  it('answers //host paths and backslashes with 404', () => {
    for (const url of ['//evil.example/it', '/_data//evil.example', '/it//robotica', '/it\\..\\x', '/_data/home\\it']) {
      expect(get(url), url).toMatchObject({ kind: 'refuse', status: 404 });
    }
  });

  it('answers overlong addresses with 414', () => {
    expect(get(`/it/${'a'.repeat(3000)}`)).toMatchObject({ kind: 'refuse', status: 414 });
    expect(get(`/it/search?q=${'a'.repeat(5000)}`)).toMatchObject({ kind: 'refuse', status: 414 });
  });

  it('answers OPTIONS, and refuses methods it does not serve with 405', () => {
    expect(target('OPTIONS', '/it')).toEqual({ kind: 'options' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']) expect(target(method, '/it'), method).toMatchObject({ kind: 'refuse', status: 405 });
    expect(target('HEAD', '/it')).toEqual({ kind: 'page', key: '/it' });
  });

  it('redirects a page path without a language to the same path under /it, for good', () => {
    expect(get('/xx')).toEqual({ kind: 'redirect', location: '/it/xx' });
    expect(get('/EN')).toEqual({ kind: 'redirect', location: '/it/EN' });
    expect(get('/robotica/umanoidi?page=2')).toEqual({ kind: 'redirect', location: '/it/robotica/umanoidi?page=2' });
  });

  it('redirects a page path with a trailing slash to the path without it, for good, keeping the query', () => {
    expect(get('/en/')).toEqual({ kind: 'redirect', location: '/en' });
    expect(get('/en/?utm_source=x&q=a')).toEqual({ kind: 'redirect', location: '/en?utm_source=x&q=a' });
    expect(get('/it/robotica/umanoidi/?page=2')).toEqual({ kind: 'redirect', location: '/it/robotica/umanoidi?page=2' });
    expect(get('http://other.example/fr/')).toEqual({ kind: 'redirect', location: '/fr' });
    // Without a language: one hop to the page under /it, not two.
    expect(get('/robotica/')).toEqual({ kind: 'redirect', location: '/it/robotica' });
    expect(get('/favicon.ico/')).toMatchObject({ kind: 'refuse', status: 404 });
    // The site's root keeps its one slash.
    expect(get('/')).toEqual({ kind: 'page', key: '/' });
  });

  it('never redirects a trailing slash off the site', () => {
    for (const url of ['//evil.example/', '///evil.example/', '/en//', '//en/', '/\\evil.example/']) {
      expect(get(url), url).toMatchObject({ kind: 'refuse', status: 404 });
    }
  });

  it('answers a file name without a language with a plain 404, never a copy of a page', () => {
    for (const url of ['/favicon.ico', '/package.json', '/wp-login.php', '/.env', '/apple-touch-icon.png']) {
      expect(get(url), url).toMatchObject({ kind: 'refuse', status: 404 });
    }
  });

  it('answers an endpoint of ours that does not exist with 404 whatever the method', () => {
    expect(target('POST', '/_nothing')).toMatchObject({ kind: 'refuse', status: 404, format: 'json' });
    expect(get('/_api')).toMatchObject({ kind: 'refuse', status: 404 });
  });

  it('answers each refusal in the language of the path, as JSON for the data and API paths', () => {
    expect(get('/de/%ff')).toMatchObject({ kind: 'refuse', lang: 'de', format: 'html' });
    expect(get('/_data/home/%ff')).toMatchObject({ kind: 'refuse', format: 'json' });
    expect(get('/sitemaps/%ff.xml')).toMatchObject({ kind: 'refuse', format: 'text' });
  });
});
