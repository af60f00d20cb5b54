-- The regulation register: every regulation the seed articles cite, and those they amend or revoke.
-- Only facts we are sure of are filled in. A date, title or link we could not confirm stays null, and the page
-- says it is not yet recorded. The English titles are our translations; the Indonesian ones are official.

insert into public.regulations (slug, kind, number, year, designation, title_id, title_en, issued_on, effective_on, summary_id, summary_en) values
  ('uu-6-1983', 'uu', 6, 1983, 'Undang-Undang Nomor 6 Tahun 1983',
   'Ketentuan Umum dan Tata Cara Perpajakan', 'General Provisions and Tax Procedures', null, null,
   'Undang-undang tentang ketentuan umum dan tata cara perpajakan (UU KUP). Telah diubah beberapa kali, antara lain oleh UU HPP.',
   'The law on general provisions and tax procedures (the KUP Law). Amended several times, among others by the HPP Law.'),
  ('uu-7-1983', 'uu', 7, 1983, 'Undang-Undang Nomor 7 Tahun 1983',
   'Pajak Penghasilan', 'Income Tax', null, null,
   'Undang-undang Pajak Penghasilan (UU PPh). Telah diubah, terakhir oleh UU HPP.',
   'The Income Tax Law (UU PPh). Amended, most recently by the HPP Law.'),
  ('uu-8-1983', 'uu', 8, 1983, 'Undang-Undang Nomor 8 Tahun 1983',
   'Pajak Pertambahan Nilai Barang dan Jasa dan Pajak Penjualan atas Barang Mewah',
   'Value Added Tax on Goods and Services and Sales Tax on Luxury Goods', null, null,
   'Undang-undang PPN dan PPnBM.',
   'The VAT and luxury-goods sales tax law.'),
  ('uu-7-2021', 'uu', 7, 2021, 'Undang-Undang Nomor 7 Tahun 2021',
   'Harmonisasi Peraturan Perpajakan', 'Harmonisation of Tax Regulations', null, '2021-10-29',
   'UU HPP mengubah, antara lain, UU KUP, UU PPh, dan UU PPN. Sebagian ketentuannya mulai berlaku pada tanggal lain yang ditetapkan dalam undang-undang ini.',
   'The HPP Law amends, among others, the KUP, Income Tax and VAT Laws. Some of its provisions take effect on other dates set in the law itself.'),
  ('uu-10-2020', 'uu', 10, 2020, 'Undang-Undang Nomor 10 Tahun 2020',
   'Bea Meterai', 'Stamp Duty', null, '2021-01-01',
   'Undang-undang Bea Meterai yang menetapkan tarif tunggal Rp10.000.',
   'The Stamp Duty Law, which sets a single rate of Rp10,000.'),
  ('uu-2-2020', 'uu', 2, 2020, 'Undang-Undang Nomor 2 Tahun 2020',
   'Penetapan Peraturan Pemerintah Pengganti Undang-Undang Nomor 1 Tahun 2020 tentang Kebijakan Keuangan Negara dan Stabilitas Sistem Keuangan untuk Penanganan Pandemi Corona Virus Disease 2019 (COVID-19) dan/atau dalam rangka Menghadapi Ancaman yang Membahayakan Perekonomian Nasional dan/atau Stabilitas Sistem Keuangan menjadi Undang-Undang',
   null, null, null, null, null),
  ('uu-1-2022', 'uu', 1, 2022, 'Undang-Undang Nomor 1 Tahun 2022',
   'Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah',
   'Financial Relations between the Central Government and Regional Governments', '2022-01-05', null, null, null),
  ('pp-23-2018', 'pp', 23, 2018, 'Peraturan Pemerintah Nomor 23 Tahun 2018',
   'Pajak Penghasilan atas Penghasilan dari Usaha yang Diterima atau Diperoleh Wajib Pajak yang Memiliki Peredaran Bruto Tertentu',
   'Income Tax on Business Income Received or Earned by Taxpayers with a Certain Gross Turnover', null, '2018-07-01',
   'PPh final 0,5% dari omzet bagi wajib pajak dengan peredaran bruto tertentu.',
   'A final income tax of 0.5% of turnover for taxpayers below a set gross turnover.'),
  ('pp-55-2022', 'pp', 55, 2022, 'Peraturan Pemerintah Nomor 55 Tahun 2022',
   'Penyesuaian Pengaturan di Bidang Pajak Penghasilan', 'Adjustments to Income Tax Rules', null, null,
   'Peraturan pelaksanaan UU HPP di bidang PPh, termasuk ketentuan PPh final bagi wajib pajak dengan peredaran bruto tertentu yang sebelumnya diatur dalam PP 23/2018.',
   'Implements the HPP Law''s income tax changes, including the final tax for taxpayers below a set turnover that PP 23/2018 used to govern.'),
  ('pp-58-2023', 'pp', 58, 2023, 'Peraturan Pemerintah Nomor 58 Tahun 2023',
   'Tarif Pemotongan Pajak Penghasilan Pasal 21 atas Penghasilan sehubungan dengan Pekerjaan, Jasa, atau Kegiatan Wajib Pajak Orang Pribadi',
   'Withholding Rates of Article 21 Income Tax on Income from Employment, Services or Activities of Individual Taxpayers',
   null, '2024-01-01',
   'Menetapkan tarif efektif rata-rata (TER) bulanan dan harian untuk pemotongan PPh Pasal 21.',
   'Sets the monthly and daily average effective rates (TER) for Article 21 income tax withholding.'),
  ('pmk-252-2008', 'pmk', 252, 2008, 'Peraturan Menteri Keuangan Nomor 252/PMK.03/2008',
   'Petunjuk Pelaksanaan Pemotongan Pajak atas Penghasilan sehubungan dengan Pekerjaan, Jasa, dan Kegiatan Orang Pribadi',
   'Guidelines for Withholding Tax on Income from Employment, Services and Activities of Individuals', null, null, null, null),
  ('pmk-61-2022', 'pmk', 61, 2022, 'Peraturan Menteri Keuangan Nomor 61/PMK.03/2022',
   'Pajak Pertambahan Nilai atas Kegiatan Membangun Sendiri', 'Value Added Tax on Self-Construction', null, null,
   'Mengatur PPN atas kegiatan membangun sendiri (KMS): 20% dari tarif PPN dikalikan biaya membangun, setara 2,2% pada tarif 11%. Sejak 1 Januari 2025 ketentuan KMS diatur dalam PMK 81/2024 (Pasal 323–324), sebagaimana diubah dengan PMK 11/2025.',
   'Set VAT on self-construction (KMS) at 20% of the VAT rate times the building cost, 2.2% at the 11% rate. Since 1 January 2025 the KMS rules are in PMK 81/2024 (Articles 323–324), as amended by PMK 11/2025.'),
  ('pmk-112-2022', 'pmk', 112, 2022, 'Peraturan Menteri Keuangan Nomor 112/PMK.03/2022',
   'Nomor Pokok Wajib Pajak bagi Wajib Pajak Orang Pribadi, Wajib Pajak Badan, dan Wajib Pajak Instansi Pemerintah',
   'Taxpayer Identification Numbers for Individual, Corporate and Government Agency Taxpayers', null, null,
   'Mengatur penggunaan NIK sebagai NPWP bagi orang pribadi penduduk dan NPWP 16 digit.',
   'Provides for the national identity number (NIK) to serve as the NPWP for resident individuals, and the 16-digit NPWP.'),
  ('pmk-136-2023', 'pmk', 136, 2023, 'Peraturan Menteri Keuangan Nomor 136 Tahun 2023',
   'Perubahan atas Peraturan Menteri Keuangan Nomor 112/PMK.03/2022 tentang Nomor Pokok Wajib Pajak bagi Wajib Pajak Orang Pribadi, Wajib Pajak Badan, dan Wajib Pajak Instansi Pemerintah',
   'Amendment to Minister of Finance Regulation Number 112/PMK.03/2022 on Taxpayer Identification Numbers', null, null,
   null, null),
  ('pmk-96-2023', 'pmk', 96, 2023, 'Peraturan Menteri Keuangan Nomor 96 Tahun 2023',
   'Ketentuan Kepabeanan, Cukai, dan Pajak atas Impor dan Ekspor Barang Kiriman',
   'Customs, Excise and Tax Provisions on the Import and Export of Consignment Goods', null, null, null, null),
  ('pmk-168-2023', 'pmk', 168, 2023, 'Peraturan Menteri Keuangan Nomor 168 Tahun 2023',
   'Petunjuk Pelaksanaan Pemotongan Pajak atas Penghasilan sehubungan dengan Pekerjaan, Jasa, atau Kegiatan Orang Pribadi',
   'Guidelines for Withholding Tax on Income from Employment, Services or Activities of Individuals', null, '2024-01-01',
   'Petunjuk pemotongan PPh Pasal 21/26 atas penghasilan orang pribadi: tarif efektif rata-rata (TER) untuk setiap masa pajak selain masa pajak terakhir, dan tarif Pasal 17 UU PPh pada masa pajak terakhir (umumnya Desember), ketika pajak setahun atau sebagian tahun dihitung ulang.',
   'How Article 21/26 income tax is withheld from individuals'' income: average effective rates (TER) in every tax period except the last, and the Article 17 rates in the last tax period (usually December), when the tax for the year or part-year is recalculated.'),
  ('pmk-81-2024', 'pmk', 81, 2024, 'Peraturan Menteri Keuangan Nomor 81 Tahun 2024',
   'Ketentuan Perpajakan dalam rangka Pelaksanaan Sistem Inti Administrasi Perpajakan',
   'Tax Provisions for the Implementation of the Core Tax Administration System', null, '2025-01-01',
   'Aturan administrasi perpajakan untuk sistem Coretax: pendaftaran, pembayaran, pelaporan, dan bukti potong.',
   'The tax administration rules for the Coretax system: registration, payment, filing and withholding slips.'),
  ('pmk-131-2024', 'pmk', 131, 2024, 'Peraturan Menteri Keuangan Nomor 131 Tahun 2024',
   'Perlakuan Pajak Pertambahan Nilai atas Impor Barang Kena Pajak, Penyerahan Barang Kena Pajak, Penyerahan Jasa Kena Pajak, Pemanfaatan Barang Kena Pajak Tidak Berwujud dari Luar Daerah Pabean di Dalam Daerah Pabean, dan Pemanfaatan Jasa Kena Pajak dari Luar Daerah Pabean di Dalam Daerah Pabean',
   null, '2024-12-31', '2025-01-01',
   'Tarif PPN 12% dengan dasar harga jual atau nilai impor berlaku atas barang mewah yang juga dikenai PPnBM mulai 1 Februari 2025; selama Januari 2025 barang mewah pun dihitung 12% × 11/12. Untuk barang dan jasa lain, PPN dihitung dari DPP nilai lain sebesar 11/12 dari harga jual, penggantian, atau nilai impor.',
   'From 1 February 2025 the 12% VAT rate applies to the full selling price or import value of luxury goods that also bear the luxury-goods sales tax; during January 2025 they too were taxed at 12% × 11/12. Other goods and services are taxed on an other-value base of 11/12 of the selling price, consideration or import value.'),
  ('pmk-136-2024', 'pmk', 136, 2024, 'Peraturan Menteri Keuangan Nomor 136 Tahun 2024',
   'Pengenaan Pajak Minimum Global Berdasarkan Kesepakatan Internasional',
   'Imposition of a Global Minimum Tax under International Agreement', '2024-12-31', '2025-01-01',
   'Pajak minimum global 15% (Pilar Dua OECD) bagi grup usaha multinasional dengan peredaran bruto konsolidasi paling sedikit 750 juta euro: IIR dan DMTT berlaku mulai tahun pajak 2025, UTPR mulai tahun pajak 2026.',
   'A 15% global minimum tax (OECD Pillar Two) for multinational groups with consolidated revenue of at least EUR 750 million: the IIR and the domestic minimum top-up tax apply from tax year 2025, the UTPR from tax year 2026.'),
  ('per-11-pj-2025', 'per-djp', 11, 2025, 'PER-11/PJ/2025',
   null, null, '2025-05-22', '2025-05-22',
   'Ketentuan pelaporan PPh, PPN, PPnBM, dan bea meterai dalam Coretax: bentuk dan pengisian SPT, bukti potong, dan faktur pajak. Batas unggah e-Faktur menjadi tanggal 20 bulan berikutnya setelah tanggal pembuatannya.',
   'Reporting rules for income tax, VAT, luxury-goods sales tax and stamp duty in Coretax: the form and completion of returns, withholding slips and tax invoices. e-Faktur invoices are now uploaded by the 20th of the month after they are made.'),
  ('pmk-10-2025', 'pmk', 10, 2025, 'Peraturan Menteri Keuangan Nomor 10 Tahun 2025',
   'Pajak Penghasilan Pasal 21 atas Penghasilan Tertentu yang Ditanggung Pemerintah dalam rangka Stimulus Ekonomi Tahun Anggaran 2025',
   'Government-Borne Article 21 Income Tax on Certain Income as Part of the 2025 Fiscal-Year Economic Stimulus', null, '2025-02-04',
   'PPh Pasal 21 ditanggung pemerintah untuk masa pajak Januari–Desember 2025 bagi pegawai dengan penghasilan bruto sampai Rp10 juta sebulan (atau rata-rata Rp500.000 sehari) pada pemberi kerja di industri alas kaki, tekstil dan pakaian jadi, furnitur, serta kulit dan barang dari kulit. Diubah dengan PMK 72/2025, yang menambahkan sektor pariwisata. Untuk 2026 berlaku PMK 105/2025.',
   'Article 21 income tax borne by the government for the January–December 2025 tax periods, for employees earning up to Rp10 million a month (or Rp500,000 a day on average) at employers in footwear, textiles and apparel, furniture, and leather and leather goods. Amended by PMK 72/2025, which added the tourism sector. For 2026, PMK 105/2025 applies.');

