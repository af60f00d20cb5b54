import { describe, expect, it } from 'vitest';
import { answerConditionally, isNotModified, matchesEntityTag } from './conditional-requests';

const get = (headers: Record<string, string>, method = 'GET') =>
  new Request('https://newstax.test/id/kalender.ics', { method, headers });
const feed = (headers: Record<string, string>, status = 200) =>
  new Response('BEGIN:VCALENDAR', {
    status,
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, s-maxage=60', ...headers },
  });
const LAST_MODIFIED = 'Sun, 01 Nov 2026 00:00:00 GMT';

describe('matchesEntityTag', () => {
  it('compares weakly, in a list, and takes * for any', () => {
    expect(matchesEntityTag('"a"', '"a"')).toBe(true);
    expect(matchesEntityTag('W/"a"', '"a"')).toBe(true);
    expect(matchesEntityTag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEntityTag('"x", W/"a"', '"a"')).toBe(true);
    expect(matchesEntityTag('*', '"a"')).toBe(true);
    expect(matchesEntityTag('"b"', '"a"')).toBe(false);
    expect(matchesEntityTag('', '"a"')).toBe(false);
    expect(matchesEntityTag(null, '"a"')).toBe(false);
  });
});

describe('isNotModified', () => {
  const validators = { etag: '"a"', lastModified: LAST_MODIFIED };
  it('lets If-None-Match decide alone when present', () => {
    expect(isNotModified(get({ 'If-None-Match': '"a"' }), validators)).toBe(true);
    expect(isNotModified(get({ 'If-None-Match': '"b"', 'If-Modified-Since': LAST_MODIFIED }), validators)).toBe(false);
  });
  it('otherwise compares If-Modified-Since with Last-Modified, and ignores dates it cannot read', () => {
    expect(isNotModified(get({ 'If-Modified-Since': LAST_MODIFIED }), validators)).toBe(true);
    expect(isNotModified(get({ 'If-Modified-Since': 'Mon, 02 Nov 2026 00:00:00 GMT' }), validators)).toBe(true);
    expect(isNotModified(get({ 'If-Modified-Since': 'Sat, 31 Oct 2026 23:59:59 GMT' }), validators)).toBe(false);
    expect(isNotModified(get({ 'If-Modified-Since': 'yesterday' }), validators)).toBe(false);
    expect(isNotModified(get({ 'If-Modified-Since': LAST_MODIFIED }), { etag: null, lastModified: null })).toBe(false);
    expect(isNotModified(get({}), validators)).toBe(false);
  });
  it('ignores an If-Modified-Since later than now, which no copy can have been dated with', () => {
    const now = Date.parse('Tue, 24 Nov 2026 12:00:00 GMT');
    const future = get({ 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' });
    expect(isNotModified(future, validators)).toBe(false);
    expect(isNotModified(get({ 'If-Modified-Since': 'Tue, 24 Nov 2026 12:00:01 GMT' }), validators, now)).toBe(false);
    expect(isNotModified(get({ 'If-Modified-Since': 'Tue, 24 Nov 2026 12:00:00 GMT' }), validators, now)).toBe(true);
    expect(answerConditionally(future, feed({ 'Last-Modified': LAST_MODIFIED })).status).toBe(200);
  });
});

describe('answerConditionally', () => {
  it('answers a matching GET or HEAD with a bodiless 304 that keeps the validators and Cache-Control', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = answerConditionally(get({ 'If-None-Match': '"a"' }, method), feed({ ETag: '"a"' }));
      expect(answer.status).toBe(304);
      expect(answer.body).toBeNull();
      expect(answer.headers.get('ETag')).toBe('"a"');
      expect(answer.headers.get('Cache-Control')).toBe('public, s-maxage=60');
      expect(answer.headers.has('Content-Type')).toBe(false);
    }
  });

  it('passes through what is not a match, not a 200, not a GET, or carries no validator', async () => {
    const cases: [Request, Response][] = [
      [get({ 'If-None-Match': '"b"' }), feed({ ETag: '"a"' })],
      [get({ 'If-None-Match': '"a"' }), feed({ ETag: '"a"' }, 404)],
      [get({ 'If-None-Match': '"a"' }, 'POST'), feed({ ETag: '"a"' })],
      [get({ 'If-Modified-Since': LAST_MODIFIED }), feed({})],
    ];
    for (const [request, response] of cases) {
      const answer = answerConditionally(request, response);
      expect(answer).toBe(response);
    }
  });
});
