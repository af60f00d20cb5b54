-- The corrections of 28 November 2026, as every correction is made: dated, saying what was wrong and what is right,
-- listed on /id/ralat and /en/corrections (docs/decisions/0049-corrections-in-the-open.md). The rows they correct
-- are already right in the files before this one; migration 20261202010100 corrects a database seeded before them
-- and adds these same rows. The sources of each corrected fact: docs/corrections/2026-11-28.md.

-- Article corrections, in each article's language.
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select a.id, c.published_at, c.what_was_wrong, c.what_is_right
from (values
  ('kegiatan-membangun-sendiri-ppn-2-2-persen', timestamptz '2026-11-28 10:00+07',
   $c$Artikel ini sebelumnya menyebut PPN kegiatan membangun sendiri 2,4% dari biaya pembangunan berdasarkan PMK 61/2022, dan menyebut 20% biaya sebagai dasar pengenaan pajak.$c$,
   $c$Yang benar: sejak 1 Januari 2025 PPN KMS diatur dalam PMK 81/2024 Pasal 324 sebagaimana diubah dengan Pasal 20 PMK 11/2025, yaitu 20% × 11/12 × tarif PPN 12% dikalikan biaya membangun (tanpa tanah), atau 2,2% dari biaya. Untuk biaya Rp200 juta, PPN-nya Rp4,4 juta, bukan Rp4,8 juta. Bagian cara menyetor kini merujuk PMK 81/2024 Pasal 172: yang bukan PKP dianggap telah melapor saat pembayarannya divalidasi; kewajiban menyimpan bukti setor yang sebelumnya disebut tidak kami temukan dasarnya. Judul, ringkasan, contoh perhitungan, dan alamat artikel telah diperbarui.$c$),
  ('daftar-barang-kena-ppn-12-dan-ppnbm', timestamptz '2026-11-28 09:38+07',
   $c$Bagian “Masa transisi” sebelumnya menyebut masa transisi pada bulan pertama penerapan tanpa tanggal, dan menyebut pembeli yang telanjur dipungut PPN lebih besar dapat meminta penggantian faktur, yang dasarnya tidak kami temukan.$c$,
   $c$Yang benar: selama 1–31 Januari 2025 PPN atas barang mewah masih dihitung 12% × 11/12 dari harga jual; mulai 1 Februari 2025 tarif 12% berlaku atas harga jual penuh (PMK 131/2024 Pasal 5).$c$),
  ('pph-21-dtp-pekerja-industri-padat-karya-bergaji-hingga-10-juta', timestamptz '2026-11-28 09:29+07',
   $c$Artikel ini tidak menyebut bahwa insentif PMK 10/2025 hanya berlaku untuk masa pajak Januari–Desember 2025.$c$,
   $c$Untuk 2026, insentif serupa diatur PMK 105/2025, yang juga mencakup sektor pariwisata; catatan redaksi telah ditambahkan.$c$),
  ('pph-21-borne-by-government-for-labour-intensive-industry-workers', timestamptz '2026-11-28 09:28+07',
   $c$This article did not say that the PMK 10/2025 incentive covers only the January–December 2025 tax periods.$c$,
   $c$For 2026 a similar incentive is set by PMK 105/2025, which also covers tourism; an editor's note has been added.$c$),
  ('cara-menghitung-pph-21-tarif-efektif-rata-rata', timestamptz '2026-11-28 09:19+07',
   $c$Artikel ini sebelumnya menyebut TER hanya dipakai untuk Januari sampai November.$c$,
   $c$Yang benar: TER dipakai pada setiap masa pajak selain masa pajak terakhir, yang bagi pegawai yang bekerja setahun penuh berarti Januari–November (PMK 168/2023).$c$),
  ('how-to-calculate-pph-21-with-monthly-average-effective-rates', timestamptz '2026-11-28 09:18+07',
   $c$This article said TER is only used from January to November.$c$,
   $c$In fact TER is used in every tax period except the last, which for someone employed all year means January to November (PMK 168/2023).$c$),
  ('perbedaan-pph-21-desember-dan-bulan-lainnya', timestamptz '2026-11-28 09:17+07',
   $c$Artikel ini sebelumnya menyebut tarif TER dipakai untuk masa Januari hingga November.$c$,
   $c$Yang benar: TER dipakai pada setiap masa pajak selain masa pajak terakhir; Januari hingga November berlaku bagi pegawai yang bekerja setahun penuh (PMK 168/2023).$c$),
  ('why-december-pph-21-withholding-is-higher', timestamptz '2026-11-28 09:16+07',
   $c$This article said the TER rate applies from January to November.$c$,
   $c$In fact TER applies in every tax period except the last; January to November holds for someone employed all year (PMK 168/2023).$c$),
  ('pembuatan-bukti-potong-pph-21-di-coretax-langkah-demi-langkah', timestamptz '2026-11-28 09:15+07',
   $c$Langkah keempat sebelumnya menyebut sistem menghitung PPh 21 dengan tarif TER untuk masa Januari–November.$c$,
   $c$Yang benar: tarif TER dipakai untuk setiap masa pajak selain masa pajak terakhir (PMK 168/2023).$c$),
  ('step-by-step-creating-pph-21-withholding-slips-in-coretax', timestamptz '2026-11-28 09:14+07',
   $c$Step four said the system applies the TER rate for January to November.$c$,
   $c$In fact the TER rate is used for every tax period except the last (PMK 168/2023).$c$),
  ('grup-multinasional-wajib-bayar-pajak-minimum-global', timestamptz '2026-11-28 09:08+07',
   $c$Artikel ini tidak menyebut bahwa UTPR baru berlaku mulai 2026.$c$,
   $c$Yang benar: IIR dan DMTT berlaku mulai 2025, sedangkan UTPR mulai 2026 (PMK 136/2024); keterangan itu telah ditambahkan.$c$),
  ('global-minimum-tax-takes-effect-multinationals-must-prepare', timestamptz '2026-11-28 09:07+07',
   $c$This article did not say that the UTPR only applies from 2026.$c$,
   $c$In fact the IIR and the domestic top-up tax apply from 2025 and the UTPR from 2026 (PMK 136/2024); the article now says so.$c$)
) as c (slug, published_at, what_was_wrong, what_is_right)
join public.articles a on a.slug = c.slug;

-- The self-construction VAT article's address before its slug stopped stating the wrong rate: it answers 301.
insert into public.article_former_slugs (slug, article_id)
select 'kegiatan-membangun-sendiri-ppn-2-4-persen', id from public.articles where slug = 'kegiatan-membangun-sendiri-ppn-2-2-persen';

-- Corrections of reference data, in both languages, each naming the row it concerns. The two deadline rules' is
-- the calendar's: annual returns no longer move to the next working day.
insert into public.reference_changes
  (regulation_id, calendar_rule_id, glossary_entry_id, published_at,
   what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select r.id, rule.id, g.id, c.published_at, c.what_was_wrong_id, c.what_is_right_id, c.what_was_wrong_en, c.what_is_right_en
from (values
  ('glossary', 'kms', timestamptz '2026-11-28 09:59+07',
   $c$Definisi KMS sebelumnya hanya merujuk PMK 61/2022.$c$,
   $c$Sejak 1 Januari 2025 PPN KMS diatur PMK 81/2024 sebagaimana diubah PMK 11/2025: 2,2% dari biaya membangun.$c$,
   $c$The KMS entry cited only PMK 61/2022.$c$,
   $c$Since 1 January 2025 self-construction VAT is governed by PMK 81/2024 as amended by PMK 11/2025: 2.2% of the building cost.$c$),
  ('regulation', 'pmk-81-2024', timestamptz '2026-11-28 09:58+07',
   $c$Daftar peraturan sebelumnya menampilkan PMK 81/2024 tanpa perubahan.$c$,
   $c$PMK 11/2025, yang berlaku sejak 4 Februari 2025, mengubah PMK 81/2024; Pasal 20-nya mengubah Pasal 324 tentang PPN kegiatan membangun sendiri.$c$,
   $c$The register showed PMK 81/2024 as unamended.$c$,
   $c$PMK 11/2025, in force since 4 February 2025, amends it; its Article 20 amends Article 324 on self-construction VAT.$c$),
  ('regulation', 'pmk-61-2022', timestamptz '2026-11-28 09:57+07',
   $c$Ringkasan sebelumnya menyajikan PMK 61/2022 seolah masih mengatur PPN kegiatan membangun sendiri.$c$,
   $c$Sejak 1 Januari 2025 ketentuan KMS diatur dalam PMK 81/2024 (Pasal 323–324), sebagaimana diubah dengan PMK 11/2025; besarnya kini 2,2% dari biaya membangun.$c$,
   $c$The summary presented PMK 61/2022 as if it still governed self-construction VAT.$c$,
   $c$Since 1 January 2025 the rules are in PMK 81/2024 (Articles 323–324), as amended by PMK 11/2025; the VAT is now 2.2% of the building cost.$c$),
  ('calendar', 'lapor-spt-tahunan-orang-pribadi', timestamptz '2026-11-28 09:50+07',
   $c$Kalender sebelumnya memindahkan batas lapor SPT Tahunan PPh orang pribadi ke hari kerja berikutnya bila 31 Maret jatuh pada hari libur.$c$,
   $c$Yang benar: batas SPT Tahunan tidak bergeser (UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169); aturan hari kerja berikutnya berlaku untuk pembayaran pajak (PMK 81/2024 Pasal 100) dan SPT Masa, bukan SPT Tahunan. Misalnya, 31 Maret 2024 (hari Minggu) tetap menjadi batasnya.$c$,
   $c$The calendar moved the deadline for individuals' annual income tax returns to the next working day when 31 March fell on a holiday.$c$,
   $c$In fact the annual return deadline does not move (KUP Law Article 3(3); PMK 81/2024 Article 169): the next-working-day rule covers tax payments (PMK 81/2024 Article 100) and periodic returns, not annual returns. For example, 31 March 2024, a Sunday, stayed the deadline.$c$),
  ('calendar', 'lapor-spt-tahunan-badan', timestamptz '2026-11-28 09:49+07',
   $c$Kalender sebelumnya memindahkan batas lapor SPT Tahunan PPh badan ke hari kerja berikutnya bila akhir bulan keempat setelah tahun pajak jatuh pada hari libur.$c$,
   $c$Yang benar: batas SPT Tahunan tidak bergeser (UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169). Misalnya, batas 30 April 2028 (hari Minggu) tetap pada hari itu, bukan 2 Mei 2028.$c$,
   $c$The calendar moved the deadline for companies' annual income tax returns to the next working day when the end of the fourth month after the tax year fell on a holiday.$c$,
   $c$In fact the annual return deadline does not move (KUP Law Article 3(3); PMK 81/2024 Article 169). For example, the deadline of 30 April 2028, a Sunday, stays on that day, not 2 May 2028.$c$),
  ('regulation', 'pmk-131-2024', timestamptz '2026-11-28 09:40+07',
   $c$Ringkasan sebelumnya menyebut tarif PPN 12% penuh atas barang mewah tanpa menyebut sejak kapan.$c$,
   $c$Tarif 12% atas harga jual atau nilai impor berlaku atas barang mewah mulai 1 Februari 2025; selama Januari 2025 barang mewah pun dihitung 12% × 11/12 (PMK 131/2024 Pasal 5).$c$,
   $c$The summary gave the full 12% VAT rate on luxury goods without saying from when.$c$,
   $c$The 12% rate on the full selling price or import value applies to luxury goods from 1 February 2025; during January 2025 they too were taxed at 12% × 11/12 (PMK 131/2024 Article 5).$c$),
  ('glossary', 'ppnbm', timestamptz '2026-11-28 09:39+07',
   $c$Definisi sebelumnya menyebut barang mewah yang dikenai PPnBM dikenai PPN tarif penuh 12% tanpa menyebut sejak kapan.$c$,
   $c$Berdasarkan PMK 131/2024, PPN 12% dari harga jual penuh atas barang mewah berlaku sejak 1 Februari 2025; selama Januari 2025 dihitung 12% × 11/12.$c$,
   $c$The entry said luxury goods subject to this tax bear VAT at the full 12% rate, without saying from when.$c$,
   $c$Under PMK 131/2024, 12% VAT on the full selling price of luxury goods applies from 1 February 2025; during January 2025 it was 12% × 11/12.$c$),
  ('regulation', 'pmk-10-2025', timestamptz '2026-11-28 09:30+07',
   $c$Ringkasan sebelumnya tidak menyebut masa berlaku insentif PPh Pasal 21 ditanggung pemerintah ini.$c$,
   $c$PMK 10/2025 berlaku untuk masa pajak Januari–Desember 2025 dan diubah dengan PMK 72/2025, yang menambahkan sektor pariwisata; untuk 2026 berlaku PMK 105/2025.$c$,
   $c$The summary did not say for which period this government-borne Article 21 income tax applies.$c$,
   $c$PMK 10/2025 covers the January–December 2025 tax periods and was amended by PMK 72/2025, which added the tourism sector; for 2026, PMK 105/2025 applies.$c$),
  ('regulation', 'pmk-168-2023', timestamptz '2026-11-28 09:20+07',
   $c$Ringkasan sebelumnya menyebut TER berlaku untuk masa Januari sampai November.$c$,
   $c$Yang benar: TER dipakai pada setiap masa pajak selain masa pajak terakhir; pada masa pajak terakhir (umumnya Desember) pajak setahun atau sebagian tahun dihitung ulang dengan tarif Pasal 17 UU PPh.$c$,
   $c$The summary said TER applies from January to November.$c$,
   $c$In fact TER applies in every tax period except the last; in the last tax period (usually December) the tax for the year or part-year is recalculated at the Article 17 rates.$c$),
  ('regulation', 'pmk-136-2024', timestamptz '2026-11-28 09:10+07',
   $c$Ringkasan sebelumnya tidak menyebut kapan tiap mekanisme pajak minimum global berlaku.$c$,
   $c$IIR dan DMTT berlaku mulai tahun pajak 2025, sedangkan UTPR mulai tahun pajak 2026.$c$,
   $c$The summary did not say when each part of the global minimum tax applies.$c$,
   $c$The IIR and the domestic minimum top-up tax apply from tax year 2025, the UTPR from tax year 2026.$c$),
  ('glossary', 'pajak-minimum-global', timestamptz '2026-11-28 09:09+07',
   $c$Definisi sebelumnya menyebut Indonesia menerapkan pajak minimum global mulai 1 Januari 2025, tanpa membedakan mekanismenya.$c$,
   $c$Yang benar: berdasarkan PMK 136/2024, IIR dan DMTT berlaku mulai 2025, sedangkan UTPR mulai 2026.$c$,
   $c$The entry said Indonesia has applied the rules since 1 January 2025, without telling the mechanisms apart.$c$,
   $c$In fact, under PMK 136/2024 the IIR and the domestic top-up tax apply from 2025 and the UTPR from 2026.$c$)
) as c (kind, slug, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
left join public.regulations r on c.kind = 'regulation' and r.slug = c.slug
left join public.calendar_rules rule on c.kind = 'calendar' and rule.slug = c.slug
left join public.glossary_entries g on c.kind = 'glossary' and g.slug = c.slug
where coalesce(r.id, rule.id, g.id) is not null;
