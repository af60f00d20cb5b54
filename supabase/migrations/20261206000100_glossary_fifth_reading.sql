-- The fifth reading of the glossary's sources (29 November 2026, Jakarta time), after the fourth (20261206000000):
-- five entries it left without a source or a check were searched again, and an acceptable source was found that
-- holds each entry once what no source gives is cut. Each change is listed, dated, on /id/ralat and
-- /en/corrections; what was read: docs/corrections/2026-11-29.md. A fresh database gets the same rows from the seed;
-- tests/db/sources-29-november-migration.test.ts holds the two to each other. An entry changes only where its text,
-- source and missing checked date are still the seed's. Running it twice changes nothing.

with changed as (
  update public.glossary_entries
  set definition_id = $c$Banding adalah upaya hukum yang dapat ditempuh wajib pajak atau penanggung pajak di Pengadilan Pajak terhadap keputusan yang dapat diajukan banding berdasarkan peraturan perundang-undangan perpajakan. Surat banding diajukan secara tertulis dalam bahasa Indonesia kepada Pengadilan Pajak.$c$,
      definition_en = $c$A tax appeal (banding) is a legal remedy that a taxpayer or a person liable for tax can pursue at the Tax Court against a decision that can be appealed under the tax laws. The appeal letter is submitted to the Tax Court in writing, in Indonesian.$c$,
      source_url = 'https://onewebfile.beacukai.go.id/OneWebApi/preview/faq-keberatanbanding-banding', source_name = 'DJBC', checked_on = date '2026-11-29'
  where slug = 'banding'
    and definition_id = $c$Banding adalah upaya hukum wajib pajak ke Pengadilan Pajak terhadap keputusan keberatan yang diterbitkan DJP. Banding diajukan secara tertulis dalam bahasa Indonesia, paling lama tiga bulan sejak keputusan keberatan diterima. Putusan Pengadilan Pajak atas banding bersifat final, tetapi masih dapat diajukan peninjauan kembali ke Mahkamah Agung.$c$
    and definition_en = $c$A tax appeal (banding) is a taxpayer's legal challenge, filed with the Tax Court, against DJP's decision on an objection. It must be filed in writing in Indonesian within three months of receiving the objection decision. The Tax Court's ruling on the appeal is final, though the parties may still seek a case review (peninjauan kembali) at the Supreme Court.$c$
    and source_url is not distinct from 'https://news-lite.ddtc.co.id/5-alasan-permohonan-peninjauan-kembali-di-tingkat-mahkamah-agung-1807481'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:44+07',
  $c$Definisi sebelumnya menyebut bahwa banding diajukan terhadap keputusan keberatan DJP paling lama tiga bulan sejak keputusan itu diterima, serta bahwa putusan Pengadilan Pajak bersifat final tetapi masih dapat diajukan peninjauan kembali ke Mahkamah Agung; tidak ada satu sumber yang dapat kami kutip yang memuat seluruh isi definisi itu.$c$,
  $c$Kalimat-kalimat itu dihapus sampai ada satu sumber yang memuatnya; definisi kini sesuai dengan halaman tanya-jawab banding Direktorat Jenderal Bea dan Cukai, yang mengutip definisi banding dalam UU Pengadilan Pajak.$c$,
  $c$The entry said an appeal is filed against DJP's decision on an objection within three months of receiving it, and that the Tax Court's ruling is final though a case review at the Supreme Court is still possible; no single source we can cite supports the whole entry.$c$,
  $c$Those sentences are removed until one source supports them; the entry now agrees with the Directorate General of Customs and Excise's appeal FAQ, which quotes the Tax Court Law's definition of an appeal.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak atas perolehan hak atas tanah dan/atau bangunan, misalnya karena jual beli, hibah, waris, atau tukar-menukar. BPHTB dibayar oleh orang pribadi atau badan yang memperoleh hak atas tanah dan/atau bangunan itu.$c$,
      definition_en = $c$A tax on acquiring rights to land and/or buildings, for example by purchase, gift, inheritance or exchange. It is paid by the individual or entity that acquires the rights.$c$,
      source_url = 'https://bapenda.pekanbaru.go.id/layanan/bphtb', source_name = 'Bapenda Kota Pekanbaru', checked_on = date '2026-11-29'
  where slug = 'bphtb'
    and definition_id = $c$Pajak atas perolehan hak atas tanah dan/atau bangunan, misalnya karena jual beli, hibah, waris, atau tukar-menukar. BPHTB adalah pajak daerah yang dipungut kabupaten/kota dan dibayar oleh pihak yang memperoleh hak. Tarifnya ditetapkan dalam peraturan daerah, dalam batas yang diatur UU HKPD.$c$
    and definition_en = $c$A tax on acquiring rights to land or buildings, whether by purchase, gift, inheritance or exchange. It is a regional tax collected by regencies and cities and paid by the party acquiring the rights. The rate is set in regional regulations, within the limits of the HKPD Law.$c$
    and source_url is not distinct from 'https://bapenda.pekanbaru.go.id/layanan/bphtb'
    and source_name is not distinct from 'Bapenda Kota Pekanbaru'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:43+07',
  $c$Definisi sebelumnya menyebut bahwa BPHTB adalah pajak daerah yang dipungut kabupaten/kota dan bahwa tarifnya ditetapkan dalam peraturan daerah dalam batas UU HKPD, yang tidak dimuat oleh sumber yang kami catat.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Bapenda Kota Pekanbaru.$c$,
  $c$The entry said BPHTB is a regional tax collected by regencies and cities and that its rate is set in regional regulations within the limits of the HKPD Law; the source we record does not say so.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with Bapenda Kota Pekanbaru.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Kurang bayar adalah status SPT Tahunan ketika jumlah pajak terutang lebih besar daripada kredit pajak, yaitu pajak yang telah dipotong pihak lain atau dibayar sendiri. Selisihnya harus disetorkan ke kas negara.$c$,
      definition_en = $c$Underpayment (kurang bayar) is the status of an annual tax return when the tax due is greater than the tax credits, that is, tax already withheld by others or paid by the taxpayer. The difference must be paid into the state treasury.$c$,
      source_url = 'https://www.kompas.com/tren/read/2021/03/26/073100565/muncul-status-kurang-bayar-atau-lebih-bayar-saat-lapor-spt-ini-solusinya?amp=1&page=2', source_name = 'Kompas', checked_on = date '2026-11-29'
  where slug = 'kurang-bayar'
    and definition_id = $c$Kurang bayar adalah keadaan ketika pajak yang terutang lebih besar daripada pajak yang sudah dibayar, dipotong, atau dipungut untuk suatu masa atau tahun pajak. Kekurangan PPh dalam SPT Tahunan, yang dikenal sebagai PPh Pasal 29, harus dilunasi sebelum SPT disampaikan. Jika kekurangan ditemukan melalui pemeriksaan, DJP menerbitkan Surat Ketetapan Pajak Kurang Bayar (SKPKB) beserta sanksi administrasinya.$c$
    and definition_en = $c$An underpayment (kurang bayar) arises when the tax due exceeds the tax already paid, withheld or collected for a tax period or year. Income tax still owed on the annual return, known as Article 29 income tax, must be paid before the return is filed. When an audit finds an underpayment, DJP issues an underpayment assessment (SKPKB) together with the administrative sanctions that apply.$c$
    and source_url is not distinct from 'https://web.iaiglobal.or.id/assets/materi/Sertifikasi/CA/modul/hbp/files/basic-html/page158.html'
    and source_name is not distinct from 'Ikatan Akuntan Indonesia'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:42+07',
  $c$Definisi sebelumnya juga menyebut masa pajak dan pajak yang dipungut, menyebut bahwa kekurangan PPh dalam SPT Tahunan dikenal sebagai PPh Pasal 29 dan harus dilunasi sebelum SPT disampaikan, serta bahwa DJP menerbitkan SKPKB beserta sanksi administrasinya bila kekurangan ditemukan melalui pemeriksaan; hal-hal itu tidak kami temukan dalam sumber yang dapat kami kutip.$c$,
  $c$Kalimat-kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Kompas.com, yang mengutip penjelasan DJP.$c$,
  $c$The entry also covered tax periods and tax collected by third parties, and said that income tax still owed on the annual return is known as Article 29 income tax and must be paid before the return is filed, and that DJP issues an underpayment assessment (SKPKB) with sanctions when an audit finds an underpayment; we found no source we can cite for these.$c$,
  $c$Those sentences are removed until they are sourced; the entry now agrees with Kompas.com, quoting DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$PPh yang dipungut atas impor, ekspor komoditas tambang tertentu, dan penjualan kepada badan usaha milik negara atau badan usaha tertentu. Atas impor, importir membayar PPh Pasal 22 sesuai penghitungan dan kode billing dari Direktorat Jenderal Bea dan Cukai. Bukti pungutan PPh Pasal 22 dikreditkan dalam SPT Tahunan PPh.$c$,
      definition_en = $c$Income tax collected on imports, on exports of certain mining commodities, and on sales to state-owned enterprises or certain business entities. On imports, the importer pays it according to the calculation and billing code provided by the Directorate General of Customs and Excise. The Article 22 tax receipt is credited in the annual income tax return.$c$,
      source_url = 'https://stats.pajak.go.id/en/income-tax-collection-article-22', source_name = 'DJP', checked_on = date '2026-11-29'
  where slug = 'pph-22'
    and definition_id = $c$PPh yang dipungut oleh pihak tertentu atas impor dan kegiatan usaha tertentu, misalnya oleh Direktorat Jenderal Bea dan Cukai atas impor barang dan oleh bendahara pemerintah atas pembelian barang. Pemungut lainnya, seperti badan usaha di industri tertentu dan penjual barang yang tergolong sangat mewah, ditetapkan oleh Menteri Keuangan. Pada umumnya PPh Pasal 22 merupakan pembayaran di muka yang dapat dikreditkan terhadap PPh terutang dalam SPT Tahunan.$c$
    and definition_en = $c$Income tax collected by designated parties on imports and on certain business transactions: customs (the Directorate General of Customs and Excise) collects it on imported goods, and government treasurers on their purchases of goods. Other collectors, such as companies in certain industries and sellers of very-high-value luxury goods, are designated by the Minister of Finance. It is generally a prepayment that the buyer or importer can credit against the income tax due in the annual return.$c$
    and source_url is not distinct from null
    and source_name is not distinct from null
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:41+07',
  $c$Definisi sebelumnya menyebut bahwa bendahara pemerintah memungut PPh Pasal 22 atas pembelian barang, bahwa pemungut lain seperti badan usaha di industri tertentu dan penjual barang sangat mewah ditetapkan oleh Menteri Keuangan, dan bahwa PPh Pasal 22 merupakan pembayaran di muka, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DJP.$c$,
  $c$The entry said that government treasurers collect Article 22 tax on their purchases, that other collectors such as companies in certain industries and sellers of very-high-value luxury goods are designated by the Minister of Finance, and that the tax is a prepayment, for which we found no source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Wajib pajak, baik orang pribadi maupun badan, memiliki hak dan kewajiban perpajakan sesuai dengan ketentuan peraturan perundang-undangan. NPWP diberikan kepada wajib pajak yang telah memenuhi persyaratan subjektif dan objektif dan menjadi tanda pengenal diri atau identitas wajib pajak dalam melaksanakan hak dan kewajibannya.$c$,
      definition_en = $c$Taxpayers, whether individuals or entities, have tax rights and obligations under the laws and regulations. A taxpayer identification number (NPWP) is given to taxpayers who meet the subjective and objective requirements, and serves as the taxpayer's identity in exercising those rights and obligations.$c$,
      source_url = 'https://money.kompas.com/read/2021/03/18/094200926/apa-itu-npwp-dan-bagaimana-cara-daftarnya-', source_name = 'Kompas', checked_on = date '2026-11-29'
  where slug = 'wajib-pajak'
    and definition_id = $c$Wajib pajak adalah orang pribadi atau badan yang mempunyai hak dan kewajiban perpajakan menurut peraturan perundang-undangan perpajakan. Menurut UU KUP, pengertian ini mencakup pembayar pajak, pemotong pajak, dan pemungut pajak. Indonesia menganut sistem self-assessment: wajib pajak mendaftarkan diri untuk memperoleh NPWP, lalu menghitung, membayar, dan melaporkan sendiri pajak yang terutang.$c$
    and definition_en = $c$A taxpayer is an individual or entity with tax rights and obligations under Indonesia's tax laws. Under the KUP Law the term covers not only those who pay tax but also those who withhold or collect it. Indonesia uses self-assessment: taxpayers register for an NPWP, then calculate, pay and report the tax they owe themselves.$c$
    and source_url is not distinct from null
    and source_name is not distinct from null
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:40+07',
  $c$Definisi sebelumnya menyebut bahwa, menurut UU KUP, wajib pajak mencakup pembayar pajak, pemotong pajak, dan pemungut pajak, serta bahwa dalam sistem self-assessment wajib pajak menghitung, membayar, dan melaporkan sendiri pajak yang terutang; hal-hal itu tidak kami temukan dalam sumber yang dapat kami kutip.$c$,
  $c$Kalimat-kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Kompas.com.$c$,
  $c$The entry said that under the KUP Law the term covers those who pay, withhold and collect tax, and that under self-assessment taxpayers calculate, pay and report the tax they owe themselves; we found no source we can cite for these.$c$,
  $c$Those sentences are removed until they are sourced; the entry now agrees with Kompas.com.$c$
from changed;
