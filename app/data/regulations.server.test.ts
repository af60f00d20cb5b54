import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '~/lib/context.server';
import { sql } from '../../tests/setup/db.ts';
import { loaderContext } from '../../tests/setup/loader-context.ts';
import { sitemapRegulations } from './regulations.server';

const anon = requestContext(loaderContext()).db;

// Test rows: PERDA numbers from 9950 of 2018, apart from the other register tests' numbers and years.
const slug = (number: number) => `test-perda-${number}-2018`;
const LAST_EDIT = '2020-01-01T00:00:00.000Z';

async function regulation(number: number, effectiveOn: string | null): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.regulations (slug, kind, number, year, designation, effective_on)
     values ($1, 'perda', $2, 2018, $3, $4) returning id::text`,
    [slug(number), number, `Perda Nomor ${number} Tahun 2018`, effectiveOn],
  );
  return row?.id ?? '';
}

beforeAll(async () => {
  const target = await regulation(9950, '2019-01-01');
  const relations: [number, string, string][] = [
    [9951, 'amends', '2021-03-01'],
    [9952, 'revokes', '2999-01-01'],
    [9953, 'implements', '2022-06-01'],
  ];
  for (const [number, kind, effectiveOn] of relations) {
    const actor = await regulation(number, effectiveOn);
    await sql('insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, $2, $3)', [
      actor,
      kind,
      target,
    ]);
  }
  await regulation(9954, '2025-05-05');
  // 9955 implements 9956, which 9957 revoked from 1 July 2023: 9955's page shows 9956 as revoked from that day.
  const [implementing, implemented, revoking] = [
    await regulation(9955, '2019-01-01'),
    await regulation(9956, '2019-01-01'),
    await regulation(9957, '2023-07-01'),
  ];
  await sql(
    `insert into public.regulation_relations (regulation_id, kind, target_id) values ($1, 'implements', $2), ($3, 'revokes', $2)`,
    [implementing, implemented, revoking],
  );
  // After the relations, which move updated_at themselves.
  await sql('update public.regulations set updated_at = $1 where slug = any($2)', [
    LAST_EDIT,
    [slug(9950), slug(9954), slug(9955)],
  ]);
});

afterAll(async () => {
  await sql("delete from public.regulations where slug like 'test-perda-995%-2018'");
});

const lastModified = async (number: number, now: Date) =>
  (await sitemapRegulations(anon, now)).find((entry) => entry.slug === slug(number))?.lastModified;

describe('sitemapRegulations: when a register entry last changed', () => {
  it('is the day an amending or revoking regulation took effect, in Jakarta, once that day has come', async () => {
    // Before 1 June 2022, when 9953 (listed on the page, as implementing it) came into force itself.
    expect(await lastModified(9950, new Date('2022-01-01T00:00:00Z'))).toBe('2021-02-28T17:00:00.000Z');
    expect(await lastModified(9950, new Date('2021-02-28T16:59:59Z'))).toBe(LAST_EDIT);
  });

  it('is the day the regulation itself took effect, when that is later than its last edit', async () => {
    expect(await lastModified(9954, new Date('2030-01-01T00:00:00Z'))).toBe('2025-05-04T17:00:00.000Z');
    expect(await lastModified(9954, new Date('2025-05-01T00:00:00Z'))).toBe(LAST_EDIT);
  });

  it('is the day a regulation its page lists changed status: it shows that status too', async () => {
    expect(await lastModified(9950, new Date('2030-01-01T00:00:00Z'))).toBe('2022-05-31T17:00:00.000Z');
    expect(await lastModified(9955, new Date('2030-01-01T00:00:00Z'))).toBe('2023-06-30T17:00:00.000Z');
    expect(await lastModified(9955, new Date('2023-06-30T16:59:59Z'))).toBe(LAST_EDIT);
  });

  it('lists every regulation once', async () => {
    // Other files add and remove test rows meanwhile: the seed's rows are the ones to count.
    const entries = (await sitemapRegulations(anon)).filter((entry) => !entry.slug.startsWith('test-'));
    const seeded = await sql<{ slug: string }>("select slug from public.regulations where slug not like 'test-%'");
    expect(entries.map((entry) => entry.slug).sort()).toEqual(seeded.map((row) => row.slug).sort());
  });
});
