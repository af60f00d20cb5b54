import { describe, expect, it } from 'vitest';
import { action, loader } from '~/routes/action.set-theme';
import { loaderContext } from '../setup/loader-context.ts';

const post = (body: string, contentType: string, url = 'https://newstax.test/action/set-theme') =>
  action({
    request: new Request(url, { method: 'POST', body, headers: { 'content-type': contentType } }),
    params: {},
    context: loaderContext(),
  });

/** The no-JavaScript theme form, posted with `redirectTo`. */
const postForm = (theme: string, redirectTo: string) =>
  post(`theme=${theme}&redirectTo=${encodeURIComponent(redirectTo)}`, 'application/x-www-form-urlencoded');

describe('the theme action', () => {
  it('sets a signed, HttpOnly, SameSite=Lax, Secure, one-year cookie from remix-themes JSON', async () => {
    const response = await post('{"theme":"dark"}', 'text/plain;charset=UTF-8');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^theme=[^;]+\.[^;]+;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
  });

  it('is not Secure over plain http (local development)', async () => {
    const response = await post('{"theme":"light"}', 'text/plain', 'http://localhost:8788/action/set-theme');
    expect(response.headers.get('Set-Cookie')).not.toMatch(/Secure/);
  });

  it('removes the cookie for "system"', async () => {
    const response = await post('{"theme":null}', 'text/plain');
    expect(response.headers.get('Set-Cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('answers a form post without JavaScript with a 303 back to the page', async () => {
    const response = await post('theme=dark&redirectTo=%2Fen%2Fppn%3Fpage%3D2', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en/ppn?page=2');
    expect(response.headers.get('Set-Cookie')).toMatch(/^theme=/);
  });

  it('never redirects off the site', async () => {
    // Browsers drop tabs and newlines inside a URL and read a backslash as a slash, so each of these is //evil.test.
    for (const target of [
      'https://evil.test/',
      '//evil.test/',
      '/\\evil.test',
      'javascript:alert(1)',
      '/\t/evil.test/x',
      '/\n/evil.test',
      '/\r\n/evil.test',
      '/\t\\evil.test',
      // Dot segments that resolve to a path starting with "//", which browsers read as another host.
      '/.//evil.test',
      '/..//evil.test',
      '/a/..//evil.test/x',
      '/%2e//evil.test',
      '/./\\/evil.test',
    ]) {
      const response = await postForm('light', target);
      expect(response.headers.get('Location'), target).toBe('/');
    }
  });

  it('sends a path with control characters back as a harmless path, and an overlong one home, never a 500', async () => {
    for (const [target, expected] of [
      ['/id\r\nX-Injected: 1', '/idX-Injected:%201'],
      ['/id\u0000', '/id'],
      ['/id\u0000x', '/id%00x'],
      ['/en/opini?q=a b#x y', '/en/opini?q=a%20b#x%20y'],
      ['/id/ppn?q=pajak\u00e9', '/id/ppn?q=pajak%C3%A9'],
      [`/id?x=${'a'.repeat(20_000)}`, '/'],
    ] as const) {
      const response = await postForm('dark', target);
      expect(response.status, target.slice(0, 40)).toBe(303);
      expect(response.headers.get('Location'), target.slice(0, 40)).toBe(expected);
      expect(response.headers.get('X-Injected')).toBeNull();
    }
  });

  it('answers bad input with a 400, not a 500', async () => {
    for (const [body, type] of [
      ['{not json', 'text/plain'],
      ['{"theme":"purple"}', 'text/plain'],
      ['{"theme":["dark"]}', 'application/json'],
      ['theme=sepia', 'application/x-www-form-urlencoded'],
      ['redirectTo=%2Fid', 'application/x-www-form-urlencoded'],
      // JSON that is not an object names no theme: it must not clear the cookie as "system" would.
      ['[1,2]', 'text/plain'],
      ['"dark"', 'application/json'],
      ['null', 'application/json'],
    ]) {
      expect((await post(body ?? '', type ?? '')).status, body).toBe(400);
    }
  });

  it('reads the form whatever the case of its content type', async () => {
    const response = await post('theme=dark&redirectTo=%2Fid', 'APPLICATION/X-WWW-FORM-URLENCODED; charset=UTF-8');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/id');
  });

  it('changes nothing for methods other than POST', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await action({
        request: new Request('https://newstax.test/action/set-theme', {
          method,
          body: '{"theme":"dark"}',
          headers: { 'content-type': 'application/json' },
        }),
        params: {},
        context: loaderContext(),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow'), method).toBe('POST');
      expect(response.headers.get('Set-Cookie'), method).toBeNull();
    }
  });

  it("refuses a post another site makes the browser send: it cannot choose the reader's theme", async () => {
    // A cross-site <form enctype="text/plain"> posts this body as JSON; a form posts theme= and redirectTo=.
    const send = (headers: Record<string, string>, body = '{"theme":"dark","x":"="}', type = 'text/plain') =>
      action({
        request: new Request('https://newstax.test/action/set-theme', {
          method: 'POST',
          body,
          headers: { 'content-type': type, ...headers },
        }),
        params: {},
        context: loaderContext(),
      });
    for (const headers of [
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://blog.newstax.test', 'sec-fetch-site': 'same-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      // Browsers without Fetch Metadata still name the origin.
      { origin: 'https://evil.test' },
      { origin: 'null' },
      { origin: 'http://newstax.test' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const label = JSON.stringify(headers);
      for (const response of [
        await send(headers),
        await send(headers, 'theme=dark&redirectTo=%2Fid', 'application/x-www-form-urlencoded'),
      ]) {
        expect(response.status, label).toBe(403);
        expect(response.headers.get('Set-Cookie'), label).toBeNull();
        expect(response.headers.get('Location'), label).toBeNull();
      }
    }
    // The site's own switcher (fetch) and form, and clients that send neither header, still set it.
    for (const headers of [
      { origin: 'https://newstax.test', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://newstax.test' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ] as Record<string, string>[]) {
      const response = await send(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get('Set-Cookie'), JSON.stringify(headers)).toMatch(/^theme=/);
    }
  });

  it('refuses GET with a 405', async () => {
    const response = await loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});
