-- The glossary's entry for kurs pajak, which links the section where the weeks are kept (/id/kurs-pajak).
-- Every statement rests on the Fiscal Policy Agency's kurs pajak page
-- (https://fiskal.kemenkeu.go.id/informasi-publik/kurs-pajak): each week's table names its Keputusan Menteri
-- Keuangan ("KMK Nomor 56/KM.10/2020", with a copy of the decree), its dates ("Tanggal Berlaku: 30 Desember
-- 2020 - 05 Januari 2021"), 25 currencies with their rupiah value, and "untuk JPY adalah Nilai Rupiah per 100".
-- The two-week periods around Idulfitri are the page's own (2025-03-26 to 2025-04-08; katadata reported the one
-- of 27 April to 10 May 2022). What the rates are used for is not stated here: no source at hand says it.

insert into public.glossary_entries (slug, term_id, term_en, abbreviation, aliases_id, aliases_en, definition_id, definition_en) values
  ('kurs-pajak', 'Kurs Pajak', 'Tax exchange rate', null,
   '{}'::text[], array['kurs pajak']::text[],
   $d$Kurs pajak adalah nilai rupiah untuk mata uang asing yang ditetapkan dengan Keputusan Menteri Keuangan (KMK) untuk setiap minggu. Satu KMK memuat 25 mata uang, dengan yen Jepang dinyatakan per 100 yen, dan berlaku dari hari Rabu sampai Selasa berikutnya; di sekitar Idulfitri satu KMK dapat berlaku dua minggu. Badan Kebijakan Fiskal Kementerian Keuangan menampilkan tabelnya di situsnya. Kurs pajak yang tercatat di newstax, beserta kalkulator dan riwayatnya, ada di halaman [Kurs Pajak](/id/kurs-pajak).$d$,
   $d$The tax exchange rate (kurs pajak) is the rupiah value of a foreign currency set for each week by a decree of the Minister of Finance (KMK). Each decree lists 25 currencies, the Japanese yen quoted per 100 yen, and applies from a Wednesday to the following Tuesday; around Idulfitri one decree may cover two weeks. The Fiscal Policy Agency of the Ministry of Finance shows the table on its website. The rates recorded on newstax, with a converter and their history, are on the [Tax Exchange Rates](/en/tax-exchange-rates) page.$d$);
