-- Seed articles, part A (slugs start with a..m). Runs after seed.sql (categories) and 05_authors.sql.
-- All text was written for this project; names, figures and quotes are illustrative fiction
-- about Indonesian taxation and are not real reporting.
-- Contents: 31 published Indonesian articles, 16 English translations of them, 2 standalone
-- English articles and 1 Indonesian draft. Dates are relative to now() so the site looks fresh.

-- Berita -----------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'dirjen-pajak-coretax-tidak-ditarik-mundur',
  $body$Dirjen Pajak: "Coretax Tidak Akan Ditarik Mundur", Gangguan Diperbaiki Bertahap$body$,
  $body$Direktorat Jenderal Pajak menegaskan Coretax tetap menjadi sistem administrasi utama, sembari menambah kapasitas server dan memperbaiki fitur yang dikeluhkan wajib pajak.$body$,
  $body$Direktur Jenderal Pajak menegaskan pemerintah tidak akan kembali ke sistem lama meskipun Coretax DJP masih menuai keluhan. Dalam konferensi pers di Jakarta, ia menyebut gangguan yang muncul sebagai "masalah transisi" yang ditangani secara bertahap.

"Coretax tidak akan ditarik mundur. Yang kami lakukan adalah memperbaiki, bukan mengganti," ujarnya.

## Keluhan yang paling sering muncul

Berdasarkan catatan layanan Kring Pajak, keluhan wajib pajak dalam sepekan terakhir didominasi oleh:

- kegagalan login dan kode verifikasi yang terlambat masuk ke surel;
- lambatnya pembuatan faktur pajak pada jam sibuk;
- bukti potong PPh 21 yang belum muncul di akun karyawan;
- kesulitan mengganti penanggung jawab akun wajib pajak badan.

## Kapasitas server ditambah

DJP mengklaim telah menambah kapasitas pemrosesan dan memisahkan layanan pembuatan faktur dari layanan pelaporan agar lonjakan di satu modul tidak melumpuhkan modul lain. Otoritas pajak juga berjanji pemeliharaan terjadwal hanya dilakukan pada malam hari dan diumumkan paling lambat sehari sebelumnya.

Pengamat menilai komitmen itu perlu dibuktikan menjelang puncak pelaporan SPT Tahunan. "Ujian sebenarnya adalah pekan terakhir Maret, ketika jutaan orang masuk pada waktu yang sama," kata seorang konsultan pajak di Jakarta.

## Yang bisa dilakukan wajib pajak

