import { describe, expect, it } from 'vitest';
import { distinctOrigins, httpOrigin } from '../../../src/domain/mediaOrigins.ts';

describe('an http(s) origin', () => {
  it.each([
    ['https://cdn.example.net', 'https://cdn.example.net'],
    [' HTTPS://CDN.Example.NET/ ', 'https://cdn.example.net'],
    ['https://cdn.example.net:443', 'https://cdn.example.net'],
    ['http://media.example.org:80', 'http://media.example.org'],
    ['https://media.example.org:8443', 'https://media.example.org:8443'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://localhost:3100', 'http://localhost:3100'],
    ['https://[::1]:8443', 'https://[::1]:8443'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('reads %j as %j, as a browser spells it', (text, origin) => {
    expect(httpOrigin(text)).toBe(origin);
  });

  it.each([
    ['cdn.example.net'],
    ['//cdn.example.net'],
    ['https://cdn.example.net/wp-content/uploads'],
    ['https://cdn.example.net/?v=1'],
    ['https://cdn.example.net#top'],
    ['https://user:secret@cdn.example.net'],
    ['https://*.cloudfront.net'],
    ['https://cdn.example.net;script-src *'],
    ['https://cdn.example.net,https://media.example.org'],
    ['https://cdn example.net'],
    ['https://cdn_1.example.net'],
    ['ftp://files.example.net'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['https://cdn.example.net:99999'],
    [''],
  ])('refuses %j: a CSP source list may get nothing but an origin from it', (text) => {
    expect(httpOrigin(text)).toBeUndefined();
  });
});

describe('distinct origins', () => {
  it('keeps each origin once, where it first came', () => {
    expect(distinctOrigins(['https://a.example', 'https://b.example'], ['https://c.example', 'https://a.example'], [])).toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
  });
});
