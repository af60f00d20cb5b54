-- The glossary's entry for kurs pajak, which links the section where the weeks are kept (/id/kurs-pajak).
-- Every statement rests on the Fiscal Policy Agency's kurs pajak page
-- (https://fiskal.kemenkeu.go.id/informasi-publik/kurs-pajak?date=2021-01-01, the address as it was read): each
-- week's table names its Keputusan Menteri Keuangan ("KMK Nomor 56/KM.10/2020", with a copy of the decree), its
-- dates ("Tanggal Berlaku: 30 Desember 2020 - 05 Januari 2021"), 25 currencies with their rupiah value, "untuk JPY
-- adalah Nilai Rupiah per 100", and "Berlaku 1 pekan, yaitu mulai hari Rabu – Selasa". That a decree may cover two
-- weeks around Idulfitri is not said here: the page read says one week, and no source for the exception was found
-- (migration 20261205000010 removed it). What the rates are used for is not stated: no source at hand says it.

insert into public.glossary_entries (slug, term_id, term_en, abbreviation, aliases_id, aliases_en, definition_id, definition_en) values
  ('kurs-pajak', 'Kurs Pajak', 'Tax exchange rate', null,
   '{}'::text[], array['kurs pajak']::text[],
   $d$Kurs pajak adalah nilai rupiah untuk mata uang asing yang ditetapkan dengan Keputusan Menteri Keuangan (KMK) untuk setiap minggu. Satu KMK memuat 25 mata uang, dengan yen Jepang dinyatakan per 100 yen, dan berlaku dari hari Rabu sampai Selasa berikutnya. Badan Kebijakan Fiskal Kementerian Keuangan menampilkan tabelnya di situsnya. Kurs pajak yang tercatat di newstax, beserta kalkulator dan riwayatnya, ada di halaman [Kurs Pajak](/id/kurs-pajak).$d$,
   $d$The tax exchange rate (kurs pajak) is the rupiah value of a foreign currency set for each week by a decree of the Minister of Finance (KMK). Each decree lists 25 currencies, the Japanese yen quoted per 100 yen, and applies from a Wednesday to the following Tuesday. The Fiscal Policy Agency of the Ministry of Finance shows the table on its website. The rates recorded on newstax, with a converter and their history, are on the [Tax Exchange Rates](/en/tax-exchange-rates) page.$d$);
