import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import { type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';

/**
 * The reference-text corrections of 2026-11-25 on databases seeded before them: one with the rows as the seed
 * (and the calendar's earlier migration) wrote them, one whose editors had rewritten them, and one with neither.
 * Once corrected, the rows read exactly as a freshly seeded database's do.
 */

const MIGRATION = '20261201000900_reference_text_corrections.sql';
const OLD = {
  summary: {
    id: 'Tarif PPN 12% dikenakan penuh atas barang mewah yang juga dikenai PPnBM; untuk barang dan jasa lain, PPN dihitung dari dasar pengenaan pajak nilai lain sebesar 11/12 dari nilai impor atau harga jual.',
    en: 'The 12% VAT rate applies in full to luxury goods that also bear the luxury-goods sales tax; for other goods and services, VAT is charged on an other-value tax base of 11/12 of the import value or selling price.',
  },
  // The Indonesian text as it stood then: the correction of 2026-11-28 (20261205000000) changes both texts together.
  treatyDefinitionId:
    'Perjanjian antara Indonesia dan negara lain yang membagi hak pemajakan atas penghasilan yang mengalir di antara kedua negara, untuk menghindari pajak berganda dan mencegah penghindaran pajak. P3B dapat menurunkan tarif PPh Pasal 26, misalnya atas dividen, bunga, dan royalti, bagi penduduk negara mitra. Untuk memakainya, penerima penghasilan harus membuktikan bahwa ia penduduk negara mitra (surat keterangan domisili) dan memenuhi syarat lain, termasuk tidak menyalahgunakan perjanjian.',
  treatyDefinition:
    'An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax evasion. A treaty can lower Article 26 withholding, for example on dividends, interest and royalties, for residents of the partner country. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.',
  monthlyTaxes: {
    id: 'PPh Pasal 4 ayat (2), 15, 21, 22 (selain atas impor), 23, 25 dan 26; PPN atas pemanfaatan barang tidak berwujud dan jasa dari luar daerah pabean; PPN kegiatan membangun sendiri; bea meterai yang dipungut pemungut',
    en: 'Income tax Articles 4(2), 15, 21, 22 (other than on imports), 23, 25 and 26; VAT on intangible goods and services used from outside the customs area; VAT on self-construction; stamp duty collected by appointed collectors',
  },
};

async function seedOld(client: pg.Client, edited: boolean) {
  const text = (seeded: string, rewritten: string) => (edited ? rewritten : seeded);
  await client.query(
    `insert into public.regulations (slug, kind, number, year, designation, summary_id, summary_en)
     values ('pmk-131-2024', 'pmk', 131, 2024, 'PMK 131/2024', $1, $2),
            ('pmk-81-2024', 'pmk', 81, 2024, 'PMK 81/2024', null, null)`,
    [text(OLD.summary.id, 'Ringkasan dari redaksi.'), text(OLD.summary.en, 'Summary by the editors.')],
  );
  await client.query(
    `insert into public.glossary_entries (slug, term_id, term_en, abbreviation, definition_id, definition_en)
     values ('p3b', 'Persetujuan Penghindaran Pajak Berganda', 'Tax treaty', 'P3B', $1, $2)`,
    [
      text(OLD.treatyDefinitionId, 'Definisi dari redaksi.'),
      text(OLD.treatyDefinition, 'A definition by the editors, which says evasion on purpose.'),
    ],
  );
  await client.query(
    `insert into public.calendar_rules (slug, kind, day, name_id, name_en, taxes_id, taxes_en, regulation_slug, position)
     values ('setor-pajak-bulanan', 'monthly_day', 15, 'Batas setor pajak bulanan', 'Monthly tax payment deadline',
             $1, $2, 'pmk-81-2024', 10)`,
    [text(OLD.monthlyTaxes.id, 'PPh, oleh redaksi'), text(OLD.monthlyTaxes.en, 'Income tax, by the editors')],
  );
}

type State = { summary: string[]; treatyDefinition: string[]; monthlyTaxes: string[] };

async function state(client: pg.Client): Promise<State> {
  const { rows } = await client.query<State>(
    `select array(select unnest(array[summary_id, summary_en]) from public.regulations where slug = 'pmk-131-2024') as summary,
            array(select definition_en from public.glossary_entries where slug = 'p3b') as "treatyDefinition",
            array(select unnest(array[taxes_id, taxes_en]) from public.calendar_rules where slug = 'setor-pajak-bulanan')
              as "monthlyTaxes"`,
  );
  return rows[0] as State;
}

const { databases, before } = migratedScenarios('newstax_reference_texts', MIGRATION, seedOld, state);

describe('the reference-text corrections of 2026-11-25', () => {
  it('makes a database seeded before them read as a freshly seeded one', async () => {
    const seededNow = new pg.Client({ connectionString: testBackend().dbUrl });
    await seededNow.connect();
    try {
      const fresh = await state(seededNow);
      expect(fresh.summary.join(' ')).toContain('11/12 dari harga jual, penggantian, atau nilai impor');
      expect(fresh.treatyDefinition[0]).toContain('avoidance or evasion');
      expect(fresh.monthlyTaxes[0]).toMatch(/^Antara lain /);
      // Brought up to date, as a hosted database is: later corrections of the same rows (20261202010100, 20261205000000,
      // 20261206000010) follow.
      const seeded = databases.seeded as MigrationDatabase;
      await seeded.applyAfter(MIGRATION);
      expect(await state(seeded.client)).toEqual(fresh);
    } finally {
      await seededNow.end();
    }
  });

  it('leaves what editors wrote, and a database without the seed, as they were', async () => {
    expect(await state(databases.edited?.client as pg.Client)).toEqual(before.edited);
    expect(await state(databases.empty?.client as pg.Client)).toEqual({
      summary: [],
      treatyDefinition: [],
      monthlyTaxes: [],
    });
  });

  it('changes nothing when it runs a second time', async () => {
    const seeded = databases.seeded as MigrationDatabase;
    const once = await state(seeded.client);
    await seeded.apply(MIGRATION);
    expect(await state(seeded.client)).toEqual(once);
  });
});
