import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from '../setup/db.ts';
import { rest, roles, setUpFixtureArticles, snapshot } from './support/data-access.ts';

/**
 * Data access, beyond public: no profile header, grant or public name lets the API roles read or write
 * another schema (migrations, search, extensions, the catalogs, auth, storage).
 */

setUpFixtureArticles();

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
