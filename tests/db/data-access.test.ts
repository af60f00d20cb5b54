import { describe, expect, it } from 'vitest';
import { sql } from '../setup/db.ts';
import { TEST_WEEKS } from '../support/kurs.ts';
import {
  authenticatedKey,
  backend,
  CALLABLE_FUNCTIONS,
  MARK,
  publishedSlugs,
  rest,
  rows,
  setUpFixtureArticles,
  snapshot,
  VISIBLE,
} from './support/data-access.ts';

/**
 * Data access: what the public API keys can do through the real PostgREST, table by table and
 * function by function, listed from the catalog so that a new table or function cannot slip past. The anon
 * key (and a signed-in user, which the site never has) reads published rows only, however the request is
 * dressed: filters, embedding, HEAD, OPTIONS, counts. Writes, other schemas and RPC have their own
 * data-access-*.test.ts; rls.test.ts holds the basic cases; these files are the adversarial sweep.
 */

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
  calendar_waivers: {
    sql: "rule_slug || ':' || period || ':' || decree",
    of: (row) => `${row.rule_slug}:${row.period}:${row.decree}`,
    stable: "rule_slug not like 'test-%'",
  },
  article_corrections: {
    sql: 'id::text',
    of: (row) => String(row.id),
    stable: "article_id not in (select id from public.articles where slug like 'test-%')",
  },
  // The tests' own reference changes say so in their first words.
  reference_changes: { sql: 'id::text', of: (row) => String(row.id), stable: "what_was_wrong_en not like 'test-%'" },
  corrections: {
    sql: 'key',
    of: (row) => String(row.key),
    stable: "subject_slug not like 'test-%' and coalesce(actor_slug, '') not like 'test-%'",
  },
  kurs_currencies: { sql: 'code', of: (row) => String(row.code), stable: 'true' },
  kurs_weeks: { sql: 'valid_from::text', of: (row) => String(row.valid_from), stable: `not (${TEST_WEEKS})` },
  kurs_rates: {
    sql: "week_id || ':' || currency",
    of: (row) => `${row.week_id}:${row.currency}`,
    stable: `week_id not in (select id from public.kurs_weeks where ${TEST_WEEKS})`,
  },
  article_citations: {
    sql: "article_id || ':' || cite_key",
    of: (row) => `${row.article_id}:${row.cite_key}`,
    stable: "article_id not in (select id from public.articles where slug like 'test-%' and slug not like 'test-da-%')",
  },
};

setUpFixtureArticles();

describe('inventory: every table and function the API exposes has a decision', () => {
  it('lists exactly the tables and views in public that this file checks', async () => {
    const relations = await sql<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') order by 1`,
    );
    expect(relations.map((r) => r.name)).toEqual(Object.keys(VISIBLE).sort());
  });

  it("has row-level security on every table, readers' rights on every view, and only SELECT for the API roles", async () => {
    // Table by table at once: the catalog's privilege views are slow to ask, one connection at a time.
    const checkTable = async (table: string) => {
      const [info] = await sql<{ rls: boolean; view: boolean; invoker: boolean }>(
        `select relrowsecurity as rls, relkind = 'v' as view,
                coalesce('security_invoker=true' = any(reloptions), false) as invoker
         from pg_class where oid = ('public.' || $1)::regclass`,
        [table],
      );
      // A view has no policies of its own: run as its owner, it would read past the tables' row-level security.
      if (info?.view) expect(info.invoker, `${table} runs with the reader's rights`).toBe(true);
      else expect(info?.rls, table).toBe(true);
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
    };
    await Promise.all(Object.keys(VISIBLE).map(checkTable));
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
        // function cannot be called outside a trigger, and PostgREST does not expose it (data-access-rpc.test.ts
        // checks).
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
