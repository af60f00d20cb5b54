import { describe, expect, it } from 'vitest';
import { lastModified, substantiveUpdate } from './articles';

const PUBLISHED = '2026-05-12T07:00:00.000Z';

describe('substantiveUpdate: when the byline says "Updated"', () => {
  it('counts an update more than an hour after publication', () => {
    expect(substantiveUpdate(PUBLISHED, '2026-05-12T08:00:00.001Z')).toBe('2026-05-12T08:00:00.001Z');
    expect(substantiveUpdate(PUBLISHED, '2026-05-14T07:00:00+00:00')).toBe('2026-05-14T07:00:00.000Z');
  });

  it('ignores an update exactly an hour after publication, or sooner, or before it', () => {
    expect(substantiveUpdate(PUBLISHED, '2026-05-12T08:00:00.000Z')).toBeNull();
    expect(substantiveUpdate(PUBLISHED, '2026-05-12T07:12:00.000Z')).toBeNull();
    expect(substantiveUpdate(PUBLISHED, PUBLISHED)).toBeNull();
    expect(substantiveUpdate(PUBLISHED, '2026-05-11T00:00:00.000Z')).toBeNull();
  });

  it('compares instants, whatever the offsets the database writes', () => {
    // 14.05 in Jakarta is 07:05 UTC: five minutes after publication, not seven hours.
    expect(substantiveUpdate(PUBLISHED, '2026-05-12T14:05:00+07:00')).toBeNull();
    expect(substantiveUpdate(PUBLISHED, '2026-05-12T15:05:00+07:00')).toBe('2026-05-12T08:05:00.000Z');
  });

  it('takes an editor’s revision date over updated_at, even minutes after publication', () => {
    expect(substantiveUpdate(PUBLISHED, '2026-05-20T00:00:00Z', '2026-05-12T07:05:00Z')).toBe(
      '2026-05-12T07:05:00.000Z',
    );
    // A later small fix does not move it; nor does an update within the hour hide it.
    expect(substantiveUpdate(PUBLISHED, '2026-05-12T07:10:00Z', '2026-05-13T01:00:00Z')).toBe(
      '2026-05-13T01:00:00.000Z',
    );
  });

  it('ignores a revision date that is not after publication, without falling back to updated_at', () => {
    expect(substantiveUpdate(PUBLISHED, '2026-05-20T00:00:00Z', PUBLISHED)).toBeNull();
    expect(substantiveUpdate(PUBLISHED, '2026-05-20T00:00:00Z', 'not a date')).toBeNull();
  });
});

describe('substantiveUpdate: a correction', () => {
  it('counts a published correction, however soon after publication, when it is the newest change', () => {
    expect(substantiveUpdate(PUBLISHED, PUBLISHED, null, '2026-05-12T07:10:00Z')).toBe('2026-05-12T07:10:00.000Z');
    expect(substantiveUpdate(PUBLISHED, '2026-05-14T00:00:00Z', null, '2026-05-20T00:00:00Z')).toBe(
      '2026-05-20T00:00:00.000Z',
    );
    // Over an editor's earlier revision date too.
    expect(substantiveUpdate(PUBLISHED, PUBLISHED, '2026-05-13T00:00:00Z', '2026-05-20T00:00:00Z')).toBe(
      '2026-05-20T00:00:00.000Z',
    );
  });

  it('leaves a later update or revision in place, and ignores a correction dated before publication', () => {
    expect(substantiveUpdate(PUBLISHED, '2026-05-21T00:00:00Z', null, '2026-05-20T00:00:00Z')).toBe(
      '2026-05-21T00:00:00.000Z',
    );
    expect(substantiveUpdate(PUBLISHED, PUBLISHED, '2026-05-22T00:00:00Z', '2026-05-20T00:00:00Z')).toBe(
      '2026-05-22T00:00:00.000Z',
    );
    expect(substantiveUpdate(PUBLISHED, PUBLISHED, null, '2026-05-01T00:00:00Z')).toBeNull();
    expect(substantiveUpdate(PUBLISHED, PUBLISHED, null, 'not a date')).toBeNull();
  });
});

describe('lastModified: dateModified and lastmod', () => {
  it('is the substantive update, or else the publication', () => {
    expect(lastModified(PUBLISHED, '2026-05-12T07:30:00Z')).toBe(PUBLISHED);
    expect(lastModified(PUBLISHED, '2026-05-12T09:00:00Z')).toBe('2026-05-12T09:00:00.000Z');
    expect(lastModified(PUBLISHED, '2026-05-20T00:00:00Z', '2026-05-12T07:05:00Z')).toBe('2026-05-12T07:05:00.000Z');
    expect(lastModified(PUBLISHED, PUBLISHED, null, '2026-11-28T02:00:00Z')).toBe('2026-11-28T02:00:00.000Z');
  });
});
