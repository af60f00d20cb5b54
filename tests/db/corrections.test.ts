import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';

/**
 * Corrections in the open, in the database: article corrections readable exactly when their article is, reference
 * changes once dated, former slugs of published articles, the corrections view with the revocations it derives,
 * and no writes for the API roles. Through the real PostgREST, as the anon key.
 */

const backend = testBackend();

async function anon(path: string, init: RequestInit = {}) {
  const response = await fetch(`${backend.supabaseUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

const rowsOf = async (path: string) => (await anon(path)).body as Record<string, unknown>[];

const ARTICLES = {
  published: 'test-corr-published',
  draft: 'test-corr-draft',
  scheduled: 'test-corr-scheduled',
};

async function cleanUp() {
  await sql("delete from public.articles where slug like 'test-corr-%'");
  await sql("delete from public.article_former_slugs where slug like 'test-corr-%'");
  await sql("delete from public.regulations where slug like 'test-corr-%'");
  await sql("delete from public.glossary_entries where slug like 'test-corr-%'");
  await sql("delete from public.calendar_rules where slug like 'test-corr-%'");
}

beforeAll(async () => {
  await cleanUp();
  await sql(
    `insert into public.articles (slug, title, lang, category, published_at) values
       ($1, 'Test correction published', 'id', 'ppn', now() - interval '10 days'),
       ($2, 'Test correction draft', 'id', 'ppn', null),
       ($3, 'Test correction scheduled', 'en', 'ppn', now() + interval '10 days')`,
    [ARTICLES.published, ARTICLES.draft, ARTICLES.scheduled],
  );
  await sql(
    `insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
     select id, now() - interval '1 day', 'Tertulis 2,4% untuk ' || slug || '.', 'Yang benar 2,2%.'
     from public.articles where slug like 'test-corr-%'`,
  );
  // A correction still to come, on the published article.
  await sql(
    `insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
     select id, now() + interval '1 day', 'Belum.', 'Nanti.' from public.articles where slug = $1`,
    [ARTICLES.published],
  );
});

afterAll(cleanUp);

describe('article corrections', () => {
  it('are readable by anon exactly when the article is published, and the correction itself is out', async () => {
    const seen = await rowsOf(
      'article_corrections?select=what_was_wrong,article:articles(slug)&what_was_wrong=like.*test-corr*',
    );
    expect(seen.map((row) => (row.article as { slug: string }).slug)).toEqual([ARTICLES.published]);
    // The superuser sees all four: the filter above is row-level security's.
    const all = await sql(
      "select 1 from public.article_corrections c join public.articles a on a.id = c.article_id where a.slug like 'test-corr-%'",
    );
    expect(all).toHaveLength(4);
  });

  it("date the article's newest published correction in the corrected_at computed field", async () => {
    const [row] = await rowsOf(`articles?select=slug,corrected_at&slug=eq.${ARTICLES.published}`);
    const [expected] = await sql<{ at: Date }>(
      `select max(c.published_at) as at from public.article_corrections c join public.articles a on a.id = c.article_id
       where a.slug = $1 and c.published_at <= now()`,
      [ARTICLES.published],
    );
    expect(Date.parse(String(row?.corrected_at))).toBe(expected?.at.getTime());
    const [none] = await rowsOf('articles?select=corrected_at&slug=eq.dirjen-pajak-coretax-tidak-ditarik-mundur');
    expect(none).toEqual({ corrected_at: null });
  });

  it('refuse a blank text and an unreadable date', async () => {
    for (const [wrong, right, at] of [
      [' ', 'Yang benar.', 'now()'],
      ['Salah.', '', 'now()'],
      ['Salah.', 'Benar.', "'infinity'"],
    ]) {
      await expect(
        sql(
          `insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
           select id, ${at}, $2, $3 from public.articles where slug = $1`,
          [ARTICLES.published, wrong, right],
        ),
      ).rejects.toThrow(/article_corrections_/);
    }
  });

  it('go with their article', async () => {
    await sql(
      "insert into public.articles (slug, title, lang, published_at) values ('test-corr-gone', 'x', 'id', now())",
    );
    await sql(
      `insert into public.article_corrections (article_id, what_was_wrong, what_is_right)
       select id, 'a', 'b' from public.articles where slug = 'test-corr-gone'`,
    );
    await sql("delete from public.articles where slug = 'test-corr-gone'");
    expect(
      await sql("select 1 from public.article_corrections where what_was_wrong = 'a' and what_is_right = 'b'"),
    ).toEqual([]);
  });
});

describe('former slugs', () => {
  it("keep a published article's old address when its slug changes, and no draft's", async () => {
    await sql("update public.articles set slug = 'test-corr-published-2' where slug = $1", [ARTICLES.published]);
    await sql("update public.articles set slug = 'test-corr-draft-2' where slug = $1", [ARTICLES.draft]);
    const rows = await sql<{ slug: string; now: string }>(
      `select f.slug, a.slug as now from public.article_former_slugs f join public.articles a on a.id = f.article_id
       where f.slug like 'test-corr-%' order by 1`,
    );
    expect(rows).toEqual([{ slug: ARTICLES.published, now: 'test-corr-published-2' }]);
    // Renamed again: both old addresses lead to it. Taking an old one back removes it from the list.
    await sql("update public.articles set slug = 'test-corr-published-3' where slug = 'test-corr-published-2'");
    await sql("update public.articles set slug = $1 where slug = 'test-corr-published-3'", [ARTICLES.published]);
    const after = await sql<{ slug: string }>(
      "select slug from public.article_former_slugs where slug like 'test-corr-%' order by 1",
    );
    expect(after.map((row) => row.slug)).toEqual(['test-corr-published-2', 'test-corr-published-3']);
  });

  it('are readable by anon only while the article is published', async () => {
    await sql(
      `insert into public.article_former_slugs (slug, article_id)
       select 'test-corr-old-draft', id from public.articles where slug = 'test-corr-draft-2'`,
    );
    const seen = await rowsOf('article_former_slugs?select=slug,article:articles(slug)&slug=like.test-corr-*');
    expect(seen.map((row) => row.slug).sort()).toEqual(['test-corr-published-2', 'test-corr-published-3']);
  });
});

describe('reference changes', () => {
  beforeAll(async () => {
    await sql(
      `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
       values ('test-corr-term', 'Istilah uji', 'Test term', 'Definisi.', 'Definition.')`,
    );
  });

  it('name exactly one thing they concern', async () => {
    await expect(
      sql(
        `insert into public.reference_changes (what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
         values ('test-a', 'b', 'test-c', 'd')`,
      ),
    ).rejects.toThrow(/reference_changes_one_subject/);
    await expect(
      sql(
        `insert into public.reference_changes
           (glossary_entry_id, regulation_id, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
         select g.id, r.id, 'test-a', 'b', 'test-c', 'd' from public.glossary_entries g, public.regulations r
         where g.slug = 'test-corr-term' limit 1`,
      ),
    ).rejects.toThrow(/reference_changes_one_subject/);
  });

  it('are readable once dated, and listed with the term they concern in both languages', async () => {
    await sql(
      `insert into public.reference_changes
         (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
       select id, now() - interval '2 hours', 'test-Salah.', 'Benar.', 'test-Wrong.', 'Right.' from public.glossary_entries
       where slug = 'test-corr-term'
       union all
       select id, now() + interval '2 hours', 'test-Nanti.', 'Nanti.', 'test-Later.', 'Later.' from public.glossary_entries
       where slug = 'test-corr-term'`,
    );
    const seen = await rowsOf('reference_changes?select=what_was_wrong_en&what_was_wrong_en=like.test-*');
    expect(seen).toEqual([{ what_was_wrong_en: 'test-Wrong.' }]);
    const listed = await rowsOf(
      'corrections?select=kind,lang,what_was_wrong_id,what_is_right_en,subject_slug,subject_name_id,subject_name_en' +
        '&subject_slug=eq.test-corr-term',
    );
    expect(listed).toEqual([
      {
        kind: 'glossary_entry',
        lang: null,
        what_was_wrong_id: 'test-Salah.',
        what_is_right_en: 'Right.',
        subject_slug: 'test-corr-term',
        subject_name_id: 'Istilah uji',
        subject_name_en: 'Test term',
      },
    ]);
  });
});

describe('the corrections view', () => {
  it("lists a published article's published corrections, its text in the article's language only", async () => {
    const listed = await rowsOf('corrections?select=*&subject_slug=like.test-corr-*&kind=eq.article');
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'article',
        lang: 'id',
        what_was_wrong_id: `Tertulis 2,4% untuk ${ARTICLES.published}.`,
        what_is_right_id: 'Yang benar 2,2%.',
        what_was_wrong_en: null,
        subject_category: 'ppn',
        subject_name_id: 'Test correction published',
        subject_name_en: null,
      }),
    ]);
  });

  it('derives a revocation on the day its revoker took effect, and none still to come or undated', async () => {
    await sql(
      `insert into public.regulations (slug, kind, number, year, designation, effective_on) values
         ('test-corr-revoked', 'pmk', 951, 1951, 'PMK 951/1951', '1951-01-01'),
         ('test-corr-revoker', 'pmk', 952, 1952, 'PMK 952/1952', '2001-03-01'),
         ('test-corr-later', 'pmk', 953, 1953, 'PMK 953/1953', '2999-01-01'),
         ('test-corr-undated', 'pmk', 954, 1954, 'PMK 954/1954', null)`,
    );
    await sql(
      `insert into public.regulation_relations (regulation_id, kind, target_id)
       select actor.id, 'revokes', target.id from public.regulations actor, public.regulations target
       where actor.slug in ('test-corr-revoker', 'test-corr-later', 'test-corr-undated') and target.slug = 'test-corr-revoked'`,
    );
    const listed = await rowsOf(
      'corrections?select=kind,published_at,subject_slug,subject_name_en,actor_slug,actor_name&subject_slug=eq.test-corr-revoked',
    );
    expect(listed).toEqual([
      {
        kind: 'revocation',
        // Midnight in Jakarta.
        published_at: '2001-02-28T17:00:00+00:00',
        subject_slug: 'test-corr-revoked',
        subject_name_en: 'PMK 951/1951',
        actor_slug: 'test-corr-revoker',
        actor_name: 'PMK 952/1952',
      },
    ]);
  });

  it('cannot be written, and neither can the tables, by anon', async () => {
    const attempts = [
      anon('article_corrections', {
        method: 'POST',
        body: JSON.stringify({ article_id: 1, what_was_wrong: 'x', what_is_right: 'y' }),
      }),
      anon('reference_changes?id=gt.0', { method: 'PATCH', body: JSON.stringify({ what_is_right_id: 'x' }) }),
      anon('article_former_slugs?slug=like.*', { method: 'DELETE' }),
      anon('corrections?key=like.*', { method: 'DELETE' }),
      anon('corrections', { method: 'POST', body: JSON.stringify({ key: 'x' }) }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(await sql("select 1 from public.article_former_slugs where slug like 'test-corr-%'")).toHaveLength(3);
  });
});

describe('reserved segments', () => {
  it("keeps the corrections page's segments away from categories", async () => {
    for (const slug of ['ralat', 'corrections']) {
      await expect(sql('insert into public.categories (slug, name) values ($1, $1)', [slug]), slug).rejects.toThrow(
        /categories_slug_not_reserved/,
      );
    }
  });
});
