import { createContext, useContext } from 'react';
import { NONCE_PLACEHOLDER } from '~/lib/csp';

/**
 * The site's stylesheet, inlined into every page (docs/decisions/0015-inline-stylesheet.md): on a slow phone
 * network a separate stylesheet costs a round trip before the first paint. The server provides the CSS text
 * (app/entry.server.tsx); the browser bundle never carries it.
 */
export const SiteStylesContext = createContext<string | null>(null);

// In the browser the styles are already in the document. Reading them back (once, before hydration) gives
// React the same text the server sent, so if React ever re-created <head> the page would keep its styles.
const STYLE_ID = 'site-styles';
const fromDocument = typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? '');

export function SiteStyles() {
  const css = useContext(SiteStylesContext) ?? fromDocument;
  // Vite's dev server keeps the <link> (see root.tsx links) so styles hot-reload.
  if (import.meta.env.DEV) return null;
  return (
    <style
      id={STYLE_ID}
      nonce={NONCE_PLACEHOLDER}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, not user content
      dangerouslySetInnerHTML={{ __html: css }}
      // Browsers hide a nonce from the DOM once applied, so the attribute never matches during hydration.
      suppressHydrationWarning
    />
  );
}
