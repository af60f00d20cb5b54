import { readdirSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from '../setup/db.ts';

/**
 * Data access: what the public API keys can do through the real PostgREST, table by table and
 * function by function, listed from the catalog so that a new table or function cannot slip past. The anon
 * key (and a signed-in user, which the site never has) reads published rows only and writes nothing, however
 * the request is dressed: Prefer headers, other schemas, RPC, embedding, HEAD, OPTIONS, counts.
 * rls.test.ts holds the basic cases; this file is the adversarial sweep.
 */

const backend = inject('backend');
let authenticatedKey = '';

/** Which rows each role may read, as SQL over the table; a table missing here fails the inventory test. */
const VISIBLE: Record<string, string> = {
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
  authors: 'true',
};

/** How a row is told apart, as SQL and from the API's JSON, for tables without a slug. */
const ROW_KEY: Record<string, { sql: string; of: (row: Record<string, unknown>) => string; stable: string }> = {
  regulation_relations: {
    sql: "regulation_id || ':' || kind || ':' || target_id",
    of: (row) => `${row.regulation_id}:${row.kind}:${row.target_id}`,
    stable:
      "not exists (select 1 from public.regulations r where r.id in (regulation_id, target_id) and r.slug like 'test-%')",
  },
  regulation_names: {
    sql: 'name',
    of: (row) => String(row.name),
    stable: "regulation_id not in (select id from public.regulations where slug like 'test-%')",
  },
  glossary_related: {
    sql: "entry_id || ':' || related_id",
    of: (row) => `${row.entry_id}:${row.related_id}`,
    stable:
      "not exists (select 1 from public.glossary_entries g where g.id in (entry_id, related_id) and g.slug like 'test-%')",
  },
  glossary_regulations: {
    sql: "entry_id || ':' || regulation_id",
    of: (row) => `${row.entry_id}:${row.regulation_id}`,
    stable: "entry_id not in (select id from public.glossary_entries where slug like 'test-%')",
  },
  calendar_rule_terms: {
    sql: "rule_id || ':' || entry_id",
    of: (row) => `${row.rule_id}:${row.entry_id}`,
    stable: "rule_id not in (select id from public.calendar_rules where slug like 'test-%')",
  },
  calendar_holidays: {
    sql: "holiday_on || ':' || name_id",
    of: (row) => `${row.holiday_on}:${row.name_id}`,
    stable: "name_id not like 'test-%'",
  },
  calendar_holiday_years: {
    sql: 'year::text',
    of: (row) => String(row.year),
    stable: 'year < 2090',
  },
  article_citations: {
    sql: "article_id || ':' || cite_key",
    of: (row) => `${row.article_id}:${row.cite_key}`,
    stable: "article_id not in (select id from public.articles where slug like 'test-%' and slug not like 'test-da-%')",
  },
};

/**
 * The functions in public that the API roles may call: the searches (search_all asks the other three at once), and what the computed status and the
 * computed relationships (regulation_status, cited_regulations, citing_articles) run when anon reads them;
 * `author` is the computed field that serves the former articles.author column.
 */
const CALLABLE_FUNCTIONS = [
  'search_all',
  'search_articles',
  'search_regulations',
  'regulation_status',
  'regulation_in_effect',
  'jakarta_today',
  'cited_regulations',
  'citing_articles',
  'search_glossary',
  'articles_for_term',
  'author',
];

const MARK = 'Zqxdataaccess';
const rows = {
  published: `test-da-published`,
  draft: `test-da-draft`,
  scheduled: `test-da-scheduled`,
  draftTranslation: `test-da-draft-translation`,
};

type Call = { method?: string; headers?: Record<string, string>; body?: unknown; key?: string };

async function rest(path: string, call: Call = {}) {
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
async function snapshot() {
  return {
    categories: await sql("select * from public.categories where slug not like 'test-%' order by slug"),
    articles: await sql("select * from public.articles where slug not like 'test-%' order by id"),
    mine: await sql('select * from public.articles where slug = any($1) order by id', [Object.values(rows)]),
    authors: await sql("select * from public.authors where slug not like 'test-%' order by id"),
  };
}

async function publishedSlugs(): Promise<Set<string>> {
  const found = await sql<{ slug: string }>(`select slug from public.articles where ${VISIBLE.articles}`);
  return new Set(found.map((row) => row.slug));
}

beforeAll(async () => {
  authenticatedKey = await new SignJWT({ role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(backend.jwtSecret));
  await sql('delete from public.articles where slug = any($1)', [Object.values(rows)]);
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
});

afterAll(async () => {
  await sql('delete from public.articles where slug = any($1)', [Object.values(rows)]);
});

const roles = () => [
  { role: 'anon', key: backend.anonKey },
  { role: 'authenticated', key: authenticatedKey },
];

describe('inventory: every table and function the API exposes has a decision', () => {
  it('lists exactly the tables and views in public that this file checks', async () => {
    const relations = await sql<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') order by 1`,
    );
    expect(relations.map((r) => r.name)).toEqual(Object.keys(VISIBLE).sort());
  });

  it('has row-level security on, and only SELECT granted to the API roles, on every table', async () => {
    for (const table of Object.keys(VISIBLE)) {
      const [info] = await sql<{ rls: boolean }>(
        "select relrowsecurity as rls from pg_class where oid = ('public.' || $1)::regclass",
        [table],
      );
      expect(info?.rls, table).toBe(true);
      for (const role of ['anon', 'authenticated']) {
        const privileges = await sql<{ privilege: string }>(
          `select privilege_type as privilege from information_schema.role_table_grants
           where table_schema = 'public' and table_name = $1 and grantee = $2 order by 1`,
          [table, role],
        );
        expect(
          privileges.map((p) => p.privilege),
          `${role} on ${table}`,
        ).toEqual(['SELECT']);
        const columns = await sql(
          `select 1 from information_schema.column_privileges where table_schema = 'public' and table_name = $1
           and grantee = $2 and privilege_type <> 'SELECT'`,
          [table, role],
        );
        expect(columns, `${role} column grants on ${table}`).toEqual([]);
      }
    }
  });

  it('lets the API roles execute only the listed functions; SECURITY DEFINER ones pin search_path', async () => {
    const functions = await sql<{
      name: string;
      trigger: boolean;
      anon: boolean;
      authenticated: boolean;
      definer: boolean;
      config: string[] | null;
      volatility: string;
    }>(
      `select p.proname as name, p.prorettype = 'trigger'::regtype as trigger,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              p.prosecdef as definer, p.proconfig as config, p.provolatile as volatility
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      if (CALLABLE_FUNCTIONS.includes(fn.name)) {
        expect(fn.anon && fn.authenticated, fn.name).toBe(true);
        // Read-only: PostgREST runs a STABLE function in a read-only transaction, even for POST.
        expect(fn.volatility, fn.name).toBe('s');
      } else {
        // Supabase's default privileges grant EXECUTE on every new function in public to anon; a trigger
        // function cannot be called outside a trigger, and PostgREST does not expose it (checked below).
        expect(fn.trigger || !(fn.anon || fn.authenticated), `${fn.name} is callable by an API role`).toBe(true);
      }
      if (fn.definer) expect(fn.config ?? [], `${fn.name} runs as its owner`).toContain('search_path=""');
    }
  });
});

describe.each(['anon', 'authenticated'] as const)('reading as %s', (role) => {
  const key = () => (role === 'anon' ? backend.anonKey : authenticatedKey);

  it('sees exactly the visible rows of every table', async () => {
    for (const [table, visible] of Object.entries(VISIBLE)) {
      const answer = await rest(`${table}?select=*&limit=1000`, { key: key() });
      expect(answer.status, table).toBe(200);
      const rowKey = ROW_KEY[table];
      const seen = (answer.json() as Record<string, unknown>[]).map((row) => rowKey?.of(row) ?? String(row.slug));
      // Other files add and remove test rows meanwhile; compare the rows that are not theirs.
      const rows = await sql<{ key: string; visible: boolean }>(
        `select ${rowKey?.sql ?? 'slug'} as key, (${visible}) as visible from public.${table}
         where ${rowKey?.stable ?? "(slug not like 'test-%' or slug like 'test-da-%')"}`,
      );
      const stableKeys = new Set(rows.map((row) => row.key));
      expect(seen.filter((key) => stableKeys.has(key)).sort(), table).toEqual(
        rows
          .filter((row) => row.visible)
          .map((row) => row.key)
          .sort(),
      );
    }
  });

  it('cannot reach a draft or scheduled row by filters, embedding in either direction, or ordering tricks', async () => {
    const published = await publishedSlugs();
    const hidden = [rows.draft, rows.scheduled, rows.draftTranslation];
    const probes = [
      `articles?slug=in.(${hidden.join(',')})`,
      'articles?published_at=is.null',
      'articles?published_at=gt.now',
      `articles?or=(published_at.is.null,slug.eq.${rows.draft})`,
      `articles?title=ilike.*${MARK}*`,
      `articles?select=slug,translations:articles!translated_from(slug,published_at)&slug=eq.${rows.published}`,
      `articles?select=slug,source:translated_from(slug,published_at)&translated_from=not.is.null`,
      'categories?select=slug,articles(slug,published_at)&slug=eq.pph',
      'categories?select=slug,articles!inner(slug)&articles.published_at=is.null',
      'articles?select=slug&order=published_at.desc.nullsfirst&limit=5',
    ];
    for (const probe of probes) {
      const answer = await rest(probe, { key: key() });
      expect(answer.status, `${probe}: ${answer.text}`).toBe(200);
      const slugs = [...answer.text.matchAll(/"slug"\s*:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
      const categories = new Set(
        (await sql<{ slug: string }>('select slug from public.categories')).map((c) => c.slug),
      );
      for (const slug of slugs)
        expect(published.has(slug) || categories.has(slug), `${probe} showed ${slug}`).toBe(true);
      for (const slug of hidden) expect(answer.text, probe).not.toContain(slug);
    }
  });

  it('counts only visible rows with count=exact, and HEAD and OPTIONS change and reveal nothing', async () => {
    const before = await snapshot();
    // Decision: count=exact is harmless. RLS applies to the count as to the rows, so it equals what a reader
    // could page through anyway; its cost is bounded by anon's statement_timeout (3 s).
    const filter = 'slug=not.like.test-*';
    const [expected] = await sql<{ n: number }>(
      `select count(*)::int as n from public.articles where ${VISIBLE.articles} and slug not like 'test-%'`,
    );
    const [all] = await sql<{ n: number }>(
      "select count(*)::int as n from public.articles where slug not like 'test-%'",
    );
    for (const method of ['GET', 'HEAD']) {
      const answer = await rest(`articles?select=id&${filter}&limit=1`, {
        key: key(),
        method,
        headers: { prefer: 'count=exact' },
      });
      expect(answer.status, method).toBeLessThan(300);
      expect(answer.headers.get('content-range'), method).toMatch(new RegExp(`/${expected?.n}$`));
      expect(expected?.n).toBeLessThan(all?.n ?? 0);
      if (method === 'HEAD') expect(answer.text).toBe('');
    }
    for (const path of ['articles', 'categories', 'rpc/search_articles', '']) {
      const answer = await rest(path, { key: key(), method: 'OPTIONS' });
      // PostgREST answers OPTIONS with the allowed methods (200), or 404 for an RPC: harmless either way.
      expect([200, 404], `OPTIONS ${path}`).toContain(answer.status);
      expect(answer.text, `OPTIONS ${path}`).not.toContain(MARK);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('gets at most 1000 rows however many it asks for', async () => {
    const answer = await rest('articles?select=id&limit=100000', { key: key() });
    expect(answer.status).toBe(200);
    expect((answer.json() as unknown[]).length).toBeLessThanOrEqual(1000);
  });
});

describe.each(['anon', 'authenticated'] as const)('writing as %s', (role) => {
  const key = () => (role === 'anon' ? backend.anonKey : authenticatedKey);
  const newRow = {
    categories: { slug: 'test-da-intruder', name: 'Intruder' },
    authors: { slug: 'test-da-intruder', name: 'Intruder' },
    articles: { slug: 'test-da-intruder', title: 'Intruder', lang: 'id', published_at: '2020-01-01T00:00:00Z' },
  } as const;
  const existing = {
    categories: { slug: 'berita', name: 'Hacked' },
    authors: { slug: 'rina-hapsari', name: 'Hacked' },
    articles: { slug: rows.published, title: 'Hacked', lang: 'id' },
  } as const;

  const csv = {
    categories: 'slug,name\ntest-da-csv,x',
    authors: 'slug,name\ntest-da-csv,x',
    articles: 'slug,title,lang\ntest-da-csv,x,id',
  } as const;

  const attempts = (table: keyof typeof newRow): [string, string, Call][] => [
    ['insert', table, { method: 'POST', body: newRow[table] }],
    ['insert, many', table, { method: 'POST', body: [newRow[table], { ...newRow[table], slug: 'test-da-two' }] }],
    [
      'insert, return=representation',
      table,
      { method: 'POST', body: newRow[table], headers: { prefer: 'return=representation' } },
    ],
    ['insert, tx=commit', table, { method: 'POST', body: newRow[table], headers: { prefer: 'tx=commit' } }],
    [
      'insert, missing=default',
      `${table}?columns=slug`,
      { method: 'POST', body: newRow[table], headers: { prefer: 'missing=default,return=representation' } },
    ],
    [
      'upsert, merge-duplicates',
      table,
      {
        method: 'POST',
        body: existing[table],
        headers: { prefer: 'resolution=merge-duplicates,return=representation,tx=commit' },
      },
    ],
    [
      'upsert, ignore-duplicates',
      table,
      { method: 'POST', body: existing[table], headers: { prefer: 'resolution=ignore-duplicates' } },
    ],
    [
      'upsert, on_conflict',
      `${table}?on_conflict=slug`,
      { method: 'POST', body: existing[table], headers: { prefer: 'resolution=merge-duplicates' } },
    ],
    ['insert, CSV', table, { method: 'POST', body: csv[table], headers: { 'content-type': 'text/csv' } }],
    [
      'insert, Content-Profile public',
      table,
      { method: 'POST', body: newRow[table], headers: { 'content-profile': 'public' } },
    ],
    [
      'update',
      `${table}?slug=eq.${existing[table].slug}`,
      {
        method: 'PATCH',
        body: table === 'articles' ? { title: 'Hacked' } : { name: 'Hacked' },
        headers: { prefer: 'return=representation,tx=commit' },
      },
    ],
    [
      'update all',
      `${table}?slug=not.is.null`,
      { method: 'PATCH', body: { created_at: '2000-01-01T00:00:00Z' }, headers: { prefer: 'count=exact' } },
    ],
    [
      'put (replace by primary key)',
      table === 'categories' ? `categories?slug=eq.berita` : `${table}?id=eq.1`,
      {
        method: 'PUT',
        body: table === 'categories' ? existing.categories : { id: 1, ...existing[table] },
        headers: { prefer: 'return=representation' },
      },
    ],
    [
      'delete',
      `${table}?slug=eq.${existing[table].slug}`,
      { method: 'DELETE', headers: { prefer: 'return=representation,tx=commit' } },
    ],
    ['delete all', `${table}?slug=not.is.null`, { method: 'DELETE', headers: { prefer: 'count=exact,tx=commit' } }],
  ];

  for (const table of ['categories', 'articles', 'authors'] as const) {
    it(`cannot change ${table} in any way`, async () => {
      const before = await snapshot();
      for (const [name, path, call] of attempts(table)) {
        const answer = await rest(path, { ...call, key: key() });
        // Refused: 401 (anon) or 403 (authenticated) for "permission denied", or a 400 when PostgREST or
        // Postgres rejects the request's form before privileges are checked (PUT on an identity key).
        const label = `${name}: ${answer.status} ${answer.text}`;
        expect(answer.status >= 400 && answer.status < 500, label).toBe(true);
        if (!name.startsWith('put')) expect([401, 403], label).toContain(answer.status);
        expect(answer.text, name).not.toContain('Intruder');
      }
      expect(await snapshot()).toEqual(before);
      expect(await sql("select slug from public.categories where slug like 'test-da-%'")).toEqual([]);
      expect(await sql("select slug from public.authors where slug like 'test-da-%'")).toEqual([]);
      expect(
        await sql("select slug from public.articles where slug in ('test-da-intruder', 'test-da-two', 'test-da-csv')"),
      ).toEqual([]);
    });
  }
});

describe('other schemas are out of reach', () => {
  const schemas = [
    'supabase_migrations',
    'newstax_local',
    'search',
    'extensions',
    'pg_catalog',
    'information_schema',
    'auth',
    'storage',
  ];

  it.each(schemas)('refuses Accept-Profile and Content-Profile %s', async (schema) => {
    const before = await snapshot();
    const targets = [
      'schema_migrations',
      'seed_applied',
      'pg_roles',
      'articles',
      'rpc/set_limit',
      'rpc/search_articles',
    ];
    for (const { role, key } of roles()) {
      for (const target of targets) {
        const read = await rest(`${target}?select=*`, { key, headers: { 'accept-profile': schema } });
        expect(read.status, `${role} GET ${target} in ${schema}: ${read.text}`).toBe(406);
        const write = await rest(target, {
          key,
          method: 'POST',
          body: { version: '1', name: 'x', search_query: 'x' },
          headers: { 'content-profile': schema, prefer: 'tx=commit' },
        });
        expect(write.status, `${role} POST ${target} in ${schema}: ${write.text}`).toBe(406);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Nothing was recorded but the migrations themselves.
    const migrations = readdirSync('supabase/migrations').filter((name) => name.endsWith('.sql')).length;
    expect(await sql('select count(*)::int as n from supabase_migrations.schema_migrations')).toEqual([
      { n: migrations },
    ]);
  });

  it('gives the API roles no way into the search schema (drafts have rows there)', async () => {
    for (const role of ['anon', 'authenticated']) {
      const [usage] = await sql<{ usage: boolean; table: boolean }>(
        `select has_schema_privilege($1, 'search', 'usage') as usage,
                has_table_privilege($1, 'search.article_titles', 'select') as table`,
        [role],
      );
      expect(usage, role).toEqual({ usage: false, table: false });
    }
  });

  it('does not expose tables or functions of other schemas under public names', async () => {
    for (const target of ['schema_migrations', 'seed_applied', 'pg_roles', 'pg_shadow']) {
      expect((await rest(target)).status, target).toBe(404);
    }
    for (const fn of ['set_limit', 'show_trgm', 'similarity', 'pg_sleep', 'set_config', 'pg_terminate_backend']) {
      const get = await rest(`rpc/${fn}?seconds=10`);
      expect(get.status, `GET rpc/${fn}`).toBe(404);
      const post = await rest(`rpc/${fn}`, { method: 'POST', body: { setting_name: 'role', new_value: 'postgres' } });
      expect(post.status, `POST rpc/${fn}`).toBe(404);
    }
  });
});

describe('functions through RPC', () => {
  it('refuses every function in public that is not listed as callable', async () => {
    const names = await sql<{ name: string }>(
      `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname <> all($1) order by 1`,
      [CALLABLE_FUNCTIONS],
    );
    expect(names.length).toBeGreaterThan(0);
    for (const { name } of names) {
      for (const { role, key } of roles()) {
        for (const method of ['GET', 'POST']) {
          const answer = await rest(`rpc/${name}`, { key, method, ...(method === 'POST' ? { body: {} } : {}) });
          expect(answer.status, `${role} ${method} rpc/${name}: ${answer.text}`).toBe(404);
        }
      }
    }
  });

  const tricky: Record<string, unknown>[] = [
    { search_query: MARK },
    { search_query: MARK.toUpperCase(), search_lang: 'id' },
    { search_query: '%' },
    { search_query: '_' },
    { search_query: '%%' },
    { search_query: '%_%' },
    { search_query: '\\' },
    { search_query: '\\%' },
    { search_query: '*' },
    { search_query: '' },
    { search_query: ' ' },
    { search_query: null },
    { search_query: 'a'.repeat(20_000) },
    { search_query: ' draft' },
    { search_query: 'scheduled' },
    { search_query: "' or 1=1 --" },
    { search_query: '%', search_lang: "id' or '1'='1" },
    { search_query: '%', search_lang: '%' },
    { search_query: '%', search_lang: null },
    { search_query: 'e', max_results: 1_000_000 },
    { search_query: 'e', max_results: -1 },
    { search_query: 'e', max_results: null },
    { search_query: 'e', max_results: 2_147_483_647 },
  ];

  const label = (args: Record<string, unknown>) => JSON.stringify(args).replace(/a{100,}/, (run) => `a×${run.length}`);
  it.each(['search_articles', 'search_all'].flatMap((fn) => tricky.map((args) => [fn, label(args), args] as const)))(
    '%s(%s): published rows only, at most 10',
    async (fn, _name, args) => {
      const published = await publishedSlugs();
      for (const { role, key } of roles()) {
        for (const method of ['POST', 'GET'] as const) {
          if (method === 'GET' && String(args.search_query ?? '').length > 1000) continue;
          const query = new URLSearchParams(
            Object.entries(args).flatMap(([name, value]) => (value === null ? [] : [[name, String(value)]])),
          );
          const answer =
            method === 'GET'
              ? await rest(`rpc/${fn}?${query}`, { key })
              : await rest(`rpc/${fn}`, { key, method, body: args, headers: { prefer: 'tx=commit' } });
          const label = `${role} ${method} ${JSON.stringify(args).slice(0, 80)}: ${answer.text.slice(0, 200)}`;
          // A null argument over GET is a missing one: PostgREST then finds no function with that signature.
          if (answer.status !== 200) {
            expect([400, 404], label).toContain(answer.status);
            continue;
          }
          const body = answer.json() as { slug: string }[] | { articles: { slug: string }[] };
          const found = Array.isArray(body) ? body : body.articles;
          expect(found.length, label).toBeLessThanOrEqual(10);
          for (const row of found) expect(published.has(row.slug), `${label} showed ${row.slug}`).toBe(true);
          expect(answer.text, label).not.toMatch(/test-da-(draft|scheduled)/);
        }
      }
    },
  );

  it('finds the published marker row and never its draft, scheduled or draft-translation siblings', async () => {
    const answer = await rest(`rpc/search_articles?search_query=${MARK}`);
    expect((answer.json() as { slug: string }[]).map((row) => row.slug)).toEqual([rows.published]);
  });

  it.each(['search_articles', 'search_all'])('cannot write through %s, whatever the Prefer header', async (fn) => {
    const before = await snapshot();
    for (const prefer of [
      'tx=commit',
      'return=representation',
      'resolution=merge-duplicates',
      'missing=default',
      'params=single-object',
    ]) {
      const answer = await rest(`rpc/${fn}`, {
        method: 'POST',
        body: { search_query: "x'); delete from public.articles; --" },
        headers: { prefer },
      });
      expect(answer.status, `${prefer}: ${answer.text}`).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });
});
