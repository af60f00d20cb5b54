import pg from 'pg';

/** The e2e backends global-setup starts: the one every spec reads, and the one the fault specs break. */
const DB_URL_VARS = { main: 'E2E_DB_URL', faults: 'E2E_FAULTS_DB_URL' } as const;
export type E2eBackend = keyof typeof DB_URL_VARS;

export function dbUrl(backend: E2eBackend = 'main'): string {
  const url = process.env[DB_URL_VARS[backend]];
  if (!url) {
    throw new Error(
      `${DB_URL_VARS[backend]} is not set: run through playwright test (global-setup starts the backend)`,
    );
  }
  return url;
}

/**
 * Direct SQL against an e2e backend (started by global-setup), to pick test subjects from the seed. Specs run
 * in parallel and insert and delete rows of their own, all named test-*: a subject picked from those could
 * vanish mid-test, so the pickers take seed rows only, in a fixed order.
 */
export async function sql<T extends pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
  backend: E2eBackend = 'main',
): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl(backend) });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export type ArticleRow = { slug: string; category: string | null; lang: 'id' | 'en'; title: string };
export const pathOf = (row: { slug: string; category: string | null; lang: string }) =>
  `/${row.lang}/${row.category ?? 'berita'}/${row.slug}`;

export async function translatedPair() {
  const [pair] = await sql<{ source: ArticleRow; translation: ArticleRow }>(
    `select row_to_json(s) as source, row_to_json(t) as translation from
       (select id, slug, category, lang, title from public.articles) s
       join (select slug, category, lang, title, translated_from from public.articles where published_at <= now()) t
         on t.translated_from = s.id
     where s.slug in (select slug from public.articles where published_at <= now())
       and s.slug not like 'test-%' and t.slug not like 'test-%'
     order by s.slug limit 1`,
  );
  if (!pair) throw new Error('no translated pair');
  return pair;
}

export async function untranslatedArticle(): Promise<ArticleRow> {
  const [row] = await sql<ArticleRow>(
    `select slug, category, lang, title from public.articles a where lang = 'id' and published_at <= now()
     and category is not null and slug not like 'test-%'
     and not exists (select 1 from public.articles t where t.translated_from = a.id) order by a.id limit 1`,
  );
  if (!row) throw new Error('no untranslated article');
  return row;
}

/** The newest published article in `lang` whose body names `word` on a line that is not a heading. */
export async function articleNaming(word: string, lang: 'id' | 'en' = 'id'): Promise<ArticleRow> {
  const [row] = await sql<ArticleRow>(
    `select slug, category, lang, title from public.articles
     where lang = $2 and published_at <= now() and slug not like 'test-%' and body ~ ('(^|[^#\\n][^\\n]*[ (])' || $1 || '[ ,.)]')
     order by published_at desc, id desc limit 1`,
    [word, lang],
  );
  if (!row) throw new Error(`no article names ${word}`);
  return row;
}
