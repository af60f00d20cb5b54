import { describe, expect, it } from 'vitest';
import { loader as registerLoader } from '~/routes/$lang.peraturan._index';
import { loader as entryLoader } from '~/routes/$lang.peraturan.$slug';
import { sql } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';

/**
 * A revoked regulation's page says from when it stopped being in force, and each regulation revoking it from when
 * its revocation takes effect: the revoking regulation's date in force, the date regulation_status() reads.
 */

const SEGMENT = { id: 'peraturan', en: 'regulations' } as const;
const entry = (lang: 'id' | 'en', slug: string) =>
  runLoader(entryLoader, `/${lang}/${SEGMENT[lang]}/${slug}`, { lang, slug });

const revokes = (actor: string, target: string) =>
  sql(
    `insert into public.regulation_relations (regulation_id, kind, target_id)
     select actor.id, 'revokes', target.id from public.regulations actor, public.regulations target
     where actor.slug = $1 and target.slug = $2`,
    [actor, target],
  );

describe('when a revocation takes effect', () => {
  it("shows a revoked regulation's last day in force as the day its revoker took effect, in both languages", async () => {
    const id = await entry('id', 'pmk-252-2008');
    expect(id.data?.view).toMatchObject({
      status: 'revoked',
      revokedFrom: { iso: '2024-01-01', label: '1 Januari 2024' },
    });
    expect(id.data?.view.relations).toEqual([
      {
        kind: 'revokesBy',
        regulations: [
          expect.objectContaining({
            href: '/id/peraturan/pmk-168-2023',
            revokedFrom: { iso: '2024-01-01', label: '1 Januari 2024' },
          }),
        ],
      },
    ]);
    const en = await entry('en', 'pmk-252-2008');
    expect(en.data?.view.revokedFrom).toEqual({ iso: '2024-01-01', label: '1 January 2024' });
  });

  it('dates each revoked row of the register, and no other', async () => {
    const page = await runLoader(registerLoader, '/en/regulations?status=revoked', { lang: 'en' });
    const rows = page.data?.view.rows ?? [];
    expect(rows.map((row) => [row.href, row.revokedFrom])).toEqual(
      expect.arrayContaining([
        ['/en/regulations/pmk-252-2008', { iso: '2024-01-01', label: '1 January 2024' }],
        // PP 55/2022's date in force is not recorded: the row says nothing of when.
        ['/en/regulations/pp-23-2018', undefined],
      ]),
    );
    const all = await runLoader(registerLoader, '/id/peraturan', { lang: 'id' });
    const dated = (all.data?.view.rows ?? []).filter((row) => row.revokedFrom);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((row) => row.status === 'revoked')).toBe(true);
  });

  it('says the date is not recorded when no revoker has one, and says nothing of it for a regulation in force', async () => {
    const unknown = await entry('en', 'pp-23-2018');
    expect(unknown.data?.view.status).toBe('revoked');
    expect(unknown.data?.view.revokedFrom).toBeNull();
    expect(unknown.data?.view.relations[0]?.regulations[0]?.revokedFrom).toBeNull();
    const inForce = await entry('id', 'pmk-168-2023');
    expect(inForce.data?.view).not.toHaveProperty('revokedFrom');
    // What it revokes or implements carries no date of its own: that is the page's own date in force.
    for (const relation of inForce.data?.view.relations ?? []) {
      for (const other of relation.regulations) expect(other).not.toHaveProperty('revokedFrom');
    }
  });

  it('dates a revocation still to come on the relation, while the regulation stays in force', async () => {
    // Years far from the seed's, so no other test's register page shows these rows.
    await sql(
      `insert into public.regulations (slug, kind, number, year, designation, effective_on) values
         ('test-revoked-later', 'pmk', 908, 1947, '908/PMK.03/1947', '1947-01-01'),
         ('test-revoker-later', 'pmk', 909, 1948, '909/PMK.03/1948', '2999-01-01'),
         ('test-revoker-earlier', 'pmk', 910, 1949, '910/PMK.03/1949', null)`,
    );
    try {
      await revokes('test-revoker-later', 'test-revoked-later');
      const pending = await entry('id', 'test-revoked-later');
      expect(pending.data?.view.status).toBe('in_force');
      expect(pending.data?.view).not.toHaveProperty('revokedFrom');
      expect(pending.data?.view.relations[0]?.regulations[0]?.revokedFrom).toEqual({
        iso: '2999-01-01',
        label: '1 Januari 2999',
      });
      // A second revoker in effect, its date unknown: revoked, and from when is not recorded.
      await revokes('test-revoker-earlier', 'test-revoked-later');
      const revoked = await entry('id', 'test-revoked-later');
      expect(revoked.data?.view.status).toBe('revoked');
      expect(revoked.data?.view.revokedFrom).toBeNull();
    } finally {
      await sql("delete from public.regulations where slug like 'test-revoke%'");
    }
  });
});
