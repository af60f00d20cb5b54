import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as articleLoader } from '~/routes/$lang.$category.$slug';
import { loader as authorLoader } from '~/routes/$lang.penulis.$slug';
import { sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';

const SEGMENT = { id: 'penulis', en: 'authors' } as const;
const author = (lang: 'id' | 'en', slug: string, query = '', segment: string = SEGMENT[lang]) =>
  runLoader(authorLoader, `/${lang}/${segment}/${slug}${query}`, { lang, slug });

// A prolific author of our own: 25 published Indonesian articles, one English one, a draft and a scheduled one.
const PROLIFIC = 'test-author-prolific';
const QUIET = 'test-author-quiet';

beforeAll(async () => {
  await sql('delete from public.authors where slug = any($1)', [[PROLIFIC, QUIET]]);
  await sql(
    `insert into public.authors (slug, name, role_id, role_en, bio_id, bio_en, links) values
       ($1, 'Uji Penulis Produktif', 'Jurnalis uji', 'Test reporter',
        'Menulis **banyak** artikel uji. Kalimat kedua <script>alert(1)</script>.', null,
        array['https://www.linkedin.com/in/test-author', 'https://example.org/profile']),
       ($2, 'Uji Penulis Sepi', null, null, null, null, '{}')`,
    [PROLIFIC, QUIET],
  );
  await sql(
    `insert into public.articles (slug, title, lang, category, author_id, published_at)
     select 'test-author-article-' || i, 'Artikel uji penulis ' || i, 'id', case when i % 2 = 0 then 'pph' end,
            (select id from public.authors where slug = $1), now() - i * interval '1 hour'
     from generate_series(1, 25) as i
     union all
     select 'test-author-english', 'Author test article', 'en', 'ppn', (select id from public.authors where slug = $1),
            now() - interval '2 hours'
     union all
     select 'test-author-draft', 'Artikel uji draf', 'id', 'pph', (select id from public.authors where slug = $1), null
     union all
     select 'test-author-scheduled', 'Artikel uji terjadwal', 'id', 'pph', (select id from public.authors where slug = $1),
            now() + interval '1 day'`,
    [PROLIFIC],
  );
});

afterAll(async () => {
  await sql("delete from public.articles where slug like 'test-author-%'");
  await sql('delete from public.authors where slug = any($1)', [[PROLIFIC, QUIET]]);
});

describe('an author page', () => {
  it("shows a seed author's name, role and bio in the page language, and their articles in it, newest first", async () => {
    for (const lang of ['id', 'en'] as const) {
      const page = await author(lang, 'rina-hapsari');
      expect(page.status).toBe(200);
      const view = page.data?.view;
      const [row] = await sql<{ role: string; bio: string }>(
        `select role_${lang} as role, bio_${lang} as bio from public.authors where slug = 'rina-hapsari'`,
      );
      expect(view?.name).toBe('Rina Hapsari');
      expect(view?.role).toBe(row?.role);
      expect(view?.bioHtml).toBe(`<p>${row?.bio}</p>\n`);
      const expected = await sql<{ slug: string }>(
        `select a.slug from public.articles a join public.authors au on au.id = a.author_id
         where au.slug = 'rina-hapsari' and a.lang = $1 and a.published_at <= now()
         order by a.published_at desc, a.id desc`,
        [lang],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(view?.articles.map((card) => card.slug)).toEqual(expected.map((r) => r.slug));
      expect(view?.articles.every((card) => card.lang === lang)).toBe(true);
      expect(page.data?.alternates).toEqual({ id: '/id/penulis/rina-hapsari', en: '/en/authors/rina-hapsari' });
    }
  });

  it('pages 20 articles at a time like a listing, leaving out drafts, scheduled articles and other languages', async () => {
    const first = await author('id', PROLIFIC);
    expect(first.status).toBe(200);
    const cards = first.data?.view.articles ?? [];
    expect(cards.map((card) => card.slug)).toEqual(
      Array.from({ length: 20 }, (_, i) => `test-author-article-${i + 1}`),
    );
    expect(first.data?.view).toMatchObject({ page: 1, previous: null, next: `/id/penulis/${PROLIFIC}?page=2` });
    const second = await author('id', PROLIFIC, '?page=2');
    expect(second.data?.view.articles.map((card) => card.slug)).toEqual(
      Array.from({ length: 5 }, (_, i) => `test-author-article-${i + 21}`),
    );
    expect(second.data?.view).toMatchObject({ page: 2, previous: `/id/penulis/${PROLIFIC}`, next: null });
    expect(second.data?.title).toBe('Uji Penulis Produktif · Halaman 2 | newstax');
    // Page N of the other language need not exist: only first pages are paired.
    expect(second.data?.alternates).toEqual({});
    const english = await author('en', PROLIFIC);
    expect(english.data?.view.articles.map((card) => card.slug)).toEqual(['test-author-english']);
  });

  it('gives 404 past the last page and for a malformed page, and sends ?page=1 to the bare URL', async () => {
    expect((await author('id', PROLIFIC, '?page=3')).status).toBe(404);
    for (const query of ['?page=0', '?page=abc', '?page=-1', '?page=2&page=2', '?page=1.5', '?page=99999999']) {
      expect((await author('id', PROLIFIC, query)).status, query).toBe(404);
    }
    const one = await author('id', PROLIFIC, '?page=1');
    expect(one).toMatchObject({ status: 301, location: `/id/penulis/${PROLIFIC}` });
  });

  it('renders the bio as sanitised Markdown, describes the page by its first sentence, and labels links by host', async () => {
    const page = await author('id', PROLIFIC);
    const view = page.data?.view;
    expect(view?.bioHtml).toContain('<strong>banyak</strong>');
    expect(view?.bioHtml).not.toContain('<script>');
    expect(view?.bioHtml).toContain('&lt;script&gt;');
    expect(page.data?.description).toBe('Menulis banyak artikel uji.');
    expect(view?.links).toEqual([
      { href: 'https://www.linkedin.com/in/test-author', label: 'linkedin.com' },
      { href: 'https://example.org/profile', label: 'example.org' },
    ]);
    // No bio in English: no bio block, a generic description, and the English role.
    const english = await author('en', PROLIFIC);
    expect(english.data?.view).toMatchObject({ bioHtml: null, role: 'Test reporter' });
    expect(english.data?.description).toBe('Profile and articles of Uji Penulis Produktif at newstax.');
  });

  it('names the author in the generic description as written, whatever characters the name holds', async () => {
    // String.replace would read `$&` and `$'` in the name as patterns.
    const slug = 'test-author-dollar';
    await sql('insert into public.authors (slug, name) values ($1, $2)', [slug, "Uji $& $' Penulis"]);
    try {
      expect((await author('en', slug)).data?.description).toBe(
        "Profile and articles of Uji $& $' Penulis at newstax.",
      );
    } finally {
      await sql('delete from public.authors where slug = $1', [slug]);
    }
  });

  it('exists without articles, saying so in the page language', async () => {
    const page = await author('en', QUIET);
    expect(page.status).toBe(200);
    expect(page.data?.view).toMatchObject({ role: null, bioHtml: null, links: [], articles: [], next: null });
    expect(page.data?.view.labels.noArticles).toBe('No articles by this author in English yet.');
    expect((await author('en', QUIET, '?page=2')).status).toBe(404);
  });

  it('is the localised 404 for an unknown author, a malformed slug, or the other language segment', async () => {
    expect((await author('id', 'tidak-ada-penulis-ini')).status).toBe(404);
    expect((await author('en', 'no-such-author')).status).toBe(404);
    expect((await author('id', 'Rina_Hapsari')).status).toBe(404);
    expect((await author('en', 'rina-hapsari', '', 'penulis')).status).toBe(404);
    expect((await author('id', 'rina-hapsari', '', 'authors')).status).toBe(404);
  });

  it('is a 503 when the database is unreachable', async () => {
    const down = await runLoader(
      authorLoader,
      '/id/penulis/rina-hapsari',
      { lang: 'id', slug: 'rina-hapsari' },
      { SUPABASE_URL: DEAD_SUPABASE_URL },
    );
    expect(down.status).toBe(503);
  });
});

describe("an article's byline", () => {
  const article = (lang: 'id' | 'en', category: string, slug: string) =>
    runLoader(articleLoader, `/${lang}/${category}/${slug}`, { lang, category, slug });

  it('carries the author for the byline and for the SEO data', async () => {
    for (const lang of ['id', 'en'] as const) {
      const [row] = await sql<{ slug: string; category: string; author: string; name: string }>(
        `select a.slug, coalesce(a.category, 'berita') as category, au.slug as author, au.name
         from public.articles a join public.authors au on au.id = a.author_id
         where a.lang = $1 and a.published_at <= now() and a.slug not like 'test-%' order by a.published_at desc limit 1`,
        [lang],
      );
      if (!row) throw new Error(`the seed has no ${lang} article with an author`);
      const page = await article(lang, row.category, row.slug);
      const data = page.data?.kind === 'article' ? page.data : null;
      expect(data?.author).toEqual({ slug: row.author, name: row.name });
      expect(data?.seo.author).toEqual({ slug: row.author, name: row.name });
    }
  });

  it('is absent when the article has no author', async () => {
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('test-author-none', 'Artikel uji tanpa penulis', 'id', 'pph', now() - interval '1 hour')`,
    );
    const page = await article('id', 'pph', 'test-author-none');
    const data = page.data?.kind === 'article' ? page.data : null;
    expect(data?.title).toBe('Artikel uji tanpa penulis');
    expect(data?.author).toBeNull();
  });
});
