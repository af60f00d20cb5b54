import { expect, it } from 'vitest';
import { rolledBackTransactions } from './support/rolled-back.ts';

// Regional regulations (perda) are numbered per region: the same number and year name a different regulation in
// each province, regency and city, which is why no citation names one by its key (app/lib/citations.ts). The
// register must hold them all; the key stays unique for every other kind, whose numbers are national.
const { client, inRolledBackTransaction } = rolledBackTransactions();

const insert = (slug: string, kind: string, designation: string) =>
  client().query(
    `insert into public.regulations (slug, kind, number, year, designation) values ($1, $2, 9961, 2019, $3)`,
    [slug, kind, designation],
  );

it('holds two regions’ regional regulations of the same number and year', async () => {
  await inRolledBackTransaction(async () => {
    await insert('test-perda-provinsi-9961-2019', 'perda', 'Peraturan Daerah Provinsi Uji Nomor 9961 Tahun 2019');
    await insert('test-perda-kota-9961-2019', 'perda', 'Peraturan Daerah Kota Uji Nomor 9961 Tahun 2019');
    const { rows } = await client().query(
      "select slug from public.regulations where cite_key = 'perda/9961/2019' order by slug",
    );
    expect(rows).toEqual([{ slug: 'test-perda-kota-9961-2019' }, { slug: 'test-perda-provinsi-9961-2019' }]);
  });
});

it('still refuses a second national regulation of the same kind, number and year', async () => {
  await inRolledBackTransaction(async () => {
    await insert('test-pmk-9961-2019', 'pmk', 'PMK 9961/2019');
    await expect(insert('test-pmk-9961-2019-copy', 'pmk', 'PMK 9961/2019')).rejects.toMatchObject({ code: '23505' });
  });
});