-- PMK 11/2025 amends PMK 81/2024 (Article 20 rewrites Article 324, self-construction VAT); added 2026-11-28 with the
-- correction of the self-construction VAT rate (supabase/seed/60_corrections.sql); its source is in 60_sources.sql.
insert into public.regulations (slug, kind, number, year, designation, title_id, title_en, issued_on, effective_on, summary_id, summary_en) values
  ('pmk-11-2025', 'pmk', 11, 2025, 'Peraturan Menteri Keuangan Nomor 11 Tahun 2025',
   'Ketentuan Nilai Lain sebagai Dasar Pengenaan Pajak dan Besaran Tertentu Pajak Pertambahan Nilai',
   'Other Values as the Tax Base and Set Amounts of Value Added Tax', '2025-02-04', '2025-02-04',
   'Menyesuaikan rumus DPP nilai lain dan PPN besaran tertentu yang diatur dalam PMK tersendiri agar beban PPN atas barang dan jasa nonmewah tetap setara 11% sejak tarif 12%, antara lain PPN kegiatan membangun sendiri menjadi 20% × 11/12 × tarif PPN (2,2%). Berlaku 4 Februari 2025 dan diterapkan atas penyerahan sejak 1 Januari 2025.',
   'Adjusts the other-value tax bases and set-amount VAT formulas laid down in separate regulations so that non-luxury goods and services keep an effective 11% VAT burden at the 12% rate; self-construction VAT, for one, becomes 20% × 11/12 × the VAT rate (2.2%). In force 4 February 2025 and applied to supplies from 1 January 2025.');

