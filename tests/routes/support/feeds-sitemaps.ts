// Shared by the feed and sitemap route tests: requesting the XML routes by URL path and the published articles
// they must list.
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { expect } from 'vitest';
import { articlePath } from '~/lib/urls';
import { loader as categoryFeed } from '~/routes/$lang.$category.feed[.]xml';
import { loader as langFeed } from '~/routes/$lang.feed[.]xml';
import { loader as newsSitemap } from '~/routes/sitemap-news[.]xml';
import { loader as sitemapIndex } from '~/routes/sitemap[.]xml';
import { loader as sitemapFile } from '~/routes/sitemaps.$file';
import { sql } from '../../setup/db.ts';
import { loaderContext } from '../../setup/loader-context.ts';
import { TEST_SITE_URL } from '../../setup/site-url.ts';

type Loader = (args: LoaderFunctionArgs) => Response | Promise<Response>;

export async function get(loader: Loader, path: string, params: Record<string, string> = {}, env = {}) {
  const response = await loader({ request: new Request(TEST_SITE_URL + path), params, context: loaderContext(env) });
  return { response, text: await response.text() };
}

/** Every XML route, by URL path, as the site serves them. */
function route(path: string): [Loader, Record<string, string>] {
  if (path === '/sitemap.xml') return [sitemapIndex, {}];
  if (path === '/sitemap-news.xml') return [newsSitemap, {}];
  const file = /^\/sitemaps\/([^/]+)$/.exec(path);
  if (file?.[1]) return [sitemapFile, { file: file[1] }];
  const feed = /^\/([^/]+)\/feed\.xml$/.exec(path);
  if (feed?.[1]) return [langFeed, { lang: feed[1] }];
  const categoryFeedMatch = /^\/([^/]+)\/([^/]+)\/feed\.xml$/.exec(path);
  if (categoryFeedMatch?.[1] && categoryFeedMatch[2]) {
    return [categoryFeed, { lang: categoryFeedMatch[1], category: categoryFeedMatch[2] }];
  }
  throw new Error(`no route for ${path}`);
}

export const fetchPath = (path: string, env = {}) => {
  const [loader, params] = route(path);
  return get(loader, path, params, env);
};

export type Published = { slug: string; title: string; excerpt: string; category: string | null; lang: 'id' | 'en' };
export const published = () =>
  sql<Published & { published_at: Date }>(
    'select slug, title, excerpt, category, lang, published_at from public.articles where published_at <= now()',
  );
export const url = (a: Pick<Published, 'slug' | 'category' | 'lang'>) => TEST_SITE_URL + articlePath(a);

export function expectXmlHeaders(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate/);
}
