import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '~/lib/context.server';
import { DataUnavailableError } from '~/lib/unavailable.server';
import { testBackend } from '../../tests/setup/backend.ts';
import { sql } from '../../tests/setup/db.ts';
import { DEAD_SUPABASE_URL, loaderContext } from '../../tests/setup/loader-context.ts';
import {
  feedArticles,
  newsSitemapArticles,
  sitemapArticleFileCount,
  sitemapArticles,
  sitemapLandingPages,
} from './article-feeds.server';
import { POSTGREST_MAX_ROWS } from './rows.server';

const anon = requestContext(loaderContext()).db;
// The service role bypasses RLS: whatever it does not return, the query itself filtered out.
const service = requestContext(loaderContext({ SUPABASE_ANON_KEY: testBackend().serviceRoleKey })).db;
const down = requestContext(loaderContext({ SUPABASE_URL: DEAD_SUPABASE_URL })).db;

type Row = { id: string; slug: string; category: string | null; lang: 'id' | 'en'; translated_from: string | null };
const PUBLISHED = 'published_at <= now()';
const UNPUBLISHED_SLUGS = /^(draf-|wip-draft-|terjadwal-)/;

async function publishedRows(lang: 'id' | 'en'): Promise<Row[]> {
  return sql<Row>(
    `select id::text, slug, category, lang, translated_from::text from public.articles a where lang = $1 and ${PUBLISHED} order by a.id`,
    [lang],
  );
}

/** Published translation pairs as [source slug, translation slug]. */
async function publishedPairs(): Promise<{ source: string; translation: string }[]> {
  return sql(
    `select s.slug as source, t.slug as translation from public.articles t join public.articles s on s.id = t.translated_from
     where t.${PUBLISHED} and s.${PUBLISHED}`,
  );
}

describe('sitemapArticleFileCount', () => {
  it('is the highest published id of the language divided by the file size, rounded up', async () => {
    for (const lang of ['id', 'en'] as const) {
      const [row] = await sql<{ max: string }>(
        `select max(id)::text as max from public.articles where lang = $1 and ${PUBLISHED}`,
        [lang],
      );
      const maxId = Number(row?.max);
      for (const size of [1, 7, 50_000]) {
        expect(await sitemapArticleFileCount(anon, lang, size)).toBe(Math.ceil(maxId / size));
        expect(await sitemapArticleFileCount(service, lang, size)).toBe(Math.ceil(maxId / size));
      }
    }
  });
});