-- regulation_id acts on target_id.
insert into public.regulation_relations (regulation_id, kind, target_id)
select actor.id, relation.kind, target.id
from (values
  ('uu-7-2021', 'amends', 'uu-6-1983'),
  ('uu-7-2021', 'amends', 'uu-7-1983'),
  ('uu-7-2021', 'amends', 'uu-8-1983'),
  ('pp-55-2022', 'revokes', 'pp-23-2018'),
  ('pp-55-2022', 'implements', 'uu-7-2021'),
  ('pmk-136-2023', 'amends', 'pmk-112-2022'),
  ('pmk-168-2023', 'revokes', 'pmk-252-2008'),
  ('pmk-168-2023', 'implements', 'pp-58-2023'),
  ('per-11-pj-2025', 'implements', 'pmk-81-2024'),
  ('pmk-11-2025', 'amends', 'pmk-81-2024')
) as relation (actor, kind, target)
join public.regulations actor on actor.slug = relation.actor
join public.regulations target on target.slug = relation.target;

insert into public.regulation_names (name, regulation_id)
select name.name, r.id
from (values
  ('KUP', 'uu-6-1983'),
  ('PPh', 'uu-7-1983'),
  ('PPN', 'uu-8-1983'),
  ('HPP', 'uu-7-2021'),
  ('Bea Meterai', 'uu-10-2020'),
  ('HKPD', 'uu-1-2022'),
  -- The laws' names written out, as the articles also cite them ("UU Harmonisasi Peraturan Perpajakan", "the Tax
  -- Harmonisation Law"); migration 20261201000800 adds the same rows to databases seeded before it.
  ('Harmonisasi Peraturan Perpajakan', 'uu-7-2021'),
  ('Tax Harmonisation', 'uu-7-2021'),
  ('Tax Harmonization', 'uu-7-2021'),
  ('General Tax Provisions', 'uu-6-1983'),
  ('Income Tax', 'uu-7-1983'),
  ('Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah', 'uu-1-2022')
) as name (name, slug)
join public.regulations r on r.slug = name.slug;
