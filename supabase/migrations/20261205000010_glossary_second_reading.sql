-- The second reading of 28 November 2026, continued from 20261205000000 (split only to keep each file short; the
-- header there says how it changes rows): the rest of the glossary entries whose texts it corrects.

with changed as (
  update public.glossary_entries
  set definition_id = $c$Kurs pajak adalah nilai rupiah untuk mata uang asing yang ditetapkan dengan Keputusan Menteri Keuangan (KMK) untuk setiap minggu. Satu KMK memuat 25 mata uang, dengan yen Jepang dinyatakan per 100 yen, dan berlaku dari hari Rabu sampai Selasa berikutnya. Badan Kebijakan Fiskal Kementerian Keuangan menampilkan tabelnya di situsnya. Kurs pajak yang tercatat di newstax, beserta kalkulator dan riwayatnya, ada di halaman [Kurs Pajak](/id/kurs-pajak).$c$,
      definition_en = $c$The tax exchange rate (kurs pajak) is the rupiah value of a foreign currency set for each week by a decree of the Minister of Finance (KMK). Each decree lists 25 currencies, the Japanese yen quoted per 100 yen, and applies from a Wednesday to the following Tuesday. The Fiscal Policy Agency of the Ministry of Finance shows the table on its website. The rates recorded on newstax, with a converter and their history, are on the [Tax Exchange Rates](/en/tax-exchange-rates) page.$c$
  where slug = 'kurs-pajak'
    and definition_id = $c$Kurs pajak adalah nilai rupiah untuk mata uang asing yang ditetapkan dengan Keputusan Menteri Keuangan (KMK) untuk setiap minggu. Satu KMK memuat 25 mata uang, dengan yen Jepang dinyatakan per 100 yen, dan berlaku dari hari Rabu sampai Selasa berikutnya; di sekitar Idulfitri satu KMK dapat berlaku dua minggu. Badan Kebijakan Fiskal Kementerian Keuangan menampilkan tabelnya di situsnya. Kurs pajak yang tercatat di newstax, beserta kalkulator dan riwayatnya, ada di halaman [Kurs Pajak](/id/kurs-pajak).$c$
    and definition_en = $c$The tax exchange rate (kurs pajak) is the rupiah value of a foreign currency set for each week by a decree of the Minister of Finance (KMK). Each decree lists 25 currencies, the Japanese yen quoted per 100 yen, and applies from a Wednesday to the following Tuesday; around Idulfitri one decree may cover two weeks. The Fiscal Policy Agency of the Ministry of Finance shows the table on its website. The rates recorded on newstax, with a converter and their history, are on the [Tax Exchange Rates](/en/tax-exchange-rates) page.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:44+07',
  $c$Definisi sebelumnya menyebut satu KMK dapat berlaku dua minggu di sekitar Idulfitri; halaman Badan Kebijakan Fiskal yang kami baca hanya menyebut satu KMK berlaku satu pekan, Rabu sampai Selasa.$c$,
  $c$Keterangan tentang Idulfitri dihapus sampai ada sumbernya; keterangan lainnya sesuai dengan halaman kurs pajak Badan Kebijakan Fiskal.$c$,
  $c$The entry said one decree may cover two weeks around Idulfitri; the Fiscal Policy Agency page we read says only that each decree applies for one week, Wednesday to Tuesday.$c$,
  $c$The Idulfitri remark is removed until it is sourced; the rest agrees with the Fiscal Policy Agency's kurs pajak page.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Norma Penghitungan Penghasilan Neto (NPPN) adalah pedoman berupa persentase yang diterbitkan DJP untuk memperkirakan penghasilan neto dari peredaran bruto. NPPN dapat dipakai wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dengan peredaran bruto di bawah batas tertentu, asalkan menyelenggarakan pencatatan dan memberitahukannya kepada DJP dalam tiga bulan pertama tahun pajak.$c$,
      definition_en = $c$The deemed profit norm (NPPN) is a set of percentages published by DJP for estimating net income from gross turnover. Individuals who run a business or practise a profession with turnover below a set threshold may use it, provided they keep records and notify DJP within the first three months of the tax year.$c$
  where slug = 'nppn'
    and definition_id = $c$Norma Penghitungan Penghasilan Neto (NPPN) adalah pedoman berupa persentase yang diterbitkan DJP untuk memperkirakan penghasilan neto dari peredaran bruto. NPPN dapat dipakai wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dengan peredaran bruto di bawah batas tertentu, asalkan menyelenggarakan pencatatan dan memberitahukannya kepada DJP dalam tiga bulan pertama tahun pajak. Persentasenya berbeda menurut jenis usaha dan wilayah, dan penghasilan neto yang dihasilkan dikenai tarif PPh umum.$c$
    and definition_en = $c$The deemed profit norm (NPPN) is a set of percentages published by DJP for estimating net income from gross turnover. Individuals who run a business or practise a profession with turnover below a set threshold may use it, provided they keep records and notify DJP within the first three months of the tax year. The percentages vary by type of business and region, and the resulting net income is taxed at the regular income tax rates.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:43+07',
  $c$Definisi sebelumnya menyebut persentase NPPN berbeda menurut jenis usaha dan wilayah dan penghasilan neto yang dihasilkan dikenai tarif PPh umum; untuk keduanya tidak kami temukan sumber.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini bersumber pada Pasal 14 UU PPh (Ortax).$c$,
  $c$The entry said the percentages vary by type of business and region and that the resulting net income is taxed at the regular rates; we found no source for either.$c$,
  $c$That sentence is removed until it is sourced; the entry now rests on Article 14 of the Income Tax Law (Ortax).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Perjanjian antara Indonesia dan negara lain yang membagi hak pemajakan atas penghasilan yang mengalir di antara kedua negara, untuk menghindari pajak berganda dan mencegah pengelakan pajak. Untuk memakainya, penerima penghasilan harus membuktikan bahwa ia penduduk negara mitra (surat keterangan domisili) dan memenuhi syarat lain, termasuk tidak menyalahgunakan perjanjian.$c$,
      definition_en = $c$An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax evasion. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.$c$
  where slug = 'p3b'
    and definition_id = $c$Perjanjian antara Indonesia dan negara lain yang membagi hak pemajakan atas penghasilan yang mengalir di antara kedua negara, untuk menghindari pajak berganda dan mencegah penghindaran pajak. P3B dapat menurunkan tarif PPh Pasal 26, misalnya atas dividen, bunga, dan royalti, bagi penduduk negara mitra. Untuk memakainya, penerima penghasilan harus membuktikan bahwa ia penduduk negara mitra (surat keterangan domisili) dan memenuhi syarat lain, termasuk tidak menyalahgunakan perjanjian.$c$
    and definition_en = $c$An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax avoidance. A treaty can lower Article 26 withholding, for example on dividends, interest and royalties, for residents of the partner country. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:42+07',
  $c$Definisi sebelumnya menyebut P3B bertujuan mencegah penghindaran pajak, dan menyebut P3B dapat menurunkan tarif PPh Pasal 26 atas dividen, bunga, dan royalti, yang sumbernya tidak kami temukan.$c$,
  $c$Yang benar: P3B bertujuan menghindari pajak berganda dan mencegah pengelakan pajak (UU PPh Pasal 32A). Kalimat tentang tarif PPh Pasal 26 dihapus sampai ada sumbernya.$c$,
  $c$The entry said treaties aim to prevent tax avoidance, and that a treaty can lower Article 26 withholding on dividends, interest and royalties, for which we found no source.$c$,
  $c$In fact treaties aim to avoid double taxation and prevent tax evasion (Income Tax Law Article 32A). The sentence on Article 26 rates is removed until it is sourced.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pemeriksaan pajak adalah serangkaian kegiatan DJP untuk menghimpun dan mengolah data, keterangan, dan bukti secara objektif dan profesional berdasarkan standar pemeriksaan, guna menguji kepatuhan wajib pajak atau untuk tujuan lain yang diatur undang-undang. Pemeriksaan antara lain dilakukan atas permohonan restitusi atau berdasarkan analisis risiko. Hasilnya dapat berujung pada surat ketetapan pajak, misalnya SKPKB atau SKPLB. Pemeriksaan ini berbeda dari pemeriksaan bukti permulaan, yang dilakukan untuk mencari indikasi tindak pidana perpajakan.$c$,
      definition_en = $c$A tax audit (pemeriksaan) is DJP's process of gathering and processing data, information and evidence, objectively and professionally under audit standards, to test a taxpayer's compliance or for other purposes set by law. Audits are carried out, among other reasons, when a refund is claimed or on the basis of risk analysis. The findings can lead to a tax assessment letter such as an SKPKB or SKPLB. A tax audit is distinct from a preliminary evidence examination (pemeriksaan bukti permulaan), which looks for signs of a tax crime.$c$
  where slug = 'pemeriksaan'
    and definition_id = $c$Pemeriksaan pajak adalah serangkaian kegiatan DJP untuk menghimpun dan mengolah data, keterangan, dan bukti secara objektif dan profesional berdasarkan standar pemeriksaan, guna menguji kepatuhan wajib pajak atau untuk tujuan lain yang diatur undang-undang. Pemeriksaan antara lain dilakukan atas permohonan restitusi atau berdasarkan analisis risiko. Hasilnya dibahas dengan wajib pajak dan dapat berujung pada surat ketetapan pajak, misalnya SKPKB atau SKPLB. Pemeriksaan ini berbeda dari pemeriksaan bukti permulaan, yang dilakukan untuk mencari indikasi tindak pidana perpajakan.$c$
    and definition_en = $c$A tax audit (pemeriksaan) is DJP's process of gathering and processing data, information and evidence, objectively and professionally under audit standards, to test a taxpayer's compliance or for other purposes set by law. Audits are carried out, among other reasons, when a refund is claimed or on the basis of risk analysis. The findings are discussed with the taxpayer and can lead to a tax assessment letter such as an SKPKB or SKPLB. A tax audit is distinct from a preliminary evidence examination (pemeriksaan bukti permulaan), which looks for signs of a tax crime.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:41+07',
  $c$Definisi sebelumnya menyebut hasil pemeriksaan dibahas dengan wajib pajak; untuk itu tidak kami temukan sumber dalam pemeriksaan ini.$c$,
  $c$Keterangan itu dihapus sampai ada sumbernya; pemicu pemeriksaan kini bersumber pada DDTCNews.$c$,
  $c$The entry said the audit findings are discussed with the taxpayer; this check found no source for that.$c$,
  $c$That clause is removed until it is sourced; what triggers an audit now rests on DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pemotong dan pemungut pajak adalah pihak yang diwajibkan atau ditunjuk berdasarkan peraturan perpajakan untuk memotong pajak dari pembayaran yang dilakukannya atau memungut pajak dalam suatu transaksi, lalu menyetorkan dan melaporkannya. Pemotong mengurangkan pajak dari penghasilan yang dibayarkannya, misalnya pemberi kerja yang memotong PPh Pasal 21 dari gaji karyawan. Pemungut menarik pajak dalam transaksi, misalnya instansi pemerintah yang memungut PPh Pasal 22 atau platform digital asing yang ditunjuk sebagai pemungut PPN.$c$,
      definition_en = $c$A withholding agent or collector is a party required or appointed under the tax rules to withhold tax from payments it makes, or to collect tax on a transaction, and then pay it over and report it. A withholding agent deducts the tax from the income it pays, as an employer does with Article 21 income tax on employees' pay. A collector charges the tax in a transaction, as government agencies do with Article 22 income tax and appointed foreign digital platforms do with VAT.$c$
  where slug = 'pemotong-pemungut'
    and definition_id = $c$Pemotong dan pemungut pajak adalah pihak yang diwajibkan atau ditunjuk berdasarkan peraturan perpajakan untuk memotong pajak dari pembayaran yang dilakukannya atau memungut pajak dalam suatu transaksi, lalu menyetorkan dan melaporkannya. Pemotong mengurangkan pajak dari penghasilan yang dibayarkannya, misalnya pemberi kerja yang memotong PPh Pasal 21 dari gaji karyawan. Pemungut menarik pajak dalam transaksi, misalnya instansi pemerintah yang memungut PPh Pasal 22 atau platform digital asing yang ditunjuk sebagai pemungut PPN. Keduanya membuat bukti potong atau bukti pungut dan melaporkannya dalam SPT Masa.$c$
    and definition_en = $c$A withholding agent or collector is a party required or appointed under the tax rules to withhold tax from payments it makes, or to collect tax on a transaction, and then pay it over and report it. A withholding agent deducts the tax from the income it pays, as an employer does with Article 21 income tax on employees' pay. A collector charges the tax in a transaction, as government agencies do with Article 22 income tax and appointed foreign digital platforms do with VAT. Both issue withholding or collection slips and report them in periodic returns.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:40+07',
  $c$Definisi sebelumnya menyebut pemotong dan pemungut membuat bukti potong atau bukti pungut dan melaporkannya dalam SPT Masa; untuk itu tidak kami temukan sumber dalam pemeriksaan ini.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; contoh pemungut PPN PMSE kini bersumber pada DDTCNews.$c$,
  $c$The entry said withholding agents and collectors issue slips and report them in periodic returns; this check found no source for that.$c$,
  $c$That sentence is removed until it is sourced; the example of appointed VAT collectors now rests on DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pencatatan adalah pengumpulan data secara teratur tentang peredaran atau penerimaan bruto dan/atau penghasilan bruto sebagai dasar menghitung pajak yang terutang. Pencatatan merupakan kewajiban yang lebih sederhana daripada pembukuan. Cara ini diperbolehkan bagi orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan memakai NPPN.$c$,
      definition_en = $c$Record-keeping (pencatatan) is the regular recording of gross turnover or receipts and/or gross income as the basis for calculating the tax due. It is a simpler obligation than bookkeeping. It is allowed for individuals who run a business or practise a profession and use the deemed profit norm (NPPN).$c$
  where slug = 'pencatatan'
    and definition_id = $c$Pencatatan adalah pengumpulan data secara teratur tentang peredaran atau penerimaan bruto dan/atau penghasilan bruto sebagai dasar menghitung pajak yang terutang, termasuk penghasilan yang bukan objek pajak atau yang dikenai pajak final. Pencatatan merupakan kewajiban yang lebih sederhana daripada pembukuan. Cara ini diperbolehkan bagi orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan memakai NPPN, serta bagi orang pribadi yang tidak melakukan kegiatan usaha atau pekerjaan bebas.$c$
    and definition_en = $c$Record-keeping (pencatatan) is the regular recording of gross turnover or receipts and/or gross income as the basis for calculating the tax due, including income that is not taxable or is subject to final tax. It is a simpler obligation than bookkeeping. It is allowed for individuals who run a business or practise a profession and use the deemed profit norm (NPPN), and for individuals who do neither.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:39+07',
  $c$Definisi sebelumnya menyebut pencatatan mencakup penghasilan yang bukan objek pajak atau yang dikenai pajak final, dan berlaku bagi orang pribadi yang tidak melakukan kegiatan usaha atau pekerjaan bebas; untuk keduanya tidak kami temukan sumber.$c$,
  $c$Kedua keterangan itu dihapus sampai ada sumbernya; kewajiban pencatatan bagi pemakai NPPN kini bersumber pada DDTCNews.$c$,
  $c$The entry said record-keeping covers income that is not taxable or is subject to final tax, and applies to individuals who neither run a business nor practise a profession; we found no source for either.$c$,
  $c$Both are removed until they are sourced; the record-keeping duty of those using the deemed profit norm now rests on DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Seluruh penghasilan yang diterima atau diperoleh sebelum dikurangi biaya, iuran, atau pengurang lainnya. Dalam pemotongan PPh, banyak tarif diterapkan langsung pada jumlah bruto, misalnya TER PPh Pasal 21 atas penghasilan bruto sebulan serta tarif PPh Pasal 23. Untuk PPh tahunan, penghasilan bruto dikurangi biaya dan pengurang yang diizinkan untuk mendapatkan penghasilan neto.$c$,
      definition_en = $c$All income received or earned before costs, contributions or other deductions are taken off. Many withholding rates apply directly to the gross amount, such as the Article 21 TER on a month's gross income and the Article 23 rates. For the annual income tax, the allowed costs and deductions are subtracted from gross income to arrive at net income.$c$
  where slug = 'penghasilan-bruto'
    and definition_id = $c$Seluruh penghasilan yang diterima atau diperoleh sebelum dikurangi biaya, iuran, atau pengurang lainnya. Dalam pemotongan PPh, banyak tarif diterapkan langsung pada jumlah bruto, misalnya TER PPh Pasal 21 atas penghasilan bruto sebulan serta tarif PPh Pasal 23 dan Pasal 26. Untuk PPh tahunan, penghasilan bruto dikurangi biaya dan pengurang yang diizinkan untuk mendapatkan penghasilan neto.$c$
    and definition_en = $c$All income received or earned before costs, contributions or other deductions are taken off. Many withholding rates apply directly to the gross amount, such as the Article 21 TER on a month's gross income and the Article 23 and Article 26 rates. For the annual income tax, the allowed costs and deductions are subtracted from gross income to arrive at net income.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:38+07',
  $c$Definisi sebelumnya menyebut tarif PPh Pasal 26 sebagai contoh tarif atas jumlah bruto; dalam pemeriksaan ini tidak kami temukan sumbernya.$c$,
  $c$Contoh itu dihapus sampai ada sumbernya; penghitungan penghasilan neto kini bersumber pada DJP.$c$,
  $c$The entry gave the Article 26 rates as an example of rates applied to the gross amount; this check found no source for that.$c$,
  $c$That example is removed until it is sourced; how net income is arrived at now rests on DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Dalam perpajakan, istilah perdagangan melalui sistem elektronik terutama dikaitkan dengan PPN PMSE: sejak 2020, pelaku usaha PMSE yang ditunjuk Direktorat Jenderal Pajak, termasuk penyedia layanan digital dari luar negeri, memungut PPN atas produk digital dari luar negeri yang dimanfaatkan di Indonesia, seperti layanan streaming dan aplikasi.$c$,
      definition_en = $c$In tax news, trading through electronic systems mostly refers to VAT on digital services: since 2020, e-commerce businesses appointed by the Directorate General of Taxes, including foreign digital service providers, have collected VAT on digital products from abroad used in Indonesia, such as streaming services and apps.$c$
  where slug = 'pmse'
    and definition_id = $c$Perdagangan yang transaksinya dilakukan melalui perangkat dan prosedur elektronik, seperti lewat marketplace dan layanan digital. Dalam perpajakan, istilah ini terutama dikaitkan dengan PPN PMSE: sejak 2020, pelaku usaha PMSE yang ditunjuk Direktorat Jenderal Pajak, termasuk penyedia layanan digital dari luar negeri, memungut PPN atas produk digital dari luar negeri yang dimanfaatkan di Indonesia, seperti layanan streaming dan aplikasi.$c$
    and definition_en = $c$Trade carried out through electronic devices and procedures, such as marketplaces and digital services; in other words, e-commerce. In tax news the term mostly refers to VAT on digital services: since 2020, e-commerce businesses appointed by the Directorate General of Taxes, including foreign digital service providers, have collected VAT on digital products from abroad used in Indonesia, such as streaming services and apps.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:37+07',
  $c$Definisi sebelumnya dibuka dengan pengertian umum PMSE sebagai perdagangan melalui perangkat dan prosedur elektronik, seperti marketplace; untuk pengertian itu tidak kami temukan sumber.$c$,
  $c$Pengertian umum itu dihapus sampai ada sumbernya; bagian tentang PPN PMSE sejak 2020 kini bersumber pada DDTCNews.$c$,
  $c$The entry opened with a general definition of e-commerce as trade through electronic devices and procedures, such as marketplaces; we found no source for it.$c$,
  $c$That general definition is removed until it is sourced; the part on VAT on digital services since 2020 now rests on DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak yang dikenakan atas penghasilan, yaitu setiap tambahan kemampuan ekonomis yang diterima atau diperoleh orang pribadi maupun badan dalam suatu tahun pajak. Dasar hukumnya UU Nomor 7 Tahun 1983 yang telah beberapa kali diubah, antara lain oleh UU HPP. Sebagian PPh dilunasi lewat pemotongan atau pemungutan oleh pihak lain, seperti PPh Pasal 21, 22, 23, dan 26, sebagian lagi dibayar sendiri oleh wajib pajak.$c$,
      definition_en = $c$The tax on income, which Indonesian law defines broadly as any increase in economic capacity that an individual or an entity receives or earns in a tax year. It rests on Law 7 of 1983, amended several times since, among others by the HPP Law. Much of it is collected at source, withheld or collected by the payer under Articles 21, 22, 23 and 26, while the rest is paid by taxpayers themselves.$c$
  where slug = 'pph'
    and definition_id = $c$Pajak yang dikenakan atas penghasilan, yaitu setiap tambahan kemampuan ekonomis yang diterima atau diperoleh orang pribadi maupun badan dalam suatu tahun pajak. Dasar hukumnya UU Nomor 7 Tahun 1983 yang telah beberapa kali diubah, antara lain oleh UU HPP. Sebagian PPh dilunasi lewat pemotongan atau pemungutan oleh pihak lain, seperti PPh Pasal 21, 22, 23, dan 26, sebagian lagi dibayar sendiri oleh wajib pajak, lalu semuanya dilaporkan dalam SPT Tahunan.$c$
    and definition_en = $c$The tax on income, which Indonesian law defines broadly as any increase in economic capacity that an individual or an entity receives or earns in a tax year. It rests on Law 7 of 1983, amended several times since, among others by the HPP Law. Much of it is collected at source, withheld or collected by the payer under Articles 21, 22, 23 and 26, while the rest is paid by taxpayers themselves, and all of it is reported in the annual tax return.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:36+07',
  $c$Definisi sebelumnya menyebut semua PPh dilaporkan dalam SPT Tahunan; untuk itu tidak kami temukan sumber.$c$,
  $c$Keterangan itu dihapus sampai ada sumbernya; pengertian PPh kini bersumber pada penjelasan UU PPh (Ortax).$c$,
  $c$The entry said all income tax is reported in the annual return; we found no source for that.$c$,
  $c$That clause is removed until it is sourced; the entry now rests on the Income Tax Law's elucidation (Ortax).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$PPh yang dipotong atas penghasilan dari modal, imbalan jasa, serta hadiah dan penghargaan yang dibayarkan kepada wajib pajak dalam negeri atau bentuk usaha tetap, selain yang sudah dipotong PPh Pasal 21. Tarifnya antara lain 15% dari jumlah bruto atas dividen, bunga, dan royalti, serta 2% dari jumlah bruto atas imbalan jasa tertentu. Pemotongnya antara lain badan pemerintah, wajib pajak badan, dan bentuk usaha tetap.$c$,
      definition_en = $c$Income tax withheld on income from capital, on fees for services, and on prizes and awards paid to resident taxpayers or permanent establishments, where Article 21 does not already apply. The rates include 15% of the gross amount on dividends, interest and royalties, and 2% of the gross amount on fees for certain services. Government bodies, companies and permanent establishments are among those who withhold it.$c$
  where slug = 'pph-23'
    and definition_id = $c$PPh yang dipotong atas penghasilan dari modal, imbalan jasa, serta hadiah dan penghargaan yang dibayarkan kepada wajib pajak dalam negeri atau bentuk usaha tetap, selain yang sudah dipotong PPh Pasal 21. Tarifnya 15% dari jumlah bruto atas dividen, bunga, dan royalti, serta 2% dari jumlah bruto atas imbalan jasa tertentu. Pemotongnya antara lain badan pemerintah, wajib pajak badan, dan bentuk usaha tetap, sedangkan penerima dapat mengkreditkan potongan itu dalam SPT Tahunan.$c$
    and definition_en = $c$Income tax withheld on income from capital, on fees for services, and on prizes and awards paid to resident taxpayers or permanent establishments, where Article 21 does not already apply. The rate is 15% of the gross amount on dividends, interest and royalties, and 2% of the gross amount on fees for certain services. Government bodies, companies and permanent establishments withhold it, and the recipient can credit it in the annual return.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:35+07',
  $c$Definisi sebelumnya menyajikan tarif 15% dan 2% seolah lengkap, padahal hadiah dan penghargaan serta sewa harta tertentu juga dikenai PPh Pasal 23, dan menyebut penerima dapat mengkreditkan potongan itu dalam SPT Tahunan, yang sumbernya tidak kami temukan.$c$,
  $c$Tarif kini disebut sebagai contoh ("antara lain"), dan keterangan tentang pengkreditan dihapus sampai ada sumbernya. Objek dan tarif 15% kini bersumber pada DJP.$c$,
  $c$The entry presented the 15% and 2% rates as if complete, though prizes and awards and the rent of certain assets are also subject to Article 23, and said the recipient can credit the tax in the annual return, for which we found no source.$c$,
  $c$The rates are now given as examples, and the crediting clause is removed until it is sourced. What is taxed and the 15% rate now rest on DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$PPh Pasal 25 adalah angsuran pajak penghasilan yang dibayar sendiri oleh wajib pajak setiap bulan dalam tahun pajak berjalan, sebagai pembayaran di muka atas PPh terutang tahun itu. Besarnya pada umumnya dihitung dari PPh terutang tahun sebelumnya dikurangi kredit pajak (PPh yang dipotong atau dipungut pihak lain dan pajak yang dibayar di luar negeri), lalu dibagi 12. Ketentuan khusus berlaku bagi kelompok tertentu, antara lain wajib pajak baru, bank, BUMN, dan perusahaan terbuka.$c$,
      definition_en = $c$PPh 25 (Article 25 income tax) is the instalment of income tax a taxpayer pays every month during the current tax year as a prepayment of that year's income tax. It is generally the previous year's income tax due, less tax credits (income tax withheld or collected by others and tax paid abroad), divided by 12. Special rules apply to certain groups, among them new taxpayers, banks, state-owned enterprises and listed companies.$c$
  where slug = 'pph-25'
    and definition_id = $c$PPh Pasal 25 adalah angsuran pajak penghasilan yang dibayar sendiri oleh wajib pajak setiap bulan dalam tahun pajak berjalan, sebagai pembayaran di muka atas PPh terutang tahun itu. Besarnya pada umumnya dihitung dari PPh terutang tahun sebelumnya dikurangi kredit pajak (PPh yang dipotong atau dipungut pihak lain dan pajak yang dibayar di luar negeri), lalu dibagi 12. Ketentuan khusus berlaku bagi kelompok tertentu, antara lain wajib pajak baru, bank, BUMN, dan perusahaan terbuka. Angsuran yang telah dibayar dikreditkan dalam SPT Tahunan.$c$
    and definition_en = $c$PPh 25 (Article 25 income tax) is the instalment of income tax a taxpayer pays every month during the current tax year as a prepayment of that year's income tax. It is generally the previous year's income tax due, less tax credits (income tax withheld or collected by others and tax paid abroad), divided by 12. Special rules apply to certain groups, among them new taxpayers, banks, state-owned enterprises and listed companies. The instalments paid are credited in the annual return.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:34+07',
  $c$Definisi sebelumnya menyebut angsuran PPh Pasal 25 dikreditkan dalam SPT Tahunan; dalam pemeriksaan ini tidak kami temukan sumbernya.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; penghitungan angsuran kini bersumber pada DJP.$c$,
  $c$The entry said the instalments are credited in the annual return; this check found no source for that.$c$,
  $c$That sentence is removed until it is sourced; how the instalment is calculated now rests on DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$PPh yang pemotongan atau pembayarannya langsung melunasi pajak atas penghasilan tersebut. Penghasilannya tidak digabung dengan penghasilan lain dalam penghitungan PPh tahunan, dan pajaknya tidak dapat dikreditkan. Sebagian besar diatur dalam Pasal 4 ayat (2) UU PPh, misalnya atas bunga deposito, pengalihan hak atas tanah dan/atau bangunan, persewaan tanah dan/atau bangunan, serta jasa konstruksi. PPh 0,5% bagi UMKM berdasarkan PP 55/2022 juga bersifat final.$c$,
      definition_en = $c$Income tax whose withholding or payment settles the tax on that income once and for all. The income is not added to the taxpayer's other income when the annual tax is calculated, and the tax paid cannot be credited. Most final taxes fall under Article 4(2) of the Income Tax Law, for example on deposit interest, transfers of land and buildings, rent of land and buildings, and construction services. The 0.5% tax for small businesses under PP 55/2022 is final too.$c$
  where slug = 'pph-final'
    and definition_id = $c$PPh yang pemotongan atau pembayarannya langsung melunasi pajak atas penghasilan tersebut. Penghasilannya tidak digabung dengan penghasilan lain dalam penghitungan PPh tahunan, dan pajaknya tidak dapat dikreditkan. Sebagian besar diatur dalam Pasal 4 ayat (2) UU PPh, misalnya atas bunga deposito, pengalihan hak atas tanah dan/atau bangunan, persewaan tanah dan/atau bangunan, serta jasa konstruksi; PPh final 0,5% bagi UMKM juga termasuk di sini.$c$
    and definition_en = $c$Income tax whose withholding or payment settles the tax on that income once and for all. The income is not added to the taxpayer's other income when the annual tax is calculated, and the tax paid cannot be credited. Most final taxes fall under Article 4(2) of the Income Tax Law, for example on deposit interest, transfers of land and buildings, rent of land and buildings, and construction services; the 0.5% final tax for small businesses is one of them too.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:33+07',
  $c$Definisi sebelumnya menyebut PPh final 0,5% bagi UMKM termasuk dalam Pasal 4 ayat (2) UU PPh.$c$,
  $c$Yang kami temukan hanya bahwa PPh 0,5% bagi UMKM bersifat final berdasarkan PP 55/2022; kaitannya dengan Pasal 4 ayat (2) tidak lagi disebut.$c$,
  $c$The entry said the 0.5% final tax for small businesses falls under Article 4(2) of the Income Tax Law.$c$,
  $c$What we found is only that the 0.5% tax for small businesses is final under PP 55/2022; the entry no longer ties it to Article 4(2).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Penentuan harga dalam transaksi antara pihak yang mempunyai hubungan istimewa, misalnya antarperusahaan dalam satu grup. Peraturan pajak, kini PMK 172/2023, mewajibkan harga tersebut sesuai prinsip kewajaran dan kelaziman usaha (arm's length principle), yaitu setara dengan harga antara pihak yang tidak memiliki hubungan istimewa dalam kondisi yang sebanding; bila tidak, Direktorat Jenderal Pajak dapat mengoreksinya. Wajib pajak yang memenuhi kriteria tertentu wajib menyiapkan dokumentasi penentuan harga transfer.$c$,
      definition_en = $c$The setting of prices in transactions between related parties, such as companies in the same group. Tax rules, now PMK 172/2023, require those prices to follow the arm's length principle, matching what unrelated parties would agree in comparable circumstances, and the Directorate General of Taxes can adjust them if they do not. Taxpayers that meet certain criteria must prepare transfer pricing documentation.$c$
  where slug = 'transfer-pricing'
    and definition_id = $c$Penentuan harga dalam transaksi antara pihak yang mempunyai hubungan istimewa, misalnya antarperusahaan dalam satu grup. Undang-undang pajak mewajibkan harga tersebut sesuai prinsip kewajaran dan kelaziman usaha (arm's length principle), yaitu setara dengan harga antara pihak yang tidak memiliki hubungan istimewa dalam kondisi yang sebanding; bila tidak, Direktorat Jenderal Pajak dapat mengoreksinya. Wajib pajak yang memenuhi kriteria tertentu wajib menyiapkan dokumentasi penentuan harga transfer.$c$
    and definition_en = $c$The setting of prices in transactions between related parties, such as companies in the same group. Tax law requires those prices to follow the arm's length principle, matching what unrelated parties would agree in comparable circumstances, and the Directorate General of Taxes can adjust them if they do not. Taxpayers that meet certain criteria must prepare transfer pricing documentation.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:32+07',
  $c$Definisi sebelumnya menyebut kewajiban menerapkan prinsip kewajaran dan kelaziman usaha berasal dari undang-undang pajak.$c$,
  $c$Sumber yang kami baca mendasarkan kewajiban itu pada PMK 172/2023; definisi kini menyebutnya.$c$,
  $c$The entry said the duty to follow the arm's length principle comes from tax law.$c$,
  $c$The source we read bases that duty on PMK 172/2023; the entry now says so.$c$
from changed;
