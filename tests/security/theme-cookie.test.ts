import { describe, expect, it } from 'vitest';
import { themeSessionResolver } from '~/lib/theme.server';
import { action } from '~/routes/action.set-theme';
import { loaderContext } from '../setup/loader-context.ts';

/**
 * Hostile input: the theme cookie is the one piece of client state the server reads on every page.
 * Whatever a visitor (or an old version of the site) puts in it, the page renders with the system theme.
 */

const SECRET = 'test-theme-cookie-secret-0123456789abcdef';

const TAMPERED = [
  'theme=light',
  'theme=x',
  'theme=%',
  'theme=%ZZ',
  'theme=abc%',
  'theme=a.b',
  'theme=e30.%',
  'theme=.',
  'theme=eyJ0aGVtZSI6ImRhcmsifQ.AAAA',
  'theme=eyJ0aGVtZSI6ImRhcmsifQ',
  `theme=${'a'.repeat(8000)}`,
  'theme="\\"><script>alert(1)</script>"',
  'theme=%F0%9F%92%A9.%E2%80%AE',
  'theme=light; theme=dark',
  '=; ;; theme; theme=; theme=a=b=c',
  'other=%; theme=x',
];

const request = (cookie: string, init: RequestInit = {}) =>
  new Request('https://newstax.test/action/set-theme', { ...init, headers: { cookie, ...init.headers } });

describe('a tampered theme cookie', () => {
  it.each(TAMPERED)('%s reads as "no choice" (system), never throws', async (cookie) => {
    const req = request(cookie);
    const session = await themeSessionResolver(SECRET, req)(req);
    expect(session.getTheme()).toBeNull();
  });

  it('a cookie signed with another secret is ignored too', async () => {
    const signed = await themeSessionResolver('another-secret-0123456789abcdef-0123456789', request(''))(request(''));
    signed.setTheme('dark' as never);
    const cookie = (await signed.commit()).split(';')[0] ?? '';
    const req = request(cookie);
    expect((await themeSessionResolver(SECRET, req)(req)).getTheme()).toBeNull();
  });

  it.each(TAMPERED)('%s does not stop the theme action from setting a fresh cookie', async (cookie) => {
    const response = await action({
      request: request(cookie, { method: 'POST', body: '{"theme":"dark"}', headers: { 'content-type': 'text/plain' } }),
      params: {},
      context: loaderContext(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^theme=[^;]+\.[^;]+;/);
  });
});