DJP mengimbau wajib pajak memperbarui alamat surel dan nomor ponsel di profil Coretax, serta tidak menunda pelaporan. Ketentuan administrasi Coretax sendiri diatur dalam PMK 81/2024. Informasi gangguan dan jadwal pemeliharaan diumumkan melalui [pajak.go.id](https://www.pajak.go.id/) dan akun media sosial resmi DJP.$body$,
  'berita', 'id', null, (select id from public.authors where slug = 'rina-hapsari'), '/images/covers/coretax.svg',
  $body$Sampul newstax bertuliskan CORETAX$body$,
  now() - interval '0 days 5 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'director-general-coretax-will-not-be-rolled-back',
  $body$Tax Chief: "Coretax Will Not Be Rolled Back" as Glitches Are Fixed in Stages$body$,
  $body$The Directorate General of Taxes says Coretax remains the core administration system while it adds server capacity and fixes the features taxpayers complain about.$body$,
  $body$Indonesia's Director General of Taxes has made clear that the government will not return to the old system, even though Coretax DJP is still drawing complaints. At a press conference in Jakarta, he described the disruptions as "transition problems" that are being dealt with step by step.

"Coretax will not be rolled back. What we are doing is fixing it, not replacing it," he said.

## The most frequent complaints

According to records from the Kring Pajak call centre, taxpayer complaints over the past week were dominated by:

- failed logins and verification codes arriving late by email;
- slow tax invoice creation during peak hours;
- PPh 21 withholding slips not yet showing up in employees' accounts;
- difficulty changing the person in charge of a corporate taxpayer account.

## More server capacity

The DGT says it has added processing capacity and separated the invoicing service from the reporting service, so that a surge in one module does not bring down the others. The tax authority also promised that scheduled maintenance will only take place at night and will be announced at least one day in advance.

Observers say the pledge has yet to be tested ahead of the annual tax return peak. "The real test is the last week of March, when millions of people log in at the same time," said a tax consultant in Jakarta.

## What taxpayers can do

The DGT urges taxpayers to update their email address and mobile number in their Coretax profile and not to put off filing. The administrative rules for Coretax are set out in PMK 81/2024. Outage notices and maintenance schedules are published on [pajak.go.id](https://www.pajak.go.id/) and the DGT's official social media accounts.$body$,
  'berita', 'en', (select id from public.articles where slug = 'dirjen-pajak-coretax-tidak-ditarik-mundur'),
  (select id from public.authors where slug = 'rina-hapsari'), '/images/covers/coretax.svg',
  $body$newstax cover reading CORETAX$body$,
  now() - interval '0 days 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'batas-spt-tahunan-orang-pribadi-31-maret',
  $body$Batas Lapor SPT Tahunan Orang Pribadi 31 Maret, DJP Imbau Wajib Pajak Tak Tunggu Hari Terakhir$body$,
  $body$Wajib pajak orang pribadi wajib menyampaikan SPT Tahunan paling lambat 31 Maret. Keterlambatan dikenai denda Rp100.000, sedangkan badan punya waktu hingga 30 April.$body$,
  $body$Direktorat Jenderal Pajak (DJP) kembali mengingatkan bahwa batas akhir penyampaian SPT Tahunan PPh orang pribadi jatuh pada 31 Maret. Untuk wajib pajak badan, tenggatnya 30 April. Tahun ini seluruh pelaporan dilakukan melalui Coretax DJP.

## Siapa yang wajib lapor

Kewajiban lapor berlaku bagi setiap orang yang memiliki NPWP, termasuk NIK yang telah dipadankan sebagai NPWP. Pengecualian diberikan antara lain kepada wajib pajak yang penghasilannya setahun di bawah penghasilan tidak kena pajak (PTKP).

## Denda keterlambatan

| Jenis wajib pajak | Batas waktu | Denda administrasi |
|---|---|---|
| Orang pribadi | 31 Maret | Rp100.000 |
| Badan | 30 April | Rp1.000.000 |

Denda tersebut diatur dalam Pasal 7 UU KUP dan dapat ditagih melalui Surat Tagihan Pajak.

## Siapkan dokumen sejak sekarang

Sebelum masuk ke Coretax, wajib pajak disarankan menyiapkan:

1. bukti potong tahunan PPh 21 dari pemberi kerja;
2. daftar harta dan utang per 31 Desember;
3. bukti pembayaran zakat atau sumbangan keagamaan wajib yang dapat dikurangkan;
4. data anggota keluarga yang menjadi tanggungan.

Bukti potong dari pemberi kerja yang sudah memakai Coretax umumnya otomatis muncul dalam konsep SPT. Wajib pajak tinggal mencocokkan angka, melengkapi daftar harta, lalu menandatangani SPT secara elektronik.

"Semakin dekat dengan tenggat, semakin padat lalu lintas sistem. Lebih baik lapor sekarang," kata seorang pejabat DJP.

Panduan resmi tersedia di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'berita', 'id', null, (select id from public.authors where slug = 'rina-hapsari'), null, null,
  now() - interval '1 days 7 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'individual-tax-return-deadline-march-31',
  $body$Individual Tax Return Deadline Is 31 March, DGT Urges Taxpayers Not to Wait Until the Last Day$body$,
  $body$Individual taxpayers must file their annual tax return by 31 March. Late filers face a Rp100,000 fine, while companies have until 30 April.$body$,
  $body$The Directorate General of Taxes (DGT) has reminded the public that the deadline for individual annual income tax returns (SPT Tahunan) falls on 31 March. For corporate taxpayers, the deadline is 30 April. This year all returns are filed through Coretax DJP.

## Who has to file

The obligation applies to everyone who holds a taxpayer identification number (NPWP), including a national ID number (NIK) that has been matched for use as an NPWP. Exemptions apply, among others, to taxpayers whose annual income is below the non-taxable income threshold (PTKP).

## Late-filing fines

| Taxpayer type | Deadline | Administrative fine |
|---|---|---|
| Individual | 31 March | Rp100,000 |
| Corporate | 30 April | Rp1,000,000 |

The fines are set out in Article 7 of the General Tax Provisions Law (UU KUP) and can be billed through a Tax Collection Letter (STP).

## Prepare your documents now

Before logging in to Coretax, taxpayers are advised to prepare:

1. the annual PPh 21 withholding slip from their employer;
2. a list of assets and liabilities as of 31 December;
3. receipts for zakat or mandatory religious donations that are deductible;
4. details of family members claimed as dependants.

Withholding slips from employers that already use Coretax generally appear automatically in the draft return. Taxpayers only need to check the figures, complete the asset list and sign the return electronically.

"The closer we get to the deadline, the heavier the system traffic. It is better to file now," a DGT official said.

Official guidance is available at [pajak.go.id](https://www.pajak.go.id/).$body$,
  'berita', 'en', (select id from public.articles where slug = 'batas-spt-tahunan-orang-pribadi-31-maret'),
  (select id from public.authors where slug = 'rina-hapsari'), null, null,
  now() - interval '1 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'jelang-tenggat-30-april-layanan-spt-badan',
  $body$Jelang Tenggat 30 April, KPP Perpanjang Jam Layanan untuk SPT Tahunan Badan$body$,
  $body$Sejumlah kantor pelayanan pajak membuka layanan hingga malam hari untuk membantu wajib pajak badan yang kesulitan melaporkan SPT Tahunan melalui Coretax.$body$,
  $body$Sejumlah kantor pelayanan pajak (KPP) di Jakarta, Surabaya, dan Medan memperpanjang jam layanan hingga pukul 20.00 menjelang batas akhir penyampaian SPT Tahunan PPh badan pada 30 April. Langkah ini diambil setelah antrean konsultasi meningkat tajam dalam dua pekan terakhir.

## Layanan asistensi

Petugas di pojok pajak membantu wajib pajak yang mengalami kendala teknis, seperti lampiran laporan keuangan yang gagal diunggah atau kredit pajak yang tidak tertarik otomatis. Menurut seorang kepala KPP di Jakarta Selatan, sebagian besar pengunjung adalah pengurus usaha kecil berbentuk PT dan CV yang baru pertama kali melapor lewat Coretax.

"Kebanyakan masalahnya bukan sistem, melainkan data yang belum lengkap. Jadi kami minta datang dengan dokumen siap," ujarnya.

## Dokumen yang perlu dibawa

- laporan keuangan yang telah ditandatangani, atau yang telah diaudit bila diwajibkan;
- daftar penyusutan dan amortisasi fiskal;
- bukti potong dan bukti pungut PPh yang menjadi kredit pajak;
- ikhtisar dokumen transfer pricing bagi wajib pajak yang memiliki transaksi afiliasi.

## Bisa minta perpanjangan

Wajib pajak badan yang belum siap dapat menyampaikan pemberitahuan perpanjangan penyampaian SPT paling lama dua bulan, sesuai Pasal 3 ayat (4) UU KUP. Pemberitahuan harus disertai penghitungan sementara dan bukti pelunasan pajak yang kurang dibayar.

Tanpa perpanjangan, keterlambatan dikenai denda Rp1 juta, di luar sanksi bunga atas kekurangan bayar. Jadwal layanan setiap KPP dapat dicek di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'berita', 'id', null, (select id from public.authors where slug = 'dimas-prakoso'), null, null,
  now() - interval '28 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'april-30-deadline-tax-offices-extend-hours-corporate-returns',
  $body$Ahead of 30 April Deadline, Tax Offices Extend Hours for Corporate Annual Returns$body$,
  $body$Several tax service offices are staying open into the evening to help corporate taxpayers who are struggling to file their annual returns through Coretax.$body$,
  $body$Several tax service offices (KPP) in Jakarta, Surabaya and Medan have extended their opening hours until 8 p.m. ahead of the 30 April deadline for corporate annual income tax returns. The move follows a sharp rise in consultation queues over the past two weeks.

## Assistance desks

Staff at the tax help desks are assisting taxpayers with technical problems, such as financial statement attachments that fail to upload or tax credits that are not pulled in automatically. According to the head of one office in South Jakarta, most visitors run small businesses set up as a PT or CV and are filing through Coretax for the first time.

"Most of the problems are not the system but incomplete data. So we ask people to come with their documents ready," he said.

## Documents to bring

- signed financial statements, or audited statements where an audit is required;
- the schedule of tax depreciation and amortisation;
- withholding and collection slips that serve as tax credits;
- a summary of transfer pricing documentation for taxpayers with related-party transactions.

## An extension is possible

Corporate taxpayers that are not ready can file a notice extending the return deadline by up to two months, under Article 3(4) of the General Tax Provisions Law (UU KUP). The notice must come with a provisional calculation and proof that any tax underpaid has been settled.

Without an extension, late filing carries a Rp1 million fine, on top of interest on any underpayment. Each office's service hours can be checked at [pajak.go.id](https://www.pajak.go.id/).$body$,
  'berita', 'en', (select id from public.articles where slug = 'jelang-tenggat-30-april-layanan-spt-badan'),
  (select id from public.authors where slug = 'dimas-prakoso'), null, null,
  now() - interval '27 days 22 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'indonesia-rampungkan-perundingan-perubahan-p3b',
  $body$Indonesia Rampungkan Perundingan Perubahan P3B dengan Tiga Negara Mitra$body$,
  $body$Pemerintah menuntaskan perundingan perubahan perjanjian penghindaran pajak berganda dengan tiga negara. Tarif pemotongan dividen dan klausul antipenyalahgunaan menjadi sorotan.$body$,
  $body$Pemerintah Indonesia menyelesaikan putaran akhir perundingan perubahan Persetujuan Penghindaran Pajak Berganda (P3B) dengan tiga negara mitra. Nama negara dan naskah perjanjian belum diumumkan karena masih menunggu penandatanganan resmi oleh kedua pihak.

Seorang pejabat di lingkungan Direktorat Jenderal Pajak yang mengikuti perundingan menyebut perubahan kali ini berfokus pada dua hal: menyesuaikan tarif pemotongan atas penghasilan pasif dan memperkuat ketentuan antipenghindaran pajak.

## Poin-poin utama

Menurut sumber tersebut, hasil perundingan memuat antara lain:

- penyesuaian tarif pemotongan atas dividen, bunga, dan royalti bagi penerima manfaat yang memenuhi syarat;
- klausul *principal purpose test* yang sejalan dengan Konvensi Multilateral (MLI);
- definisi bentuk usaha tetap yang lebih luas, termasuk untuk jasa yang diberikan dalam jangka waktu tertentu;
- kerja sama pertukaran informasi dan bantuan penagihan pajak.

## Menunggu ratifikasi

Setelah ditandatangani, perubahan P3B perlu diratifikasi melalui peraturan presiden sebelum berlaku. Dalam praktiknya, ketentuan baru biasanya baru efektif pada tahun pajak berikutnya setelah kedua negara saling memberitahukan penyelesaian prosedur domestik.

Indonesia saat ini memiliki lebih dari 70 P3B yang berlaku. Daftar lengkap perjanjian dan teksnya dapat diakses di laman [pajak.go.id](https://www.pajak.go.id/).

Konsultan pajak internasional menyarankan perusahaan yang menerima investasi asing meninjau struktur kepemilikannya. "Dengan uji tujuan utama, memakai perusahaan perantara hanya demi tarif rendah makin berisiko," ujar seorang partner firma konsultan di Jakarta.$body$,
  'berita', 'id', null, (select id from public.authors where slug = 'hendra-situmorang'), null, null,
  now() - interval '14 days 13 hours'
);

-- Kebijakan --------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'kenaikan-ppn-12-persen-hanya-barang-mewah',
  $body$PPN 12% Hanya untuk Barang Mewah, Bahan Pokok Tetap Bebas PPN$body$,
  $body$Lewat PMK 131/2024, pemerintah membatasi tarif PPN 12% pada barang yang tergolong mewah. Barang dan jasa lain tetap menanggung beban efektif 11%.$body$,
  $body$Pemerintah memastikan kenaikan tarif Pajak Pertambahan Nilai (PPN) menjadi 12% sebagaimana diamanatkan UU Harmonisasi Peraturan Perpajakan hanya dirasakan penuh pada barang yang tergolong mewah. Ketentuan teknisnya dituangkan dalam PMK 131/2024.

Untuk barang dan jasa lain, tarif di atas kertas memang 12%, tetapi dasar pengenaan pajaknya memakai nilai lain sebesar 11/12 dari harga jual. Hasilnya, beban yang ditanggung konsumen tetap setara 11%.

## Ringkasan perlakuan PPN

| Kelompok | Dasar pengenaan pajak | Tarif | Beban efektif |
|---|---|---|---|
| Barang mewah yang dikenai PPnBM | Harga jual | 12% | 12% |
| Barang dan jasa umum | 11/12 × harga jual | 12% | 11% |
| Bahan pokok, jasa kesehatan, pendidikan | Dibebaskan | – | 0% |

## Yang termasuk barang mewah

Kelompok ini mengacu pada barang yang selama ini dikenai Pajak Penjualan atas Barang Mewah (PPnBM), antara lain:

- kendaraan bermotor tertentu;
- hunian mewah dengan harga jual tinggi;
- kapal pesiar dan yacht;
- pesawat udara pribadi, senjata api, dan peluru.

## Bahan pokok tetap bebas

Beras, daging, telur, sayur, buah, susu segar, serta jasa pendidikan dan kesehatan tetap mendapat fasilitas pembebasan PPN. Pemerintah juga menyiapkan paket stimulus bagi rumah tangga berpenghasilan rendah.

Pengusaha kena pajak diminta menyesuaikan sistem faktur agar tidak keliru menerapkan dasar pengenaan. "Kesalahan paling umum adalah memakai harga jual penuh untuk barang nonmewah," kata seorang konsultan PPN. Panduan pembuatan faktur tersedia di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'kebijakan', 'id', null, (select id from public.authors where slug = 'anindya-kusumawardani'), '/images/covers/ppn-12.svg',
  $body$Sampul newstax bertuliskan PPN 12$body$,
  now() - interval '146 days 6 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'luxury-goods-only-face-full-12-percent-vat',
  $body$12% VAT Applies Only to Luxury Goods, Staple Foods Remain VAT-Exempt$body$,
  $body$Through PMK 131/2024, the government limits the 12% VAT rate to goods classed as luxury. Other goods and services continue to carry an effective burden of 11%.$body$,
  $body$The government has confirmed that the increase in the Value Added Tax (PPN) rate to 12%, as mandated by the Tax Harmonisation Law, will only be felt in full on luxury goods. The technical rules are set out in PMK 131/2024.

For other goods and services, the headline rate is 12%, but the tax base uses an "other value" of 11/12 of the selling price. As a result, the burden on consumers remains equivalent to 11%.

## VAT treatment at a glance

| Group | Tax base | Rate | Effective burden |
|---|---|---|---|
| Luxury goods subject to PPnBM | Selling price | 12% | 12% |
| General goods and services | 11/12 × selling price | 12% | 11% |
| Staple foods, health and education services | Exempt | – | 0% |

## What counts as luxury

This group refers to goods that are already subject to the Sales Tax on Luxury Goods (PPnBM), including:

- certain motor vehicles;
- high-priced luxury residences;
- cruise ships and yachts;
- private aircraft, firearms and ammunition.

## Staples stay exempt

Rice, meat, eggs, vegetables, fruit and fresh milk, as well as education and health services, keep their VAT exemption. The government is also preparing a stimulus package for low-income households.

VAT-registered businesses are asked to adjust their invoicing systems so that they do not apply the wrong tax base. "The most common mistake is using the full selling price for non-luxury goods," said a VAT consultant. Invoicing guidance is available at [pajak.go.id](https://www.pajak.go.id/).$body$,
  'kebijakan', 'en', (select id from public.articles where slug = 'kenaikan-ppn-12-persen-hanya-barang-mewah'),
  (select id from public.authors where slug = 'anindya-kusumawardani'), '/images/covers/ppn-12.svg',
  $body$newstax cover reading PPN 12 (12% VAT)$body$,
  now() - interval '146 days 1 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'insentif-ppn-dtp-rumah-diperpanjang',
  $body$Insentif PPN DTP Rumah Diperpanjang hingga Akhir Tahun, Berlaku untuk Harga Maksimal Rp5 Miliar$body$,
  $body$Pemerintah memperpanjang fasilitas PPN ditanggung pemerintah untuk pembelian rumah tapak dan satuan rumah susun baru. Fasilitas hanya berlaku atas Rp2 miliar pertama dari harga jual.$body$,
  $body$Pemerintah memperpanjang insentif Pajak Pertambahan Nilai ditanggung pemerintah (PPN DTP) atas penyerahan rumah tapak dan satuan rumah susun hingga akhir tahun. Kebijakan ini dimaksudkan menjaga daya beli kelas menengah sekaligus menggerakkan sektor konstruksi yang menyerap banyak tenaga kerja.

## Besaran fasilitas

| Harga jual rumah | Bagian yang mendapat PPN DTP | Keterangan |
|---|---|---|
| Hingga Rp2 miliar | Seluruh harga jual | PPN sepenuhnya ditanggung pemerintah |
| Di atas Rp2 miliar sampai Rp5 miliar | Rp2 miliar pertama | Sisa harga dikenai PPN normal |
| Di atas Rp5 miliar | Tidak ada | Tidak memenuhi syarat |

## Syarat yang harus dipenuhi

Menurut ketentuan yang dirilis Kementerian Keuangan, fasilitas hanya berlaku bila:

1. rumah merupakan unit baru yang diserahkan dalam kondisi siap huni;
2. serah terima dan berita acaranya terjadi dalam periode insentif;
3. setiap orang hanya memanfaatkan fasilitas untuk satu unit;
4. pengembang telah mendaftarkan berita acara serah terima di aplikasi yang ditetapkan kementerian terkait.

Pembeli dapat berstatus warga negara Indonesia maupun warga negara asing yang memenuhi syarat kepemilikan properti, sepanjang memiliki NIK atau NPWP.

## Catatan bagi pengembang

Pengembang wajib membuat faktur pajak dengan keterangan PPN DTP dan melaporkannya dalam SPT Masa PPN. Kesalahan administrasi, misalnya berita acara yang tidak terdaftar, dapat membuat fasilitas gugur sehingga PPN harus dibayar penuh.

Asosiasi pengembang menyambut baik perpanjangan ini, tetapi meminta pemerintah memberi kepastian lebih awal pada tahun-tahun berikutnya agar perencanaan proyek tidak terganggu. Aturan lengkap dapat dibaca di [JDIH Kemenkeu](https://jdih.kemenkeu.go.id/).$body$,
  'kebijakan', 'id', null, (select id from public.authors where slug = 'putu-ayu-wirastuti'), null, null,
  now() - interval '33 days 9 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'housing-vat-incentive-extended-until-year-end',
  $body$Government-Borne VAT Incentive for Homes Extended to Year-End, Capped at Rp5 Billion Price$body$,
  $body$The government has extended its government-borne VAT facility for new landed houses and apartment units. The facility only covers the first Rp2 billion of the selling price.$body$,
  $body$The government has extended the government-borne Value Added Tax incentive (PPN DTP) on the delivery of landed houses and apartment units until the end of the year. The policy aims to support middle-class purchasing power while stimulating the labour-intensive construction sector.

## Size of the facility

| House price | Portion covered by PPN DTP | Notes |
|---|---|---|
| Up to Rp2 billion | Entire selling price | VAT fully borne by the government |
| Above Rp2 billion up to Rp5 billion | First Rp2 billion | Remainder subject to normal VAT |
| Above Rp5 billion | None | Not eligible |

## Conditions

According to the rules issued by the Ministry of Finance, the facility only applies if:

1. the home is a new unit handed over ready for occupancy;
2. the handover and its official report take place within the incentive period;
3. each person uses the facility for one unit only;
4. the developer has registered the handover report in the application designated by the relevant ministry.

Buyers may be Indonesian citizens or foreign nationals who meet the property ownership requirements, as long as they have a NIK or NPWP.

## Notes for developers

Developers must issue tax invoices marked as PPN DTP and report them in the monthly VAT return. Administrative errors, such as an unregistered handover report, can void the facility, in which case VAT must be paid in full.

Developer associations welcomed the extension but asked the government to provide certainty earlier in future years so that project planning is not disrupted. The full rules are available on [JDIH Kemenkeu](https://jdih.kemenkeu.go.id/).$body$,
  'kebijakan', 'en', (select id from public.articles where slug = 'insentif-ppn-dtp-rumah-diperpanjang'),
  (select id from public.authors where slug = 'putu-ayu-wirastuti'), null, null,
  now() - interval '33 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'amnesti-pajak-jilid-tiga-menuai-pro-kontra',
  $body$Wacana Tax Amnesty Jilid III Menuai Pro-Kontra di Senayan$body$,
  $body$Masuknya RUU Pengampunan Pajak dalam pembahasan DPR memicu perdebatan. Pendukung menyebutnya jalan cepat menambah basis pajak, pengkritik khawatir kepatuhan justru melemah.$body$,
  $body$Wacana pengampunan pajak jilid III kembali memanas setelah rancangan undang-undang tentang pengampunan pajak masuk daftar pembahasan di DPR. Jika terealisasi, ini akan menjadi program serupa ketiga dalam kurang dari satu dekade, setelah Tax Amnesty 2016–2017 dan Program Pengungkapan Sukarela (PPS) pada 2022.

## Argumen pendukung

Sejumlah anggota dewan menilai program baru dapat:

- menarik kembali aset yang masih disimpan di luar negeri;
- menambah data harta ke dalam sistem administrasi pajak;
- memberi tambahan penerimaan jangka pendek di tengah tekanan fiskal.

"Masih ada harta yang belum terungkap, terutama yang disimpan dalam bentuk aset kripto dan properti di luar negeri," kata seorang anggota Komisi XI.

## Kekhawatiran pengkritik

Ekonom dan organisasi masyarakat sipil mengingatkan risiko moral hazard. Program yang berulang dinilai mengirim pesan bahwa menunda kepatuhan akan selalu mendapat pengampunan.

- Wajib pajak patuh merasa diperlakukan tidak adil.
- Efek jera dari pemeriksaan dan penegakan hukum melemah.
- Tambahan penerimaan dari PPS 2022 relatif kecil dibanding target rasio pajak jangka menengah.

Seorang peneliti kebijakan fiskal di Jakarta menyebut pemerintah sebaiknya memaksimalkan data pertukaran informasi keuangan otomatis yang kini sudah tersedia. "Datanya sudah ada. Yang dibutuhkan adalah kemampuan menindaklanjuti, bukan pengampunan baru," ujarnya.

## Sikap pemerintah

Kementerian Keuangan belum memberikan sikap resmi atas substansi rancangan tersebut dan menyatakan akan mengikuti proses pembahasan di parlemen. Perkembangan regulasi dapat dipantau di [peraturan.bpk.go.id](https://peraturan.bpk.go.id/).$body$,
  'kebijakan', 'id', null, (select id from public.authors where slug = 'putu-ayu-wirastuti'), null, null,
  now() - interval '58 days 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'grup-multinasional-wajib-bayar-pajak-minimum-global',
  $body$Pajak Minimum Global 15% Berlaku, Grup Multinasional Beromzet €750 Juta Wajib Bersiap$body$,
  $body$PMK 136/2024 membawa aturan Pilar Dua OECD ke Indonesia. Grup usaha multinasional dengan pendapatan konsolidasi minimal €750 juta harus memastikan beban pajak efektifnya tidak di bawah 15%.$body$,
  $body$Indonesia resmi menerapkan pajak minimum global sebesar 15% melalui PMK 136/2024. Aturan ini merupakan implementasi Pilar Dua dari kesepakatan Inclusive Framework OECD/G20 dan menyasar grup usaha multinasional dengan pendapatan konsolidasi tahunan paling sedikit €750 juta.

## Tiga mekanisme utama

PMK tersebut memuat tiga instrumen yang saling melengkapi:

1. **Income Inclusion Rule (IIR)** – entitas induk di Indonesia membayar pajak tambahan atas laba anak usaha di luar negeri yang dikenai pajak efektif di bawah 15%.
2. **Undertaxed Profits Rule (UTPR)** – jaring pengaman bila yurisdiksi induk tidak menerapkan IIR (berlaku mulai 2026).
3. **Domestic Minimum Top-up Tax (DMTT)** – pajak tambahan domestik sehingga kekurangan pajak atas laba di Indonesia dipungut di dalam negeri, bukan oleh negara lain.

## Dampak bagi insentif

Konsultan menilai tax holiday dan tax allowance perlu ditinjau ulang. Jika fasilitas membuat tarif efektif turun di bawah 15%, selisihnya berpotensi dipungut melalui DMTT atau oleh yurisdiksi induk. "Insentif berbasis tarif akan kehilangan daya tarik. Ke depan, insentif berbasis biaya seperti super deduction lebih relevan," kata seorang partner firma pajak internasional.

## Kewajiban administrasi

Grup yang tercakup harus menyiapkan data per yurisdiksi, termasuk laba GloBE dan pajak tercakup, untuk menghitung tarif efektif. Laporan informasi GloBE umumnya disampaikan paling lambat 15 bulan setelah akhir tahun pajak, dengan kelonggaran lebih panjang untuk tahun pertama.

DJP menyatakan akan menerbitkan panduan teknis tambahan. Informasi resmi dapat dipantau di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'kebijakan', 'id', null, (select id from public.authors where slug = 'dimas-prakoso'), '/images/covers/pajak-minimum-global.svg',
  $body$Sampul newstax bertuliskan PAJAK MINIMUM GLOBAL$body$,
  now() - interval '128 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'global-minimum-tax-takes-effect-multinationals-must-prepare',
  $body$15% Global Minimum Tax Takes Effect, Multinationals With €750 Million Revenue Must Prepare$body$,
  $body$PMK 136/2024 brings the OECD's Pillar Two rules to Indonesia. Multinational groups with consolidated revenue of at least €750 million must ensure their effective tax rate is not below 15%.$body$,
  $body$Indonesia has formally adopted a 15% global minimum tax through PMK 136/2024. The regulation implements Pillar Two of the OECD/G20 Inclusive Framework agreement and targets multinational groups with annual consolidated revenue of at least €750 million.

## Three main mechanisms

The regulation contains three complementary instruments:

1. **Income Inclusion Rule (IIR)** – a parent entity in Indonesia pays top-up tax on the profits of foreign subsidiaries taxed at an effective rate below 15%.
2. **Undertaxed Profits Rule (UTPR)** – a backstop in case the parent's jurisdiction does not apply the IIR (applies from 2026).
3. **Domestic Minimum Top-up Tax (DMTT)** – a domestic top-up tax so that any shortfall on profits earned in Indonesia is collected at home rather than by another country.

## Impact on incentives

Consultants say tax holidays and tax allowances need to be reviewed. If an incentive pushes the effective rate below 15%, the difference could be collected through the DMTT or by the parent's jurisdiction. "Rate-based incentives will lose their appeal. Going forward, cost-based incentives such as super deductions are more relevant," said a partner at an international tax firm.

## Compliance obligations

Groups in scope must prepare jurisdiction-by-jurisdiction data, including GloBE income and covered taxes, to calculate their effective rate. The GloBE information return is generally due no later than 15 months after the end of the fiscal year, with a longer period allowed for the first year.

The DGT says it will issue further technical guidance. Official updates are published at [pajak.go.id](https://www.pajak.go.id/).$body$,
  'kebijakan', 'en', (select id from public.articles where slug = 'grup-multinasional-wajib-bayar-pajak-minimum-global'),
  (select id from public.authors where slug = 'dimas-prakoso'), '/images/covers/pajak-minimum-global.svg',
  $body$newstax cover reading PAJAK MINIMUM GLOBAL (Global Minimum Tax)$body$,
  now() - interval '127 days 23 hours'
);

-- Bisnis -----------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'emiten-properti-optimistis-insentif-ppn-dtp',
  $body$Emiten Properti Optimistis Penjualan Naik Berkat Insentif PPN DTP$body$,
  $body$Sejumlah pengembang tercatat di bursa menaikkan target prapenjualan setelah insentif PPN ditanggung pemerintah untuk rumah diperpanjang.$body$,
  $body$Perpanjangan insentif PPN ditanggung pemerintah (PPN DTP) untuk rumah tapak dan apartemen disambut optimisme oleh emiten properti. Beberapa pengembang yang sahamnya tercatat di Bursa Efek Indonesia merevisi naik target prapenjualan (*marketing sales*) tahun ini.

## Fokus ke rumah siap huni

Karena fasilitas hanya berlaku untuk unit yang diserahterimakan dalam periode insentif, pengembang berlomba mempercepat penyelesaian proyek. Direktur keuangan sebuah pengembang di Tangerang menyebut perusahaannya mengalihkan anggaran pemasaran ke klaster yang sudah rampung.

"Konsumen sekarang bertanya dulu apakah unitnya bisa serah terima tahun ini. Kalau tidak, mereka menunda," ujarnya.

## Segmen yang paling diuntungkan

Analis sebuah perusahaan sekuritas memetakan dampak insentif sebagai berikut:

- **Rumah di bawah Rp2 miliar** – paling diuntungkan karena seluruh PPN ditanggung pemerintah.
- **Rumah Rp2 miliar–Rp5 miliar** – tetap terbantu, tetapi hanya untuk Rp2 miliar pertama.
- **Apartemen menengah** – permintaan membaik, terutama unit siap huni di dekat jalur transportasi massal.

Menurut analis tersebut, hemat pajak bagi pembeli rumah seharga Rp1,5 miliar bisa mencapai lebih dari Rp160 juta, angka yang cukup untuk menutup biaya notaris dan sebagian uang muka.

## Risiko yang membayangi

Meski demikian, suku bunga KPR yang masih tinggi dan ketidakpastian perpanjangan insentif pada tahun berikutnya tetap menjadi risiko. Investor juga mencermati kemampuan pengembang menjaga margin karena harga bahan bangunan naik.

Sejumlah emiten dijadwalkan memaparkan kinerja kuartalan dalam paparan publik pekan depan. Informasi keterbukaan emiten dapat diakses melalui situs Bursa Efek Indonesia.$body$,
  'bisnis', 'id', null, (select id from public.authors where slug = 'maya-sembiring'), '/images/covers/properti.svg',
  $body$Sampul newstax bertuliskan PROPERTI$body$,
  now() - interval '42 days 5 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'eksportir-keluhkan-restitusi-ppn-lambat',
  $body$Eksportir Keluhkan Restitusi PPN Lambat, DJP Janji Percepat Pemeriksaan$body$,
  $body$Asosiasi eksportir menyebut dana restitusi PPN yang tertahan mengganggu arus kas. DJP berjanji memperluas pengembalian pendahuluan bagi wajib pajak berisiko rendah.$body$,
  $body$Kalangan eksportir mengeluhkan lamanya proses restitusi Pajak Pertambahan Nilai (PPN) yang dinilai menekan arus kas perusahaan. Sebagai pengusaha yang sebagian besar penjualannya diekspor dengan tarif PPN 0%, eksportir hampir selalu berada dalam posisi lebih bayar.

"Untuk anggota kami di sektor alas kaki dan furnitur, dana yang tertahan bisa setara dua sampai tiga bulan biaya produksi," kata ketua sebuah asosiasi eksportir.

## Jalur restitusi yang tersedia

Secara umum, ada dua jalur pengembalian kelebihan pembayaran PPN:

1. **Pengembalian pendahuluan** – tanpa pemeriksaan, bagi wajib pajak kriteria tertentu, persyaratan tertentu, atau PKP berisiko rendah. Untuk persyaratan tertentu, batas lebih bayarnya paling banyak Rp5 miliar.
2. **Restitusi melalui pemeriksaan** – DJP wajib menerbitkan keputusan paling lama 12 bulan sejak permohonan lengkap diterima, sesuai Pasal 17B UU KUP.

Masalahnya, menurut asosiasi, banyak anggota belum memenuhi kriteria jalur cepat sehingga harus menempuh pemeriksaan penuh.

## Respons DJP

Direktorat Jenderal Pajak menyatakan tengah mengevaluasi kriteria PKP berisiko rendah agar lebih banyak eksportir dapat memanfaatkan pengembalian pendahuluan. DJP juga menyebut integrasi data kepabeanan dan faktur di Coretax akan mempercepat pengujian.

Asosiasi meminta tiga hal:

- kepastian tenggat penerbitan keputusan restitusi;
- perluasan batas nilai pengembalian pendahuluan;
- kanal pengaduan khusus bila proses melewati tenggat.

Ketentuan pengembalian pendahuluan dapat dibaca di [JDIH Kemenkeu](https://jdih.kemenkeu.go.id/).$body$,
  'bisnis', 'id', null, (select id from public.authors where slug = 'hendra-situmorang'), null, null,
  now() - interval '21 days 5 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'exporters-complain-slow-vat-refunds',
  $body$Exporters Complain of Slow VAT Refunds, DGT Promises Faster Audits$body$,
  $body$An exporters' association says VAT refunds held up by the tax office are hurting cash flow. The DGT has promised to widen preliminary refunds for low-risk taxpayers.$body$,
  $body$Exporters are complaining about the long time it takes to process Value Added Tax (VAT) refunds, which they say is squeezing company cash flow. Because most of their sales are exported at a 0% VAT rate, exporters are almost always in an overpaid position.

"For our members in the footwear and furniture sectors, the money that is held up can equal two to three months of production costs," said the chair of an exporters' association.

## Available refund routes

In general, there are two ways to recover overpaid VAT:

1. **Preliminary refund** – without an audit, for taxpayers meeting certain criteria or requirements, or low-risk VAT-registered businesses. Under the "certain requirements" route, the overpayment may not exceed Rp5 billion.
2. **Refund through an audit** – the DGT must issue a decision no later than 12 months after a complete application is received, under Article 17B of the General Tax Provisions Law (UU KUP).

The problem, according to the association, is that many members do not yet meet the fast-track criteria and therefore have to go through a full audit.

## The DGT responds

The Directorate General of Taxes says it is reviewing the criteria for low-risk VAT-registered businesses so that more exporters can use preliminary refunds. The DGT also says that integrating customs and invoice data in Coretax will speed up verification.

The association is asking for three things:

- a firm deadline for issuing refund decisions;
- a higher ceiling for preliminary refunds;
- a dedicated complaints channel when the process overruns.

The preliminary refund rules are available on [JDIH Kemenkeu](https://jdih.kemenkeu.go.id/).$body$,
  'bisnis', 'en', (select id from public.articles where slug = 'eksportir-keluhkan-restitusi-ppn-lambat'),
  (select id from public.authors where slug = 'hendra-situmorang'), null, null,
  now() - interval '21 days 1 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'konsultan-pajak-kebanjiran-klien-coretax',
  $body$Konsultan Pajak Kebanjiran Klien Sejak Coretax Diterapkan$body$,
  $body$Peralihan ke Coretax mendorong banyak usaha kecil menyerahkan urusan pajak kepada konsultan. Tarif jasa naik, sementara pasokan tenaga bersertifikat terbatas.$body$,
  $body$Penerapan Coretax DJP ternyata membawa berkah bagi jasa konsultan pajak. Sejumlah kantor konsultan di Jakarta, Bandung, dan Semarang mengaku jumlah klien naik signifikan sejak sistem administrasi pajak baru itu berlaku.

## Usaha kecil paling banyak datang

Pemilik sebuah kantor konsultan di Bandung menyebut kliennya bertambah sekitar 40% dalam enam bulan, sebagian besar usaha kecil dan menengah yang sebelumnya mengurus pajak sendiri.

"Dulu mereka cukup pakai e-Faktur dan e-Bupot yang sudah hafal. Sekarang menunya berubah semua, banyak yang takut salah lalu kena sanksi," ujarnya.

Jenis pekerjaan yang paling banyak diminta antara lain:

- aktivasi akun dan pengaturan peran pengguna untuk badan usaha;
- pembuatan faktur pajak dan bukti potong di Coretax;
- pemadanan data karyawan agar bukti potong PPh 21 tidak gagal terbit;
- pelaporan SPT Masa dan SPT Tahunan.

## Tarif jasa ikut naik

Menurut beberapa konsultan, biaya retainer bulanan untuk usaha kecil kini berkisar Rp1,5 juta hingga Rp5 juta, naik dibanding sebelum Coretax. Kenaikan dipicu beban kerja yang bertambah dan terbatasnya tenaga berpengalaman.

Ikatan profesi konsultan pajak mencatat jumlah konsultan bersertifikat masih jauh dari kebutuhan. Organisasi itu mendorong anggotanya mengikuti pelatihan Coretax dan mengingatkan masyarakat agar memilih konsultan yang memiliki izin praktik resmi.

## Pilihan gratis tetap ada

DJP mengingatkan bahwa layanan asistensi di KPP dan kanal Kring Pajak tetap gratis. Wajib pajak juga dapat mempelajari panduan Coretax yang tersedia di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'bisnis', 'id', null, (select id from public.authors where slug = 'hendra-situmorang'), null, null,
  now() - interval '9 days 2 hours'
);

-- Edukasi ----------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'cara-menghitung-pph-21-tarif-efektif-rata-rata',
  $body$Cara Menghitung PPh 21 dengan Tarif Efektif Rata-Rata (TER) Bulanan$body$,
  $body$Sejak skema TER berlaku, potongan PPh 21 karyawan tetap dihitung cukup dengan mengalikan penghasilan bruto sebulan dengan tarif dari tabel. Begini caranya.$body$,
  $body$Sejak skema tarif efektif rata-rata (TER) berlaku, cara menghitung PPh 21 bulanan bagi pegawai tetap menjadi jauh lebih ringkas. Pemberi kerja cukup mengalikan penghasilan bruto sebulan dengan tarif yang tercantum dalam tabel TER sesuai status PTKP pegawai.

## Tiga langkah menghitung

1. **Tentukan kategori TER.** Status PTKP TK/0, TK/1, dan K/0 masuk kategori A; TK/2, TK/3, K/1, dan K/2 masuk kategori B; K/3 masuk kategori C.
2. **Jumlahkan penghasilan bruto sebulan.** Termasuk gaji pokok, tunjangan, lembur, serta premi jaminan kecelakaan kerja, jaminan kematian, dan BPJS Kesehatan yang dibayar pemberi kerja.
3. **Kalikan dengan tarif TER.** Hasilnya adalah PPh 21 yang dipotong bulan itu.

## Cuplikan tabel TER kategori A

| Penghasilan bruto sebulan | Tarif TER |
|---|---|
| Sampai Rp5.400.000 | 0% |
| Rp5.400.001 – Rp5.650.000 | 0,25% |
| Rp5.650.001 – Rp5.950.000 | 0,5% |
| Rp5.950.001 – Rp6.300.000 | 0,75% |
| Rp6.300.001 – Rp6.750.000 | 1% |
| Rp6.750.001 – Rp7.500.000 | 1,25% |
| Rp7.500.001 – Rp8.550.000 | 1,5% |
| Rp8.550.001 – Rp9.650.000 | 1,75% |
| Rp9.650.001 – Rp10.050.000 | 2% |

Tabel lengkap untuk ketiga kategori tercantum dalam lampiran PP 58/2023 dan PMK 168/2023.

## Contoh

Andi berstatus TK/0 dengan penghasilan bruto Rp10.000.000 sebulan. Ia masuk kategori A dan tarif untuk lapisan penghasilannya 2%. PPh 21 yang dipotong setiap bulan adalah Rp10.000.000 × 2% = Rp200.000.

## Jangan lupa Desember

TER dipakai pada setiap masa pajak selain masa pajak terakhir (bagi pegawai yang bekerja setahun penuh: Januari–November). Pada masa pajak terakhir, pemberi kerja menghitung ulang PPh 21 setahun dengan tarif Pasal 17 UU PPh, lalu memotong selisihnya. Karena itu, potongan Desember bisa lebih besar atau lebih kecil dari bulan-bulan sebelumnya.$body$,
  'edukasi', 'id', null, (select id from public.authors where slug = 'fajar-nugroho'), '/images/covers/pph21.svg',
  $body$Sampul newstax bertuliskan PPH21$body$,
  now() - interval '120 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'how-to-calculate-pph-21-with-monthly-average-effective-rates',
  $body$How to Calculate PPh 21 With Monthly Average Effective Rates (TER)$body$,
  $body$Under the TER scheme, monthly PPh 21 for permanent employees is simply gross monthly income multiplied by a rate from the table. Here is how it works.$body$,
  $body$Since the average effective rate (TER) scheme took effect, calculating monthly PPh 21 employee income tax for permanent staff has become much simpler. Employers only need to multiply gross monthly income by the rate listed in the TER table for the employee's non-taxable income (PTKP) status.

## Three steps

1. **Determine the TER category.** PTKP statuses TK/0, TK/1 and K/0 fall into category A; TK/2, TK/3, K/1 and K/2 into category B; K/3 into category C.
2. **Add up gross monthly income.** This includes base salary, allowances, overtime and the work accident, death and BPJS health insurance premiums paid by the employer.
3. **Multiply by the TER rate.** The result is the PPh 21 withheld for that month.

## Extract from the category A table

| Gross monthly income | TER rate |
|---|---|
| Up to Rp5,400,000 | 0% |
| Rp5,400,001 – Rp5,650,000 | 0.25% |
| Rp5,650,001 – Rp5,950,000 | 0.5% |
| Rp5,950,001 – Rp6,300,000 | 0.75% |
| Rp6,300,001 – Rp6,750,000 | 1% |
| Rp6,750,001 – Rp7,500,000 | 1.25% |
| Rp7,500,001 – Rp8,550,000 | 1.5% |
| Rp8,550,001 – Rp9,650,000 | 1.75% |
| Rp9,650,001 – Rp10,050,000 | 2% |

The full tables for all three categories are in the annexes to PP 58/2023 and PMK 168/2023.

## Example

Andi has TK/0 status and earns Rp10,000,000 gross a month. He falls into category A, and the rate for his income bracket is 2%. The PPh 21 withheld each month is Rp10,000,000 × 2% = Rp200,000.

## Don't forget December

TER is used in every tax period except the last (January to November for someone employed all year). In the final tax period, the employer recalculates the full year's PPh 21 using the Article 17 rates of the Income Tax Law and withholds the difference. That is why the December deduction can be larger or smaller than in previous months.$body$,
  'edukasi', 'en', (select id from public.articles where slug = 'cara-menghitung-pph-21-tarif-efektif-rata-rata'),
  (select id from public.authors where slug = 'fajar-nugroho'), '/images/covers/pph21.svg',
  $body$newstax cover reading PPH21 (Article 21 income tax)$body$,
  now() - interval '119 days 22 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'aktivasi-akun-coretax-langkah-demi-langkah',
  $body$Aktivasi Akun Coretax: Panduan Langkah demi Langkah untuk Wajib Pajak Orang Pribadi$body$,
  $body$Sebelum bisa melapor SPT atau menerima bukti potong di Coretax, wajib pajak harus mengaktifkan akun dan membuat kode otorisasi. Berikut urutannya.$body$,
  $body$Semua layanan administrasi pajak kini terpusat di Coretax DJP, mulai dari pelaporan SPT hingga penerbitan bukti potong. Karena itu, langkah pertama yang wajib dilakukan setiap wajib pajak adalah mengaktifkan akun. Proses ini umumnya selesai dalam 10–15 menit bila data di Dukcapil dan DJP sudah sesuai.

## Langkah aktivasi

1. Buka laman [coretaxdjp.pajak.go.id](https://coretaxdjp.pajak.go.id/) dan pilih menu **Aktivasi Akun Wajib Pajak**.
2. Masukkan NIK (atau NPWP bagi yang belum dipadankan), lalu lengkapi data yang diminta.
3. Pastikan alamat surel dan nomor ponsel masih aktif. Jika berbeda dengan data DJP, pilih opsi pemutakhiran.
4. Buka surel dari DJP berisi kata sandi sementara, lalu masuk ke Coretax.
5. Ganti kata sandi dan buat frasa pengaman (*passphrase*).
6. Ajukan **Kode Otorisasi DJP** melalui menu Portal Saya agar dapat menandatangani SPT dan dokumen lain secara elektronik.

Nama menu dapat sedikit berbeda karena sistem terus diperbarui.

## Kendala yang sering muncul

- **Surel tidak masuk.** Periksa folder spam atau promosi, dan tunggu beberapa menit sebelum meminta ulang.
- **NIK belum valid.** Wajib pajak perlu menghubungi KPP atau Kring Pajak untuk pemadanan data.
- **Lupa frasa pengaman.** Frasa ini diperlukan untuk menandatangani dokumen; pemulihannya harus melalui permohonan.

## Mengapa penting

Tanpa akun aktif dan kode otorisasi, wajib pajak tidak dapat melihat bukti potong PPh 21 dari pemberi kerja maupun melapor SPT Tahunan. DJP mengimbau aktivasi dilakukan jauh sebelum batas lapor 31 Maret. Ketentuan layanan Coretax diatur dalam PMK 81/2024.$body$,
  'edukasi', 'id', null, (select id from public.authors where slug = 'larasati-widjaja'), null, null,
  now() - interval '81 days 8 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'coretax-account-activation-step-by-step-guide',
  $body$Activating Your Coretax Account: A Step-by-Step Guide for Individual Taxpayers$body$,
  $body$Before you can file a return or receive withholding slips in Coretax, you must activate your account and create an authorisation code. Here is the sequence.$body$,
  $body$All tax administration services are now centralised in Coretax DJP, from filing returns to issuing withholding slips. That makes account activation the first step every taxpayer has to take. The process usually takes 10–15 minutes if the data held by the civil registry (Dukcapil) and the DGT match.

## Activation steps

1. Go to [coretaxdjp.pajak.go.id](https://coretaxdjp.pajak.go.id/) and choose **Taxpayer Account Activation**.
2. Enter your NIK (or NPWP if it has not been matched yet) and complete the requested details.
3. Make sure your email address and mobile number are still active. If they differ from the DGT's records, choose the update option.
4. Open the email from the DGT containing a temporary password, then log in to Coretax.
5. Change your password and create a passphrase.
6. Request a **DGT Authorisation Code** through the My Portal menu so you can sign returns and other documents electronically.

Menu names may differ slightly because the system is being updated continuously.

## Common problems

- **The email does not arrive.** Check your spam or promotions folder and wait a few minutes before requesting it again.
- **The NIK is not yet valid.** Contact your tax office or the Kring Pajak call centre to have your data matched.
- **Forgotten passphrase.** The passphrase is needed to sign documents; recovering it requires a formal request.

## Why it matters

Without an active account and authorisation code, taxpayers cannot see the PPh 21 withholding slips issued by their employer or file their annual return. The DGT urges people to activate well before the 31 March filing deadline. Coretax services are governed by PMK 81/2024.$body$,
  'edukasi', 'en', (select id from public.articles where slug = 'aktivasi-akun-coretax-langkah-demi-langkah'),
  (select id from public.authors where slug = 'larasati-widjaja'), null, null,
  now() - interval '81 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'bea-meterai-10000-dokumen-wajib-bermeterai',
  $body$Bea Meterai Rp10.000: Kapan Dokumen Wajib Bermeterai?$body$,
  $body$Tidak semua dokumen perlu dibubuhi meterai. UU Bea Meterai menetapkan tarif tunggal Rp10.000 dan batas nominal Rp5 juta untuk dokumen yang menyebut jumlah uang.$body$,
  $body$Pertanyaan "perlu meterai atau tidak?" masih sering muncul, terutama saat menandatangani kontrak kerja, kuitansi, atau dokumen jual beli. Aturannya sebetulnya cukup jelas dalam UU Nomor 10 Tahun 2020 tentang Bea Meterai, yang menetapkan tarif tunggal Rp10.000 per dokumen.

## Dokumen yang menjadi objek

| Jenis dokumen | Kena bea meterai? |
|---|---|
| Surat perjanjian, termasuk kontrak kerja dan sewa | Ya |
| Akta notaris dan akta PPAT beserta salinannya | Ya |
| Surat berharga dan dokumen transaksi surat berharga | Ya |
| Dokumen lelang | Ya |
| Kuitansi atau dokumen yang menyebut jumlah uang lebih dari Rp5 juta | Ya |
| Kuitansi sampai Rp5 juta | Tidak |
| Ijazah, tanda terima gaji, dan dokumen pengiriman barang | Tidak |

Dokumen yang akan dipakai sebagai alat bukti di pengadilan juga terutang bea meterai, termasuk bila sebelumnya belum dibubuhi meterai. Pelunasannya dilakukan melalui pemeteraian kemudian.

## Meterai tempel atau elektronik

Bea meterai dapat dilunasi dengan:

- meterai tempel yang dijual di kantor pos dan gerai resmi;
- meterai elektronik (e-meterai) untuk dokumen digital, yang dibeli melalui distributor resmi;
- cara lain yang ditetapkan menteri, misalnya pembayaran dengan surat setoran untuk dokumen dalam jumlah besar.

Meterai tempel yang sudah dipakai tidak boleh digunakan kembali, dan pemakaian meterai palsu merupakan tindak pidana.

## Siapa yang membayar

Dalam perjanjian, bea meterai terutang oleh masing-masing pihak yang menerima dokumen, kecuali para pihak menyepakati lain. Untuk kuitansi, yang menanggung adalah penerima dokumen.

Informasi resmi mengenai bea meterai dan e-meterai tersedia di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'edukasi', 'id', null, (select id from public.authors where slug = 'larasati-widjaja'), '/images/covers/bea-meterai.svg',
  $body$Sampul newstax bertuliskan BEA METERAI$body$,
  now() - interval '88 days 6 hours'
);

-- Data -------------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'data-penerimaan-pajak-kuartal-pertama',
  $body$Membaca Data Penerimaan Pajak Kuartal I: Per Jenis Pajak, Neto dan Bruto, serta Pola Awal Tahun$body$,
  $body$Angka penerimaan pajak kuartal pertama mudah disalahbaca. Begini membaca rinciannya: kelompok jenis pajak, penerimaan neto dan bruto, dan pola setoran awal tahun.$body$,
  $body$Kementerian Keuangan memaparkan realisasi APBN, termasuk penerimaan pajak, dalam konferensi pers bulanan APBN KiTa. Paparan yang terbit setelah Maret berakhir memuat angka kuartal pertama. Angka itu masih sementara: realisasi final baru tercantum dalam Laporan Keuangan Pemerintah Pusat (LKPP) setelah diaudit Badan Pemeriksa Keuangan.

## Rincian per kelompok jenis pajak

Penerimaan pajak lazim dirinci menjadi empat kelompok:

| Kelompok | Isinya |
|---|---|
| PPh nonmigas | PPh Pasal 21, 22, 23, 25/29, 26, PPh final, dan PPh lain di luar usaha hulu minyak dan gas bumi |
| PPN dan PPnBM | PPN dalam negeri, PPN impor, dan PPnBM |
| PBB dan pajak lainnya | PBB sektor tertentu yang dikelola DJP, bea meterai, dan pajak lain |
| PPh migas | PPh dari kegiatan usaha hulu minyak dan gas bumi |

## Neto dan bruto

Angka utama dalam paparan adalah penerimaan neto, yaitu setoran bruto dikurangi restitusi yang dibayarkan. Restitusi yang besar dalam satu periode dapat membuat penerimaan neto, terutama PPN, tampak turun walaupun setoran brutonya naik. Karena itu, bila tersedia, angka bruto dan restitusi perlu dibaca bersama angka neto.

## Pola setoran awal tahun

Penerimaan kuartal pertama belum mencerminkan setahun penuh, antara lain karena:

- PPh yang dipotong atau dipungut dalam satu bulan baru disetor paling lambat tanggal 15 bulan berikutnya, sehingga setoran Januari sebagian besar berasal dari kegiatan Desember;
- kekurangan PPh tahunan (PPh Pasal 29) dilunasi sebelum SPT Tahunan disampaikan: orang pribadi paling lambat 31 Maret, badan paling lambat 30 April, yang sudah masuk kuartal kedua;
- PPh migas dan PPh badan sektor tambang bergerak mengikuti harga komoditas dan kurs.

## Membandingkan dengan target dan tahun lalu

Dua ukuran yang lazim dipakai adalah persentase realisasi terhadap target APBN dan pertumbuhan dibanding periode yang sama tahun sebelumnya. Keduanya perlu dibaca dengan memperhatikan perubahan kebijakan, misalnya perubahan tarif atau dasar pengenaan pajak, yang membuat angka dua tahun tidak sepenuhnya sebanding.

Bahan paparan APBN KiTa dapat diunduh dari [kemenkeu.go.id](https://www.kemenkeu.go.id/).$body$,
  'data', 'id', null, (select id from public.authors where slug = 'maya-sembiring'), '/images/covers/penerimaan-pajak.svg',
  $body$Sampul newstax bertuliskan PENERIMAAN PAJAK$body$,
  now() - interval '38 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'first-quarter-tax-revenue-data',
  $body$Reading First-Quarter Tax Revenue Data: By Tax Type, Net and Gross, and the Early-Year Pattern$body$,
  $body$First-quarter tax revenue figures are easy to misread. Here is how to read them: the groups of taxes, net and gross revenue, and how payments fall early in the year.$body$,
  $body$The Ministry of Finance presents the state budget's results, tax revenue included, at its monthly APBN KiTa press conference. The release that follows the end of March carries the first-quarter figures. They are provisional: the final figures appear in the Central Government Financial Statements (LKPP) once the Audit Board (BPK) has audited them.

## Breakdown by group of taxes

Tax revenue is usually broken down into four groups:

| Group | What it holds |
|---|---|
| Non-oil and gas income tax | Income tax Articles 21, 22, 23, 25/29 and 26, final income tax, and other income tax outside upstream oil and gas |
| VAT and PPnBM | Domestic VAT, import VAT and the luxury-goods sales tax |
| Land and building tax and other taxes | Land and building tax on the sectors the DGT administers, stamp duty and other taxes |
| Oil and gas income tax | Income tax from upstream oil and gas activities |

## Net and gross

The headline figure is net revenue: gross payments minus the refunds paid out. Large refunds in one period can make net revenue, VAT above all, look lower even when gross payments rose. Where gross payments and refunds are published, read them together with the net figure.

## How payments fall early in the year

First-quarter revenue does not yet reflect the full year, among other reasons because:

- income tax withheld or collected in one month is paid by the 15th of the next, so January's payments mostly come from December's activity;
- the balance of annual income tax (Article 29) is paid before the annual return is filed: by 31 March for individuals, and by 30 April for companies, which is already in the second quarter;
- oil and gas income tax and corporate income tax from mining move with commodity prices and the exchange rate.

## Comparing with the target and with last year

Two measures are common: the share of the state budget target already collected, and growth against the same period a year earlier. Both should be read with policy changes in mind, such as a change of rate or tax base, which make two years' figures less than fully comparable.

The APBN KiTa materials can be downloaded from [kemenkeu.go.id](https://www.kemenkeu.go.id/).$body$,
  'data', 'en', (select id from public.articles where slug = 'data-penerimaan-pajak-kuartal-pertama'),
  (select id from public.authors where slug = 'maya-sembiring'), '/images/covers/penerimaan-pajak.svg',
  $body$newstax cover reading PENERIMAAN PAJAK (Tax Revenue)$body$,
  now() - interval '38 days 0 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'ketertinggalan-rasio-pajak-indonesia-di-asean',
  $body$Rasio Pajak Indonesia Masih Tertinggal dari Negara Tetangga di ASEAN$body$,
  $body$Rasio pajak Indonesia berkisar 10% dari PDB dalam definisi sempit, di bawah sejumlah negara ASEAN. Perbedaan definisi membuat perbandingan perlu dibaca hati-hati.$body$,
  $body$Rasio pajak Indonesia kembali menjadi sorotan setelah sejumlah lembaga riset merilis perbandingan kinerja penerimaan di kawasan. Dalam definisi sempit yang dipakai pemerintah—penerimaan perpajakan pusat dibagi produk domestik bruto—rasio pajak Indonesia dalam beberapa tahun terakhir berkisar 10%.

## Perbandingan kawasan

Data statistik penerimaan OECD untuk kawasan Asia-Pasifik memakai definisi lebih luas, termasuk pajak daerah dan iuran jaminan sosial. Dengan definisi ini, posisi Indonesia kira-kira sebagai berikut:

| Negara | Rasio pajak terhadap PDB (perkiraan) |
|---|---|
| Vietnam | sekitar 18% |
| Filipina | sekitar 17–18% |
| Thailand | sekitar 16–17% |
| Singapura | sekitar 13% |
| Malaysia | sekitar 12% |
| Indonesia | sekitar 12% |

*Angka dibulatkan dari beberapa edisi publikasi dan bukan data satu tahun yang sama.*

## Mengapa tertinggal

Ekonom menyebut beberapa penyebab struktural:

1. besarnya sektor informal yang sulit dijangkau administrasi pajak;
2. banyaknya fasilitas dan pengecualian, terutama di PPN;
3. basis PPh orang pribadi yang sempit karena sebagian besar penerimaan masih bergantung pada pemotongan di sumber;
4. ketergantungan pada harga komoditas.

## Pekerjaan rumah

Pemerintah menargetkan rasio pajak naik bertahap melalui integrasi data Coretax, pemadanan NIK sebagai NPWP, serta pertukaran informasi keuangan otomatis. Namun, peneliti fiskal mengingatkan bahwa perbaikan administrasi perlu dibarengi evaluasi belanja perpajakan yang setiap tahun nilainya ratusan triliun rupiah.

Laporan belanja perpajakan dan data penerimaan dapat diakses melalui [kemenkeu.go.id](https://www.kemenkeu.go.id/).$body$,
  'data', 'id', null, (select id from public.authors where slug = 'maya-sembiring'), null, null,
  now() - interval '69 days 10 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'jutaan-nik-terintegrasi-sebagai-npwp',
  $body$Lebih dari 70 Juta NIK Telah Dipadankan sebagai NPWP, Sisanya Dikejar Lewat Coretax$body$,
  $body$DJP mencatat mayoritas wajib pajak orang pribadi penduduk telah memakai NIK sebagai NPWP. Jutaan data lain masih perlu dipadankan sebelum dapat dipakai di Coretax.$body$,
  $body$Direktorat Jenderal Pajak (DJP) mencatat lebih dari 70 juta Nomor Induk Kependudukan (NIK) telah dipadankan sebagai Nomor Pokok Wajib Pajak (NPWP). Angka itu mencakup sebagian besar wajib pajak orang pribadi penduduk yang terdaftar, meskipun jutaan data lain masih menunggu validasi.

## Format identitas pajak sekarang

| Kelompok wajib pajak | Identitas yang dipakai |
|---|---|
| Orang pribadi penduduk | NIK (16 digit) |
| Orang pribadi bukan penduduk, badan, instansi pemerintah | NPWP 16 digit |
| Cabang atau tempat kegiatan usaha | Nomor Identitas Tempat Kegiatan Usaha (NITKU) |

Penggunaan NIK sebagai NPWP diatur dalam PMK 112/2022 sebagaimana telah diubah dengan PMK 136/2023. Sejak 1 Juli 2024 NIK dipakai pada sebagian layanan, dan penggunaannya berlaku penuh bersamaan dengan penerapan Coretax mulai 2025.

## Kenapa masih ada yang belum padan

Menurut DJP, data yang belum padan umumnya disebabkan oleh:

- perbedaan nama atau tanggal lahir antara data pajak dan data kependudukan;
- NIK yang berubah karena pindah domisili atau perbaikan data;
- wajib pajak yang sudah meninggal atau tidak aktif, tetapi belum dihapus.

Wajib pajak dapat memeriksa status pemadanan saat masuk ke Coretax. Bila gagal, pemutakhiran dapat dilakukan secara daring atau di KPP terdekat dengan membawa KTP elektronik.

## Dampak bagi pemberi kerja

Bagi pemberi kerja, pemadanan penting agar bukti potong PPh 21 karyawan dapat terbit dengan benar. Bukti potong untuk NIK yang belum padan berisiko tidak muncul di akun karyawan, sehingga menyulitkan pelaporan SPT Tahunan.

Panduan pemadanan tersedia di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'data', 'id', null, (select id from public.authors where slug = 'rina-hapsari'), null, null,
  now() - interval '24 days 15 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'more-than-70-million-nik-matched-as-npwp',
  $body$More Than 70 Million NIKs Matched as NPWP, the Rest Targeted Through Coretax$body$,
  $body$The DGT says most resident individual taxpayers now use their NIK as their NPWP. Millions more records still need matching before they can be used in Coretax.$body$,
  $body$The Directorate General of Taxes (DGT) says more than 70 million national ID numbers (NIK) have been matched for use as taxpayer identification numbers (NPWP). The figure covers most registered resident individual taxpayers, although millions of other records are still awaiting validation.

## Tax ID formats today

| Taxpayer group | Identifier used |
|---|---|
| Resident individuals | NIK (16 digits) |
| Non-resident individuals, entities, government agencies | 16-digit NPWP |
| Branches or places of business | Business location identification number (NITKU) |

The use of the NIK as the NPWP is governed by PMK 112/2022, as amended by PMK 136/2023. It has been used in some services since 1 July 2024, and in full since Coretax went live in 2025.

## Why some records are still unmatched

According to the DGT, unmatched records are usually due to:

- differences in name or date of birth between tax and population data;
- NIKs that changed because of a move or a data correction;
- taxpayers who have died or become inactive but have not yet been deregistered.

Taxpayers can check their matching status when logging in to Coretax. If it fails, the data can be updated online or at the nearest tax office by bringing an electronic ID card.

## What it means for employers

For employers, matching matters so that employees' PPh 21 withholding slips are issued correctly. Slips for unmatched NIKs may not appear in employees' accounts, making it harder for them to file their annual returns.

Matching guidance is available at [pajak.go.id](https://www.pajak.go.id/).$body$,
  'data', 'en', (select id from public.articles where slug = 'jutaan-nik-terintegrasi-sebagai-npwp'),
  (select id from public.authors where slug = 'rina-hapsari'), null, null,
  now() - interval '24 days 11 hours'
);

-- Opini ------------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'menakar-untung-rugi-pajak-karbon',
  $body$Menakar Untung Rugi Pajak Karbon yang Terus Tertunda$body$,
  $body$Pajak karbon sudah punya dasar hukum sejak UU HPP, tetapi penerapannya terus diundur. Menunda terlalu lama justru membuat transisi energi makin mahal.$body$,
  $body$Pajak karbon adalah contoh kebijakan yang sudah lahir di atas kertas, tetapi belum juga bernapas. UU Harmonisasi Peraturan Perpajakan menetapkan tarif paling rendah Rp30 per kilogram karbon dioksida ekuivalen. Rencana awalnya, pajak ini mulai dikenakan pada pembangkit listrik tenaga uap batu bara. Nyatanya, jadwal itu berulang kali diundur dengan alasan menjaga pemulihan ekonomi dan stabilitas harga energi.

## Argumen untuk menunda

Kekhawatiran pemerintah bisa dipahami. Pajak karbon pada pembangkit berpotensi diteruskan ke tarif listrik atau menambah beban subsidi. Industri padat energi juga meminta waktu untuk berinvestasi pada teknologi yang lebih bersih.

## Biaya dari menunda

Namun menunda punya harga yang jarang dihitung:

- **Sinyal harga tidak pernah terbentuk.** Tanpa harga karbon yang jelas, investasi energi terbarukan kalah bersaing dengan batu bara yang relatif murah.
- **Pasar karbon kekurangan permintaan.** Bursa karbon yang sudah diluncurkan membutuhkan kewajiban yang mendorong pelaku usaha membeli unit karbon.
- **Risiko di pasar ekspor.** Mitra dagang mulai menerapkan mekanisme penyesuaian karbon di perbatasan. Jika Indonesia tidak memungut harga karbon sendiri, pungutan itu justru dinikmati negara tujuan ekspor.

## Jalan tengah

Pemerintah tidak harus memilih antara menerapkan penuh atau menunda tanpa batas. Tarif dapat dimulai sangat rendah dengan jadwal kenaikan yang diumumkan jauh hari, sehingga dunia usaha punya kepastian. Sebagian penerimaannya dapat dikembalikan sebagai bantuan bagi rumah tangga rentan atau insentif efisiensi energi.

Yang paling merugikan adalah ketidakpastian. Pelaku usaha dapat beradaptasi dengan hampir semua kebijakan, asalkan aturan mainnya jelas. Dasar hukumnya sudah tersedia di [peraturan.bpk.go.id](https://peraturan.bpk.go.id/); yang kurang tinggal keberanian menetapkan tanggal.

*Penulis adalah peneliti kebijakan energi dan fiskal. Tulisan ini merupakan pendapat pribadi.*$body$,
  'opini', 'id', null, (select id from public.authors where slug = 'ratna-dewi-lestari'), '/images/covers/pajak-karbon.svg',
  $body$Sampul newstax bertuliskan PAJAK KARBON$body$,
  now() - interval '112 days 7 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'jangan-biarkan-umkm-tercekik-usai-pph-final',
  $body$Jangan Biarkan UMKM Tercekik Setelah Masa PPh Final 0,5% Berakhir$body$,
  $body$Ketika masa PPh Final 0,5% habis, banyak pelaku UMKM harus beralih ke tarif umum dan pembukuan. Tanpa pendampingan, peralihan ini berisiko mendorong mereka kembali ke sektor informal.$body$,
  $body$Bagi jutaan pelaku usaha mikro, kecil, dan menengah, PPh Final 0,5% dari omzet adalah pintu masuk ke sistem perpajakan. Tarifnya rendah, penghitungannya sederhana, dan tidak menuntut pembukuan lengkap. Masalahnya, fasilitas ini punya batas waktu. Ketika masa berlakunya habis, pelaku UMKM harus menghitung pajak dengan tarif umum berdasarkan pembukuan atau norma penghitungan penghasilan neto.

## Lompatan yang terlalu jauh

Bagi pedagang yang selama ini hanya mencatat omzet harian di buku tulis, peralihan itu bukan sekadar perubahan tarif. Mereka harus memahami biaya yang dapat dikurangkan, menyusun neraca, dan mengisi SPT yang jauh lebih rumit. Tanpa bantuan, pilihan paling rasional bagi sebagian dari mereka adalah berhenti melapor.

## Usulan yang lebih realistis

Saya mengusulkan tiga hal:

1. **Masa transisi bertahap.** Setelah masa PPh final berakhir, berikan satu atau dua tahun tarif antara sebelum tarif umum berlaku penuh.
2. **Pembukuan sederhana yang diakui.** Sediakan templat pembukuan digital gratis di Coretax yang hasilnya langsung mengisi SPT.
3. **Pendampingan aktif.** Libatkan relawan pajak dari kampus dan asosiasi usaha untuk mendampingi UMKM di tahun pertama peralihan.

## Kepatuhan, bukan sekadar penerimaan

Kontribusi penerimaan dari UMKM memang kecil dibanding wajib pajak besar. Namun nilainya ada pada kebiasaan patuh yang terbentuk. Kehilangan mereka di tengah jalan berarti membuang investasi bertahun-tahun dalam membangun basis pajak.

Pemerintah telah beberapa kali memberi kelonggaran bagi orang pribadi. Kelonggaran itu sebaiknya disertai peta jalan yang jelas, bukan keputusan mendadak menjelang akhir tahun. Ketentuan yang berlaku saat ini dapat dibaca di [pajak.go.id](https://www.pajak.go.id/).

*Penulis adalah konsultan pajak yang mendampingi pelaku UMKM. Tulisan ini merupakan pendapat pribadi.*$body$,
  'opini', 'id', null, (select id from public.authors where slug = 'teguh-santoso'), null, null,
  now() - interval '52 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'msmes-must-not-be-squeezed-when-final-tax-ends',
  $body$Don't Let Small Businesses Be Squeezed When the 0.5% Final Income Tax Ends$body$,
  $body$When the 0.5% final income tax period runs out, many small businesses must switch to the general rates and proper bookkeeping. Without support, the switch risks pushing them back into the informal sector.$body$,
  $body$For millions of micro, small and medium enterprises (MSMEs), the 0.5% final income tax on turnover is the gateway into the tax system. The rate is low, the calculation is simple and full bookkeeping is not required. The problem is that the facility has a time limit. Once it expires, MSMEs must calculate tax at the general rates, based on bookkeeping or deemed net income norms.

## Too big a leap

For traders who have only ever recorded daily takings in an exercise book, the switch is not just a change of rate. They have to understand which costs are deductible, prepare a balance sheet and complete a far more complicated return. Without help, the most rational choice for some of them is to stop filing.

## A more realistic proposal

I propose three things:

1. **A phased transition.** After the final tax period ends, allow one or two years at an intermediate rate before the general rates apply in full.
2. **Recognised simple bookkeeping.** Provide a free digital bookkeeping template in Coretax whose results flow directly into the tax return.
3. **Active assistance.** Involve tax volunteers from universities and business associations to support MSMEs in their first year after the switch.

## Compliance, not just revenue

The revenue contributed by MSMEs is small compared with large taxpayers. Their value lies in the habit of compliance that has been built. Losing them halfway means throwing away years of investment in broadening the tax base.

The government has several times granted relief to individual taxpayers. That relief should come with a clear roadmap, not sudden decisions towards the end of the year. The current rules can be read at [pajak.go.id](https://www.pajak.go.id/).

*The author is a tax consultant who works with MSMEs. This article is a personal opinion.*$body$,
  'opini', 'en', (select id from public.articles where slug = 'jangan-biarkan-umkm-tercekik-usai-pph-final'),
  (select id from public.authors where slug = 'teguh-santoso'), null, null,
  now() - interval '51 days 21 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'litigasi-sengketa-pajak-pengadilan-transparan',
  $body$Litigasi & Sengketa Pajak: Saatnya Pengadilan Pajak Lebih Transparan$body$,
  $body$Peralihan pembinaan Pengadilan Pajak ke Mahkamah Agung adalah momentum memperbaiki transparansi: putusan yang mudah diakses, jadwal sidang terbuka, dan waktu penyelesaian yang pasti.$body$,
  $body$Setiap tahun, ribuan perkara banding dan gugatan pajak masuk ke Pengadilan Pajak. Nilai sengketanya mencapai puluhan triliun rupiah. Namun bagi publik, bahkan bagi banyak praktisi, proses di pengadilan ini masih terasa seperti kotak hitam.

## Momentum peralihan

Putusan Mahkamah Konstitusi Nomor 26/PUU-XXI/2023 memerintahkan pembinaan organisasi, administrasi, dan keuangan Pengadilan Pajak dialihkan dari Kementerian Keuangan ke Mahkamah Agung paling lambat akhir 2026. Peralihan ini menjawab kritik lama soal independensi, sebab salah satu pihak yang bersengketa—otoritas pajak—berada di bawah kementerian yang sama.

Namun independensi struktural saja tidak cukup. Yang juga dibutuhkan adalah transparansi.

## Tiga pembenahan mendesak

1. **Putusan yang mudah dicari.** Semua putusan seharusnya dipublikasikan dalam basis data yang dapat dicari berdasarkan pasal, jenis pajak, dan tahun, dengan identitas wajib pajak disamarkan bila perlu.
2. **Jadwal sidang terbuka.** Jadwal dan agenda persidangan perlu diumumkan secara daring agar publik dan akademisi dapat mengikuti perkembangan perkara penting.
3. **Kepastian waktu.** Batas waktu penyelesaian perkara harus dipantau dan dilaporkan secara berkala.

## Manfaat bagi semua pihak

Transparansi bukan hanya kepentingan wajib pajak. Bagi otoritas pajak, kumpulan putusan yang terbuka membantu menyusun aturan yang tidak mudah dipatahkan. Bagi dunia usaha, preseden yang jelas mengurangi sengketa yang sebenarnya tidak perlu terjadi, terutama dalam isu berulang seperti transfer pricing dan pengkreditan pajak masukan.

Litigasi pajak yang sehat adalah tanda sistem yang dewasa. Peralihan ke Mahkamah Agung seharusnya tidak sekadar memindahkan papan nama, tetapi juga membuka pintu pengadilan selebar mungkin. Naskah putusan MK dapat dibaca di laman [mkri.id](https://www.mkri.id/).

*Penulis adalah advokat dan kuasa hukum di Pengadilan Pajak. Tulisan ini merupakan pendapat pribadi.*$body$,
  'opini', 'id', null, (select id from public.authors where slug = 'arif-wicaksono'), null, null,
  now() - interval '136 days 5 hours'
);

-- PPh --------------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'aturan-lengkap-pph-21-skema-ter-pmk-168-2023',
  $body$PMK 168/2023 Jadi Acuan, Ini Aturan Lengkap PPh 21 Skema TER$body$,
  $body$PP 58/2023 dan PMK 168/2023 mengubah cara pemberi kerja memotong PPh 21. Tarif efektif rata-rata dipakai setiap bulan, sedangkan tarif Pasal 17 hanya di masa pajak terakhir.$body$,
  $body$Pemberi kerja kini memotong PPh 21 dengan skema tarif efektif rata-rata (TER). Dasar hukumnya adalah PP 58/2023 tentang tarif pemotongan PPh 21 dan PMK 168/2023 sebagai aturan pelaksana. Pemerintah menegaskan skema ini tidak menambah beban pajak setahun; yang berubah adalah cara membagi potongan per bulan.

## Tiga kategori TER bulanan

| Kategori | Status PTKP | PTKP setahun |
|---|---|---|
| A | TK/0, TK/1, K/0 | Rp54 juta – Rp58,5 juta |
| B | TK/2, TK/3, K/1, K/2 | Rp63 juta – Rp67,5 juta |
| C | K/3 | Rp72 juta |

Selain TER bulanan, ada TER harian untuk pegawai tidak tetap yang dibayar harian, mingguan, atau borongan. Penghasilan harian sampai Rp450.000 tidak dipotong, sedangkan di atas itu sampai Rp2,5 juta dikenai tarif 0,5%.

## Siapa memakai apa

- **Pegawai tetap dan pensiunan berkala:** TER bulanan untuk Januari–November, tarif Pasal 17 untuk masa pajak terakhir.
- **Pegawai tidak tetap:** TER harian untuk penghasilan sampai Rp2,5 juta sehari; di atas itu, tarif Pasal 17 atas 50% penghasilan bruto.
- **Bukan pegawai, seperti tenaga ahli:** tarif Pasal 17 atas 50% penghasilan bruto.

## Tarif Pasal 17 untuk masa pajak terakhir

| Penghasilan kena pajak setahun | Tarif |
|---|---|
| Sampai Rp60 juta | 5% |
| Rp60 juta – Rp250 juta | 15% |
| Rp250 juta – Rp500 juta | 25% |
| Rp500 juta – Rp5 miliar | 30% |
| Di atas Rp5 miliar | 35% |

## Catatan bagi HRD

Kesalahan yang sering ditemukan adalah salah menetapkan kategori karena status PTKP belum diperbarui, misalnya setelah karyawan menikah atau memiliki anak. Status yang dipakai adalah keadaan pada awal tahun pajak. Pemberi kerja juga wajib menerbitkan bukti potong bulanan dan bukti potong tahunan melalui Coretax.

Tabel TER lengkap dapat diunduh di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'pph', 'id', null, (select id from public.authors where slug = 'fajar-nugroho'), '/images/covers/pph21-ter.svg',
  $body$Sampul newstax bertuliskan PPH21 TER$body$,
  now() - interval '150 days 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'complete-rules-pph-21-ter-scheme-pmk-168-2023',
  $body$PMK 168/2023 Sets the Standard: The Complete Rules for PPh 21 Under the TER Scheme$body$,
  $body$PP 58/2023 and PMK 168/2023 change the way employers withhold PPh 21. Average effective rates apply each month, while the Article 17 rates are used only in the final tax period.$body$,
  $body$Employers now withhold PPh 21 employee income tax under the average effective rate (TER) scheme. The legal basis is PP 58/2023 on PPh 21 withholding rates, with PMK 168/2023 as the implementing regulation. The government stresses that the scheme does not increase the annual tax burden; what changes is how the deductions are spread across the months.

## Three monthly TER categories

| Category | PTKP status | Annual PTKP |
|---|---|---|
| A | TK/0, TK/1, K/0 | Rp54 million – Rp58.5 million |
| B | TK/2, TK/3, K/1, K/2 | Rp63 million – Rp67.5 million |
| C | K/3 | Rp72 million |

Besides the monthly TER, there is a daily TER for non-permanent workers paid daily, weekly or per piece. Daily income up to Rp450,000 is not subject to withholding, while income above that up to Rp2.5 million is taxed at 0.5%.

## Who uses what

- **Permanent employees and periodic pensioners:** monthly TER for January–November, Article 17 rates for the final tax period.
- **Non-permanent workers:** daily TER for income up to Rp2.5 million a day; above that, the Article 17 rates on 50% of gross income.
- **Non-employees, such as experts:** Article 17 rates on 50% of gross income.

## Article 17 rates for the final tax period

| Annual taxable income | Rate |
|---|---|
| Up to Rp60 million | 5% |
| Rp60 million – Rp250 million | 15% |
| Rp250 million – Rp500 million | 25% |
| Rp500 million – Rp5 billion | 30% |
| Above Rp5 billion | 35% |

## Notes for HR teams

A common mistake is assigning the wrong category because an employee's PTKP status has not been updated, for example after marriage or the birth of a child. The status used is the one at the start of the tax year. Employers must also issue monthly and annual withholding slips through Coretax.

The full TER tables can be downloaded from [pajak.go.id](https://www.pajak.go.id/).$body$,
  'pph', 'en', (select id from public.articles where slug = 'aturan-lengkap-pph-21-skema-ter-pmk-168-2023'),
  (select id from public.authors where slug = 'fajar-nugroho'), '/images/covers/pph21-ter.svg',
  $body$newstax cover reading PPH21 TER (Article 21 income tax, average effective rates)$body$,
  now() - interval '149 days 21 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'bonus-thr-potongan-pph-21-membengkak',
  $body$THR dan Bonus Bikin Potongan PPh 21 Membengkak? Ini Penjelasannya$body$,
  $body$Banyak karyawan kaget potongan PPh 21 melonjak di bulan THR. Penyebabnya skema TER, dan selisihnya akan dihitung ulang pada masa pajak terakhir.$body$,
  $body$Setiap musim tunjangan hari raya (THR), keluhan serupa muncul di media sosial: potongan PPh 21 di slip gaji tiba-tiba berlipat. Apakah pajaknya naik? Jawabannya tidak. Lonjakan itu adalah konsekuensi skema tarif efektif rata-rata (TER) yang menghitung potongan berdasarkan penghasilan bruto bulan berjalan.

## Mengapa melonjak

Pada bulan THR dibayarkan, penghasilan bruto sebulan menjadi jauh lebih besar sehingga masuk lapisan TER yang lebih tinggi. Tarif itu lalu dikenakan atas seluruh penghasilan bulan tersebut, bukan hanya atas THR.

## Contoh penghitungan setahun

Budi berstatus TK/0 dengan gaji bruto Rp10 juta sebulan dan menerima THR satu kali gaji. Untuk menyederhanakan, iuran pensiun dan jaminan hari tua diabaikan.

| Periode | Penghasilan bruto | Tarif | PPh 21 dipotong |
|---|---|---|---|
| 10 bulan biasa (Januari–November) | Rp10.000.000/bulan | TER 2% | Rp200.000/bulan |
| Bulan THR dibayar | Rp20.000.000 | TER 9% | Rp1.800.000 |
| Desember | Rp10.000.000 | Pasal 17 (setahun) | Rp700.000 |
| **Total setahun** | **Rp130.000.000** | – | **Rp4.500.000** |

Penghitungan di bulan Desember memakai penghasilan neto setahun Rp124 juta (setelah biaya jabatan maksimal Rp6 juta) dikurangi PTKP Rp54 juta, sehingga penghasilan kena pajak Rp70 juta. Pajak setahun: 5% × Rp60 juta + 15% × Rp10 juta = Rp4,5 juta. Karena Januari–November sudah dipotong Rp3,8 juta, sisanya Rp700.000 dipotong di Desember.

## Intinya

- Total PPh 21 setahun tidak berubah dibanding skema lama.
- Potongan besar di bulan THR mengurangi potongan di akhir tahun.
- Bila potongan setahun ternyata lebih besar dari pajak terutang, kelebihannya dikembalikan pemberi kerja pada masa pajak terakhir.

Simulasi dapat dicoba dengan kalkulator resmi di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'pph', 'id', null, (select id from public.authors where slug = 'fajar-nugroho'), null, null,
  now() - interval '63 days 9 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'holiday-allowance-bonus-pph-21-deduction-jumps',
  $body$Holiday Allowance and Bonus Making Your PPh 21 Deduction Balloon? Here Is Why$body$,
  $body$Many employees are surprised when their PPh 21 deduction jumps in the month the holiday allowance is paid. The TER scheme is the cause, and the difference is settled in the final tax period.$body$,
  $body$Every religious holiday allowance (THR) season, the same complaint surfaces on social media: the PPh 21 deduction on the payslip has suddenly multiplied. Has the tax gone up? No. The jump is a consequence of the average effective rate (TER) scheme, which calculates withholding on gross income for the current month.

## Why it jumps

In the month the THR is paid, gross monthly income is much higher, so it falls into a higher TER bracket. That rate is then applied to the whole month's income, not just to the THR.

## A full-year example

Budi has TK/0 status, earns a gross salary of Rp10 million a month and receives a THR equal to one month's salary. For simplicity, pension and old-age savings contributions are ignored.

| Period | Gross income | Rate | PPh 21 withheld |
|---|---|---|---|
| 10 regular months (January–November) | Rp10,000,000/month | TER 2% | Rp200,000/month |
| Month the THR is paid | Rp20,000,000 | TER 9% | Rp1,800,000 |
| December | Rp10,000,000 | Article 17 (full year) | Rp700,000 |
| **Full-year total** | **Rp130,000,000** | – | **Rp4,500,000** |

The December calculation uses annual net income of Rp124 million (after the maximum Rp6 million job expense deduction) minus the Rp54 million PTKP, giving taxable income of Rp70 million. Tax for the year: 5% × Rp60 million + 15% × Rp10 million = Rp4.5 million. Since Rp3.8 million was already withheld from January to November, the remaining Rp700,000 is withheld in December.

## The bottom line

- Total PPh 21 for the year is unchanged compared with the old scheme.
- A large deduction in the THR month reduces the deduction at year-end.
- If the year's withholding turns out to exceed the tax due, the employer refunds the excess in the final tax period.

You can run a simulation with the official calculator at [pajak.go.id](https://www.pajak.go.id/).$body$,
  'pph', 'en', (select id from public.articles where slug = 'bonus-thr-potongan-pph-21-membengkak'),
  (select id from public.authors where slug = 'fajar-nugroho'), null, null,
  now() - interval '63 days 5 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'ketentuan-pph-23-atas-jasa-tarif-2-persen',
  $body$PPh 23 atas Jasa: Tarif 2% dan Potongan Lebih Tinggi bagi Penerima Tanpa NPWP$body$,
  $body$PPh 23 dipotong atas dividen, bunga, royalti, sewa, dan imbalan jasa. Tarifnya 15% atau 2%, dan menjadi dua kali lipat bila penerima tidak memiliki NPWP.$body$,
  $body$Pajak Penghasilan (PPh) Pasal 23 termasuk jenis pajak yang paling sering bersinggungan dengan transaksi antarperusahaan. Setiap kali badan usaha membayar jasa konsultan, sewa alat berat, atau jasa teknik kepada wajib pajak dalam negeri, ada kewajiban memotong PPh 23.

## Tarif dan objek

| Objek penghasilan | Tarif |
|---|---|
| Dividen, bunga, royalti, serta hadiah dan penghargaan selain yang dipotong PPh 21 | 15% |
| Sewa dan penghasilan lain sehubungan dengan penggunaan harta, kecuali tanah dan bangunan | 2% |
| Imbalan jasa teknik, jasa manajemen, jasa konsultan, dan jasa lain yang ditetapkan | 2% |

Tarif dihitung dari jumlah bruto, tidak termasuk PPN. Perlu dicatat, dividen yang diterima wajib pajak dalam negeri kini banyak yang dikecualikan atau dikenai PPh final tersendiri, sehingga pemotongan 15% atas dividen dalam praktik lebih terbatas.

## Sanksi tanpa NPWP

Bila penerima penghasilan tidak memiliki NPWP, tarif pemotongannya 100% lebih tinggi. Artinya, jasa yang seharusnya dipotong 2% menjadi 4%. Sejak NIK berlaku sebagai NPWP, pemotong perlu memastikan NIK rekanan orang pribadi sudah padan agar tidak terkena tarif lebih tinggi.

## Kewajiban pemotong

Pemotong PPh 23 wajib:

1. membuat bukti potong melalui Coretax dan memberikannya kepada penerima penghasilan;
2. menyetor PPh yang dipotong paling lambat tanggal 15 bulan berikutnya;
3. melaporkan SPT Masa PPh Unifikasi paling lambat tanggal 20 bulan berikutnya.

Tenggat penyetoran dan pelaporan tersebut mengikuti ketentuan dalam PMK 81/2024. Keterlambatan menyetor dikenai sanksi bunga per bulan sesuai tarif yang ditetapkan Menteri Keuangan.

## Bagi penerima

Penerima penghasilan sebaiknya menyimpan bukti potong karena dapat dikreditkan di SPT Tahunan. Bukti potong yang diterbitkan melalui Coretax umumnya otomatis tersedia di akun penerima. Daftar jenis jasa lain yang termasuk objek dapat dibaca di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'pph', 'id', null, (select id from public.authors where slug = 'yusuf-ramadhan'), null, null,
  now() - interval '74 days 8 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'masa-berlaku-pph-final-umkm-0-5-persen',
  $body$Masa Berlaku PPh Final UMKM 0,5%: Siapa yang Masih Bisa Memakainya?$body$,
  $body$PPh Final UMKM 0,5% punya batas waktu yang berbeda untuk orang pribadi, badan tertentu, dan perseroan terbatas. Begini cara mengeceknya.$body$,
  $body$Fasilitas PPh Final 0,5% dari omzet bagi usaha mikro, kecil, dan menengah (UMKM) masih menjadi andalan jutaan wajib pajak. Namun fasilitas ini tidak berlaku selamanya. Batas waktunya diatur dalam PP 55/2022, yang menggantikan PP 23/2018.

## Jangka waktu per jenis wajib pajak

| Jenis wajib pajak | Jangka waktu |
|---|---|
| Orang pribadi | 7 tahun pajak |
| Koperasi, CV, firma, BUMDes, dan perseroan perorangan | 4 tahun pajak |
| Perseroan terbatas | 3 tahun pajak |

Jangka waktu dihitung sejak wajib pajak terdaftar, atau sejak 2018 bagi yang sudah terdaftar sebelum PP 23/2018 berlaku. Fasilitas hanya dapat dipakai selama omzet setahun tidak melebihi Rp4,8 miliar.

## Omzet Rp500 juta pertama bebas

Sejak UU Harmonisasi Peraturan Perpajakan berlaku, wajib pajak orang pribadi tidak membayar PPh final atas bagian omzet sampai Rp500 juta dalam setahun. Misalnya, pedagang dengan omzet Rp800 juta hanya membayar 0,5% × Rp300 juta = Rp1,5 juta.

## Perpanjangan bagi orang pribadi

Bagi orang pribadi yang memakai fasilitas sejak 2018, jangka tujuh tahun sebenarnya berakhir pada tahun pajak 2024. Pemerintah kemudian mengumumkan perpanjangan untuk kelompok ini. Wajib pajak disarankan memantau aturan pelaksanaannya sebelum memutuskan tetap memakai tarif final.

## Setelah masa berlaku habis

Wajib pajak yang tidak lagi berhak harus:

- menghitung PPh dengan tarif umum berdasarkan pembukuan, atau norma penghitungan penghasilan neto bagi orang pribadi yang memenuhi syarat;
- mengajukan pemberitahuan penggunaan norma paling lambat tiga bulan pertama tahun pajak bila memilih norma;
- membayar angsuran PPh Pasal 25.

Informasi lengkap tersedia di [pajak.go.id](https://www.pajak.go.id/).

Catatan per 28 November 2026: pemerintah mengumumkan rencana menghapus batas waktu PPh final 0,5% bagi orang pribadi dan perseroan perorangan serta memperpanjangnya bagi koperasi sampai tahun pajak 2029, melalui revisi PP 55/2022. Kami belum menemukan revisi itu diterbitkan; sampai terbit, yang berlaku adalah Pasal 59 PP 55/2022.$body$,
  'pph', 'id', null, (select id from public.authors where slug = 'yusuf-ramadhan'), null, null,
  now() - interval '95 days 11 hours'
);

-- PPN --------------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'e-faktur-pindah-ke-coretax-format-baru',
  $body$e-Faktur Pindah ke Coretax, PKP Wajib Cermati Format Faktur PPN yang Baru$body$,
  $body$Pembuatan faktur pajak kini dilakukan di Coretax. Nomor seri tidak lagi diminta di muka, identitas pembeli memakai NIK atau NPWP 16 digit, dan cabang memakai NITKU.$body$,
  $body$Pengusaha kena pajak (PKP) kini membuat faktur PPN melalui Coretax DJP, menggantikan aplikasi e-Faktur yang dipakai lebih dari satu dekade. Perpindahan ini membawa sejumlah perubahan format yang perlu dicermati agar faktur tidak ditolak atau pajak masukan pembeli tidak gagal dikreditkan.

## Perubahan utama

- **Nomor faktur otomatis.** PKP tidak perlu lagi meminta nomor seri faktur pajak di muka; nomor diberikan sistem saat faktur diunggah.
- **Identitas pembeli.** Pembeli orang pribadi penduduk diidentifikasi dengan NIK, sedangkan badan memakai NPWP 16 digit.
- **NITKU.** Penjual dan pembeli yang memiliki cabang wajib mencantumkan Nomor Identitas Tempat Kegiatan Usaha.
- **Dasar pengenaan nilai lain.** Untuk barang nonmewah, faktur mencantumkan DPP nilai lain 11/12 dari harga jual sesuai PMK 131/2024.

## Tenggat unggah

Menurut PER-11/PJ/2025, faktur yang dibuat dengan modul e-Faktur harus diunggah dan memperoleh persetujuan DJP paling lambat tanggal 20 bulan berikutnya setelah tanggal pembuatannya; sebelumnya batasnya tanggal 15. Faktur yang diunggah melewati batas itu tidak disetujui sehingga bukan faktur pajak, dan PKP dapat dikenai sanksi denda.

## Masa peralihan

Pada awal penerapan, DJP memberi kelonggaran bagi PKP tertentu untuk tetap memakai aplikasi e-Faktur desktop selama masa transisi. Kelonggaran ini ditujukan terutama bagi PKP dengan volume faktur besar yang membutuhkan waktu menyesuaikan integrasi sistem akuntansinya. PKP disarankan mengecek apakah mereka masih termasuk kelompok tersebut, karena ketentuan peralihan dapat berubah sewaktu-waktu.

## Tips menghindari kesalahan

1. Mutakhirkan data master pelanggan dengan NIK atau NPWP 16 digit dan NITKU.
2. Uji impor faktur dalam jumlah kecil sebelum unggah massal.
3. Pastikan penandatanganan dilakukan oleh pihak yang ditunjuk dalam akun badan.

Panduan teknis tersedia di [pajak.go.id](https://www.pajak.go.id/), sedangkan dasar hukum administrasinya dimuat dalam PMK 81/2024.$body$,
  'ppn', 'id', null, (select id from public.authors where slug = 'anindya-kusumawardani'), null, null,
  now() - interval '17 days 8 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'e-invoicing-moves-to-coretax-new-vat-invoice-format',
  $body$e-Faktur Moves to Coretax: VAT-Registered Businesses Must Mind the New Invoice Format$body$,
  $body$Tax invoices are now created in Coretax. Serial numbers are no longer requested in advance, buyers are identified by NIK or 16-digit NPWP, and branches use the NITKU.$body$,
  $body$VAT-registered businesses (PKP) now create their VAT invoices through Coretax DJP, replacing the e-Faktur application that was in use for more than a decade. The move brings several format changes that need attention so that invoices are not rejected and buyers do not fail to credit their input VAT.

## Main changes

- **Automatic invoice numbers.** Businesses no longer need to request tax invoice serial numbers in advance; the system assigns a number when the invoice is uploaded.
- **Buyer identity.** Resident individual buyers are identified by their NIK, while entities use the 16-digit NPWP.
- **NITKU.** Sellers and buyers with branches must include the business location identification number.
- **Other-value tax base.** For non-luxury goods, the invoice shows an other-value tax base of 11/12 of the selling price, in line with PMK 131/2024.

## Upload deadline

Under PER-11/PJ/2025, an invoice made with the e-Faktur module must be uploaded and approved by the DGT no later than the 20th of the month after the month it was made; the limit used to be the 15th. An invoice uploaded later is not approved, so it is not a tax invoice, and the business may be fined.

## Transition period

At the start of the rollout, the DGT allowed certain businesses to keep using the desktop e-Faktur application during a transition period. The relaxation is aimed mainly at businesses with large invoice volumes that need time to adapt the integration with their accounting systems. Businesses are advised to check whether they still fall into that group, as the transitional rules may change at any time.

## Tips to avoid mistakes

1. Update customer master data with NIK or 16-digit NPWP and NITKU.
2. Test invoice imports in small batches before bulk uploads.
3. Make sure invoices are signed by the person designated in the entity's account.

Technical guidance is available at [pajak.go.id](https://www.pajak.go.id/), while the legal basis for the administration is set out in PMK 81/2024.$body$,
  'ppn', 'en', (select id from public.articles where slug = 'e-faktur-pindah-ke-coretax-format-baru'),
  (select id from public.authors where slug = 'anindya-kusumawardani'), null, null,
  now() - interval '17 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'daftar-barang-kena-ppn-12-dan-ppnbm',
  $body$Daftar Barang yang Kena PPN 12% Penuh Menurut PMK 131/2024$body$,
  $body$Tarif PPN 12% penuh hanya berlaku atas barang yang juga dikenai PPnBM. Berikut kelompok barangnya beserta tarif PPnBM yang menyertainya.$body$,
  $body$Sejak PMK 131/2024 berlaku, tarif PPN 12% dengan dasar pengenaan harga jual penuh hanya dikenakan atas barang mewah, yaitu barang yang juga tergolong objek Pajak Penjualan atas Barang Mewah (PPnBM). Barang lain tetap dikenai PPN 12% dengan dasar pengenaan 11/12 dari harga jual.

## Kelompok barang dan tarif PPnBM

| Kelompok barang | Catatan | Tarif PPnBM |
|---|---|---|
| Hunian mewah (rumah, apartemen, kondominium) | Harga jual Rp30 miliar atau lebih | 20% |
| Balon udara dan pesawat tanpa tenaga penggerak | – | 40% |
| Peluru senjata api | Kecuali untuk keperluan negara | 40% |
| Pesawat udara dan helikopter | Kecuali untuk angkutan udara niaga | 50% |
| Senjata api | Kecuali untuk keperluan negara | 50% |
| Kapal pesiar dan yacht | Kecuali untuk angkutan umum atau kepentingan negara | 75% |
| Kendaraan bermotor | Bergantung kapasitas mesin, emisi, dan jenis kendaraan | Bervariasi |

Tarif PPnBM diatur dalam peraturan tersendiri dan dapat berubah. Tabel di atas merangkum ketentuan yang umum dirujuk konsultan.

## Cara menghitung

Untuk kapal pesiar seharga Rp10 miliar, PPN yang terutang adalah 12% × Rp10 miliar = Rp1,2 miliar, ditambah PPnBM 75% × Rp10 miliar = Rp7,5 miliar. PPN dan PPnBM dihitung dari dasar pengenaan yang sama dan dicantumkan dalam satu faktur pajak.

## Masa transisi

Selama 1–31 Januari 2025, PPN atas barang mewah masih dihitung 12% × 11/12 dari harga jual (setara 11%). Mulai 1 Februari 2025 tarif 12% berlaku atas harga jual penuh (PMK 131/2024 Pasal 5).

## Yang perlu diperhatikan penjual

- Pastikan kode barang di sistem penjualan membedakan barang mewah dan nonmewah.
- Gunakan kode transaksi faktur yang sesuai.
- Simpan dokumen pendukung harga jual untuk hunian mewah.

Teks lengkap PMK 131/2024 dapat diunduh di JDIH Kementerian Keuangan.$body$,
  'ppn', 'id', null, (select id from public.authors where slug = 'anindya-kusumawardani'), null, null,
  now() - interval '142 days 10 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'kegiatan-membangun-sendiri-ppn-2-2-persen',
  $body$PPN Kegiatan Membangun Sendiri 2,2% pada 2025, Ini Syarat dan Cara Setornya$body$,
  $body$Membangun rumah sendiri dengan luas minimal 200 meter persegi terutang PPN kegiatan membangun sendiri. Sejak 1 Januari 2025 besarnya 2,2% dari biaya pembangunan, tidak termasuk tanah.$body$,
  $body$Banyak orang belum tahu bahwa membangun rumah sendiri, tanpa melalui kontraktor, bisa terutang Pajak Pertambahan Nilai. Kewajiban ini disebut PPN atas kegiatan membangun sendiri (KMS). Sejak 1 Januari 2025 ketentuannya diatur dalam PMK 81/2024 sebagaimana diubah dengan PMK 11/2025, menggantikan PMK 61/2022. Meski tarif PPN kini 12%, PPN KMS tetap 2,2% dari biaya pembangunan.

## Kriteria bangunan

PPN KMS terutang bila bangunan memenuhi seluruh kriteria berikut:

1. konstruksi utamanya terdiri dari kayu, beton, pasangan batu bata atau bahan sejenis, dan/atau baja;
2. diperuntukkan bagi tempat tinggal atau tempat kegiatan usaha;
3. luas bangunan paling sedikit 200 meter persegi.

Ketentuan ini berlaku baik untuk pembangunan baru maupun perluasan bangunan lama.

## Cara menghitung

PPN KMS dihitung dari jumlah biaya yang dikeluarkan untuk membangun pada setiap masa pajak, tidak termasuk biaya perolehan tanah. Besarnya 20% × 11/12 × tarif PPN 12% dikalikan biaya itu, atau 2,2% dari biaya (PMK 81/2024 Pasal 324 ayat 2, diubah dengan Pasal 20 PMK 11/2025).

| Komponen | Nilai |
|---|---|
| Biaya membangun pada bulan berjalan, tanpa tanah | Rp200.000.000 |
| Besaran tertentu (20% × 11/12 × tarif PPN 12%) | 2,2% |
| PPN terutang (2,2% × Rp200.000.000) | Rp4.400.000 |

## Cara menyetor

PPN KMS disetor setiap bulan atas biaya yang dikeluarkan pada bulan tersebut, paling lambat tanggal 15 bulan berikutnya, dengan kode billing. Orang pribadi atau badan yang bukan PKP dianggap telah melaporkan PPN KMS ketika pembayarannya mendapat validasi, sehingga tidak perlu menyampaikan SPT Masa PPN tersendiri (PMK 81/2024 Pasal 172). PKP melaporkannya dalam SPT Masa PPN.

## Risiko bila diabaikan

Dalam beberapa tahun terakhir, DJP memanfaatkan data izin bangunan dari pemerintah daerah untuk mengawasi kepatuhan KMS. Ketidakpatuhan dapat berujung pada penerbitan surat ketetapan pajak beserta sanksi bunga.

"Banyak yang baru tahu setelah menerima surat imbauan," kata seorang konsultan pajak di Surabaya. Informasi lebih lanjut dapat dilihat di [pajak.go.id](https://www.pajak.go.id/).$body$,
  'ppn', 'id', null, (select id from public.authors where slug = 'yusuf-ramadhan'), null, null,
  now() - interval '47 days 6 hours'
);

-- Kepabeanan & Cukai -----------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'cukai-minuman-berpemanis-kembali-ditunda',
  $body$Cukai Minuman Berpemanis dalam Kemasan Kembali Ditunda$body$,
  $body$Pemerintah kembali menunda pengenaan cukai minuman berpemanis dalam kemasan. Kesiapan industri dan daya beli menjadi alasan, sementara kalangan kesehatan mendesak kepastian jadwal.$body$,
  $body$Rencana pengenaan cukai atas minuman berpemanis dalam kemasan (MBDK) kembali ditunda. Pemerintah menyatakan masih menimbang kondisi daya beli masyarakat dan kesiapan industri, meskipun target penerimaan dari pungutan ini sudah beberapa kali dicantumkan dalam undang-undang APBN.

## Alasan penundaan

Menurut keterangan Kementerian Keuangan, beberapa pertimbangan yang membuat jadwal bergeser antara lain:

- konsumsi rumah tangga yang belum pulih sepenuhnya;
- kebutuhan masa transisi bagi industri untuk reformulasi produk;
- penyusunan aturan teknis mengenai batas kadar gula dan cakupan produk;
- koordinasi dengan kementerian yang membidangi kesehatan dan perindustrian.

Direktorat Jenderal Bea dan Cukai menyebut kajian teknis, termasuk skema tarif berdasarkan kandungan gula, sudah disiapkan dan tinggal menunggu keputusan waktu penerapan.

## Desakan kalangan kesehatan

Organisasi profesi kesehatan dan lembaga swadaya masyarakat menilai penundaan berulang mengabaikan beban penyakit tidak menular seperti diabetes yang terus meningkat. Mereka merujuk pengalaman sejumlah negara yang menerapkan pungutan serupa dan mendorong produsen menurunkan kadar gula.

"Setiap tahun penundaan berarti jutaan liter minuman manis tambahan yang dikonsumsi anak-anak," kata seorang peneliti kesehatan masyarakat.

## Respons industri

Asosiasi industri minuman menyambut penundaan dan meminta pemerintah memberi waktu sosialisasi yang memadai. Pelaku usaha juga meminta agar cakupan produk ditetapkan secara jelas, termasuk perlakuan bagi minuman yang diproduksi usaha kecil.

Pemerintah belum mengumumkan jadwal baru. Perkembangan kebijakan cukai dapat diikuti di laman [beacukai.go.id](https://www.beacukai.go.id/).$body$,
  'kepabeanan', 'id', null, (select id from public.authors where slug = 'bayu-aji-pratama'), '/images/covers/cukai-mbdk.svg',
  $body$Sampul newstax bertuliskan CUKAI MBDK$body$,
  now() - interval '11 days 6 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'excise-on-sweetened-beverages-postponed-again',
  $body$Excise on Packaged Sweetened Beverages Postponed Again$body$,
  $body$The government has again postponed excise on packaged sweetened beverages, citing industry readiness and purchasing power, while health advocates press for a firm timetable.$body$,
  $body$The plan to impose excise on packaged sweetened beverages (MBDK) has been postponed once more. The government says it is still weighing household purchasing power and industry readiness, even though revenue targets from the levy have been written into the state budget law several times.

## Reasons for the delay

According to the Ministry of Finance, the considerations that have pushed back the timetable include:

- household consumption that has not yet fully recovered;
- the need for a transition period so manufacturers can reformulate products;
- drafting technical rules on sugar content thresholds and product coverage;
- coordination with the ministries responsible for health and industry.

The Directorate General of Customs and Excise says its technical studies, including a tariff scheme based on sugar content, are ready and only await a decision on timing.

## Pressure from health advocates

Medical associations and civil society groups say the repeated delays ignore the growing burden of non-communicable diseases such as diabetes. They point to the experience of countries that have introduced similar levies and pushed producers to cut sugar content.

"Every year of delay means millions of extra litres of sugary drinks consumed by children," said a public health researcher.

## Industry response

The beverage industry association welcomed the postponement and asked the government to allow enough time for outreach. Businesses also want the product scope to be clearly defined, including the treatment of drinks made by small enterprises.

The government has not announced a new timetable. Developments in excise policy can be followed at [beacukai.go.id](https://www.beacukai.go.id/).$body$,
  'kepabeanan', 'en', (select id from public.articles where slug = 'cukai-minuman-berpemanis-kembali-ditunda'),
  (select id from public.authors where slug = 'bayu-aji-pratama'), '/images/covers/cukai-mbdk.svg',
  $body$newstax cover reading CUKAI MBDK (excise on sweetened beverages)$body$,
  now() - interval '11 days 1 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'bea-masuk-barang-kiriman-batas-3-dolar',
  $body$Belanja dari Luar Negeri: Bea Masuk Barang Kiriman dan Batas US$3$body$,
  $body$Barang kiriman bernilai sampai US$3 bebas bea masuk, tetapi tetap dipungut PPN. Di atas itu, berlaku tarif bea masuk 7,5% untuk sebagian besar barang.$body$,
  $body$Belanja daring dari penjual luar negeri makin mudah, tetapi banyak konsumen masih terkejut saat paketnya tertahan karena tagihan bea masuk dan pajak. Ketentuannya diatur dalam PMK 96/2023 tentang ketentuan kepabeanan, cukai, dan pajak atas impor dan ekspor barang kiriman.

## Ringkasan pungutan

| Nilai pabean | Bea masuk | PPN | PPh impor |
|---|---|---|---|
| Sampai US$3 | Dibebaskan | Dipungut | Tidak dipungut |
| Di atas US$3 sampai US$1.500 | 7,5% | Dipungut | Tidak dipungut |
| Di atas US$1.500 | Tarif umum | Dipungut | Dipungut |

Untuk barang nonmewah, PPN impor dihitung dengan tarif 12% atas dasar pengenaan 11/12, sehingga bebannya setara 11%.

## Pengecualian

Sejumlah komoditas dikenai tarif bea masuk umum berapa pun nilainya, ditambah PPh impor. Di antaranya:

- tas, sepatu, dan produk tekstil;
- sepeda dan jam tangan;
- produk kosmetik;
- besi dan baja.

Kebijakan ini dimaksudkan melindungi industri dalam negeri yang banyak diisi usaha kecil. Sebaliknya, buku ilmu pengetahuan mendapat pembebasan bea masuk.

## Contoh

Sebuah lensa kamera senilai US$200 termasuk ongkos kirim dan asuransi, dengan kurs Rp16.000, memiliki nilai pabean Rp3,2 juta. Bea masuknya 7,5% atau Rp240.000. PPN dihitung dari nilai pabean ditambah bea masuk, yaitu 11% × Rp3.440.000 = Rp378.400.

## Tips

Pastikan penjual mencantumkan nilai barang yang benar. Nilai yang dilaporkan terlalu rendah dapat dikoreksi petugas dan memperlambat pengiriman. Simulasi pungutan tersedia di laman [beacukai.go.id](https://www.beacukai.go.id/).$body$,
  'kepabeanan', 'id', null, (select id from public.authors where slug = 'bayu-aji-pratama'), null, null,
  now() - interval '103 days 3 hours'
);

-- Tanpa kategori ---------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'kpp-buka-layanan-jumat-malam-dan-sabtu',
  $body$KPP Buka Layanan Jumat Malam dan Sabtu Jelang Batas Lapor SPT$body$,
  $body$Menjelang batas lapor SPT Tahunan orang pribadi, sejumlah kantor pajak membuka layanan tambahan pada Jumat malam dan Sabtu untuk membantu karyawan yang sibuk pada jam kerja.$body$,
  $body$Kantor pelayanan pajak (KPP) di sejumlah kota membuka layanan tambahan pada Jumat malam dan Sabtu menjelang batas akhir penyampaian SPT Tahunan orang pribadi pada 31 Maret. Layanan ini ditujukan terutama bagi karyawan yang sulit datang pada jam kerja.

## Jadwal layanan tambahan

Berdasarkan pengumuman beberapa kantor wilayah DJP, jadwal yang umumnya berlaku:

- Jumat, pukul 17.00–21.00 waktu setempat;
- Sabtu, pukul 08.00–14.00 waktu setempat;
- pojok pajak di pusat perbelanjaan dan kampus pada akhir pekan, di kota tertentu.

Jadwal tiap KPP bisa berbeda, sehingga wajib pajak disarankan mengecek pengumuman resmi sebelum datang.

## Apa saja yang dilayani

Petugas dan relawan pajak membantu aktivasi akun Coretax, pemadanan NIK, pengisian SPT Tahunan, hingga penerbitan kode otorisasi untuk tanda tangan elektronik. Wajib pajak diminta membawa KTP elektronik, ponsel dengan nomor aktif, serta bukti potong PPh 21 dari pemberi kerja.

"Sebagian besar yang datang sebenarnya bisa lapor sendiri dari rumah, tapi ingin dipastikan tidak salah. Kami dampingi sampai selesai," kata seorang relawan pajak dari sebuah perguruan tinggi di Yogyakarta.

## Tetap bisa lapor daring

DJP menegaskan layanan tatap muka hanyalah pelengkap. Pelaporan tetap dapat dilakukan kapan saja melalui Coretax, termasuk pada hari libur. Keterlambatan lapor bagi orang pribadi dikenai denda Rp100.000.

Informasi lokasi dan jadwal layanan tersedia di [pajak.go.id](https://www.pajak.go.id/).$body$,
  null, 'id', null, (select id from public.authors where slug = 'yusuf-ramadhan'), null, null,
  now() - interval '3 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'hkpd-pemda-diminta-sesuaikan-perda-pajak-daerah',
  $body$Pemda Diminta Sesuaikan Perda Pajak Daerah dengan UU HKPD$body$,
  $body$Pemerintah pusat meminta daerah yang belum menyesuaikan peraturan daerah dengan UU HKPD segera melakukannya. Pajak barang dan jasa tertentu serta opsen menjadi sorotan.$body$,
  $body$Kementerian Keuangan dan Kementerian Dalam Negeri meminta pemerintah daerah yang belum sepenuhnya menyesuaikan peraturan daerah (perda) pajak dengan UU Nomor 1 Tahun 2022 tentang Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah (UU HKPD) segera menuntaskannya. Hasil evaluasi menunjukkan masih ada perda yang memuat tarif atau objek yang tidak sesuai.

## Perubahan pokok dalam UU HKPD

UU HKPD menyederhanakan jenis pajak daerah dan mewajibkan setiap daerah mengatur seluruh pajaknya dalam satu perda. Beberapa perubahan yang paling dirasakan:

| Ketentuan | Isi pokok |
|---|---|
| Pajak barang dan jasa tertentu (PBJT) | Menggabungkan pajak hotel, restoran, hiburan, parkir, dan penerangan jalan; tarif umum paling tinggi 10% |
| PBJT jasa hiburan tertentu | Diskotek, karaoke, kelab malam, dan bar dikenai tarif 40%–75%; mandi uap/spa tidak lagi termasuk sejak Putusan MK Nomor 19/PUU-XXII/2024 |
| Opsen PKB dan BBNKB | Kabupaten/kota memungut opsen 66% dari pajak kendaraan provinsi |
| Opsen pajak MBLB | Provinsi memungut opsen 25% atas pajak mineral bukan logam dan batuan |

## Mengapa penting bagi wajib pajak

Ketidaksesuaian perda dapat menimbulkan ketidakpastian, misalnya pelaku usaha hiburan yang ditagih dengan tarif berbeda dari ketentuan undang-undang. Pemerintah pusat dapat memberi sanksi berupa penundaan atau pemotongan dana transfer bagi daerah yang tidak menyesuaikan.

## Langkah berikutnya

Kemenkeu menyatakan akan terus mengevaluasi rancangan perda sebelum ditetapkan, termasuk memastikan insentif fiskal daerah diberikan secara transparan. Pelaku usaha diimbau membaca perda pajak di daerah masing-masing melalui laman [JDIH BPK](https://peraturan.bpk.go.id/) dan berkonsultasi dengan badan pendapatan daerah setempat.$body$,
  null, 'id', null, (select id from public.authors where slug = 'putu-ayu-wirastuti'), '/images/covers/pajak-daerah.svg',
  $body$Sampul newstax bertuliskan PAJAK DAERAH$body$,
  now() - interval '6 days 10 hours'
);

-- English-only articles (no Indonesian source) -----------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'explainer-indonesia-tax-calendar-for-expatriates',
  $body$Indonesia's Tax Calendar: Key Deadlines Expatriates Should Know$body$,
  $body$Foreign professionals who become Indonesian tax residents face the same deadlines as local taxpayers. Here are the dates that matter, from monthly withholding to the 31 March annual return.$body$,
  $body$Foreign professionals who move to Indonesia are often surprised by how quickly they become part of the local tax system. Anyone who stays in the country for more than 183 days within a 12-month period, or who lives here with the intention to stay, is generally treated as a tax resident. Under rules introduced by the Job Creation Law, foreign nationals who meet certain expertise requirements may be taxed only on their Indonesian-source income during their first four years of residence.

## The dates that matter

| Obligation | Deadline | Who handles it |
|---|---|---|
| Payment of tax withheld on salary (PPh 21) | 15th of the following month | Employer |
| Monthly withholding return | 20th of the following month | Employer |
| Individual annual return (SPT Tahunan) | 31 March | You |
| Corporate annual return | 30 April | Company |

The monthly payment and reporting dates were unified under PMK 81/2024, which also governs the Coretax system.

## Getting set up

1. **Obtain a tax ID.** Foreign residents use a 16-digit NPWP; those who hold an Indonesian population number may use it in the same way as citizens.
2. **Activate Coretax.** Returns, withholding slips and tax payment codes are all handled in the Coretax portal.
3. **Collect your withholding slip.** Your employer issues an annual PPh 21 slip early in the year; it will appear in your Coretax account.

## Leaving Indonesia

Expatriates who leave permanently should file a final return and ask the tax office to deregister their tax ID. Otherwise, late-filing fines of Rp100,000 per missed annual return may continue to accrue.

## Where to get help

The Directorate General of Taxes publishes English-language guidance at [pajak.go.id](https://www.pajak.go.id/). Because personal circumstances differ, many expatriates also work with a licensed tax consultant during their first year.$body$,
  'edukasi', 'en', null, (select id from public.authors where slug = 'larasati-widjaja'), '/images/covers/kalender-pajak.svg',
  $body$newstax cover reading KALENDER PAJAK (Tax Calendar)$body$,
  now() - interval '19 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'foreign-investors-weigh-tax-holiday-after-global-minimum-tax',
  $body$Foreign Investors Weigh Indonesia's Tax Holiday as the Global Minimum Tax Bites$body$,
  $body$With a 15% global minimum tax in force, large foreign investors are questioning how much Indonesia's income tax holiday is still worth. Advisers point to cost-based incentives instead.$body$,
  $body$For more than a decade, Indonesia's corporate income tax holiday has been a centrepiece of its pitch to foreign investors in pioneer industries such as nickel processing, petrochemicals and electric-vehicle batteries. The arrival of the 15% global minimum tax is forcing large multinationals to redo the arithmetic.

## Why the holiday is worth less

Under the Pillar Two rules adopted through PMK 136/2024, groups with consolidated revenue of at least €750 million must pay top-up tax wherever their effective tax rate falls below 15%. Indonesia also applies a domestic minimum top-up tax, which means that profits enjoying a full exemption may simply be topped up to 15% at home.

"For a large group, a 100% holiday can turn into a 15% tax with more paperwork," said a Jakarta-based adviser to several Asian manufacturers.

## What still works

Advisers say investors are shifting attention to incentives that are treated more favourably under the global rules:

- **Super deductions** of up to 300% for research and development and up to 200% for vocational training;
- **Investment allowances** that reduce taxable income through accelerated cost recovery;
- **Special economic zone facilities**, including customs and VAT relief on capital goods;
- **Non-tax support**, such as faster licensing and land access.

## Smaller investors unaffected

Groups below the €750 million threshold are outside Pillar Two and can still benefit fully from the tax holiday. Officials at the investment ministry say most applications still come from such mid-sized investors.

## Policy review expected

The government has signalled that the incentive framework will be reviewed to keep Indonesia competitive. Investors are watching for changes, with regulations published on [JDIH Kemenkeu](https://jdih.kemenkeu.go.id/).$body$,
  'bisnis', 'en', null, (select id from public.authors where slug = 'hendra-situmorang'), null, null,
  now() - interval '44 days 7 hours'
);

-- Draft (not published) ----------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'draf-rencana-kenaikan-tarif-cukai-hasil-tembakau',
  $body$DRAF: Rencana Kenaikan Tarif Cukai Hasil Tembakau Tahun Depan$body$,
  $body$Pemerintah tengah menyiapkan kebijakan tarif cukai hasil tembakau untuk tahun depan. Besaran kenaikan dan penyederhanaan golongan masih dibahas.$body$,
  $body$Pemerintah tengah menyusun kebijakan tarif cukai hasil tembakau (CHT) untuk tahun depan. Menurut sumber di lingkungan Kementerian Keuangan, pembahasan mencakup besaran kenaikan tarif, penyederhanaan golongan, dan penyesuaian harga jual eceran minimum.

## Hal yang masih dibahas

- besaran kenaikan rata-rata tarif untuk sigaret kretek mesin dan sigaret putih mesin;
- perlindungan bagi sigaret kretek tangan yang padat karya;
- jumlah golongan pengusaha pabrik;
- langkah penindakan rokok ilegal.

## Pertimbangan pemerintah

Kebijakan CHT biasanya menimbang empat aspek: pengendalian konsumsi, keberlangsungan tenaga kerja, penerimaan negara, dan peredaran rokok ilegal. Kalangan industri meminta kenaikan yang moderat, sementara kelompok kesehatan mendorong kenaikan signifikan untuk menekan prevalensi merokok pada anak. Keputusan akhir biasanya diumumkan menjelang akhir tahun setelah target penerimaan cukai dalam APBN disepakati bersama DPR.

## Catatan redaksi

Naskah ini menunggu konfirmasi resmi dari Direktorat Jenderal Bea dan Cukai dan tambahan data penerimaan cukai terbaru sebelum diterbitkan. Rujukan regulasi akan ditautkan ke [beacukai.go.id](https://www.beacukai.go.id/) setelah PMK tarif terbit.$body$,
  'kepabeanan', 'id', null, (select id from public.authors where slug = 'bayu-aji-pratama'), null, null,
  null
);
