import { type ActionFunctionArgs, redirect } from '@remix-run/cloudflare';
import { isTheme } from 'remix-themes';
import { serverEnv } from '~/lib/env.server';
import type { QueryParams } from '~/lib/response-policy';
import { sameOriginPath } from '~/lib/same-origin';
import { themeSessionResolver } from '~/lib/theme.server';

export const queryParams: QueryParams = [];

/**
 * Sets or clears the theme cookie. remix-themes' ThemeProvider posts JSON (`{"theme":"dark"|"light"|null}`);
 * without JavaScript the theme switcher is a form that posts `theme=system|light|dark` and `redirectTo`,
 * and gets a 303 back to the page it came from. Bad input is a 400, never a 500; a post from another site, a 403.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // Remix hands every method but GET to the action; only the form's and remix-themes' POST changes the cookie.
  if (request.method !== 'POST') return methodNotAllowed();
  if (isCrossSite(request)) {
    return Response.json({ success: false, message: 'The theme can only be set from this site.' }, { status: 403 });
  }
  const env = serverEnv(context.cloudflare.env);
  const session = await themeSessionResolver(env.THEME_COOKIE_SECRET, request)(request);
  const isForm = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(
    request.headers.get('content-type') ?? '',
  );

  let choice: unknown;
  let redirectTo: string | null = null;
  try {
    if (isForm) {
      const form = await request.formData();
      const mode = form.get('theme');
      choice = mode === 'system' ? null : (mode ?? undefined);
      redirectTo = safeRedirect(form.get('redirectTo'));
    } else {
      const body: unknown = await request.json();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new TypeError('not an object');
      choice = (body as { theme?: unknown }).theme ?? null;
    }
  } catch {
    return Response.json({ success: false, message: 'The body must be JSON or a form.' }, { status: 400 });
  }
  if (choice !== null && !isTheme(choice)) {
    return Response.json(
      { success: false, message: 'theme must be "light", "dark" or empty for system.' },
      { status: 400 },
    );
  }
  if (choice !== null) session.setTheme(choice);
  const cookie = choice === null ? await session.destroy() : await session.commit();
  if (redirectTo) return redirect(redirectTo, { status: 303, headers: { 'Set-Cookie': cookie } });
  // A real Response: a resource route's data() loses its headers under single fetch.
  return Response.json({ success: true }, { headers: { 'Set-Cookie': cookie } });
}

const methodNotAllowed = () =>
  new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });

export const loader = methodNotAllowed;

/**
 * A post another site made the browser send: a cross-site form (a `text/plain` one posts a JSON body) would set
 * the reader's theme and send them to any page here. Browsers name the sender in `Sec-Fetch-Site`, and older ones
 * in `Origin`; a client that sends neither (curl, a feed reader) plants no cookie in anyone's browser.
 */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/** Longer than any page of ours: a page's own address is never this long. */
const MAX_REDIRECT_LENGTH = 2048;

/** Only a path on this site, never an open redirect; anything else goes home. */
function safeRedirect(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || value.length > MAX_REDIRECT_LENGTH) return '/';
  return sameOriginPath(value) ?? '/';
}
