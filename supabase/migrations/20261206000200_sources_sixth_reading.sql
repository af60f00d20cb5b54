-- The sixth reading of the register's and the glossary's sources (29 November 2026, Jakarta time), after the fifth
-- (20261206000100): the entries the fifth left without a source or a check were searched again. For three glossary
-- entries one acceptable source holds the entry once what no source gives is cut; each such change is listed,
-- dated, on /id/ralat and /en/corrections. For PMK 252/PMK.03/2008 an established news page gives its title word for
-- word, the only statement the entry makes: its source changes and it is marked checked, with its text unchanged, so
-- no change is recorded on the corrections pages (as the second and third readings did with a source alone). What
-- was read: docs/corrections/2026-11-29.md. A fresh database gets the same rows from the seed (30_regulations, 40-41
-- glossary, 60_sources, 60_corrections); tests/db/sources-29-november-migration.test.ts holds the two to each other.
-- An entry changes only where its text, source and missing checked date are still the seed's. Running it twice
-- changes nothing.

-- The title is the only statement: the row is marked checked only where it makes no other (a blank one makes none).
update public.regulations
set source_url = 'https://economy.okezone.com/read/2024/01/06/320/2950605/simak-aturan-petunjuk-pemotongan-pajak-pph-21-dan-26',
    source_name = 'Okezone', checked_on = date '2026-11-29'
