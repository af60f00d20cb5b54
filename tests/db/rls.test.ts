import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Database } from '~/lib/database.types';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';

const backend = testBackend();
const anon = createClient<Database>(backend.supabaseUrl, backend.anonKey, { auth: { persistSession: false } });
const service = createClient<Database>(backend.supabaseUrl, backend.serviceRoleKey, {
  auth: { persistSession: false },
});

async function rest(path: string, init: RequestInit & { key?: string } = {}) {
  const key = init.key ?? backend.anonKey;
  return fetch(`${backend.supabaseUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  });
}

describe('row-level security for the anon key, through the real PostgREST', () => {
  it('reads every category', async () => {
    const { data, error } = await anon.from('categories').select('slug');
    expect(error).toBeNull();
    const [row] = await sql<{ count: string }>('select count(*) from public.categories');
    expect(data).toHaveLength(Number(row?.count));
  });

  it('reads exactly the published articles: no drafts, nothing scheduled', async () => {
    const { data, error } = await anon.from('articles').select('slug').limit(1000);
    expect(error).toBeNull();
    // Other test files add and remove test-* rows meanwhile; compare the rest.
    const visible = new Set(data?.map((row) => row.slug).filter((slug) => !slug.startsWith('test-')));
    const rows = await sql<{ slug: string; published: boolean }>(
      `select slug, (published_at is not null and published_at <= now()) as published from public.articles
       where slug not like 'test-%'`,
    );
    const hidden = rows.filter((row) => !row.published);
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(visible.has(row.slug), row.slug).toBe(row.published);
    expect(visible.size).toBe(rows.filter((row) => row.published).length);
  });

  it('cannot see a draft or a scheduled article even by asking for its slug', async () => {
    const hidden = await sql<{ slug: string }>(
      "select slug from public.articles where (published_at is null or published_at > now()) and slug not like 'test-%'",
    );
    for (const { slug } of hidden) {
      const { data } = await anon.from('articles').select('slug').eq('slug', slug).maybeSingle();
      expect(data, slug).toBeNull();
      // The same query with the service key does see it: the test can fail.
      const { data: seen } = await service.from('articles').select('slug').eq('slug', slug).maybeSingle();
      expect(seen?.slug).toBe(slug);
    }
  });

  it('reads every author, and through an author only their published articles', async () => {
    const { data, error } = await anon.from('authors').select('slug,articles(slug,published_at)');
    expect(error).toBeNull();
    const authors = await sql<{ slug: string }>('select slug from public.authors');
    expect(new Set(data?.map((row) => row.slug))).toEqual(new Set(authors.map((row) => row.slug)));
    const now = Date.now();
    const seen = (data ?? []).flatMap((row) => row.articles);
    expect(seen.length).toBeGreaterThan(0);
    for (const article of seen) expect(Date.parse(article.published_at ?? ''), article.slug).toBeLessThanOrEqual(now);
    // The seed has drafts by authors; the service key sees them, so the filter above is RLS's doing.
    const { data: all } = await service.from('authors').select('slug,articles(slug)');
    expect((all ?? []).flatMap((row) => row.articles).length).toBeGreaterThan(seen.length);
  });

  it("serves the former author column as the author's name, for readers that still ask for it", async () => {
    const answer = await rest('articles?select=slug,author&author_id=not.is.null&limit=1');
    const [row] = (await answer.json()) as { slug: string; author: string }[];
    const [expected] = await sql<{ name: string }>(
      'select au.name from public.articles a join public.authors au on au.id = a.author_id where a.slug = $1',
      [row?.slug],
    );
    expect(row?.author).toBe(expected?.name);
    expect((await rest('articles', { method: 'PATCH', body: JSON.stringify({ author: 'x' }) })).status).toBe(400);
  });

  for (const table of ['categories', 'articles', 'authors'] as const) {
    it(`refuses INSERT, UPDATE, DELETE and upserts on ${table}`, async () => {
      const before = await sql(`select * from public.${table} order by 1`);
      const row =
        table === 'articles'
          ? { slug: 'anon-was-here', title: 'Anon', lang: 'id', published_at: new Date().toISOString() }
          : { slug: 'anon-was-here', name: 'Anon' };
      const attempts = [
        rest(table, { method: 'POST', body: JSON.stringify(row) }),
        rest(table, {
          method: 'POST',
          body: JSON.stringify(row),
          headers: { prefer: 'resolution=merge-duplicates,return=representation' },
        }),
        rest(`${table}?slug=eq.berita`, {
          method: 'PATCH',
          body: JSON.stringify({ name: 'Hacked', title: 'Hacked' }),
          headers: { prefer: 'return=representation' },
        }),
        rest(`${table}?slug=neq.nothing`, { method: 'DELETE', headers: { prefer: 'return=representation' } }),
        rest(table, { method: 'PUT', body: JSON.stringify(row) }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
      }
      expect(await sql(`select * from public.${table} order by 1`)).toEqual(before);
    });
  }

  it('exposes no callable function that writes (RPC)', async () => {
    for (const fn of ['articles_check_translation', 'touch_updated_at']) {
      const response = await rest(`rpc/${fn}`, { method: 'POST', body: '{}' });
      expect(response.status, fn).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses a key signed with the wrong secret', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('this-is-not-the-secret-but-it-is-long-enough'));
    const response = await rest('articles?select=slug&published_at=is.null', { key: forged });
    expect(response.status).toBe(401);
    // With the real key the same request is answered: the forged key is what was refused.
    expect((await rest('articles?select=slug&limit=1')).status).toBe(200);
  });

  it('refuses a request with no API key at the gateway', async () => {
    const response = await fetch(`${backend.supabaseUrl}/rest/v1/categories`);
    expect(response.status).toBe(401);
  });
});
