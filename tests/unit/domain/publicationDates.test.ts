import { describe, expect, it } from 'vitest';
import { firstReadableDate, postLastModified, postUpdatedAt, toRfc822, toW3cDate } from '../../../src/domain/publicationDates.ts';
import { aPost } from '../../builders/post.ts';

describe('dates for sitemaps and feeds', () => {
  it('turns the dd/mm/yyyy of category listings into a W3C day', () => {
    expect(toW3cDate('05/03/2026')).toBe('2026-03-05');
  });

  it('keeps an ISO day and writes moments in UTC without milliseconds', () => {
    expect(toW3cDate('2026-11-20')).toBe('2026-11-20');
    expect(toW3cDate('2026-11-20T10:00:00.250Z')).toBe('2026-11-20T10:00:00Z');
    expect(toW3cDate('2026-11-20T12:30:00+02:00')).toBe('2026-11-20T10:30:00Z');
  });

  it('reads a WordPress "yyyy-mm-dd hh:mm:ss" without offset as UTC, whatever the server time zone', () => {
    expect(toW3cDate('2026-11-20 10:00:00')).toBe('2026-11-20T10:00:00Z');
  });

  it('gives nothing for empty, garbled or impossible dates', () => {
    for (const raw of [undefined, '', '   ', 'yesterday', '31/02/2026', '2026-13-01', '2026-11-20T25:00:00Z']) {
      expect(toW3cDate(raw), String(raw)).toBeUndefined();
    }
  });

  it('takes the first readable of several spellings (a post: datePublished, date, dateCreated)', () => {
    expect(firstReadableDate('', '01/02/2026', '2025-01-01')).toBe('2026-02-01');
    expect(firstReadableDate('soon', undefined, '2025-01-01T08:00:00Z')).toBe('2025-01-01T08:00:00Z');
    expect(firstReadableDate(undefined, 'never')).toBeUndefined();
  });

  it('dates a regenerated post by the later of publication and creation', () => {
    expect(postLastModified(aPost({ publishedAt: '2026-11-01T08:00:00Z', createdAt: '2026-11-19T09:00:00Z' }))).toBe('2026-11-19T09:00:00Z');
    expect(postLastModified(aPost({ publishedAt: '2026-11-01T08:00:00Z', createdAt: '2026-10-01T09:00:00Z' }))).toBe('2026-11-01T08:00:00Z');
    expect(postLastModified(aPost({ publishedAt: undefined, createdAt: '2026-10-01T09:00:00Z' }))).toBe('2026-10-01T09:00:00Z');
  });

  it('writes RSS dates in RFC 822 form', () => {
    expect(toRfc822('2026-11-20T10:00:00Z')).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
    expect(toRfc822('2026-03-05')).toBe('Thu, 05 Mar 2026 00:00:00 GMT');
  });
});

describe('when a post was updated', () => {
  it('is its last change when that is more than a minute after its publication', () => {
    expect(postUpdatedAt({ publishedAt: '2026-11-20T09:00:00Z', createdAt: '2026-11-20T11:30:00Z' })).toBe('2026-11-20T11:30:00Z');
    expect(postUpdatedAt({ publishedAt: '2026-11-20T09:00:00Z', createdAt: '2026-11-20T09:01:00Z' })).toBeUndefined();
    expect(postUpdatedAt({ publishedAt: '2026-11-20T09:00:00Z', createdAt: '2026-11-19T17:00:00Z' })).toBeUndefined();
    expect(postUpdatedAt({ publishedAt: undefined, createdAt: '2026-11-20T11:30:00Z' })).toBeUndefined();
    expect(postUpdatedAt({ publishedAt: '2026-11-20T09:00:00Z', createdAt: undefined })).toBeUndefined();
  });
});
