-- The seventh reading of the glossary's sources (29 November 2026, Jakarta time), after the sixth (20261206000200).
-- Two entries get one acceptable source each. Pemeriksaan's recorded page described PMK 17/2013, which PMK 15/2025
-- revoked from 14 February 2025; it now rests on a page about PMK 15/2025, cut to what that page gives.
-- Pencatatan's recorded page, now read, says record-keeping is required of individuals who use the deemed profit
-- norm, where the entry said it was allowed; the entry is corrected to what the page says. Two glossary entries lose
-- other names their texts and sources no longer give: "branch profits tax" (pph-26) and "pemungut PPN" / "VAT
-- collector" (pemotong-pemungut). Each change is listed, dated, on /id/ralat and /en/corrections. What was read:
-- docs/corrections/2026-11-29.md. A fresh database gets the same rows from the seed (40-41 glossary, 60_sources,
-- 60_corrections); tests/db/sources-29-november-migration.test.ts holds the two to each other. An entry changes only
-- where its text, source and missing checked date are still the seed's, an alias only where the entry's text is
-- still the sixth reading's. Running it twice changes nothing.

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pemeriksaan pajak diatur dalam PMK 15/2025, yang berlaku mulai 14 Februari 2025 dan mencabut PMK 17/2013, PMK 256/2014, serta Pasal 105 PMK 18/2021. Menurut PMK ini, pemeriksaan untuk menguji kepatuhan pemenuhan kewajiban perpajakan dilakukan dengan tiga tipe pemeriksaan. Di antaranya pemeriksaan lengkap, yang mencakup seluruh pos dalam SPT dan/atau Surat Pemberitahuan Objek Pajak (SPOP) secara mendalam dan dilaksanakan paling lama lima bulan, dan pemeriksaan terfokus, yang terfokus pada satu atau beberapa pos.$c$,
      definition_en = $c$Tax audits are governed by PMK 15/2025, in force since 14 February 2025, which revoked PMK 17/2013, PMK 256/2014 and Article 105 of PMK 18/2021. Under it, an audit to test compliance with tax obligations is carried out as one of three types. Among them are the full audit, which covers every item of the tax return (SPT) and/or the tax object return (SPOP) in depth and takes at most five months, and the focused audit, which concentrates on one or more items.$c$,
      source_url = 'https://news.ddtc.co.id/berita/download-peraturan/1809006/download-di-sini-peraturan-menkeu-terbaru-terkait-pemeriksaan-pajak',
      source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'pemeriksaan'
    and definition_id = $c$Pemeriksaan pajak adalah serangkaian kegiatan DJP untuk menghimpun dan mengolah data, keterangan, dan bukti secara objektif dan profesional berdasarkan standar pemeriksaan, guna menguji kepatuhan wajib pajak atau untuk tujuan lain yang diatur undang-undang. Pemeriksaan antara lain dilakukan atas permohonan restitusi atau berdasarkan analisis risiko. Hasilnya dapat berujung pada surat ketetapan pajak, misalnya SKPKB atau SKPLB. Pemeriksaan ini berbeda dari pemeriksaan bukti permulaan, yang dilakukan untuk mencari indikasi tindak pidana perpajakan.$c$
    and definition_en = $c$A tax audit (pemeriksaan) is DJP's process of gathering and processing data, information and evidence, objectively and professionally under audit standards, to test a taxpayer's compliance or for other purposes set by law. Audits are carried out, among other reasons, when a refund is claimed or on the basis of risk analysis. The findings can lead to a tax assessment letter such as an SKPKB or SKPLB. A tax audit is distinct from a preliminary evidence examination (pemeriksaan bukti permulaan), which looks for signs of a tax crime.$c$
    and source_url is not distinct from 'https://news.ddtc.co.id/berita/nasional/1793928/lapor-spt-nyatakan-lebih-bayar-djp-bisa-lakukan-pemeriksaan-ini'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 08:48+07',
  $c$Definisi sebelumnya bersumber pada berita tentang PMK 17/2013, yang telah dicabut PMK 15/2025 sejak 14 Februari 2025, dan memuat rumusan definisi pemeriksaan, pemicunya (permohonan restitusi dan analisis risiko), hasilnya berupa SKPKB atau SKPLB, serta bedanya dengan pemeriksaan bukti permulaan; hal-hal itu tidak kami temukan dalam satu sumber yang layak tentang aturan yang kini berlaku.$c$,
  $c$Kalimat-kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews tentang PMK 15/2025.$c$,
  $c$The entry rested on a news report about PMK 17/2013, which PMK 15/2025 revoked from 14 February 2025, and gave the legal definition of an audit, its triggers (refund claims and risk analysis), its outcome in an SKPKB or SKPLB, and how it differs from a preliminary evidence examination; we did not find these in one acceptable source on the rules now in force.$c$,
  $c$Those sentences are removed until they are sourced; the entry now agrees with DDTCNews on PMK 15/2025.$c$
from changed;

