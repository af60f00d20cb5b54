-- The corrections of 28 November 2026 for a database seeded before them (docs/corrections/2026-11-28.md has each
-- fact's source). A fresh database gets the corrected rows and these corrections from supabase/seed/.
--
-- As the corrections before it (20261201000900), each changes a row only where it still reads as the seed wrote it:
-- a row an editor rewrote is theirs. Unlike them, each change is recorded in the open, with the same dated text the
-- seed gives it (supabase/seed/60_corrections.sql): an article correction, or a reference change, for exactly the
-- rows it changed. Running it twice changes nothing.

-- 1. Self-construction VAT is 2.2% since 1 January 2025 (PMK 81/2024 Article 324 as amended by PMK 11/2025), not
--    2.4% under PMK 61/2022. The article's slug stated the wrong rate: renamed, its old address is kept by the
--    articles_keep_former_slug trigger and answers 301.
with changed as (
  update public.articles
  set slug = 'kegiatan-membangun-sendiri-ppn-2-2-persen',
      title = $c$PPN Kegiatan Membangun Sendiri 2,2% pada 2025, Ini Syarat dan Cara Setornya$c$,
      excerpt = $c$Membangun rumah sendiri dengan luas minimal 200 meter persegi terutang PPN kegiatan membangun sendiri. Sejak 1 Januari 2025 besarnya 2,2% dari biaya pembangunan, tidak termasuk tanah.$c$,
      body = replace(replace(replace(body,
        $c$Kewajiban ini disebut PPN atas kegiatan membangun sendiri (KMS) dan diatur dalam PMK 61/2022. Dengan tarif PPN 12%, beban efektifnya kini 2,4% dari biaya pembangunan.$c$,
        $c$Kewajiban ini disebut PPN atas kegiatan membangun sendiri (KMS). Sejak 1 Januari 2025 ketentuannya diatur dalam PMK 81/2024 sebagaimana diubah dengan PMK 11/2025, menggantikan PMK 61/2022. Meski tarif PPN kini 12%, PPN KMS tetap 2,2% dari biaya pembangunan.$c$),
        $c$Dasar pengenaannya adalah nilai lain sebesar 20% dari total biaya yang dikeluarkan, tidak termasuk harga tanah.

| Komponen | Nilai |
|---|---|
| Biaya membangun pada bulan berjalan | Rp200.000.000 |
| Dasar pengenaan (20% × biaya) | Rp40.000.000 |
| PPN terutang (12% × dasar pengenaan) | Rp4.800.000 |
| Beban efektif | 2,4% |$c$,
        $c$PPN KMS dihitung dari jumlah biaya yang dikeluarkan untuk membangun pada setiap masa pajak, tidak termasuk biaya perolehan tanah. Besarnya 20% × 11/12 × tarif PPN 12% dikalikan biaya itu, atau 2,2% dari biaya (PMK 81/2024 Pasal 324 ayat 2, diubah dengan Pasal 20 PMK 11/2025).

| Komponen | Nilai |
|---|---|
| Biaya membangun pada bulan berjalan, tanpa tanah | Rp200.000.000 |
| Besaran tertentu (20% × 11/12 × tarif PPN 12%) | 2,2% |
| PPN terutang (2,2% × Rp200.000.000) | Rp4.400.000 |$c$),
        $c$PPN KMS disetor setiap bulan sesuai biaya yang dikeluarkan pada bulan tersebut, paling lambat tanggal 15 bulan berikutnya. Penyetoran dilakukan dengan kode billing yang dibuat melalui Coretax. Orang pribadi yang bukan PKP tidak perlu menyampaikan SPT Masa PPN, tetapi wajib menyimpan bukti setor.$c$,
        $c$PPN KMS disetor setiap bulan atas biaya yang dikeluarkan pada bulan tersebut, paling lambat tanggal 15 bulan berikutnya, dengan kode billing. Orang pribadi atau badan yang bukan PKP dianggap telah melaporkan PPN KMS ketika pembayarannya mendapat validasi, sehingga tidak perlu menyampaikan SPT Masa PPN tersendiri (PMK 81/2024 Pasal 172). PKP melaporkannya dalam SPT Masa PPN.$c$)
  where slug = 'kegiatan-membangun-sendiri-ppn-2-4-persen' and title = $c$PPN Kegiatan Membangun Sendiri Kini 2,4%, Ini Syarat dan Cara Setornya$c$
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 10:00+07',
  $c$Artikel ini sebelumnya menyebut PPN kegiatan membangun sendiri 2,4% dari biaya pembangunan berdasarkan PMK 61/2022, dan menyebut 20% biaya sebagai dasar pengenaan pajak.$c$,
  $c$Yang benar: sejak 1 Januari 2025 PPN KMS diatur dalam PMK 81/2024 Pasal 324 sebagaimana diubah dengan Pasal 20 PMK 11/2025, yaitu 20% × 11/12 × tarif PPN 12% dikalikan biaya membangun (tanpa tanah), atau 2,2% dari biaya. Untuk biaya Rp200 juta, PPN-nya Rp4,4 juta, bukan Rp4,8 juta. Bagian cara menyetor kini merujuk PMK 81/2024 Pasal 172: yang bukan PKP dianggap telah melapor saat pembayarannya divalidasi; kewajiban menyimpan bukti setor yang sebelumnya disebut tidak kami temukan dasarnya. Judul, ringkasan, contoh perhitungan, dan alamat artikel telah diperbarui.$c$
from changed;

-- PMK 11/2025, which made it so, joins the register beside the PMK 81/2024 it amends, where the seed's register is.
insert into public.regulations (slug, kind, number, year, designation, title_id, title_en, issued_on, effective_on, summary_id, summary_en)
select 'pmk-11-2025', 'pmk', 11, 2025, $c$Peraturan Menteri Keuangan Nomor 11 Tahun 2025$c$,
  $c$Ketentuan Nilai Lain sebagai Dasar Pengenaan Pajak dan Besaran Tertentu Pajak Pertambahan Nilai$c$,
  $c$Other Values as the Tax Base and Set Amounts of Value Added Tax$c$,
  date '2025-02-04', date '2025-02-04',
  $c$Menyesuaikan rumus DPP nilai lain dan PPN besaran tertentu yang diatur dalam PMK tersendiri agar beban PPN atas barang dan jasa nonmewah tetap setara 11% sejak tarif 12%, antara lain PPN kegiatan membangun sendiri menjadi 20% × 11/12 × tarif PPN (2,2%). Berlaku 4 Februari 2025 dan diterapkan atas penyerahan sejak 1 Januari 2025.$c$,
  $c$Adjusts the other-value tax bases and set-amount VAT formulas laid down in separate regulations so that non-luxury goods and services keep an effective 11% VAT burden at the 12% rate; self-construction VAT, for one, becomes 20% × 11/12 × the VAT rate (2.2%). In force 4 February 2025 and applied to supplies from 1 January 2025.$c$
where exists (select 1 from public.regulations where slug = 'pmk-81-2024')
  and not exists (select 1 from public.regulations where slug = 'pmk-11-2025' or cite_key = 'pmk/11/2025');

with added as (
  insert into public.regulation_relations (regulation_id, kind, target_id)
  select actor.id, 'amends', target.id
  from public.regulations actor, public.regulations target
  where actor.slug = 'pmk-11-2025' and target.slug = 'pmk-81-2024'
  on conflict do nothing
  returning target_id as id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:58+07',
  $c$Daftar peraturan sebelumnya menampilkan PMK 81/2024 tanpa perubahan.$c$,
  $c$PMK 11/2025, yang berlaku sejak 4 Februari 2025, mengubah PMK 81/2024; Pasal 20-nya mengubah Pasal 324 tentang PPN kegiatan membangun sendiri.$c$,
  $c$The register showed PMK 81/2024 as unamended.$c$,
  $c$PMK 11/2025, in force since 4 February 2025, amends it; its Article 20 amends Article 324 on self-construction VAT.$c$
from added;

-- PMK 61/2022's summary says the rules moved to PMK 81/2024 (no revocation is recorded: its clause was not seen).
with changed as (
  update public.regulations
  set summary_id = $c$Mengatur PPN atas kegiatan membangun sendiri (KMS): 20% dari tarif PPN dikalikan biaya membangun, setara 2,2% pada tarif 11%. Sejak 1 Januari 2025 ketentuan KMS diatur dalam PMK 81/2024 (Pasal 323–324), sebagaimana diubah dengan PMK 11/2025.$c$,
      summary_en = $c$Set VAT on self-construction (KMS) at 20% of the VAT rate times the building cost, 2.2% at the 11% rate. Since 1 January 2025 the KMS rules are in PMK 81/2024 (Articles 323–324), as amended by PMK 11/2025.$c$
  where slug = 'pmk-61-2022'
    and summary_id = $c$PPN atas kegiatan membangun sendiri (KMS) dengan besaran tertentu.$c$
    and summary_en = $c$VAT on self-construction (KMS) at a set effective rate.$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:57+07',
  $c$Ringkasan sebelumnya menyajikan PMK 61/2022 seolah masih mengatur PPN kegiatan membangun sendiri.$c$,
  $c$Sejak 1 Januari 2025 ketentuan KMS diatur dalam PMK 81/2024 (Pasal 323–324), sebagaimana diubah dengan PMK 11/2025; besarnya kini 2,2% dari biaya membangun.$c$,
  $c$The summary presented PMK 61/2022 as if it still governed self-construction VAT.$c$,
  $c$Since 1 January 2025 the rules are in PMK 81/2024 (Articles 323–324), as amended by PMK 11/2025; the VAT is now 2.2% of the building cost.$c$
from changed;

-- The glossary's KMS entry cited PMK 61/2022 alone; it now gives the rate and the regulations in force, and links them.
with changed as (
  update public.glossary_entries
  set definition_id = $c$Kegiatan membangun bangunan, baik bangunan baru maupun perluasan bangunan lama, yang dilakukan orang pribadi atau badan tidak dalam kegiatan usaha atau pekerjaannya, untuk digunakan sendiri atau oleh pihak lain. KMS dikenai PPN bila bangunannya berkonstruksi utama kayu, beton, pasangan batu bata atau bahan sejenis, dan/atau baja, diperuntukkan bagi tempat tinggal atau tempat usaha, dan luasnya paling sedikit 200 meter persegi. Sejak 1 Januari 2025 PPN-nya 20% × 11/12 × tarif PPN dikalikan biaya membangun (tanpa tanah), yaitu 2,2% dari biaya, berdasarkan PMK 81/2024 sebagaimana diubah dengan PMK 11/2025; sebelumnya diatur dalam PMK 61/2022. PPN ini disetor sendiri oleh pihak yang membangun paling lambat tanggal 15 bulan berikutnya.$c$,
      definition_en = $c$Building work, whether a new building or an extension, that an individual or an entity carries out outside its business or profession, for its own use or for someone else's. It is subject to VAT when the building's main structure is wood, concrete, brick or similar, or steel, it is meant as a home or business premises, and it has a floor area of at least 200 square metres. Since 1 January 2025 the VAT is 20% × 11/12 × the VAT rate applied to the building cost excluding land, i.e. 2.2% of the cost, under PMK 81/2024 as amended by PMK 11/2025 (before that, PMK 61/2022). Whoever builds pays it over, by the 15th of the following month.$c$
  where slug = 'kms'
    and definition_id = $c$Kegiatan membangun bangunan yang dilakukan orang pribadi atau badan tidak dalam kegiatan usahanya, untuk digunakan sendiri atau oleh pihak lain. KMS dikenai PPN bila bangunannya memenuhi kriteria tertentu, antara lain diperuntukkan bagi tempat tinggal atau tempat usaha dengan luas keseluruhan paling sedikit 200 meter persegi. PPN-nya dihitung dengan besaran tertentu yang diatur dalam PMK 61/2022 dan disetor sendiri oleh pihak yang membangun.$c$
    and definition_en = $c$Building work that an individual or an entity carries out outside its business, for its own use or for someone else's. It is subject to VAT when the building meets certain criteria, among them being meant as a home or business premises with a total floor area of at least 200 square metres. The VAT is calculated at a set effective rate under PMK 61/2022 and paid over by whoever does the building.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:59+07',
  $c$Definisi KMS sebelumnya hanya merujuk PMK 61/2022.$c$,
  $c$Sejak 1 Januari 2025 PPN KMS diatur PMK 81/2024 sebagaimana diubah PMK 11/2025: 2,2% dari biaya membangun.$c$,
  $c$The KMS entry cited only PMK 61/2022.$c$,
  $c$Since 1 January 2025 self-construction VAT is governed by PMK 81/2024 as amended by PMK 11/2025: 2.2% of the building cost.$c$
from changed;

insert into public.glossary_regulations (entry_id, regulation_id)
select g.id, r.id from public.glossary_entries g, public.regulations r
where g.slug = 'kms' and g.definition_id = $c$Kegiatan membangun bangunan, baik bangunan baru maupun perluasan bangunan lama, yang dilakukan orang pribadi atau badan tidak dalam kegiatan usaha atau pekerjaannya, untuk digunakan sendiri atau oleh pihak lain. KMS dikenai PPN bila bangunannya berkonstruksi utama kayu, beton, pasangan batu bata atau bahan sejenis, dan/atau baja, diperuntukkan bagi tempat tinggal atau tempat usaha, dan luasnya paling sedikit 200 meter persegi. Sejak 1 Januari 2025 PPN-nya 20% × 11/12 × tarif PPN dikalikan biaya membangun (tanpa tanah), yaitu 2,2% dari biaya, berdasarkan PMK 81/2024 sebagaimana diubah dengan PMK 11/2025; sebelumnya diatur dalam PMK 61/2022. PPN ini disetor sendiri oleh pihak yang membangun paling lambat tanggal 15 bulan berikutnya.$c$ and r.slug in ('pmk-81-2024', 'pmk-11-2025')
on conflict do nothing;

-- 2. Annual returns do not move to the next working day (UU KUP Article 3(3); PMK 81/2024 Article 169): the calendar's
--    correction of its two annual rules, recorded here for the corrections page.

insert into public.reference_changes
  (calendar_rule_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:50+07',
  $c$Kalender sebelumnya memindahkan batas lapor SPT Tahunan PPh orang pribadi ke hari kerja berikutnya bila 31 Maret jatuh pada hari libur.$c$,
  $c$Yang benar: batas SPT Tahunan tidak bergeser (UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169); aturan hari kerja berikutnya berlaku untuk pembayaran pajak (PMK 81/2024 Pasal 100) dan SPT Masa, bukan SPT Tahunan. Misalnya, 31 Maret 2024 (hari Minggu) tetap menjadi batasnya.$c$,
  $c$The calendar moved the deadline for individuals' annual income tax returns to the next working day when 31 March fell on a holiday.$c$,
  $c$In fact the annual return deadline does not move (KUP Law Article 3(3); PMK 81/2024 Article 169): the next-working-day rule covers tax payments (PMK 81/2024 Article 100) and periodic returns, not annual returns. For example, 31 March 2024, a Sunday, stayed the deadline.$c$
from public.calendar_rules rule
where slug = 'lapor-spt-tahunan-orang-pribadi'
  and not exists (
    select 1 from public.reference_changes c where c.calendar_rule_id = rule.id and c.what_was_wrong_id = $c$Kalender sebelumnya memindahkan batas lapor SPT Tahunan PPh orang pribadi ke hari kerja berikutnya bila 31 Maret jatuh pada hari libur.$c$
  );

insert into public.reference_changes
  (calendar_rule_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:49+07',
  $c$Kalender sebelumnya memindahkan batas lapor SPT Tahunan PPh badan ke hari kerja berikutnya bila akhir bulan keempat setelah tahun pajak jatuh pada hari libur.$c$,
  $c$Yang benar: batas SPT Tahunan tidak bergeser (UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169). Misalnya, batas 30 April 2028 (hari Minggu) tetap pada hari itu, bukan 2 Mei 2028.$c$,
  $c$The calendar moved the deadline for companies' annual income tax returns to the next working day when the end of the fourth month after the tax year fell on a holiday.$c$,
  $c$In fact the annual return deadline does not move (KUP Law Article 3(3); PMK 81/2024 Article 169). For example, the deadline of 30 April 2028, a Sunday, stays on that day, not 2 May 2028.$c$
from public.calendar_rules rule
where slug = 'lapor-spt-tahunan-badan'
  and not exists (
    select 1 from public.reference_changes c where c.calendar_rule_id = rule.id and c.what_was_wrong_id = $c$Kalender sebelumnya memindahkan batas lapor SPT Tahunan PPh badan ke hari kerja berikutnya bila akhir bulan keempat setelah tahun pajak jatuh pada hari libur.$c$
  );

-- 3. PMK 131/2024: the full 12% on luxury goods from 1 February 2025; January 2025 was 12% × 11/12 (Article 5).

with changed as (
  update public.regulations
  set issued_on = coalesce(issued_on, date '2024-12-31'),
      summary_id = $c$Tarif PPN 12% dengan dasar harga jual atau nilai impor berlaku atas barang mewah yang juga dikenai PPnBM mulai 1 Februari 2025; selama Januari 2025 barang mewah pun dihitung 12% × 11/12. Untuk barang dan jasa lain, PPN dihitung dari DPP nilai lain sebesar 11/12 dari harga jual, penggantian, atau nilai impor.$c$,
      summary_en = $c$From 1 February 2025 the 12% VAT rate applies to the full selling price or import value of luxury goods that also bear the luxury-goods sales tax; during January 2025 they too were taxed at 12% × 11/12. Other goods and services are taxed on an other-value base of 11/12 of the selling price, consideration or import value.$c$
  where slug = 'pmk-131-2024'
    and summary_id = $c$Tarif PPN 12% dikenakan penuh atas barang mewah yang juga dikenai PPnBM; untuk barang dan jasa lain, PPN dihitung dari dasar pengenaan pajak nilai lain sebesar 11/12 dari harga jual, penggantian, atau nilai impor.$c$
    and summary_en = $c$The 12% VAT rate applies in full to luxury goods that also bear the luxury-goods sales tax; for other goods and services, VAT is charged on an other-value tax base of 11/12 of the selling price, consideration or import value.$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:40+07',
  $c$Ringkasan sebelumnya menyebut tarif PPN 12% penuh atas barang mewah tanpa menyebut sejak kapan.$c$,
  $c$Tarif 12% atas harga jual atau nilai impor berlaku atas barang mewah mulai 1 Februari 2025; selama Januari 2025 barang mewah pun dihitung 12% × 11/12 (PMK 131/2024 Pasal 5).$c$,
  $c$The summary gave the full 12% VAT rate on luxury goods without saying from when.$c$,
  $c$The 12% rate on the full selling price or import value applies to luxury goods from 1 February 2025; during January 2025 they too were taxed at 12% × 11/12 (PMK 131/2024 Article 5).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = replace(definition_id, $c$Berdasarkan PMK 131/2024, barang mewah yang dikenai PPnBM juga dikenai PPN dengan tarif penuh 12%.$c$, $c$Berdasarkan PMK 131/2024, sejak 1 Februari 2025 barang mewah yang dikenai PPnBM juga dikenai PPN 12% dari harga jual penuh.$c$),
      definition_en = replace(definition_en, $c$Under PMK 131/2024, luxury goods subject to this tax bear VAT at the full 12% rate.$c$, $c$Under PMK 131/2024, since 1 February 2025 luxury goods subject to this tax bear 12% VAT on the full selling price.$c$)
  where slug = 'ppnbm'
    and strpos(definition_id, $c$Berdasarkan PMK 131/2024, barang mewah yang dikenai PPnBM juga dikenai PPN dengan tarif penuh 12%.$c$) > 0
    and strpos(definition_en, $c$Under PMK 131/2024, luxury goods subject to this tax bear VAT at the full 12% rate.$c$) > 0
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:39+07',
  $c$Definisi sebelumnya menyebut barang mewah yang dikenai PPnBM dikenai PPN tarif penuh 12% tanpa menyebut sejak kapan.$c$,
  $c$Berdasarkan PMK 131/2024, PPN 12% dari harga jual penuh atas barang mewah berlaku sejak 1 Februari 2025; selama Januari 2025 dihitung 12% × 11/12.$c$,
  $c$The entry said luxury goods subject to this tax bear VAT at the full 12% rate, without saying from when.$c$,
  $c$Under PMK 131/2024, 12% VAT on the full selling price of luxury goods applies from 1 February 2025; during January 2025 it was 12% × 11/12.$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$Pada bulan pertama penerapan, pemerintah memberi masa transisi agar penjual barang mewah dapat menyesuaikan sistem faktur. Setelah itu, tarif penuh berlaku. Pembeli yang telanjur dipungut PPN lebih besar dari seharusnya dapat meminta penggantian faktur kepada penjual.$c$, $c$Selama 1–31 Januari 2025, PPN atas barang mewah masih dihitung 12% × 11/12 dari harga jual (setara 11%). Mulai 1 Februari 2025 tarif 12% berlaku atas harga jual penuh (PMK 131/2024 Pasal 5).$c$)
  where slug = 'daftar-barang-kena-ppn-12-dan-ppnbm' and strpos(body, $c$Pada bulan pertama penerapan, pemerintah memberi masa transisi agar penjual barang mewah dapat menyesuaikan sistem faktur. Setelah itu, tarif penuh berlaku. Pembeli yang telanjur dipungut PPN lebih besar dari seharusnya dapat meminta penggantian faktur kepada penjual.$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:38+07',
  $c$Bagian “Masa transisi” sebelumnya menyebut masa transisi pada bulan pertama penerapan tanpa tanggal, dan menyebut pembeli yang telanjur dipungut PPN lebih besar dapat meminta penggantian faktur, yang dasarnya tidak kami temukan.$c$,
  $c$Yang benar: selama 1–31 Januari 2025 PPN atas barang mewah masih dihitung 12% × 11/12 dari harga jual; mulai 1 Februari 2025 tarif 12% berlaku atas harga jual penuh (PMK 131/2024 Pasal 5).$c$
from changed;

-- 4. PMK 10/2025: the government-borne PPh 21 covers the 2025 tax periods only; 2026 has PMK 105/2025.

with changed as (
  update public.regulations
  set title_id = coalesce(title_id, $c$Pajak Penghasilan Pasal 21 atas Penghasilan Tertentu yang Ditanggung Pemerintah dalam rangka Stimulus Ekonomi Tahun Anggaran 2025$c$),
      title_en = coalesce(title_en, $c$Government-Borne Article 21 Income Tax on Certain Income as Part of the 2025 Fiscal-Year Economic Stimulus$c$),
      effective_on = coalesce(effective_on, date '2025-02-04'),
      summary_id = $c$PPh Pasal 21 ditanggung pemerintah untuk masa pajak Januari–Desember 2025 bagi pegawai dengan penghasilan bruto sampai Rp10 juta sebulan (atau rata-rata Rp500.000 sehari) pada pemberi kerja di industri alas kaki, tekstil dan pakaian jadi, furnitur, serta kulit dan barang dari kulit. Diubah dengan PMK 72/2025, yang menambahkan sektor pariwisata. Untuk 2026 berlaku PMK 105/2025.$c$,
      summary_en = $c$Article 21 income tax borne by the government for the January–December 2025 tax periods, for employees earning up to Rp10 million a month (or Rp500,000 a day on average) at employers in footwear, textiles and apparel, furniture, and leather and leather goods. Amended by PMK 72/2025, which added the tourism sector. For 2026, PMK 105/2025 applies.$c$
  where slug = 'pmk-10-2025'
    and summary_id = $c$PPh Pasal 21 ditanggung pemerintah bagi pekerja di industri padat karya tertentu.$c$
    and summary_en = $c$Article 21 income tax borne by the government for workers in certain labour-intensive industries.$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:30+07',
  $c$Ringkasan sebelumnya tidak menyebut masa berlaku insentif PPh Pasal 21 ditanggung pemerintah ini.$c$,
  $c$PMK 10/2025 berlaku untuk masa pajak Januari–Desember 2025 dan diubah dengan PMK 72/2025, yang menambahkan sektor pariwisata; untuk 2026 berlaku PMK 105/2025.$c$,
  $c$The summary did not say for which period this government-borne Article 21 income tax applies.$c$,
  $c$PMK 10/2025 covers the January–December 2025 tax periods and was amended by PMK 72/2025, which added the tourism sector; for 2026, PMK 105/2025 applies.$c$
from changed;

with changed as (
  update public.articles
  set body = body || E'\n\n' || $c$Catatan redaksi: PMK 10/2025 berlaku untuk masa pajak Januari–Desember 2025. Untuk 2026, insentif serupa diatur PMK 105/2025 dan juga mencakup sektor pariwisata.$c$
  where slug = 'pph-21-dtp-pekerja-industri-padat-karya-bergaji-hingga-10-juta' and right(body, length($c$Konsultan pajak mengingatkan perusahaan untuk mencocokkan kode klasifikasi usaha di data Coretax. Kesalahan kode dapat membuat insentif dianggap tidak sah dan berujung pada kewajiban membayar kembali pajak yang tidak dipotong.$c$)) = $c$Konsultan pajak mengingatkan perusahaan untuk mencocokkan kode klasifikasi usaha di data Coretax. Kesalahan kode dapat membuat insentif dianggap tidak sah dan berujung pada kewajiban membayar kembali pajak yang tidak dipotong.$c$
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:29+07',
  $c$Artikel ini tidak menyebut bahwa insentif PMK 10/2025 hanya berlaku untuk masa pajak Januari–Desember 2025.$c$,
  $c$Untuk 2026, insentif serupa diatur PMK 105/2025, yang juga mencakup sektor pariwisata; catatan redaksi telah ditambahkan.$c$
from changed;

with changed as (
  update public.articles
  set body = body || E'\n\n' || $c$Editor's note: PMK 10/2025 covers the January–December 2025 tax periods. For 2026 a similar incentive is set by PMK 105/2025, which also covers tourism.$c$
  where slug = 'pph-21-borne-by-government-for-labour-intensive-industry-workers' and right(body, length($c$Tax consultants remind companies to check their business classification code in Coretax. A wrong code can cause the incentive to be treated as invalid, leading to an obligation to pay back the tax that was not withheld.$c$)) = $c$Tax consultants remind companies to check their business classification code in Coretax. A wrong code can cause the incentive to be treated as invalid, leading to an obligation to pay back the tax that was not withheld.$c$
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:28+07',
  $c$This article did not say that the PMK 10/2025 incentive covers only the January–December 2025 tax periods.$c$,
  $c$For 2026 a similar incentive is set by PMK 105/2025, which also covers tourism; an editor's note has been added.$c$
from changed;

-- 5. PMK 168/2023: TER in every tax period but the last, not only January to November.

with changed as (
  update public.regulations
  set summary_id = $c$Petunjuk pemotongan PPh Pasal 21/26 atas penghasilan orang pribadi: tarif efektif rata-rata (TER) untuk setiap masa pajak selain masa pajak terakhir, dan tarif Pasal 17 UU PPh pada masa pajak terakhir (umumnya Desember), ketika pajak setahun atau sebagian tahun dihitung ulang.$c$,
      summary_en = $c$How Article 21/26 income tax is withheld from individuals' income: average effective rates (TER) in every tax period except the last, and the Article 17 rates in the last tax period (usually December), when the tax for the year or part-year is recalculated.$c$
  where slug = 'pmk-168-2023'
    and summary_id = $c$Petunjuk pemotongan PPh Pasal 21/26 atas penghasilan orang pribadi: tarif efektif rata-rata (TER) untuk masa Januari sampai November, dan tarif Pasal 17 UU PPh pada masa pajak terakhir.$c$
    and summary_en = $c$How Article 21/26 income tax is withheld from individuals' income: average effective rates (TER) from January to November, and the Article 17 rates in the last tax period.$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:20+07',
  $c$Ringkasan sebelumnya menyebut TER berlaku untuk masa Januari sampai November.$c$,
  $c$Yang benar: TER dipakai pada setiap masa pajak selain masa pajak terakhir; pada masa pajak terakhir (umumnya Desember) pajak setahun atau sebagian tahun dihitung ulang dengan tarif Pasal 17 UU PPh.$c$,
  $c$The summary said TER applies from January to November.$c$,
  $c$In fact TER applies in every tax period except the last; in the last tax period (usually December) the tax for the year or part-year is recalculated at the Article 17 rates.$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$TER hanya dipakai untuk Januari sampai November.$c$, $c$TER dipakai pada setiap masa pajak selain masa pajak terakhir (bagi pegawai yang bekerja setahun penuh: Januari–November).$c$)
  where slug = 'cara-menghitung-pph-21-tarif-efektif-rata-rata' and strpos(body, $c$TER hanya dipakai untuk Januari sampai November.$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:19+07',
  $c$Artikel ini sebelumnya menyebut TER hanya dipakai untuk Januari sampai November.$c$,
  $c$Yang benar: TER dipakai pada setiap masa pajak selain masa pajak terakhir, yang bagi pegawai yang bekerja setahun penuh berarti Januari–November (PMK 168/2023).$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$TER is only used from January to November.$c$, $c$TER is used in every tax period except the last (January to November for someone employed all year).$c$)
  where slug = 'how-to-calculate-pph-21-with-monthly-average-effective-rates' and strpos(body, $c$TER is only used from January to November.$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:18+07',
  $c$This article said TER is only used from January to November.$c$,
  $c$In fact TER is used in every tax period except the last, which for someone employed all year means January to November (PMK 168/2023).$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$Untuk masa Januari hingga November, pemberi kerja memotong PPh 21 dengan mengalikan$c$, $c$Untuk setiap masa pajak selain masa pajak terakhir (bagi pegawai yang bekerja setahun penuh: Januari hingga November), pemberi kerja memotong PPh 21 dengan mengalikan$c$)
  where slug = 'perbedaan-pph-21-desember-dan-bulan-lainnya' and strpos(body, $c$Untuk masa Januari hingga November, pemberi kerja memotong PPh 21 dengan mengalikan$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:17+07',
  $c$Artikel ini sebelumnya menyebut tarif TER dipakai untuk masa Januari hingga November.$c$,
  $c$Yang benar: TER dipakai pada setiap masa pajak selain masa pajak terakhir; Januari hingga November berlaku bagi pegawai yang bekerja setahun penuh (PMK 168/2023).$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$From January to November, the employer withholds PPh 21 by multiplying$c$, $c$In every tax period except the last (January to November for someone employed all year), the employer withholds PPh 21 by multiplying$c$)
  where slug = 'why-december-pph-21-withholding-is-higher' and strpos(body, $c$From January to November, the employer withholds PPh 21 by multiplying$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:16+07',
  $c$This article said the TER rate applies from January to November.$c$,
  $c$In fact TER applies in every tax period except the last; January to November holds for someone employed all year (PMK 168/2023).$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$sistem akan menghitung PPh 21 dengan tarif TER untuk masa Januari–November.$c$, $c$sistem akan menghitung PPh 21 dengan tarif TER untuk setiap masa pajak selain masa pajak terakhir.$c$)
  where slug = 'pembuatan-bukti-potong-pph-21-di-coretax-langkah-demi-langkah' and strpos(body, $c$sistem akan menghitung PPh 21 dengan tarif TER untuk masa Januari–November.$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:15+07',
  $c$Langkah keempat sebelumnya menyebut sistem menghitung PPh 21 dengan tarif TER untuk masa Januari–November.$c$,
  $c$Yang benar: tarif TER dipakai untuk setiap masa pajak selain masa pajak terakhir (PMK 168/2023).$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$the system calculates PPh 21 using the TER rate for January to November.$c$, $c$the system calculates PPh 21 using the TER rate for every tax period except the last.$c$)
  where slug = 'step-by-step-creating-pph-21-withholding-slips-in-coretax' and strpos(body, $c$the system calculates PPh 21 using the TER rate for January to November.$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:14+07',
  $c$Step four said the system applies the TER rate for January to November.$c$,
  $c$In fact the TER rate is used for every tax period except the last (PMK 168/2023).$c$
from changed;

-- 6. PMK 136/2024: the IIR and DMTT from 2025, the UTPR from 2026.

with changed as (
  update public.regulations
  set issued_on = coalesce(issued_on, date '2024-12-31'),
      summary_id = $c$Pajak minimum global 15% (Pilar Dua OECD) bagi grup usaha multinasional dengan peredaran bruto konsolidasi paling sedikit 750 juta euro: IIR dan DMTT berlaku mulai tahun pajak 2025, UTPR mulai tahun pajak 2026.$c$,
      summary_en = $c$A 15% global minimum tax (OECD Pillar Two) for multinational groups with consolidated revenue of at least EUR 750 million: the IIR and the domestic minimum top-up tax apply from tax year 2025, the UTPR from tax year 2026.$c$
  where slug = 'pmk-136-2024'
    and summary_id = $c$Pajak minimum global 15% (Pilar Dua OECD) bagi grup usaha multinasional dengan peredaran bruto konsolidasi tertentu.$c$
    and summary_en = $c$A 15% global minimum tax (OECD Pillar Two) for multinational groups above a consolidated revenue threshold.$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:10+07',
  $c$Ringkasan sebelumnya tidak menyebut kapan tiap mekanisme pajak minimum global berlaku.$c$,
  $c$IIR dan DMTT berlaku mulai tahun pajak 2025, sedangkan UTPR mulai tahun pajak 2026.$c$,
  $c$The summary did not say when each part of the global minimum tax applies.$c$,
  $c$The IIR and the domestic minimum top-up tax apply from tax year 2025, the UTPR from tax year 2026.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = replace(definition_id, $c$Indonesia menerapkannya mulai 1 Januari 2025 melalui PMK 136/2024.$c$, $c$Indonesia menerapkannya melalui PMK 136/2024: IIR dan DMTT mulai 2025, UTPR mulai 2026.$c$),
      definition_en = replace(definition_en, $c$Indonesia has applied the rules since 1 January 2025 through PMK 136/2024.$c$, $c$Indonesia applies the rules through PMK 136/2024: the IIR and domestic top-up tax from 2025, the UTPR from 2026.$c$)
  where slug = 'pajak-minimum-global'
    and strpos(definition_id, $c$Indonesia menerapkannya mulai 1 Januari 2025 melalui PMK 136/2024.$c$) > 0
    and strpos(definition_en, $c$Indonesia has applied the rules since 1 January 2025 through PMK 136/2024.$c$) > 0
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 09:09+07',
  $c$Definisi sebelumnya menyebut Indonesia menerapkan pajak minimum global mulai 1 Januari 2025, tanpa membedakan mekanismenya.$c$,
  $c$Yang benar: berdasarkan PMK 136/2024, IIR dan DMTT berlaku mulai 2025, sedangkan UTPR mulai 2026.$c$,
  $c$The entry said Indonesia has applied the rules since 1 January 2025, without telling the mechanisms apart.$c$,
  $c$In fact, under PMK 136/2024 the IIR and the domestic top-up tax apply from 2025 and the UTPR from 2026.$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$2. **Undertaxed Profits Rule (UTPR)** – jaring pengaman bila yurisdiksi induk tidak menerapkan IIR.$c$, $c$2. **Undertaxed Profits Rule (UTPR)** – jaring pengaman bila yurisdiksi induk tidak menerapkan IIR (berlaku mulai 2026).$c$)
  where slug = 'grup-multinasional-wajib-bayar-pajak-minimum-global' and strpos(body, $c$2. **Undertaxed Profits Rule (UTPR)** – jaring pengaman bila yurisdiksi induk tidak menerapkan IIR.$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:08+07',
  $c$Artikel ini tidak menyebut bahwa UTPR baru berlaku mulai 2026.$c$,
  $c$Yang benar: IIR dan DMTT berlaku mulai 2025, sedangkan UTPR mulai 2026 (PMK 136/2024); keterangan itu telah ditambahkan.$c$
from changed;

with changed as (
  update public.articles
  set body = replace(body, $c$2. **Undertaxed Profits Rule (UTPR)** – a backstop in case the parent's jurisdiction does not apply the IIR.$c$, $c$2. **Undertaxed Profits Rule (UTPR)** – a backstop in case the parent's jurisdiction does not apply the IIR (applies from 2026).$c$)
  where slug = 'global-minimum-tax-takes-effect-multinationals-must-prepare' and strpos(body, $c$2. **Undertaxed Profits Rule (UTPR)** – a backstop in case the parent's jurisdiction does not apply the IIR.$c$) > 0
  returning id
)
insert into public.article_corrections (article_id, published_at, what_was_wrong, what_is_right)
select id, timestamptz '2026-11-28 09:07+07',
  $c$This article did not say that the UTPR only applies from 2026.$c$,
  $c$In fact the IIR and the domestic top-up tax apply from 2025 and the UTPR from 2026 (PMK 136/2024); the article now says so.$c$
from changed;

-- 7. PP 55/2022's time limits still apply: a dated note, no fact changed, so no correction entry.

update public.articles
set body = body || E'\n\n' || $c$Catatan per 28 November 2026: pemerintah mengumumkan rencana menghapus batas waktu PPh final 0,5% bagi orang pribadi dan perseroan perorangan serta memperpanjangnya bagi koperasi sampai tahun pajak 2029, melalui revisi PP 55/2022. Kami belum menemukan revisi itu diterbitkan; sampai terbit, yang berlaku adalah Pasal 59 PP 55/2022.$c$
where slug = 'masa-berlaku-pph-final-umkm-0-5-persen' and right(body, length($c$Informasi lengkap tersedia di [pajak.go.id](https://www.pajak.go.id/).$c$)) = $c$Informasi lengkap tersedia di [pajak.go.id](https://www.pajak.go.id/).$c$;

update public.articles
set body = body || E'\n\n' || $c$Catatan per 28 November 2026: pemerintah mengumumkan rencana menghapus batas waktu PPh final 0,5% bagi orang pribadi dan perseroan perorangan serta memperpanjangnya bagi koperasi sampai tahun pajak 2029, melalui revisi PP 55/2022. Kami belum menemukan revisi itu diterbitkan; sampai terbit, yang berlaku adalah Pasal 59 PP 55/2022.$c$
where slug = 'umkm-bersiap-beralih-ke-pembukuan-saat-pph-final-berakhir' and right(body, length($c$DJP menyediakan kelas pajak gratis melalui program Business Development Services di sejumlah kantor pajak. Informasi jadwal tersedia di [pajak.go.id](https://www.pajak.go.id/).$c$)) = $c$DJP menyediakan kelas pajak gratis melalui program Business Development Services di sejumlah kantor pajak. Informasi jadwal tersedia di [pajak.go.id](https://www.pajak.go.id/).$c$;

update public.articles
set body = body || E'\n\n' || $c$Note as of 28 November 2026: the government has announced that a revision of PP 55/2022 will remove the time limit on the 0.5% final tax for individuals and one-person companies and extend it to tax year 2029 for cooperatives. We have not found the revision issued; until it is, Article 59 of PP 55/2022 applies.$c$
where slug = 'small-businesses-prepare-for-bookkeeping-as-final-tax-period-ends' and right(body, length($c$The DJP offers free tax classes through its Business Development Services programme at several tax offices. Schedules are available at [pajak.go.id](https://www.pajak.go.id/).$c$)) = $c$The DJP offers free tax classes through its Business Development Services programme at several tax offices. Schedules are available at [pajak.go.id](https://www.pajak.go.id/).$c$;

update public.glossary_entries
set definition_id = definition_id || ' ' || $c$Catatan per 28 November 2026: pemerintah mengumumkan rencana menghapus batas waktu PPh final 0,5% bagi orang pribadi dan perseroan perorangan serta memperpanjangnya bagi koperasi sampai tahun pajak 2029, melalui revisi PP 55/2022. Kami belum menemukan revisi itu diterbitkan; sampai terbit, yang berlaku adalah Pasal 59 PP 55/2022.$c$,
    definition_en = definition_en || ' ' || $c$Note as of 28 November 2026: the government has announced that a revision of PP 55/2022 will remove the time limit on the 0.5% final tax for individuals and one-person companies and extend it to tax year 2029 for cooperatives. We have not found the revision issued; until it is, Article 59 of PP 55/2022 applies.$c$
where slug = 'pph-final-umkm'
  and definition_id like $c$%Fasilitas ini berlaku untuk jangka waktu tertentu, dan wajib pajak dapat memilih beralih ke tarif umum.$c$
  and definition_en like $c$%The scheme is available for a limited number of years, and a taxpayer may choose to move to the normal rates instead.$c$;
