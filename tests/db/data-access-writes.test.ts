import { describe, expect, it } from 'vitest';
import { sql } from '../setup/db.ts';
import {
  authenticatedKey,
  backend,
  type Call,
  rest,
  rows,
  setUpFixtureArticles,
  snapshot,
} from './support/data-access.ts';

/**
 * Data access, writing: neither API role can insert, upsert, update, replace or delete a category, article or
 * author, whatever the method, Prefer header or body format.
 */

setUpFixtureArticles();

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
