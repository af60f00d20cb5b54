import { describe, expect, it } from 'vitest';
import { loader as layoutLoader } from '~/routes/$lang';
import { loader as homeLoader } from '~/routes/$lang._index';
import { loader as listingLoader } from '~/routes/$lang.$category._index';
import { loader as articleLoader } from '~/routes/$lang.$category.$slug';
import { sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';

type Row = { slug: string; category: string | null; lang: 'id' | 'en' };
const segment = (row: { category: string | null }) => row.category ?? 'berita';
const article = (lang: string, row: { category: string | null; slug: string }, category = segment(row)) =>
  runLoader(articleLoader, `/${lang}/${category}/${row.slug}`, { lang, category, slug: row.slug });

async function translatedPair() {
  const [pair] = await sql<{ source: string; translation: string; category: string | null }>(
    `select s.slug as source, t.slug as translation, s.category from public.articles t
     join public.articles s on s.id = t.translated_from
     where s.published_at <= now() and t.published_at <= now() order by s.published_at desc limit 1`,
  );
  if (!pair) throw new Error('no translated pair in the seed');
  return pair;
}

describe('the language layout', () => {
  it('loads the categories for id and en', async () => {
    for (const lang of ['id', 'en']) {
      const outcome = await runLoader(layoutLoader, `/${lang}`, { lang });
      expect(outcome.status).toBe(200);
      expect(outcome.data?.categories.length).toBeGreaterThanOrEqual(12);
      // Every page carries the navigation to the browser: names only, no descriptions.
      expect(new Set(outcome.data?.categories.flatMap((category) => Object.keys(category)))).toEqual(
        new Set(['slug', 'name', 'nameEn']),
      );
    }
  });

  it('is a 404 for any other language and a 503 when the database is down', async () => {
    for (const lang of ['fr', 'ID', 'search', '%00']) {
      expect((await runLoader(layoutLoader, `/${lang}`, { lang })).status, lang).toBe(404);
    }
    const down = await runLoader(layoutLoader, '/en', { lang: 'en' }, { SUPABASE_URL: `${DEAD_SUPABASE_URL}/` });
    expect(down.status).toBe(503);
    expect(down.data).toBeUndefined();
  });
});

describe('article pages: counterparts and canonical URLs', () => {
  it('redirects (301) an Indonesian article asked for under /en to its English translation, and back', async () => {
    const pair = await translatedPair();
    const toEnglish = await article('en', { slug: pair.source, category: pair.category });
    expect(toEnglish).toMatchObject({ status: 301, location: `/en/${segment(pair)}/${pair.translation}` });
    const toIndonesian = await article('id', { slug: pair.translation, category: pair.category });
    expect(toIndonesian).toMatchObject({ status: 301, location: `/id/${segment(pair)}/${pair.source}` });
  });

  it('names the counterpart for the language switcher, in both directions', async () => {
    const pair = await translatedPair();
    const source = await article('id', { slug: pair.source, category: pair.category });
    const translation = await article('en', { slug: pair.translation, category: pair.category });
    expect(source.data?.alternates).toEqual({
      id: `/id/${segment(pair)}/${pair.source}`,
      en: `/en/${segment(pair)}/${pair.translation}`,
    });
    expect(translation.data?.alternates).toEqual(source.data?.alternates);
  });

  it('shows an "only in the other language" page when there is no counterpart', async () => {
    const [lonely] = await sql<Row>(
      `select slug, category, lang from public.articles a where lang = 'id' and published_at <= now()
       and not exists (select 1 from public.articles t where t.translated_from = a.id) limit 1`,
    );
    if (!lonely) throw new Error('no untranslated article');
    const outcome = await article('en', lonely);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      kind: 'elsewhere',
      lang: 'en',
      href: `/id/${segment(lonely)}/${lonely.slug}`,
      alternates: { id: `/id/${segment(lonely)}/${lonely.slug}`, en: '/en' },
    });
    // Under any other category segment (or a word like "search"), it is sent to that one address.
    for (const wrong of ['zzz', 'search', segment(lonely) === 'opini' ? 'pph' : 'opini']) {
      expect(await article('en', lonely, wrong), wrong).toMatchObject({
        status: 301,
        location: `/en/${segment(lonely)}/${lonely.slug}`,
      });
    }
    // Its own page has no English counterpart for the switcher: it falls back to the same path.
    const own = await article('id', lonely);
    expect(own.data?.alternates).toEqual({ id: `/id/${segment(lonely)}/${lonely.slug}` });
  });

  it('redirects (301) a wrong category segment to the canonical URL', async () => {
    const [row] = await sql<Row>(
      "select slug, category, lang from public.articles where lang = 'id' and category = 'ppn' and published_at <= now() limit 1",
    );
    if (!row) throw new Error('no ppn article');
    expect(await article('id', row, 'opini')).toMatchObject({ status: 301, location: `/id/ppn/${row.slug}` });
  });

  it('serves an uncategorised article under berita and redirects any other segment there', async () => {
    const [row] = await sql<Row>(
      "select slug, category, lang from public.articles where lang = 'id' and category is null and published_at <= now() limit 1",
    );
    if (!row) throw new Error('no uncategorised article');
    const page = await article('id', row, 'berita');
    expect(page.status).toBe(200);
    expect(page.data?.kind).toBe('article');
    expect(await article('id', row, 'pph')).toMatchObject({ status: 301, location: `/id/berita/${row.slug}` });
  });

  it('names an uncategorised article\'s section "Berita", as its address and search results do', async () => {
    const [row] = await sql<Row>(
      "select slug, category, lang from public.articles where lang = 'id' and category is null and published_at <= now() limit 1",
    );
    if (!row) throw new Error('no uncategorised article');
    const page = await article('id', row, 'berita');
    if (page.data?.kind !== 'article') throw new Error('not an article page');
    expect(page.data.category).toEqual({ label: 'Berita', href: '/id/berita' });
  });

  it('renders the body from Markdown on the server, with dates in the page language', async () => {
    const [row] = await sql<Row & { published_at: Date }>(
      "select slug, category, lang, published_at from public.articles where lang = 'id' and body like '%|%' and published_at <= now() limit 1",
    );
    if (!row) throw new Error('no article with a table');
    const page = await article('id', row);
    if (page.data?.kind !== 'article') throw new Error('not an article page');
    expect(page.data.bodyHtml).toContain('<table>');
    expect(page.data.publishedLabel).toBe(
      new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(row.published_at),
    );
    // What <time datetime> gets: a valid HTML date (at most three digits of fractions), not Postgres's microseconds.
    expect(page.data.publishedAt).toBe(row.published_at.toISOString());
    expect(page.data.related.every((card) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(card.publishedAt))).toBe(
      true,
    );
  });

  it('is a 404 for an unknown slug, a draft, a scheduled article and a malformed slug', async () => {
    const hidden = await sql<Row>(
      "select slug, category, lang from public.articles where (published_at is null or published_at > now()) and slug not like 'test-%'",
    );
    expect(hidden.length).toBe(3);
    for (const row of hidden) expect((await article(row.lang, row)).status, row.slug).toBe(404);
    expect((await article('id', { slug: 'tidak-ada-artikel-ini', category: 'ppn' })).status).toBe(404);
    for (const slug of ['UPPER', 'a%20b', '..', 'x'.repeat(300)]) {
      expect((await article('id', { slug, category: 'ppn' })).status, slug).toBe(404);
    }
  });

  it('is a 503 when the database is down', async () => {
    const pair = await translatedPair();
    const outcome = await runLoader(
      articleLoader,
      `/id/x/${pair.source}`,
      { lang: 'id', category: 'x', slug: pair.source },
      { SUPABASE_URL: DEAD_SUPABASE_URL },
    );
    expect(outcome.status).toBe(503);
    expect('headers' in outcome && outcome.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('category listings: pagination bounds', () => {
  const listing = (lang: string, category: string, query = '') =>
    runLoader(listingLoader, `/${lang}/${category}${query}`, { lang, category });

  it('shows 20 per page, newest first, with previous and next links', async () => {
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      "select count(*)::int as n from public.articles where lang = 'id' and (category = 'berita' or category is null) and published_at <= now()",
    );
    const first = await listing('id', 'berita');
    expect(first.data?.articles.length).toBe(Math.min(20, n));
    expect(first.data?.previous).toBeNull();
    expect(first.data?.next).toBe(n > 20 ? '/id/berita?page=2' : null);
  });

  it('is a 404 beyond the last page, for malformed pages and for unknown categories', async () => {
    expect((await listing('id', 'ppn', '?page=2')).status).toBe(404);
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1&page=2', '?page=99999999999']) {
      expect((await listing('id', 'ppn', query)).status, query).toBe(404);
    }
    expect((await listing('id', 'tidak-ada')).status).toBe(404);
    expect((await listing('en', 'Not_A_Slug')).status).toBe(404);
  });

  it('redirects ?page=1 to the canonical listing URL', async () => {
    expect(await listing('id', 'ppn', '?page=1')).toMatchObject({ status: 301, location: '/id/ppn' });
  });

  it('uses English names on English pages', async () => {
    expect((await listing('en', 'kebijakan')).data?.name).toBe('Policy');
    expect((await listing('id', 'kebijakan')).data?.name).toBe('Kebijakan');
  });

  it("introduces and describes itself with the category's description in the page language, if written", async () => {
    const [ppn] = await sql<{ description: string; description_en: string }>(
      "select description, description_en from public.categories where slug = 'ppn'",
    );
    for (const [lang, text] of [
      ['id', ppn?.description],
      ['en', ppn?.description_en],
    ] as const) {
      const page = await listing(lang, 'ppn');
      expect(text).toBeTruthy();
      expect([page.data?.intro, page.data?.description]).toEqual([text, text]);
    }
    // Written in Indonesian only: the English page shows no intro, and never the Indonesian text.
    const slug = `test-desc-${Date.now().toString(36)}`;
    await sql(
      "insert into public.categories (slug, name, description) values ($1, 'Uji', 'Hanya dalam bahasa Indonesia.')",
      [slug],
    );
    try {
      // A client of its own (another timeout), whose per-isolate list of categories is read after the insert.
      const fresh = (lang: string) =>
        runLoader(listingLoader, `/${lang}/${slug}`, { lang, category: slug }, { SUPABASE_TIMEOUT_MS: '3017' });
      const id = await fresh('id');
      expect([id.data?.intro, id.data?.description]).toEqual([
        'Hanya dalam bahasa Indonesia.',
        'Hanya dalam bahasa Indonesia.',
      ]);
      const en = await fresh('en');
      expect(en.data?.intro).toBeNull();
      expect(en.data?.description).toMatch(/^Uji: /);
    } finally {
      await sql('delete from public.categories where slug = $1', [slug]);
    }
  });
});

describe('home', () => {
  it('has a lead story, the latest articles and a section per featured category, in the page language', async () => {
    const home = await runLoader(homeLoader, '/en', { lang: 'en' });
    expect(home.data?.lead?.lang).toBe('en');
    expect(home.data?.latest.every((a) => a.lang === 'en')).toBe(true);
    expect(home.data?.sections.length).toBeGreaterThan(0);
    for (const section of home.data?.sections ?? []) {
      expect(section.articles.every((a) => a.lang === 'en' && a.category === section.slug)).toBe(true);
    }
  });
});