describe('sitemapArticles', () => {
  it('splits a language into files of at most fileSize URLs that together hold every published article once', async () => {
    for (const lang of ['id', 'en'] as const) {
      const fileSize = 7;
      const files = await sitemapArticleFileCount(anon, lang, fileSize);
      expect(files).toBeGreaterThan(5);
      const seen: string[] = [];
      for (let n = 1; n <= files; n++) {
        // batchSize 3: a file takes several id-range requests, stitched back in order.
        const file = (await sitemapArticles(anon, lang, n, { fileSize, batchSize: 3, concurrency: 2 })) ?? [];
        expect(file.length).toBeLessThanOrEqual(fileSize);
        for (const article of file) expect(article.lang).toBe(lang);
        seen.push(...file.map((a) => a.slug));
      }
      expect(seen).toEqual((await publishedRows(lang)).map((r) => r.slug));
      expect(await sitemapArticles(anon, lang, files + 1, { fileSize })).toBeNull();
    }
  });

  it('puts everything in file 1 at the real size, with lastmod and the published counterpart', async () => {
    const [id, en] = await Promise.all([
      sitemapArticles(anon, 'id', 1, { fileSize: 50_000 }).then((file) => file ?? []),
      sitemapArticles(anon, 'en', 1, { fileSize: 50_000 }).then((file) => file ?? []),
    ]);
    expect(id.map((a) => a.slug)).toEqual((await publishedRows('id')).map((r) => r.slug));
    const bySlug = new Map([...id, ...en].map((a) => [a.slug, a]));
    const pairs = await publishedPairs();
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    for (const { source, translation } of pairs) {
      expect(bySlug.get(source)?.counterpart?.slug, source).toBe(translation);
      expect(bySlug.get(translation)?.counterpart?.slug, translation).toBe(source);
    }
    const paired = new Set(pairs.flatMap((p) => [p.source, p.translation]));
    for (const article of bySlug.values()) {
      if (!paired.has(article.slug)) expect(article.counterpart, article.slug).toBeNull();
      expect(article.lastModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const [latest] = await sql<{ slug: string; lastmod: Date }>(
      // The rule of lib/articles.ts substantiveUpdate, restated: an editor's revision, else an update more than an
      // hour after publication, else the publication. The seed's first article was touched minutes after it.
      `select slug, case when revised_at > published_at then revised_at when revised_at is not null then published_at
         when updated_at > published_at + interval '1 hour' then updated_at else published_at end as lastmod
       from public.articles where ${PUBLISHED} order by id limit 1`,
    );
    expect(bySlug.get(latest?.slug ?? '')?.lastModified).toBe(latest?.lastmod.toISOString());
  });

  it('leaves out drafts and scheduled articles even when RLS does not', async () => {
    for (const lang of ['id', 'en'] as const) {
      const slugs = ((await sitemapArticles(service, lang, 1, { fileSize: 50_000 })) ?? []).map((a) => a.slug);
      expect(slugs).toEqual((await publishedRows(lang)).map((r) => r.slug));
      expect(slugs.filter((slug) => UNPUBLISHED_SLUGS.test(slug))).toEqual([]);
    }
  });

  it('refuses batches larger than PostgREST answers, and bad file numbers', async () => {
    await expect(sitemapArticles(anon, 'id', 1, { fileSize: 5000, batchSize: POSTGREST_MAX_ROWS + 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(sitemapArticles(anon, 'id', 0, { fileSize: 10 })).rejects.toThrow(RangeError);
  });
});

describe('sitemapLandingPages', () => {
  it('dates the home page and every category page by their newest article; berita includes uncategorised', async () => {
    for (const lang of ['id', 'en'] as const) {
      const newest = async (where: string) => {
        const [row] = await sql<{ lastmod: Date }>(
          // A published correction dates the article too (lib/articles.ts).
          `select greatest(published_at, updated_at,
                    (select max(c.published_at) from public.article_corrections c
                     where c.article_id = a.id and c.published_at <= now())) as lastmod
           from public.articles a
           where lang = $1 and ${PUBLISHED} and (${where}) order by published_at desc, id desc limit 1`,
          [lang],
        );
        return row?.lastmod.toISOString();
      };
      const pages = await sitemapLandingPages(service, lang, 'berita');
      expect(pages.home).toBe(await newest('true'));
      const categories = await sql<{ slug: string; created_at: Date }>(
        'select slug, created_at from public.categories order by slug',
      );
      expect(pages.categories.map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
      for (const category of categories) {
        const where =
          category.slug === 'berita' ? `category = 'berita' or category is null` : `category = '${category.slug}'`;
        const expected = (await newest(where)) ?? category.created_at.toISOString();
        expect(pages.categories.find((c) => c.slug === category.slug)?.lastModified, category.slug).toBe(expected);
      }
    }
  });
});

describe('newsSitemapArticles', () => {
  it('lists what was published in the window, both languages, newest first, nothing scheduled', async () => {
    const since = new Date(Date.now() - 48 * 3600 * 1000);
    const expected = await sql<{ slug: string }>(
      `select slug from public.articles where published_at >= $1 and ${PUBLISHED} order by published_at desc, id desc`,
      [since],
    );
    expect(expected.length).toBeGreaterThan(2);
    for (const db of [anon, service]) {
      const articles = await newsSitemapArticles(db, since);
      expect(articles.map((a) => a.slug)).toEqual(expected.map((r) => r.slug));
      expect(new Set(articles.map((a) => a.lang))).toEqual(new Set(['id', 'en']));
    }
    expect((await newsSitemapArticles(anon, since, 2)).map((a) => a.slug)).toEqual(
      expected.slice(0, 2).map((r) => r.slug),
    );
  });
});

describe('feedArticles', () => {
  const expectedFeed = async (lang: string, where: string, limit: number) =>
    (
      await sql<{ slug: string }>(
        `select slug from public.articles where lang = $1 and ${PUBLISHED} and (${where})
         order by published_at desc, id desc limit ${limit}`,
        [lang],
      )
    ).map((r) => r.slug);

  it('returns the newest articles of a language, without drafts or scheduled ones', async () => {
    for (const db of [anon, service]) {
      const feed = await feedArticles(db, 'id', { limit: 50 });
      expect(feed).toHaveLength(50);
      expect(feed.map((a) => a.slug)).toEqual(await expectedFeed('id', 'true', 50));
      expect(feed.some((a) => a.title.startsWith('TERJADWAL') || a.title.startsWith('DRAF'))).toBe(false);
    }
  });

  it('filters by category; berita also carries the uncategorised articles', async () => {
    expect((await feedArticles(anon, 'en', { category: 'pph' })).map((a) => a.slug)).toEqual(
      await expectedFeed('en', `category = 'pph'`, 50),
    );
    const berita = await feedArticles(service, 'id', { category: 'berita', includeUncategorised: true });
    expect(berita.map((a) => a.slug)).toEqual(await expectedFeed('id', `category = 'berita' or category is null`, 50));
    expect(berita.some((a) => a.category === null)).toBe(true);
    expect(berita.some((a) => a.slug.startsWith('terjadwal-'))).toBe(false);
    expect(await feedArticles(anon, 'id', { category: 'no-such-category' })).toEqual([]);
    expect(await feedArticles(anon, 'id', { category: 'x,category.neq.y' })).toEqual([]);
  });
});

describe('when the database is down', () => {
  it('every feed and sitemap query throws DataUnavailableError', async () => {
    for (const call of [
      () => sitemapArticleFileCount(down, 'id', 10),
      () => sitemapArticles(down, 'id', 1, { fileSize: 10 }),
      () => sitemapLandingPages(down, 'id', 'berita'),
      () => newsSitemapArticles(down, new Date()),
      () => feedArticles(down, 'id'),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(DataUnavailableError);
    }
  });
});

describe('against a PostgREST that returns whatever it is told (no RLS at all)', () => {
  const requests: string[] = [];
  let answer: unknown = [];
  const server = createServer((request: IncomingMessage, response) => {
    requests.push(decodeURIComponent(request.url ?? ''));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  let fake: ReturnType<typeof requestContext>['db'];
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = requestContext(loaderContext({ SUPABASE_URL: `http://127.0.0.1:${port}` })).db;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for published rows only, in every query', async () => {
    answer = [];
    requests.length = 0;
    await sitemapArticleFileCount(fake, 'id', 10);
    await sitemapArticles(fake, 'id', 1, { fileSize: 10 });
    await newsSitemapArticles(fake, new Date());
    await feedArticles(fake, 'id');
    await feedArticles(fake, 'id', { category: 'berita', includeUncategorised: true });
    // The sitemap file's first range came back empty: it asks for the count too.
    expect(requests.length).toBe(7);
    for (const url of requests) expect(url).toMatch(/[?&]published_at=lte\.\d{4}-/);
    expect(requests.some((url) => url.includes('count='))).toBe(false);
  });

  it('drops a counterpart that is not published yet', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const row = (translation: unknown) => ({
      slug: 'sumber',
      category: null,
      lang: 'id',
      published_at: past,
      updated_at: past,
      source: null,
      translations: [translation],
    });
    answer = [row({ slug: 'scheduled-translation', category: null, lang: 'en', published_at: future })];
    expect((await sitemapArticles(fake, 'id', 1, { fileSize: 10 }))?.[0]?.counterpart).toBeNull();
    answer = [row({ slug: 'draft-translation', category: null, lang: 'en', published_at: null })];
    expect((await sitemapArticles(fake, 'id', 1, { fileSize: 10 }))?.[0]?.counterpart).toBeNull();
    answer = [row({ slug: 'live-translation', category: null, lang: 'en', published_at: past })];
    expect((await sitemapArticles(fake, 'id', 1, { fileSize: 10 }))?.[0]?.counterpart).toEqual({
      slug: 'live-translation',
      category: null,
      lang: 'en',
    });
  });

  it('treats a row of the wrong shape as the database being unavailable', async () => {
    answer = [{ slug: 42 }];
    await expect(sitemapArticles(fake, 'id', 1, { fileSize: 10 })).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(feedArticles(fake, 'id')).rejects.toBeInstanceOf(DataUnavailableError);
  });
});
