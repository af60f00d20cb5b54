import type { MetaArgs } from '@remix-run/cloudflare';

/** SITE_URL, as the language layout hands it to every page's `meta` (it is public: it is in every canonical URL). */
export function siteUrlFrom(matches: MetaArgs['matches']): string {
  const layout = matches.find((match) => match.id === 'routes/$lang')?.data as { siteUrl?: string } | undefined;
  return layout?.siteUrl ?? '';
}
