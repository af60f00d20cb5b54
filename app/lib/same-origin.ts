const SAME_SITE = 'https://same-site.invalid';

/**
 * `value` as a path on this site, or null when a browser following it would leave the site: every redirect and
 * navigation target that request input or an answer could shape goes through here (SECURITY.md: React Router's
 * open-redirect advisories). The value is parsed as a browser parses a Location or a link (tabs and newlines
 * dropped, a backslash read as a slash), so the target checked is the one followed, and what comes back is that
 * URL's own serialisation, with no control character to break a header. Dot segments can leave a path starting
 * with "//" ("/.//evil.test" resolves to "//evil.test"), which a browser reads as another host: such a value is
 * refused too.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  let target: URL;
  try {
    target = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (target.origin !== SAME_SITE || target.pathname.startsWith('//')) return null;
  return target.pathname + target.search + target.hash;
}
