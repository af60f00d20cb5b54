-- The glossary, part two: the administration of tax (who registers, files, pays, is audited and disputes), in both
-- languages. Only what we are sure of is stated; figures, deadlines and rates we could not confirm are left out.
-- The first sentence of each definition stands alone: it is what a tooltip shows.

insert into public.glossary_entries (slug, term_id, term_en, abbreviation, aliases_id, aliases_en, definition_id, definition_en) values
  ('wajib-pajak', 'Wajib Pajak', 'Taxpayer', null,
   array['pembayar pajak']::text[], '{}'::text[],
   $d$Wajib pajak, baik orang pribadi maupun badan, memiliki hak dan kewajiban perpajakan sesuai dengan ketentuan peraturan perundang-undangan. NPWP diberikan kepada wajib pajak yang telah memenuhi persyaratan subjektif dan objektif dan menjadi tanda pengenal diri atau identitas wajib pajak dalam melaksanakan hak dan kewajibannya.$d$,
   $d$Taxpayers, whether individuals or entities, have tax rights and obligations under the laws and regulations. A taxpayer identification number (NPWP) is given to taxpayers who meet the subjective and objective requirements, and serves as the taxpayer's identity in exercising those rights and obligations.$d$),

  ('djp', 'Direktorat Jenderal Pajak', 'Directorate General of Taxes', 'DJP',
   array['Ditjen Pajak']::text[], array['DGT', 'Directorate General of Taxation']::text[],
   $d$Direktorat Jenderal Pajak (DJP) menangani pajak pusat, seperti pajak penghasilan (PPh), pajak pertambahan nilai (PPN), pajak penjualan atas barang mewah (PPnBM), bea meterai, dan PBB sektor tertentu (perkebunan, perhutanan, dan pertambangan). Pajak kendaraan bermotor, pajak reklame, pajak restoran, PBB untuk perumahan, dan pajak daerah lainnya dikelola pemerintah daerah. Selain kantor pusat, DJP mempunyai instansi vertikal, yaitu unit kerja di bawah kantor pusat, termasuk Kantor Pelayanan Pajak (KPP).$d$,
   $d$The Directorate General of Taxes (DJP) deals with central government taxes, such as income tax, VAT, the sales tax on luxury goods, stamp duty, and land and building tax in certain sectors (plantations, forestry and mining). Motor vehicle tax, advertisement tax, restaurant tax, land and building tax on housing and other regional taxes are managed by regional governments. Besides its head office, DJP has field offices, that is, units below the head office, among them the tax offices (KPP).$d$),

  ('kpp', 'Kantor Pelayanan Pajak', 'Tax office', 'KPP',
   '{}'::text[], array['tax service office']::text[],
   $d$Kantor Pelayanan Pajak (KPP) adalah salah satu instansi vertikal Direktorat Jenderal Pajak (DJP). Menurut PMK 210/PMK.01/2017, KPP terdiri atas tiga jenis: KPP Wajib Pajak Besar, KPP Madya, dan KPP Pratama.$d$,
   $d$A tax office (KPP) is one of the field offices of the Directorate General of Taxes (DJP). Under PMK 210/PMK.01/2017 there are three types: Large Taxpayer offices, KPP Madya offices and KPP Pratama offices.$d$),

  ('npwp', 'Nomor Pokok Wajib Pajak', 'Taxpayer identification number', 'NPWP',
   '{}'::text[], array['TIN', 'tax identification number']::text[],
   $d$Nomor Pokok Wajib Pajak (NPWP) adalah nomor yang diberikan kepada wajib pajak sebagai identitasnya dalam administrasi perpajakan, yang dipakai untuk menjalankan hak dan kewajiban perpajakannya. Berdasarkan PMK 112/PMK.03/2022, NPWP kini terdiri atas 16 digit. Bagi orang pribadi penduduk, NIK berfungsi sebagai NPWP; jadwal penerapannya diubah oleh PMK 136 Tahun 2023. Sejak 1 Juli 2024 NIK dipakai pada sebagian layanan, dan penggunaannya berlaku penuh bersamaan dengan penerapan Coretax mulai 2025. Tempat kegiatan usaha seperti kantor cabang tidak lagi diberi NPWP sendiri, melainkan NITKU.$d$,
   $d$The taxpayer identification number (NPWP) is the number given to a taxpayer as its identity in tax administration, used in exercising its tax rights and obligations. Under PMK 112/PMK.03/2022 the NPWP now has 16 digits. For resident individuals the national identity number (NIK) serves as the NPWP; PMK 136/2023 changed the timetable. The NIK has been used in some services since 1 July 2024, and in full since Coretax went live in 2025. Places of business such as branches no longer get an NPWP of their own but a NITKU instead.$d$),

  ('nik', 'Nomor Induk Kependudukan', 'National identity number', 'NIK',
   '{}'::text[], array['national identification number']::text[],
   $d$Nomor Induk Kependudukan (NIK) adalah nomor identitas 16 digit yang diberikan kepada setiap penduduk Indonesia melalui sistem administrasi kependudukan yang dikelola Dukcapil Kementerian Dalam Negeri. NIK tercantum di KTP elektronik dan Kartu Keluarga. Berdasarkan PMK 112/PMK.03/2022, yang jadwalnya diubah oleh PMK 136 Tahun 2023, NIK berfungsi sebagai NPWP bagi wajib pajak orang pribadi penduduk: dipakai pada sebagian layanan sejak 1 Juli 2024 dan digunakan penuh bersamaan dengan penerapan Coretax mulai 2025. Wajib pajak yang sudah memiliki NPWP perlu memadankan NIK-nya dengan data di DJP.$d$,
   $d$The national identity number (NIK) is the 16-digit number assigned to every resident of Indonesia through the population registration system run by Dukcapil at the Ministry of Home Affairs. It appears on the electronic identity card (KTP) and the family card. Under PMK 112/PMK.03/2022, whose timetable PMK 136/2023 changed, the NIK serves as the NPWP for resident individual taxpayers: in some services since 1 July 2024, and in full since Coretax went live in 2025. Taxpayers who already held an NPWP need their NIK matched with it in DJP's records.$d$),

  ('nitku', 'Nomor Identitas Tempat Kegiatan Usaha', 'Business location identification number', 'NITKU',
   '{}'::text[], array['place of business identification number']::text[],
   $d$Nomor Identitas Tempat Kegiatan Usaha (NITKU) adalah nomor identitas yang diberikan DJP untuk setiap tempat kegiatan usaha wajib pajak yang terpisah dari tempat tinggal atau tempat kedudukannya, misalnya kantor cabang. NITKU diperkenalkan oleh PMK 112/PMK.03/2022 bersamaan dengan NPWP 16 digit. Dengan aturan ini, cabang tidak lagi diberi NPWP sendiri, tetapi dikenali melalui NPWP pusat beserta NITKU-nya.$d$,
   $d$The business location identification number (NITKU) is the number DJP gives to each place where a taxpayer does business apart from its residence or registered office, such as a branch. It was introduced by PMK 112/PMK.03/2022 together with the 16-digit NPWP. Under these rules branches no longer get an NPWP of their own; they are identified by the head office's NPWP together with their NITKU.$d$),

  ('pkp', 'Pengusaha Kena Pajak', 'VAT-registered business', 'PKP',
   '{}'::text[], array['taxable entrepreneur']::text[],
   $d$Pengusaha Kena Pajak (PKP) adalah pengusaha yang menyerahkan barang kena pajak dan/atau jasa kena pajak yang dikenai PPN dan telah dikukuhkan oleh DJP. PKP wajib memungut PPN atas penyerahannya dengan membuat faktur pajak, lalu menyetor dan melaporkannya dalam SPT Masa PPN; pajak masukan atas pembeliannya pada umumnya dapat dikreditkan. Pengusaha kecil dengan peredaran bruto di bawah batas tertentu tidak wajib dikukuhkan sebagai PKP, tetapi boleh memilih untuk dikukuhkan.$d$,
   $d$A VAT-registered business (PKP) is a business that supplies taxable goods or services subject to VAT and has been confirmed by DJP as registered for VAT. A PKP must charge VAT on its supplies by issuing tax invoices, then pay it over and report it in its monthly VAT return; the input VAT on its own purchases can generally be credited. Small businesses below a set gross turnover need not register as a PKP but may choose to.$d$),

  ('spt', 'Surat Pemberitahuan', 'Tax return', 'SPT',
   '{}'::text[], '{}'::text[],
   $d$Surat Pemberitahuan (SPT) adalah dokumen yang digunakan wajib pajak untuk melaporkan penghitungan dan/atau pembayaran pajak, objek dan bukan objek pajak, serta harta dan kewajibannya. Ada dua jenis: SPT Masa untuk suatu masa pajak dan SPT Tahunan untuk suatu tahun pajak. SPT yang terlambat atau tidak disampaikan dapat dikenai sanksi administrasi berupa denda.$d$,
   $d$A tax return (SPT) is the document a taxpayer uses to report how its tax was calculated and paid, what is and is not subject to tax, and its assets and liabilities. There are two kinds: the periodic return (SPT Masa) for a tax period and the annual return (SPT Tahunan) for a tax year. Filing late, or not at all, can lead to an administrative fine.$d$),

  ('spt-masa', 'SPT Masa', 'Periodic tax return', null,
   array['Surat Pemberitahuan Masa']::text[], array['monthly tax return', 'monthly return', 'periodic return']::text[],
   $d$SPT Masa adalah surat pemberitahuan untuk melaporkan pajak yang terutang dalam satu masa pajak, yang pada umumnya satu bulan kalender. SPT ini dipakai antara lain oleh PKP untuk melaporkan PPN, serta oleh pemotong dan pemungut untuk melaporkan PPh yang mereka potong atau pungut, seperti PPh Pasal 21. Keterlambatan penyampaiannya dapat dikenai denda.$d$,
   $d$A periodic return (SPT Masa) reports the tax owed for one tax period, which is usually a calendar month. It is used among others by VAT-registered businesses to report VAT, and by withholding agents and collectors to report the income tax they withheld or collected, such as Article 21 income tax on employees' pay. Filing late can lead to a fine.$d$),

  ('spt-tahunan', 'SPT Tahunan', 'Annual tax return', null,
   array['Surat Pemberitahuan Tahunan']::text[], array['annual return', 'annual income tax return']::text[],
   $d$SPT Tahunan adalah surat pemberitahuan untuk melaporkan pajak penghasilan suatu tahun pajak, termasuk penghasilan, pajak yang terutang, kredit pajak, serta harta dan kewajiban. Batas waktunya akhir bulan ketiga setelah tahun pajak berakhir bagi orang pribadi (31 Maret) dan akhir bulan keempat bagi badan (30 April untuk tahun buku yang sama dengan tahun kalender). Penyampaiannya dapat diperpanjang paling lama dua bulan dengan pemberitahuan kepada DJP. Jika pajak yang terutang lebih besar daripada kredit pajak, kekurangannya harus dilunasi sebelum SPT disampaikan.$d$,
   $d$The annual return (SPT Tahunan) reports a taxpayer's income tax for a tax year: income, tax due, tax credits, and assets and liabilities. It is due by the end of the third month after the tax year for individuals (31 March) and by the end of the fourth month for companies (30 April for a calendar financial year). The deadline can be extended by up to two months by notifying DJP. If the tax due exceeds the tax credits, the difference must be paid before the return is filed.$d$),

  ('bukti-potong', 'Bukti Potong', 'Withholding slip', null,
   array['bukti pemotongan', 'bupot']::text[], array['withholding tax slip', 'withholding certificate']::text[],
   $d$Bukti potong adalah dokumen yang dibuat pemotong atau pemungut pajak sebagai bukti bahwa pajak telah dipotong atau dipungut dari penghasilan atau transaksi pihak lain. Pihak yang dipotong menggunakannya sebagai kredit pajak dalam SPT Tahunan atau, untuk PPh final, sebagai bukti pelunasan pajaknya. Contohnya bukti potong PPh Pasal 21 yang diberikan pemberi kerja kepada karyawan. Sejak 1 Januari 2025, bukti potong pada umumnya dibuat melalui Coretax.$d$,
   $d$A withholding slip (bukti potong) is the document a withholding agent or collector issues to show that tax has been withheld or collected from another party's income or transaction. The party concerned uses it to claim a tax credit in its annual return or, for final income tax, as proof that the tax has been settled. A common example is the Article 21 slip employers give their employees. Since 1 January 2025 withholding slips have generally been prepared in Coretax.$d$),

  ('e-bupot', 'e-Bupot', 'e-Bupot', null,
   '{}'::text[], '{}'::text[],
   $d$e-Bupot adalah aplikasi DJP untuk membuat bukti potong elektronik dan melaporkan SPT Masa PPh yang terkait. Aplikasi ini hadir dalam beberapa versi, seperti e-Bupot Unifikasi, yang mencakup beberapa jenis PPh dalam satu SPT Masa, dan e-Bupot 21/26 untuk PPh Pasal 21 dan 26. Sejak Coretax berlaku pada 1 Januari 2025, bukti potong pada umumnya dibuat di Coretax.$d$,
   $d$e-Bupot is DJP's application for creating electronic withholding slips and filing the related periodic income tax returns. It came in several versions, such as e-Bupot Unifikasi, which covers several kinds of income tax in one periodic return, and e-Bupot 21/26 for Article 21 and 26 income tax. Since Coretax came into use on 1 January 2025, withholding slips have generally been prepared in Coretax instead.$d$),

  ('faktur-pajak', 'Faktur Pajak', 'Tax invoice', null,
   '{}'::text[], array['VAT invoice']::text[],
   $d$Faktur pajak adalah bukti pungutan PPN yang wajib dibuat PKP setiap kali menyerahkan barang kena pajak atau jasa kena pajak. Bagi pembeli yang juga PKP, PPN dalam faktur pajak menjadi pajak masukan yang pada umumnya dapat dikreditkan terhadap pajak keluarannya. Faktur pajak dibuat secara elektronik (e-Faktur), sejak 2025 terutama melalui Coretax.$d$,
   $d$A tax invoice (faktur pajak) is the proof of VAT collected that a VAT-registered business (PKP) must issue whenever it supplies taxable goods or services. For a buyer that is itself a PKP, the VAT on the invoice is input tax that can generally be credited against its output tax. Tax invoices are issued electronically (e-Faktur), since 2025 mainly through Coretax.$d$),

  ('e-faktur', 'e-Faktur', 'e-Faktur', null,
   array['faktur pajak elektronik']::text[], array['electronic tax invoice']::text[],
   $d$e-Faktur adalah faktur pajak yang dibuat secara elektronik melalui aplikasi atau sistem yang disediakan DJP. Nama ini juga dipakai untuk aplikasi DJP yang digunakan PKP untuk membuat faktur pajak dan menyiapkan SPT Masa PPN sebelum Coretax. Sejak Coretax berlaku pada 1 Januari 2025, e-Faktur terutama dibuat di Coretax.$d$,
   $d$e-Faktur is a tax invoice created electronically through an application or system provided by DJP. The name also refers to the DJP application that VAT-registered businesses used to create tax invoices and prepare their monthly VAT returns before Coretax. Since Coretax came into use on 1 January 2025, e-Faktur invoices have mainly been created in Coretax.$d$),

  ('coretax', 'Coretax', 'Coretax', null,
   array['Sistem Inti Administrasi Perpajakan', 'core tax']::text[],
   array['core tax administration system', 'core tax system']::text[],
   $d$Coretax atau Sistem Inti Administrasi Perpajakan adalah sistem administrasi perpajakan DJP yang digunakan sejak 1 Januari 2025 berdasarkan PMK 81 Tahun 2024. Sistem ini menyatukan layanan seperti pendaftaran, pembayaran dengan kode billing, pelaporan SPT, serta pembuatan faktur pajak dan bukti potong, yang sebelumnya tersebar di beberapa aplikasi seperti e-Faktur dan e-Bupot.$d$,
   $d$Coretax, the core tax administration system (Sistem Inti Administrasi Perpajakan), is DJP's tax administration system, in use since 1 January 2025 under PMK 81/2024. It brings together services such as registration, payment with billing codes, filing returns, and creating tax invoices and withholding slips, which used to be spread across several applications such as e-Faktur and e-Bupot.$d$),

  ('kode-billing', 'Kode Billing', 'Billing code', null,
   array['ID billing']::text[], array['billing ID']::text[],
   $d$Kode billing adalah kode identifikasi yang diterbitkan melalui sistem billing DJP dan dipakai untuk membayar atau menyetor pajak. Kode billing dapat dibuat sendiri oleh wajib pajak, antara lain melalui Coretax, dan hanya berlaku untuk jangka waktu tertentu.$d$,
   $d$A billing code (kode billing) is an identification code issued through DJP's billing system and used to pay tax over. Taxpayers can create billing codes themselves, among other ways through Coretax, and each code is valid only for a limited time.$d$),

  ('ntpn', 'Nomor Transaksi Penerimaan Negara', 'State revenue transaction number', 'NTPN',
   '{}'::text[], '{}'::text[],
   $d$Nomor Transaksi Penerimaan Negara (NTPN) adalah nomor yang diterbitkan sistem penerimaan negara untuk setiap pembayaran yang berhasil diterima kas negara, termasuk pembayaran pajak dengan kode billing. NTPN tercantum pada Bukti Penerimaan Negara (BPN) dan menjadi bukti sah bahwa pajak telah dibayar.$d$,
   $d$The state revenue transaction number (NTPN) is the number the state revenue system issues for each payment successfully received by the state treasury, including tax paid with a billing code. It appears on the state revenue receipt (Bukti Penerimaan Negara, BPN) and is the valid proof that the tax has been paid.$d$),

  ('restitusi', 'Restitusi', 'Tax refund', null,
   array['restitusi pajak', 'pengembalian pajak']::text[], array['tax restitution']::text[],
   $d$Restitusi adalah pengembalian kelebihan pembayaran pajak kepada wajib pajak. Restitusi umumnya diajukan melalui SPT yang berstatus lebih bayar atau melalui permohonan, lalu diteliti atau diperiksa DJP sebelum kelebihannya dikembalikan. Wajib pajak yang memenuhi kriteria tertentu dapat memperoleh pengembalian pendahuluan tanpa pemeriksaan lebih dahulu, meskipun DJP tetap dapat memeriksanya kemudian.$d$,
   $d$A tax refund (restitusi) is the return of overpaid tax to the taxpayer. It is usually claimed through a return showing an overpayment or through an application, and DJP reviews or audits the claim before repaying the excess. Taxpayers that meet certain criteria can receive a preliminary refund without a prior audit, although DJP may still audit them later.$d$),

  ('lebih-bayar', 'Lebih Bayar', 'Overpayment', null,
   array['kelebihan pembayaran pajak']::text[], array['tax overpayment', 'overpaid tax']::text[],
   $d$Lebih bayar adalah keadaan ketika pajak yang sudah dibayar, dipotong, atau dipungut lebih besar daripada pajak yang terutang untuk suatu masa atau tahun pajak. Dengan SPT berstatus lebih bayar, wajib pajak dapat meminta kelebihannya dikembalikan (restitusi) atau, untuk PPN, mengompensasikannya ke masa pajak berikutnya. Jika pemeriksaan menemukan kelebihan pembayaran, DJP menerbitkan Surat Ketetapan Pajak Lebih Bayar (SKPLB).$d$,
   $d$An overpayment (lebih bayar) arises when the tax paid, withheld or collected exceeds the tax due for a tax period or year. With a return showing an overpayment, the taxpayer can ask for the excess back (a tax refund) or, for VAT, carry it forward to the next tax period. When an audit finds an overpayment, DJP issues an overpayment assessment (SKPLB).$d$),

  ('kurang-bayar', 'Kurang Bayar', 'Underpayment', null,
   array['kekurangan pembayaran pajak']::text[], array['tax underpayment', 'underpaid tax']::text[],
   $d$Kurang bayar adalah status SPT Tahunan ketika jumlah pajak terutang lebih besar daripada kredit pajak, yaitu pajak yang telah dipotong pihak lain atau dibayar sendiri. Selisihnya harus disetorkan ke kas negara.$d$,
   $d$Underpayment (kurang bayar) is the status of an annual tax return when the tax due is greater than the tax credits, that is, tax already withheld by others or paid by the taxpayer. The difference must be paid into the state treasury.$d$),

  ('sanksi-administrasi', 'Sanksi Administrasi', 'Administrative sanctions', null,
   array['sanksi administratif']::text[], array['administrative penalties', 'tax penalties']::text[],
   $d$Sanksi administrasi adalah sanksi perpajakan menurut UU KUP yang berbeda dari sanksi pidana. Contohnya denda bila SPT tidak disampaikan tepat waktu (Pasal 7 ayat (1) UU KUP): Rp500.000 untuk SPT Masa PPN, Rp100.000 untuk SPT Masa lainnya, Rp1.000.000 untuk SPT Tahunan PPh wajib pajak badan, dan Rp100.000 untuk SPT Tahunan PPh wajib pajak orang pribadi.$d$,
   $d$Administrative sanctions are tax sanctions under the KUP Law that are distinct from criminal sanctions. One example is the fine for a return not filed on time (Article 7(1) of the KUP Law): Rp500,000 for a monthly VAT return, Rp100,000 for other periodic returns, Rp1,000,000 for a company's annual income tax return and Rp100,000 for an individual's annual income tax return.$d$),

  ('pemeriksaan', 'Pemeriksaan Pajak', 'Tax audit', null,
   '{}'::text[], array['tax examination']::text[],
   $d$Pemeriksaan pajak diatur dalam PMK 15/2025, yang berlaku mulai 14 Februari 2025 dan mencabut PMK 17/2013, PMK 256/2014, serta Pasal 105 PMK 18/2021. Menurut PMK ini, pemeriksaan untuk menguji kepatuhan pemenuhan kewajiban perpajakan dilakukan dengan tiga tipe pemeriksaan. Di antaranya pemeriksaan lengkap, yang mencakup seluruh pos dalam SPT dan/atau Surat Pemberitahuan Objek Pajak (SPOP) secara mendalam dan dilaksanakan paling lama lima bulan, dan pemeriksaan terfokus, yang terfokus pada satu atau beberapa pos.$d$,
   $d$Tax audits are governed by PMK 15/2025, in force since 14 February 2025, which revoked PMK 17/2013, PMK 256/2014 and Article 105 of PMK 18/2021. Under it, an audit to test compliance with tax obligations is carried out as one of three types. Among them are the full audit, which covers every item of the tax return (SPT) and/or the tax object return (SPOP) in depth and takes at most five months, and the focused audit, which concentrates on one or more items.$d$),

  ('keberatan', 'Keberatan Pajak', 'Tax objection', null,
   array['pengajuan keberatan', 'permohonan keberatan', 'keputusan keberatan']::text[], '{}'::text[],
   $d$Keberatan pajak diajukan wajib pajak, hanya kepada Direktur Jenderal Pajak, atas isi ketetapan pajak, yaitu jumlah rugi atau jumlah pajak, atau atas pemotongan atau pemungutan pajak yang menurut wajib pajak tidak sebagaimana mestinya. Keberatan diajukan dengan alasan yang jelas, paling lama tiga bulan sejak tanggal surat ketetapan pajak dikirim atau sejak tanggal pemotongan atau pemungutan pajak. Bila batas waktu itu tidak dapat dipenuhi karena keadaan di luar kekuasaan wajib pajak, Direktur Jenderal Pajak dapat mempertimbangkan untuk memperpanjangnya.$d$,
   $d$A tax objection (keberatan) is filed by a taxpayer, with the Director General of Taxes only, against the content of a tax assessment, that is, the amount of a loss or of tax, or against tax withheld or collected, where the taxpayer considers it incorrect. It must give clear reasons and be filed within three months of the date the assessment was sent or the tax was withheld or collected. If circumstances beyond the taxpayer's control make that impossible, the Director General of Taxes may consider extending the time limit.$d$),

  ('banding', 'Banding', 'Tax appeal', null,
   '{}'::text[], '{}'::text[],
   $d$Banding adalah upaya hukum yang dapat ditempuh wajib pajak atau penanggung pajak di Pengadilan Pajak terhadap keputusan yang dapat diajukan banding berdasarkan peraturan perundang-undangan perpajakan. Surat banding diajukan secara tertulis dalam bahasa Indonesia kepada Pengadilan Pajak.$d$,
   $d$A tax appeal (banding) is a legal remedy that a taxpayer or a person liable for tax can pursue at the Tax Court against a decision that can be appealed under the tax laws. The appeal letter is submitted to the Tax Court in writing, in Indonesian.$d$),

  ('pengadilan-pajak', 'Pengadilan Pajak', 'Tax Court', null,
   '{}'::text[], '{}'::text[],
   $d$Pengadilan Pajak adalah badan peradilan yang memeriksa dan memutus sengketa pajak, dibentuk berdasarkan UU Nomor 14 Tahun 2002. Sengketa diajukan melalui banding, misalnya terhadap keputusan keberatan, atau melalui gugatan, misalnya terhadap pelaksanaan penagihan pajak. Putusannya bersifat final dan berkekuatan hukum tetap; pihak yang bersengketa hanya dapat mengajukan peninjauan kembali ke Mahkamah Agung.$d$,
   $d$The Tax Court (Pengadilan Pajak) is the court that hears and decides tax disputes, established under Law 14 of 2002. Disputes reach it as appeals, for example against objection decisions, or as lawsuits, for example against the enforcement of tax collection. Its rulings are final and binding; the parties can only seek a case review (peninjauan kembali) at the Supreme Court.$d$),

  ('stp', 'Surat Tagihan Pajak', 'Tax collection notice', 'STP',
   '{}'::text[], array['tax collection letter']::text[],
   $d$Surat Tagihan Pajak (STP) adalah surat yang diterbitkan DJP untuk menagih pajak dan/atau sanksi administrasi berupa bunga dan/atau denda. STP diterbitkan antara lain bila PPh tahun berjalan tidak atau kurang dibayar, bila ada salah tulis atau salah hitung dalam SPT, atau bila wajib pajak dikenai sanksi bunga atau denda, misalnya karena terlambat menyampaikan SPT. Seperti surat ketetapan pajak, STP menjadi dasar penagihan pajak.$d$,
   $d$A tax collection notice (STP) is a letter DJP issues to collect tax and/or administrative sanctions in the form of interest or fines. It is issued, among other cases, when current-year income tax is unpaid or underpaid, when a return contains a writing or calculation error, or when a taxpayer incurs interest or a fine, for example for filing a return late. Like a tax assessment letter, an STP is a basis for collecting tax.$d$),

  ('skp', 'Surat Ketetapan Pajak', 'Tax assessment letter', 'SKP',
   array['ketetapan pajak', 'SKPKB', 'SKPLB']::text[], array['tax assessment', 'SKPKB', 'SKPLB']::text[],
   $d$Surat Ketetapan Pajak (SKP) adalah surat yang diterbitkan DJP untuk menetapkan jumlah pajak yang terutang, umumnya setelah pemeriksaan. Jenisnya adalah Surat Ketetapan Pajak Kurang Bayar (SKPKB), Surat Ketetapan Pajak Kurang Bayar Tambahan (SKPKBT), Surat Ketetapan Pajak Lebih Bayar (SKPLB), dan Surat Ketetapan Pajak Nihil (SKPN). Wajib pajak yang tidak setuju dengan SKP dapat mengajukan keberatan kepada DJP.$d$,
   $d$A tax assessment letter (SKP) is a letter DJP issues to determine the amount of tax due, usually after an audit. The kinds are the underpayment assessment (SKPKB), the additional underpayment assessment (SKPKBT), the overpayment assessment (SKPLB) and the nil assessment (SKPN). A taxpayer who disagrees with an assessment can file an objection with DJP.$d$),

  ('pembukuan', 'Pembukuan', 'Bookkeeping', null,
   '{}'::text[], '{}'::text[],
   $d$Wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan wajib pajak badan di Indonesia wajib menyelenggarakan pembukuan, sesuai dengan Pasal 28 ayat (1) UU KUP. Menurut Pasal 448 ayat (2) PMK 81/2024, tiga pihak dikecualikan dari kewajiban pembukuan tetapi wajib melakukan pencatatan: wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas yang diperbolehkan menghitung penghasilan neto dengan NPPN, wajib pajak orang pribadi yang tidak melakukan kegiatan usaha atau pekerjaan bebas, dan wajib pajak orang pribadi yang memenuhi kriteria tertentu. Bentuk dan tata cara pencatatan itu diatur dalam Pasal 448–454 PMK 81/2024.$d$,
   $d$Individuals who run a business or practise a profession and companies in Indonesia must keep books (pembukuan), under Article 28(1) of the KUP Law. Under Article 448(2) of PMK 81/2024, three groups are exempt from bookkeeping but must keep records (pencatatan): individuals who run a business or practise a profession and are allowed to calculate their net income with the deemed profit norm (NPPN), individuals who do not run a business or practise a profession, and individuals who meet certain criteria. The form and procedure of record-keeping are set out in Articles 448–454 of PMK 81/2024.$d$),

  ('pencatatan', 'Pencatatan', 'Record-keeping', null,
   '{}'::text[], array['recordkeeping', 'record keeping']::text[],
   $d$Pencatatan wajib dilaksanakan oleh wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan menghitung penghasilan netonya dengan NPPN. Pencatatan itu meliputi peredaran bruto dan penghasilan bruto, serta harta dan kewajiban. Wajib pajak yang memiliki lebih dari satu jenis usaha, tempat usaha, atau pekerjaan bebas harus membuat pencatatan yang menggambarkan masing-masing secara jelas. Wajib pajak yang tidak memberitahukan pemakaian NPPN kepada DJP dianggap memilih menyelenggarakan pembukuan.$d$,
   $d$Record-keeping (pencatatan) is required of individuals who run a business or practise a profession and calculate their net income with the deemed profit norm (NPPN). The records cover gross turnover and gross income, as well as assets and liabilities. A taxpayer with more than one type of business, place of business or profession must keep records that show each of them clearly. A taxpayer who does not notify DJP of using the NPPN is deemed to have chosen to keep books.$d$),

  ('nppn', 'Norma Penghitungan Penghasilan Neto', 'Deemed profit norm', 'NPPN',
   array['norma penghitungan']::text[], array['net income calculation norm']::text[],
   $d$Norma Penghitungan Penghasilan Neto (NPPN) adalah norma untuk menentukan penghasilan neto yang dibuat, terus disempurnakan, dan diterbitkan oleh Direktur Jenderal Pajak. Wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dengan peredaran bruto kurang dari Rp4,8 miliar setahun boleh memakainya, dengan syarat memberitahukannya kepada Direktur Jenderal Pajak dalam tiga bulan pertama tahun pajak. Wajib pajak yang memakai NPPN wajib menyelenggarakan pencatatan.$d$,
   $d$The deemed profit norm (NPPN) is a norm for determining net income, drawn up, kept up to date and published by the Director General of Taxes. Individuals who run a business or practise a profession with gross turnover below Rp4.8 billion a year may use it, provided they notify the Director General of Taxes within the first three months of the tax year. Taxpayers who use it must keep records.$d$),

  ('pps', 'Program Pengungkapan Sukarela', 'Voluntary Disclosure Programme', 'PPS',
   array['tax amnesty jilid II']::text[], array['voluntary disclosure program']::text[],
   $d$Program Pengungkapan Sukarela (PPS) adalah program yang memberi kesempatan kepada wajib pajak untuk secara sukarela mengungkapkan harta yang belum dilaporkan dengan membayar PPh final. Program ini diatur dalam UU HPP (UU 7/2021) dan berlangsung dari 1 Januari sampai 30 Juni 2022. Kebijakan I ditujukan bagi peserta tax amnesty 2016–2017 atas harta perolehan sampai 2015 yang belum diungkapkan, sedangkan kebijakan II bagi orang pribadi atas harta perolehan 2016–2020 yang belum dilaporkan dalam SPT Tahunan 2020. Tarifnya lebih rendah bila harta diinvestasikan di instrumen tertentu, seperti surat berharga negara.$d$,
   $d$The Voluntary Disclosure Programme (PPS) gave taxpayers the chance to disclose assets they had not yet reported by paying a final income tax on them. It was set up by the HPP Law (Law 7 of 2021) and ran from 1 January to 30 June 2022. The first scheme was for participants in the 2016–2017 tax amnesty with undisclosed assets acquired up to 2015, and the second for individuals with assets acquired in 2016–2020 that were missing from their 2020 annual return. Lower rates applied where the assets were invested in certain instruments, such as government securities.$d$),

  ('pemotong-pemungut', 'Pemotong dan Pemungut Pajak', 'Withholding agent and collector', null,
   array['pemotong pajak', 'pemungut pajak', 'pemotong PPh']::text[],
   array['withholding agent', 'tax withholder']::text[],
   $d$Pemotongan dan pemungutan pajak adalah dua istilah perpajakan Indonesia yang dalam bahasa Inggris sama-sama disebut withholding tax; tidak ada ketentuan yang secara eksplisit mendefinisikan keduanya. Pemotongan pajak adalah kegiatan memotong sejumlah pajak yang terutang dari pembayaran yang dilakukan, oleh pihak yang melakukan pembayaran (pemberi penghasilan) terhadap penerima penghasilan, misalnya pemberi kerja, bendaharawan pemerintah, atau penyelenggara kegiatan. Istilah pemotongan dipakai untuk PPh Pasal 21, PPh Pasal 23, dan PPh Pasal 26.$d$,
   $d$Withholding (pemotongan) and collection (pemungutan) of tax are two Indonesian tax terms that are both called withholding tax in English; no provision defines either of them explicitly. Withholding means deducting the tax due from a payment, done by the payer of the income when paying the recipient, for example an employer, a government treasurer or an event organiser. The term is used for Article 21, Article 23 and Article 26 income tax.$d$),

  ('pph-25', 'PPh Pasal 25', 'Monthly income tax instalment', 'PPh 25',
   array['Pajak Penghasilan Pasal 25', 'angsuran PPh']::text[],
   array['Article 25 income tax', 'income tax instalment', 'income tax installment', 'PPh Article 25']::text[],
   $d$PPh Pasal 25 adalah angsuran pajak penghasilan dalam tahun pajak berjalan yang dibayar sendiri setiap bulan. Bagi wajib pajak badan, besarnya adalah PPh terutang menurut SPT Tahunan tahun pajak sebelumnya dikurangi PPh Pasal 22 dan Pasal 23 yang dipungut atau dipotong pihak lain serta PPh Pasal 24 yang dibayar atau terutang di luar negeri dan boleh dikreditkan, lalu dibagi 12.$d$,
   $d$PPh 25 (Article 25 income tax) is the monthly instalment of income tax for the current tax year that the taxpayer pays itself. For a company, it is the income tax due under the previous year's annual return, less Article 22 and Article 23 tax collected or withheld by others and creditable Article 24 tax paid or due abroad, divided by 12.$d$),

  ('kup', 'Ketentuan Umum dan Tata Cara Perpajakan', 'General Provisions and Tax Procedures', 'KUP',
   array['UU KUP']::text[], array['KUP Law']::text[],
   $d$Ketentuan Umum dan Tata Cara Perpajakan (KUP) adalah nama UU Nomor 6 Tahun 1983. UU KUP telah beberapa kali diubah, antara lain oleh UU HPP (UU Nomor 7 Tahun 2021).$d$,
   $d$The General Provisions and Tax Procedures Law (KUP Law) is Law 6 of 1983. It has been amended several times, among others by the HPP Law (Law 7 of 2021).$d$),

  ('hkpd', 'Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah', 'Financial Relations between the Central Government and Regional Governments', 'HKPD',
   array['UU HKPD']::text[], array['HKPD Law']::text[],
   $d$Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah (HKPD) adalah nama UU Nomor 1 Tahun 2022, yang mengatur hubungan keuangan pusat dan daerah, termasuk pajak daerah, retribusi daerah, dan transfer ke daerah. UU HKPD menggantikan UU Nomor 28 Tahun 2009 tentang Pajak Daerah dan Retribusi Daerah serta UU Nomor 33 Tahun 2004 tentang Perimbangan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah. Salah satu perubahannya adalah penggabungan beberapa pajak daerah atas konsumsi, seperti pajak hotel, restoran, hiburan, dan parkir, menjadi Pajak Barang dan Jasa Tertentu (PBJT).$d$,
   $d$The HKPD Law, Law 1 of 2022 on Financial Relations between the Central Government and Regional Governments, governs fiscal relations between the centre and the regions, including regional taxes, regional levies and transfers to the regions. It replaced Law 28 of 2009 on Regional Taxes and Levies and Law 33 of 2004 on the fiscal balance between the central and regional governments. Among its changes, several regional consumption taxes, such as the hotel, restaurant, entertainment and parking taxes, were merged into a single tax on certain goods and services (PBJT).$d$);

-- Related terms, each pair once.
insert into public.glossary_related (entry_id, related_id)
select a.id, b.id
from (values
  ('wajib-pajak', 'npwp'),
  ('wajib-pajak', 'pkp'),
  ('wajib-pajak', 'pemotong-pemungut'),
  ('djp', 'kpp'),
  ('djp', 'coretax'),
  ('kpp', 'npwp'),
  ('npwp', 'nik'),
  ('npwp', 'nitku'),
  ('npwp', 'coretax'),
  ('pkp', 'faktur-pajak'),
  ('pkp', 'spt-masa'),
  ('spt', 'spt-masa'),
  ('spt', 'spt-tahunan'),
  ('spt', 'coretax'),
  ('spt', 'lebih-bayar'),
  ('spt', 'kurang-bayar'),
  ('spt-masa', 'pemotong-pemungut'),
  ('spt-tahunan', 'pph-25'),
  ('spt-tahunan', 'bukti-potong'),
  ('spt-tahunan', 'pps'),
  ('bukti-potong', 'e-bupot'),
  ('bukti-potong', 'pemotong-pemungut'),
  ('e-bupot', 'coretax'),
  ('faktur-pajak', 'e-faktur'),
  ('e-faktur', 'coretax'),
  ('kode-billing', 'ntpn'),
  ('kode-billing', 'coretax'),
  ('kode-billing', 'pph-25'),
  ('restitusi', 'lebih-bayar'),
  ('restitusi', 'pemeriksaan'),
  ('lebih-bayar', 'skp'),
  ('kurang-bayar', 'skp'),
  ('kurang-bayar', 'sanksi-administrasi'),
  ('sanksi-administrasi', 'stp'),
  ('sanksi-administrasi', 'kup'),
  ('pemeriksaan', 'skp'),
  ('pemeriksaan', 'kup'),
  ('skp', 'keberatan'),
  ('skp', 'stp'),
  ('keberatan', 'banding'),
  ('banding', 'pengadilan-pajak'),
  ('pembukuan', 'pencatatan'),
  ('pembukuan', 'kup'),
  ('pencatatan', 'nppn'),
  ('spt', 'kup')
) as p (a_slug, b_slug)
join public.glossary_entries a on a.slug = p.a_slug
join public.glossary_entries b on b.slug = p.b_slug;

-- The regulations that govern each term.
insert into public.glossary_regulations (entry_id, regulation_id)
select g.id, r.id
from (values
  ('npwp', 'pmk-112-2022'),
  ('npwp', 'pmk-136-2023'),
  ('nik', 'pmk-112-2022'),
  ('nik', 'pmk-136-2023'),
  ('nitku', 'pmk-112-2022'),
  ('coretax', 'pmk-81-2024'),
  ('kup', 'uu-6-1983'),
  ('spt', 'uu-6-1983'),
  ('stp', 'uu-6-1983'),
  ('skp', 'uu-6-1983'),
  ('pemeriksaan', 'uu-6-1983'),
  ('keberatan', 'uu-6-1983'),
  ('banding', 'uu-6-1983'),
  ('sanksi-administrasi', 'uu-6-1983'),
  ('pembukuan', 'uu-6-1983'),
  ('pph-25', 'uu-7-1983'),
  ('nppn', 'uu-7-1983'),
  ('pkp', 'uu-8-1983'),
  ('faktur-pajak', 'uu-8-1983'),
  ('pps', 'uu-7-2021'),
  ('hkpd', 'uu-1-2022')
) as link (entry_slug, regulation_slug)
join public.glossary_entries g on g.slug = link.entry_slug
join public.regulations r on r.slug = link.regulation_slug;
