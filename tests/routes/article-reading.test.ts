import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedArticles, sitemapArticles } from '~/data/article-feeds.server';
import { requestContext } from '~/lib/context.server';
import { formatDateTime } from '~/lib/dates';
import { newsArticleJsonLd } from '~/lib/seo/structured-data';
import { loader as articleLoader } from '~/routes/$lang.$category.$slug';
import { sql } from '../setup/db.ts';
import { loaderContext } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';

const PUBLISHED = "now() - interval '400 days'";

async function page(slug: string, lang: 'id' | 'en' = 'id', category = 'edukasi') {
  const outcome = await runLoader(articleLoader, `/${lang}/${category}/${slug}`, { lang, category, slug });
  if (outcome.status !== 200 || outcome.data?.kind !== 'article') throw new Error(`${slug}: ${outcome.status}`);
  return outcome.data;
}

/** A test article in edukasi, published long ago so no listing's first page shows it. */
async function insert(slug: string, fields: { lang?: 'id' | 'en'; body?: string; updated?: string; revised?: string }) {
  await sql(
    `insert into public.articles (slug, title, lang, category, body, published_at, updated_at, revised_at)
     values ($1, $2, $3, 'edukasi', $4, ${PUBLISHED}, ${PUBLISHED} + $5::interval, ${PUBLISHED} + $6::interval)`,
    [slug, `Uji ${slug}`, fields.lang ?? 'id', fields.body ?? 'Teks.', fields.updated ?? '0', fields.revised ?? null],
  );
}

beforeAll(async () => {
  await sql("delete from public.articles where slug like 'test-reading-%'");
  await insert('test-reading-hour', { updated: '1 hour' });
  await insert('test-reading-minutes', { updated: '59 minutes' });
  await insert('test-reading-later', { updated: '1 hour 1 second' });
  await insert('test-reading-revised', { updated: '30 days', revised: '10 minutes' });
  await insert('test-reading-long', { body: `## Satu\n\n${'kata '.repeat(990)}\n\n## Dua\n\n## Tiga` });
  await insert('test-reading-short', { lang: 'en', body: `## One\n\n${'word '.repeat(20)}\n\n## Two` });
});
afterAll(async () => {
  await sql("delete from public.articles where slug like 'test-reading-%'");
});

describe('the updated notice', () => {
  it('shows for an update more than an hour after publication, not at an hour or sooner', async () => {
    expect((await page('test-reading-hour')).updated).toBeNull();
    expect((await page('test-reading-minutes')).updated).toBeNull();
    const later = await page('test-reading-later');
    expect(later.updated?.at).toBe(new Date(Date.parse(later.publishedAt) + 3_601_000).toISOString());
    expect(later.updated?.label).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB$/);
  });

  it('shows an editor’s revision date instead, even minutes after publication', async () => {
    const revised = await page('test-reading-revised');
    expect(revised.updated?.at).toBe(new Date(Date.parse(revised.publishedAt) + 600_000).toISOString());
    expect(revised.updated?.label).toBe(formatDateTime(revised.updated?.at ?? '', 'id'));
  });

  it('is what dateModified, the article sitemap and the feed report, for every seeded article too', async () => {
    const { db } = requestContext(loaderContext());
    const sitemap = (await sitemapArticles(db, 'id', 1, { fileSize: 1_000_000 })) ?? [];
    const feed = await feedArticles(db, 'id', { category: 'edukasi', limit: 1000 });
    const rows = await sql<{ slug: string; category: string | null }>(
      `select slug, category from public.articles where lang = 'id' and published_at <= now()
       and (slug like 'test-reading-%' or slug not like 'test-%')`,
    );
    let updated = 0;
    for (const row of rows) {
      const data = await page(row.slug, 'id', row.category ?? 'berita');
      const modified = data.updated?.at ?? new Date(data.publishedAt).toISOString();
      if (data.updated) updated += 1;
      expect(newsArticleJsonLd(TEST_SITE_URL, data.seo).dateModified, row.slug).toBe(modified);
      expect(sitemap.find((entry) => entry.slug === row.slug)?.lastModified, row.slug).toBe(modified);
    }
    // The seed has several updated articles, and an article touched minutes after publishing that is not.
    expect(updated).toBeGreaterThanOrEqual(5);
    expect((await page('dirjen-pajak-coretax-tidak-ditarik-mundur', 'id', 'berita')).updated).toBeNull();
    expect(feed.find((a) => a.slug === 'test-reading-revised')?.revisedAt).toBeTruthy();
    // One page render per seeded article, one after another: longer than a test's usual 20 s on a busy machine.
  }, 60_000);
});

describe('reading time', () => {
  it('is computed from the body’s words at the language’s speed, at least a minute', async () => {
    // 990 words and three headings' 3: 993 / 200 = 4.97.
    expect((await page('test-reading-long')).readingTime).toBe('5 menit baca');
    expect((await page('test-reading-short', 'en')).readingTime).toBe('1 min read');
    expect((await page('test-reading-hour')).readingTime).toBe('1 menit baca');
  });
});

describe('table of contents', () => {
  it('lists the ## sections of a body with three or more, with the ids their headings carry', async () => {
    const long = await page('test-reading-long');
    expect(long.contents).toEqual([
      { id: 'satu', text: 'Satu' },
      { id: 'dua', text: 'Dua' },
      { id: 'tiga', text: 'Tiga' },
    ]);
    for (const { id } of long.contents) expect(long.bodyHtml).toContain(`<h2 id="${id}" tabindex="-1">`);
    expect((await page('test-reading-long')).contents).toEqual(long.contents);
    expect((await page('test-reading-short', 'en')).contents).toEqual([]);
  });
});

describe('share links', () => {
  it('share the canonical URL, WhatsApp first, with nothing added', async () => {
    const data = await page('test-reading-hour');
    const canonical = `${TEST_SITE_URL}/id/edukasi/test-reading-hour`;
    expect(data.share.url).toBe(canonical);
    expect(data.share.links.map((link) => link.network)).toEqual(['whatsapp', 'telegram', 'x', 'facebook', 'linkedin']);
    for (const { href } of data.share.links) {
      const url = new URL(href);
      expect(url.protocol).toBe('https:');
      const values = [...url.searchParams.values()];
      expect(
        values.some((value) => value === canonical || value.endsWith(` ${canonical}`)),
        href,
      ).toBe(true);
      expect(href).not.toMatch(/utm_|fbclid|ref=/);
    }
  });
});
