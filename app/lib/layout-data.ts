import type { MetaArgs } from '@remix-run/cloudflare';
import { type MetaDescriptor, useRouteLoaderData } from '@remix-run/react';
import type { Lang } from '~/i18n/config';
import type { Category } from './categories';
import { errorPageMeta } from './error-page';
import type { PublicEnv } from './public-env';

/**
 * What the language layout (routes/$lang) loads once for every page under it. Pages read it through these
 * helpers instead of importing the layout route, so no module depends on a route.
 */
export type LangLayoutData = {
  lang: Lang;
  /** In navigation order for `lang` (`inNavigationOrder`). */
  categories: Category[];
  adsense: PublicEnv['adsense'];
  /** SITE_URL: public, it is in every canonical URL. */
  siteUrl: string;
};

const LAYOUT_ROUTE_ID = 'routes/$lang';

/** The layout's data in a component; undefined while its own loader failed. */
export function useLangLayoutData(): LangLayoutData | undefined {
  return useRouteLoaderData<LangLayoutData>(LAYOUT_ROUTE_ID);
}

/** SITE_URL as the layout hands it to every page's `meta`. */
export function siteUrlFrom(matches: MetaArgs['matches']): string {
  const layout = matches.find((match) => match.id === LAYOUT_ROUTE_ID)?.data as Partial<LangLayoutData> | undefined;
  return layout?.siteUrl ?? '';
}

/**
 * A page route's `meta`: the error page's head where its loader threw (there is no data), otherwise what `build`
 * makes of the loader's data and SITE_URL.
 */
export function metaOrErrorPage<Data>(
  args: { data: Data | undefined; matches: MetaArgs['matches']; error?: unknown; location: { pathname: string } },
  build: (data: Data, siteUrl: string) => MetaDescriptor[],
): MetaDescriptor[] {
  if (!args.data) return errorPageMeta(args.error, args.location.pathname);
  return build(args.data, siteUrlFrom(args.matches));
}