-- The source stays; only the text changes, and the entry is now checked against it.
with changed as (
  update public.glossary_entries
  set definition_id = $c$Pencatatan wajib dilaksanakan oleh wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan menghitung penghasilan netonya dengan NPPN. Pencatatan itu meliputi peredaran bruto dan penghasilan bruto, serta harta dan kewajiban. Wajib pajak yang memiliki lebih dari satu jenis usaha, tempat usaha, atau pekerjaan bebas harus membuat pencatatan yang menggambarkan masing-masing secara jelas. Wajib pajak yang tidak memberitahukan pemakaian NPPN kepada DJP dianggap memilih menyelenggarakan pembukuan.$c$,
      definition_en = $c$Record-keeping (pencatatan) is required of individuals who run a business or practise a profession and calculate their net income with the deemed profit norm (NPPN). The records cover gross turnover and gross income, as well as assets and liabilities. A taxpayer with more than one type of business, place of business or profession must keep records that show each of them clearly. A taxpayer who does not notify DJP of using the NPPN is deemed to have chosen to keep books.$c$,
      checked_on = date '2026-11-29'
  where slug = 'pencatatan'
    and definition_id = $c$Pencatatan adalah pengumpulan data secara teratur tentang peredaran atau penerimaan bruto dan/atau penghasilan bruto sebagai dasar menghitung pajak yang terutang. Pencatatan merupakan kewajiban yang lebih sederhana daripada pembukuan. Cara ini diperbolehkan bagi orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan memakai NPPN.$c$
    and definition_en = $c$Record-keeping (pencatatan) is the regular recording of gross turnover or receipts and/or gross income as the basis for calculating the tax due. It is a simpler obligation than bookkeeping. It is allowed for individuals who run a business or practise a profession and use the deemed profit norm (NPPN).$c$
    and source_url is not distinct from 'https://news.ddtc.co.id/berita/nasional/1815186/lupa-sampaikan-pemberitahuan-nppn-ini-konsekuensinya'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 08:49+07',
  $c$Definisi sebelumnya menyebut pencatatan diperbolehkan bagi orang pribadi yang memakai NPPN, padahal pencatatan wajib bagi mereka. Definisi itu juga menyebut pencatatan sebagai dasar menghitung pajak yang terutang dan sebagai kewajiban yang lebih sederhana daripada pembukuan; hal itu tidak dimuat sumber kami.$c$,
  $c$Wajib pajak orang pribadi yang memakai NPPN wajib melaksanakan pencatatan; kalimat yang tidak dimuat sumber kami dihapus sampai ada sumbernya. Definisi kini sesuai dengan DDTCNews.$c$,
  $c$The entry said record-keeping is allowed for individuals who use the deemed profit norm (NPPN), when it is required of them. It also called record-keeping the basis for calculating the tax due and a simpler obligation than bookkeeping, which our source does not say.$c$,
  $c$Individuals who use the NPPN must keep records; what our source does not say is removed until it is sourced. The entry now agrees with DDTCNews.$c$
from changed;

-- An alias is a name the page shows for the entry: it goes where the entry, as the sixth reading left it, no longer
-- gives it.
with changed as (
  update public.glossary_entries
  set aliases_en = array_remove(aliases_en, 'branch profits tax')
  where slug = 'pph-26'
    and 'branch profits tax' = any(aliases_en)
    and definition_id = $c$PPh Pasal 26 adalah PPh yang dikenakan atas penghasilan yang bersumber dari Indonesia yang diterima atau diperoleh wajib pajak luar negeri selain bentuk usaha tetap (BUT). Berdasarkan Pasal 26 ayat (1) UU PPh, pajak ini dipotong atas penghasilan dengan nama dan dalam bentuk apa pun yang dibayarkan kepada wajib pajak luar negeri selain BUT di Indonesia. BUT tidak termasuk karena, meskipun merupakan subjek pajak luar negeri, perlakuan PPh-nya dipersamakan dengan subjek pajak badan dalam negeri.$c$
    and source_url is not distinct from 'https://news-mobile.ddtc.co.id/apa-itu-pph-pasal-26-1812390'
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 08:46+07',
  $c$Entri ini mencantumkan "branch profits tax" sebagai nama lain dalam bahasa Inggris, padahal definisinya tidak lagi menyebut pengenaan PPh Pasal 26 atas laba BUT dan sumbernya tidak memuat hal itu.$c$,
  $c$Nama lain itu dihapus.$c$,
  $c$The entry listed "branch profits tax" as another English name, though its definition no longer mentions the tax on a permanent establishment's profit and its source does not give it.$c$,
  $c$That name is removed.$c$
from changed;

with changed as (
  update public.glossary_entries
  set aliases_id = array_remove(aliases_id, 'pemungut PPN'), aliases_en = array_remove(aliases_en, 'VAT collector')
  where slug = 'pemotong-pemungut'
    and ('pemungut PPN' = any(aliases_id) or 'VAT collector' = any(aliases_en))
    and definition_id = $c$Pemotongan dan pemungutan pajak adalah dua istilah perpajakan Indonesia yang dalam bahasa Inggris sama-sama disebut withholding tax; tidak ada ketentuan yang secara eksplisit mendefinisikan keduanya. Pemotongan pajak adalah kegiatan memotong sejumlah pajak yang terutang dari pembayaran yang dilakukan, oleh pihak yang melakukan pembayaran (pemberi penghasilan) terhadap penerima penghasilan, misalnya pemberi kerja, bendaharawan pemerintah, atau penyelenggara kegiatan. Istilah pemotongan dipakai untuk PPh Pasal 21, PPh Pasal 23, dan PPh Pasal 26.$c$
    and source_url is not distinct from 'https://news-mobile.ddtc.co.id/tahukah-kamu-apa-beda-pemotongan-dan-pemungutan-pajak-1803295'
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 08:47+07',
  $c$Entri ini mencantumkan "pemungut PPN" dan "VAT collector" sebagai nama lain, padahal definisinya tidak lagi membahas pemungutan PPN dan sumbernya tidak memuat hal itu.$c$,
  $c$Kedua nama lain itu dihapus.$c$,
  $c$The entry listed "pemungut PPN" and "VAT collector" as other names, though its definition no longer covers the collection of VAT and its source does not give it.$c$,
  $c$Both names are removed.$c$
from changed;
