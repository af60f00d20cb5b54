import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';

const backend = testBackend();
const anon = createClient(backend.supabaseUrl, backend.anonKey, { auth: { persistSession: false } });

/** Test regulations are PERDA numbers from 9000 on, so they never meet a seed row's cite key. */
let nextNumber = 9000 + Math.floor(Math.random() * 500) * 10;
async function regulation(fields: { effective?: string | null } = {}): Promise<{ id: number; slug: string }> {
  const number = nextNumber++;
  const slug = `test-perda-${number}-2020`;
  const [row] = await sql<{ id: string }>(
    `insert into public.regulations (slug, kind, number, year, designation, effective_on)
     values ($1, 'perda', $2, 2020, $3, $4) returning id`,
    [slug, number, `Perda Nomor ${number} Tahun 2020`, fields.effective ?? null],
  );
  return { id: Number(row?.id), slug };
}

async function relate(actor: { id: number }, kind: string, target: { id: number }) {
  await sql('insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, $2, $3)', [
    actor.id,
    kind,
    target.id,
  ]);
}

async function status(slug: string): Promise<string> {
  const { data, error } = await anon.from('regulations').select('regulation_status').eq('slug', slug).single();
  expect(error).toBeNull();
  return (data as { regulation_status: string }).regulation_status;
}

const jakartaDay = (offsetDays: number) =>
  new Date(Date.now() + 7 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

afterAll(async () => {
  await sql("delete from public.regulations where slug like 'test-%'");
});

describe('regulation status, derived from dates and relations', () => {
  it('reaches every status: in force, not yet in force, amended, revoked', async () => {
    const plain = await regulation({ effective: jakartaDay(-30) });
    expect(await status(plain.slug)).toBe('in_force');

    const unknownDate = await regulation();
    expect(await status(unknownDate.slug)).toBe('in_force');

    const future = await regulation({ effective: jakartaDay(30) });
    expect(await status(future.slug)).toBe('not_yet_in_force');

    const amended = await regulation({ effective: jakartaDay(-300) });
    await relate(await regulation({ effective: jakartaDay(-10) }), 'amends', amended);
    expect(await status(amended.slug)).toBe('amended');

    const revoked = await regulation({ effective: jakartaDay(-300) });
    await relate(await regulation({ effective: jakartaDay(-1) }), 'revokes', revoked);
    expect(await status(revoked.slug)).toBe('revoked');
  });

  it('lets a relation count only once the acting regulation is in force, in Jakarta', async () => {
    const target = await regulation({ effective: jakartaDay(-300) });
    const repeal = await regulation({ effective: jakartaDay(1) });
    await relate(repeal, 'revokes', target);
    expect(await status(target.slug)).toBe('in_force');
    await sql('update public.regulations set effective_on = $1 where id = $2', [jakartaDay(0), repeal.id]);
    expect(await status(target.slug)).toBe('revoked');
  });

  it('puts revoked above amended, and an implementing regulation changes nothing', async () => {
    const target = await regulation({ effective: jakartaDay(-300) });
    await relate(await regulation({ effective: jakartaDay(-20) }), 'amends', target);
    await relate(await regulation({ effective: jakartaDay(-20) }), 'implements', target);
    expect(await status(target.slug)).toBe('amended');
    await relate(await regulation({ effective: jakartaDay(-5) }), 'revokes', target);
    expect(await status(target.slug)).toBe('revoked');
  });

  it('refuses a regulation relating to itself, and an unknown kind of relation', async () => {
    const one = await regulation();
    await expect(relate(one, 'amends', one)).rejects.toThrow(/regulation_relations_not_self/);
    await expect(relate(one, 'replaces', await regulation())).rejects.toThrow(/regulation_relations_kind/);
  });
});

describe('the seed register', () => {
  it('holds at least 15 regulations and shows in force, amended and revoked ones', async () => {
    const rows = await sql<{ status: string }>(
      "select public.regulation_status(r) as status from public.regulations r where slug not like 'test-%'",
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['in_force', 'amended', 'revoked']));
  });
});

describe('row-level security on the register', () => {
  it('lets anon read every table of it and write none', async () => {
    for (const table of ['regulations', 'regulation_relations', 'regulation_names']) {
      const { error } = await anon.from(table).select('*').limit(1);
      expect(error, table).toBeNull();
    }
    const insert = await anon.from('regulations').insert({ slug: 'test-anon', kind: 'pp', number: 1, year: 2020 });
    expect(insert.error?.code).toBe('42501');
    const update = await anon.from('regulations').update({ designation: 'x' }).eq('slug', 'pp-58-2023').select();
    expect(update.error?.code).toBe('42501');
    const [row] = await sql<{ designation: string }>(
      "select designation from public.regulations where slug = 'pp-58-2023'",
    );
    expect(row?.designation).toBe('Peraturan Pemerintah Nomor 58 Tahun 2023');
    const remove = await anon.from('regulation_names').delete().eq('name', 'HPP').select();
    expect(remove.error?.code).toBe('42501');
  });
});

describe('search_regulations', () => {
  const search = async (query: string) => {
    const { data, error } = await anon.rpc('search_regulations', { search_query: query });
    expect(error).toBeNull();
    return (data as { slug: string; status: string }[]).map((row) => row.slug);
  };

  it('finds a regulation by number/year, kind and number, designation, short name or title', async () => {
    expect(await search('168/2023')).toEqual(['pmk-168-2023']);
    expect(await search('pmk 168')).toContain('pmk-168-2023');
    expect(await search('PP Nomor 58 Tahun 2023')).toEqual(['pp-58-2023']);
    expect(await search('hpp')).toContain('uu-7-2021');
    expect(await search('Bea Meterai')).toContain('uu-10-2020');
  });

  it('matches literally, answers at most five, and nothing for a blank text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect((await search('a')).length).toBeLessThanOrEqual(5);
    expect(await search('   ')).toEqual([]);
  });
});

describe('reserved segments', () => {
  it('keeps every section segment away from categories, in both languages', async () => {
    for (const slug of [
      'peraturan',
      'regulations',
      'kamus',
      'glossary',
      'kalender',
      'calendar',
      'penulis',
      'authors',
    ]) {
      await expect(sql('insert into public.categories (slug, name) values ($1, $1)', [slug]), slug).rejects.toThrow(
        /categories_slug_not_reserved/,
      );
    }
  });
});