where slug = 'pmk-252-2008'
  and source_url is not distinct from 'https://jdih.kemenkeu.go.id/FullText/2008/252~PMK.03~2008Per.HTM'
  and source_name is not distinct from 'JDIH Kemenkeu'
  and checked_on is null
  and issued_on is null
  and effective_on is null
  and summary_id is null
  and summary_en is null
  and (title_id is null or title_id = $c$Petunjuk Pelaksanaan Pemotongan Pajak atas Penghasilan sehubungan dengan Pekerjaan, Jasa, dan Kegiatan Orang Pribadi$c$)
  and (title_en is null or title_en = $c$Guidelines for Withholding Tax on Income from Employment, Services and Activities of Individuals$c$);

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pemotongan dan pemungutan pajak adalah dua istilah perpajakan Indonesia yang dalam bahasa Inggris sama-sama disebut withholding tax; tidak ada ketentuan yang secara eksplisit mendefinisikan keduanya. Pemotongan pajak adalah kegiatan memotong sejumlah pajak yang terutang dari pembayaran yang dilakukan, oleh pihak yang melakukan pembayaran (pemberi penghasilan) terhadap penerima penghasilan, misalnya pemberi kerja, bendaharawan pemerintah, atau penyelenggara kegiatan. Istilah pemotongan dipakai untuk PPh Pasal 21, PPh Pasal 23, dan PPh Pasal 26.$c$,
      definition_en = $c$Withholding (pemotongan) and collection (pemungutan) of tax are two Indonesian tax terms that are both called withholding tax in English; no provision defines either of them explicitly. Withholding means deducting the tax due from a payment, done by the payer of the income when paying the recipient, for example an employer, a government treasurer or an event organiser. The term is used for Article 21, Article 23 and Article 26 income tax.$c$,
      source_url = 'https://news-mobile.ddtc.co.id/tahukah-kamu-apa-beda-pemotongan-dan-pemungutan-pajak-1803295', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'pemotong-pemungut'
    and definition_id = $c$Pemotong dan pemungut pajak adalah pihak yang diwajibkan atau ditunjuk berdasarkan peraturan perpajakan untuk memotong pajak dari pembayaran yang dilakukannya atau memungut pajak dalam suatu transaksi, lalu menyetorkan dan melaporkannya. Pemotong mengurangkan pajak dari penghasilan yang dibayarkannya, misalnya pemberi kerja yang memotong PPh Pasal 21 dari gaji karyawan. Pemungut menarik pajak dalam transaksi, misalnya instansi pemerintah yang memungut PPh Pasal 22 atau platform digital asing yang ditunjuk sebagai pemungut PPN.$c$
    and definition_en = $c$A withholding agent or collector is a party required or appointed under the tax rules to withhold tax from payments it makes, or to collect tax on a transaction, and then pay it over and report it. A withholding agent deducts the tax from the income it pays, as an employer does with Article 21 income tax on employees' pay. A collector charges the tax in a transaction, as government agencies do with Article 22 income tax and appointed foreign digital platforms do with VAT.$c$
    and source_url is not distinct from 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:52+07',
  $c$Definisi sebelumnya menyebut pemotong dan pemungut sebagai pihak yang diwajibkan atau ditunjuk untuk memotong atau memungut pajak lalu menyetorkan dan melaporkannya, serta memberi contoh pemungutan PPh Pasal 22 oleh instansi pemerintah dan PPN oleh platform digital asing; hal-hal itu tidak kami temukan dalam satu sumber yang layak.$c$,
  $c$Kalimat-kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews.$c$,
  $c$The entry described withholding agents and collectors as parties required or appointed to withhold or collect tax and then pay it over and report it, and gave government agencies collecting Article 22 tax and foreign platforms collecting VAT as examples; we did not find these in one acceptable source.$c$,
  $c$Those sentences are removed until they are sourced; the entry now agrees with DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Penghasilan bruto adalah total pendapatan sebelum dikurangi potongan. Penghasilan neto adalah penghasilan bruto dikurangi pengeluaran atau biaya yang diakui; bagi karyawan, potongan itu antara lain biaya jabatan dan iuran pensiun.$c$,
      definition_en = $c$Gross income is total income before deductions. Net income is gross income less the recognised expenses or costs; for an employee, these deductions include the job-expense deduction (biaya jabatan) and pension contributions.$c$,
      source_url = 'https://www.idxchannel.com/milenomic/pahami-perbedaan-penghasilan-bruto-dan-neto/2', source_name = 'IDX Channel', checked_on = date '2026-11-29'
  where slug = 'penghasilan-bruto'
    and definition_id = $c$Seluruh penghasilan yang diterima atau diperoleh sebelum dikurangi biaya, iuran, atau pengurang lainnya. Dalam pemotongan PPh, banyak tarif diterapkan langsung pada jumlah bruto, misalnya TER PPh Pasal 21 atas penghasilan bruto sebulan serta tarif PPh Pasal 23. Untuk PPh tahunan, penghasilan bruto dikurangi biaya dan pengurang yang diizinkan untuk mendapatkan penghasilan neto.$c$
    and definition_en = $c$All income received or earned before costs, contributions or other deductions are taken off. Many withholding rates apply directly to the gross amount, such as the Article 21 TER on a month's gross income and the Article 23 rates. For the annual income tax, the allowed costs and deductions are subtracted from gross income to arrive at net income.$c$
    and source_url is not distinct from 'https://stats.pajak.go.id/en/calculation-article-25-income-tax'
    and source_name is not distinct from 'DJP'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:51+07',
  $c$Definisi sebelumnya menyebut bahwa banyak tarif pemotongan PPh, seperti TER PPh Pasal 21 dan tarif PPh Pasal 23, diterapkan langsung pada jumlah bruto, dan mengaitkan pengurangan biaya khusus dengan PPh tahunan; hal itu tidak dimuat sumber yang kami pakai.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan IDX Channel.$c$,
  $c$The entry said that many withholding rates, such as the Article 21 TER and the Article 23 rates, apply directly to the gross amount, and tied the deduction of costs specifically to the annual income tax; the source we use does not say this.$c$,
  $c$That sentence is removed until it is sourced; the entry now agrees with IDX Channel.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$PPh Pasal 26 adalah PPh yang dikenakan atas penghasilan yang bersumber dari Indonesia yang diterima atau diperoleh wajib pajak luar negeri selain bentuk usaha tetap (BUT). Berdasarkan Pasal 26 ayat (1) UU PPh, pajak ini dipotong atas penghasilan dengan nama dan dalam bentuk apa pun yang dibayarkan kepada wajib pajak luar negeri selain BUT di Indonesia. BUT tidak termasuk karena, meskipun merupakan subjek pajak luar negeri, perlakuan PPh-nya dipersamakan dengan subjek pajak badan dalam negeri.$c$,
      definition_en = $c$Article 26 income tax (PPh 26) is the income tax on Indonesian-source income received or earned by non-resident taxpayers other than permanent establishments. Under Article 26(1) of the Income Tax Law, it is withheld from income of any name and form paid to a non-resident taxpayer other than a permanent establishment in Indonesia. Permanent establishments are excluded because, although they are non-resident taxpayers, they are taxed like resident companies.$c$,
      source_url = 'https://news-mobile.ddtc.co.id/apa-itu-pph-pasal-26-1812390', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'pph-26'
    and definition_id = $c$PPh yang dipotong atas penghasilan dari Indonesia yang dibayarkan kepada wajib pajak luar negeri selain bentuk usaha tetap, seperti dividen, bunga, royalti, sewa, imbalan jasa, dan hadiah. Tarifnya 20% dari jumlah bruto, tetapi dapat lebih rendah bila penerimanya penduduk negara mitra P3B dan memenuhi syarat untuk memakai perjanjian tersebut. Laba bentuk usaha tetap setelah pajak juga dikenai PPh Pasal 26, kecuali ditanamkan kembali di Indonesia.$c$
    and definition_en = $c$Income tax withheld on Indonesian-source income paid to non-resident taxpayers other than permanent establishments, such as dividends, interest, royalties, rent, service fees and prizes. The rate is 20% of the gross amount, which a tax treaty may lower when the recipient is resident in the treaty partner and qualifies for the treaty's benefits. A permanent establishment's after-tax profit is also taxed under Article 26 unless it is reinvested in Indonesia.$c$
    and source_url is not distinct from 'https://id.m.wikisource.org/wiki/Halaman:UU_Nomor_11_Tahun_2020_tentang_Cipta_Kerja.pdf/632'
    and source_name is not distinct from 'Wikisource'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:50+07',
  $c$Definisi sebelumnya menyebut jenis penghasilan yang dipotong, tarif 20% dari jumlah bruto, penurunan tarif berdasarkan P3B, dan pengenaan PPh Pasal 26 atas laba BUT setelah pajak, dengan sumber berupa salinan wiki undang-undang yang tidak memenuhi standar kami; hal-hal itu tidak kami temukan dalam sumber yang layak yang kami pakai.$c$,
  $c$Kalimat-kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews.$c$,
  $c$The entry listed the types of income withheld, the 20% rate on the gross amount, treaty relief and the tax on a permanent establishment's after-tax profit, citing a wiki copy of the law that does not meet our standard; the acceptable source we use does not contain these.$c$,
  $c$Those sentences are removed until they are sourced; the entry now agrees with DDTCNews.$c$
from changed;
