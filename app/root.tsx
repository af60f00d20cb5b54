import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
// The provider module alone: the package's index also brings its cookie-session half (Remix's server runtime,
// ~16 KB gzipped) into the browser (docs/decisions/0025).
import { PreventFlashOnWrongTheme, ThemeProvider, useTheme } from 'remix-themes/build/theme-provider';
import { type Lang, langFromPath } from '~/i18n/config';
import { NONCE_PLACEHOLDER } from '~/lib/csp';
import { serverEnv } from '~/lib/env.server';
import { errorPageMeta } from '~/lib/error-page';
import type { QueryParams } from '~/lib/response-policy';
import { discoverRoutesOnFirstIntent } from '~/lib/route-discovery';
import { PAGE_END_ID } from '~/lib/site';
import { THEME_ACTION } from '~/lib/theme';
import { themeSessionResolver } from '~/lib/theme.server';
import { WEB_SHARE_SCRIPT } from '~/lib/web-share';
import { RootErrorBoundary } from './components/error-boundary';
import { SiteStyles } from './components/site-styles';
import { ThemeColor } from './components/theme-color';
import styles from './styles.css?url';

export const queryParams: QueryParams = [];

export const links: LinksFunction = () => [
  // Production inlines the stylesheet (SiteStyles); the dev server links it so it hot-reloads.
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: styles }] : []),
  // A PNG: an SVG icon is decoded as a document on the page's main thread (scripts/social-images.ts).
  { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = serverEnv(context.cloudflare.env);
  const themeSession = await themeSessionResolver(env.THEME_COOKIE_SECRET, request)(request);
  return { theme: themeSession.getTheme() };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = langFromPath(useLocation().pathname);
  return (
    <ThemeProvider specifiedTheme={data?.theme ?? null} themeAction={THEME_ACTION}>
      <Document lang={lang} ssrTheme={Boolean(data?.theme)}>
        {children}
      </Document>
    </ThemeProvider>
  );
}

/**
 * A jump to `#section` by a plain link is a history entry without state, which the router keys "default", like
 * every other such jump: the second one would "restore" where the first was left. Keyed by its URL instead, a
 * fresh jump has nothing to restore and lands on its target. Every other entry keeps its own key.
 */
function scrollKey(location: { key: string; pathname: string; hash: string }): string {
  return location.key === 'default' && location.hash ? `${location.pathname}${location.hash}` : location.key;
}

function Document({ lang, ssrTheme, children }: { lang: Lang; ssrTheme: boolean; children: ReactNode }) {
  const [theme] = useTheme();
  useEffect(discoverRoutesOnFirstIntent, []);
  return (
    // The web-share script below adds an attribute of its own to <html> before hydration.
    <html lang={lang} className={theme ?? undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeColor />
        {/* No paint of a half-parsed page: a slow parse otherwise paints the header before its right-hand
            controls exist, and they then shift in (bench/README.md, "Layout shift while loading"). */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <Meta />
        <PreventFlashOnWrongTheme ssrTheme={ssrTheme} nonce={NONCE_PLACEHOLDER} />
        <script
          nonce={NONCE_PLACEHOLDER}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own (lib/web-share.ts)
          dangerouslySetInnerHTML={{ __html: WEB_SHARE_SCRIPT }}
        />
        <SiteStyles />
        <Links />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
        <span id={PAGE_END_ID} hidden />
        <ScrollRestoration nonce={NONCE_PLACEHOLDER} getKey={scrollKey} />
        <Scripts nonce={NONCE_PLACEHOLDER} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = RootErrorBoundary;

/** The head of the root's own error page; every page route has a `meta` of its own. */
export const meta: MetaFunction = ({ error, location }) => (error ? errorPageMeta(error, location.pathname) : []);
