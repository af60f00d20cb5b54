import { SignJWT } from 'jose';
import { testBackend } from '../../setup/backend.ts';
import { sql, takeTurnsWith } from '../../setup/db.ts';

/**
 * Shared by the data-access tests: the access decisions they check, a PostgREST client for either API role,
 * and the published, draft and scheduled articles they probe for.
 */

export const backend = testBackend();

/** A signed-in user's key, which the site never hands out; it must get no more than anon. */
export const authenticatedKey = await new SignJWT({
  role: 'authenticated',
  aud: 'authenticated',
  sub: crypto.randomUUID(),
})
  .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(new TextEncoder().encode(backend.jwtSecret));

/** Which rows each role may read, as SQL over the table; a table missing here fails the inventory test. */
export const VISIBLE: Record<string, string> = {
  categories: 'true',
  articles: 'published_at is not null and published_at <= now()',
  regulations: 'true',
  regulation_relations: 'true',
  regulation_names: 'true',
  article_citations: 'published_at is not null and published_at <= now()',
  glossary_entries: 'true',
  glossary_related: 'true',
  glossary_regulations: 'true',
  calendar_rules: 'true',
  calendar_rule_terms: 'true',
  calendar_holidays: 'true',
  calendar_holiday_years: 'true',
  calendar_waivers: 'true',
  authors: 'true',
  article_corrections:
    'published_at <= now() and article_id in (select id from public.articles where published_at is not null and published_at <= now())',
  reference_changes: 'published_at <= now()',
  article_former_slugs:
    'article_id in (select id from public.articles where published_at is not null and published_at <= now())',
  // A view run with the reader's rights (security_invoker), whose own conditions already leave out what anon may
  // not see: the same rows for the superuser.
  corrections: 'true',
  kurs_currencies: 'true',
  kurs_weeks: 'true',
  kurs_rates: 'true',
};

/**
 * The functions in public that the API roles may call: the searches (search_all asks the other three at once, search_page the same for a page of the search page), and what the computed status and the
 * computed relationships (regulation_status, cited_regulations, citing_articles) run when anon reads them;
 * `author` is the computed field that serves the former articles.author column, `corrected_at` the one that
 * dates an article's newest correction; the kurs pajak pages and API read through the three kurs_* functions.
 */
export const CALLABLE_FUNCTIONS = [
  'search_all',
  'search_articles',
  'search_page',
  'search_articles_page',
  'search_regulations',
  'regulation_status',
  'regulation_in_effect',
  'jakarta_today',
  'cited_regulations',
  'citing_articles',
  'search_glossary',
  'articles_for_term',
  'author',
  'corrected_at',
  'kurs_week_on',
  'kurs_history',
  'kurs_week_list',
];

export const MARK = 'Zqxdataaccess';
export const rows = {
  published: `test-da-published`,
  draft: `test-da-draft`,
  scheduled: `test-da-scheduled`,
  draftTranslation: `test-da-draft-translation`,
};

export const roles = () => [
  { role: 'anon', key: backend.anonKey },
  { role: 'authenticated', key: authenticatedKey },
];

export type Call = { method?: string; headers?: Record<string, string>; body?: unknown; key?: string };

export async function rest(path: string, call: Call = {}) {
  const key = call.key ?? backend.anonKey;
  const response = await fetch(`${backend.supabaseUrl}/rest/v1/${path}`, {
    method: call.method ?? 'GET',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${key}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as unknown };
}

/** Everything in the API's tables except other tests' test-* rows, which come and go meanwhile. */
export async function snapshot() {
  return {
    categories: await sql("select * from public.categories where slug not like 'test-%' order by slug"),
    articles: await sql("select * from public.articles where slug not like 'test-%' order by id"),
    mine: await sql('select * from public.articles where slug = any($1) order by id', [Object.values(rows)]),
    authors: await sql("select * from public.authors where slug not like 'test-%' order by id"),
  };
}

export async function publishedSlugs(): Promise<Set<string>> {
  const found = await sql<{ slug: string }>(`select slug from public.articles where ${VISIBLE.articles}`);
  return new Set(found.map((row) => row.slug));
}

/**
 * Puts `rows` in place for the calling file's tests and removes them afterwards. The data-access files share
 * these slugs, and snapshot() and the row-by-row comparisons treat test-da-* rows as fixed, so the files take
 * turns with them.
 */
export function setUpFixtureArticles() {
  const removeRows = async () => {
    await sql('delete from public.articles where slug = any($1)', [Object.values(rows)]);
  };
  takeTurnsWith(
    'newstax data-access fixture articles',
    async () => {
      await removeRows();
      await sql(
        `insert into public.articles (slug, title, lang, category, published_at) values
           ($1, $4 || ' published', 'id', 'pph', now() - interval '1 day'),
           ($2, $4 || ' draft', 'id', 'pph', null),
           ($3, $4 || ' scheduled', 'id', 'pph', now() + interval '30 days')`,
        [rows.published, rows.draft, rows.scheduled, MARK],
      );
      // A draft translation of a published article: embedding must not reveal it.
      await sql(
        `insert into public.articles (slug, title, lang, category, translated_from, published_at)
         select $1, $2 || ' draft translation', 'en', 'pph', id, null from public.articles where slug = $3`,
        [rows.draftTranslation, MARK, rows.published],
      );
    },
    removeRows,
  );
}
