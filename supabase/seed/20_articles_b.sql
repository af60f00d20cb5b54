-- Seed articles, part B. Runs after seed.sql (categories) and 10_articles_a.sql.
-- Every slug in this file starts with a letter n..z (part A uses a..m), so the two files never clash.
-- All text was written for this project. Figures are illustrative and hedged; this is seed content.
-- Translations reference their Indonesian source by slug; each source is inserted before its translation.

-- Berita ---------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pengadilan-pajak-beralih-ke-mahkamah-agung-ini-dampaknya',
  $t$Pembinaan Pengadilan Pajak Beralih ke Mahkamah Agung, Ini Dampaknya bagi Sengketa Pajak$t$,
  $x$Sesuai putusan Mahkamah Konstitusi, pembinaan organisasi, administrasi, dan keuangan Pengadilan Pajak berpindah dari Kementerian Keuangan ke Mahkamah Agung.$x$,
  $b$Pengadilan Pajak memasuki babak baru. Pembinaan organisasi, administrasi, dan keuangan lembaga yang memutus sengketa pajak itu dialihkan dari Kementerian Keuangan ke Mahkamah Agung (MA), menindaklanjuti Putusan Mahkamah Konstitusi Nomor 26/PUU-XXI/2023 yang memberi batas waktu paling lambat 31 Desember 2026.

Selama ini, pembinaan teknis peradilan sudah berada di MA, tetapi urusan anggaran, kepegawaian, dan sarana masih dipegang Kementerian Keuangan. Kondisi "satu atap ganda" itu kerap dipersoalkan karena Kementerian Keuangan juga membawahi Direktorat Jenderal Pajak, pihak yang bersengketa dengan wajib pajak.

## Apa yang berubah

| Aspek | Sebelum | Sesudah |
|---|---|---|
| Pembinaan teknis peradilan | Mahkamah Agung | Mahkamah Agung |
| Organisasi dan kepegawaian | Kementerian Keuangan | Mahkamah Agung |
| Anggaran dan sarana | Kementerian Keuangan | Mahkamah Agung |

## Dampak bagi wajib pajak

Praktisi hukum pajak menilai peralihan ini terutama memperkuat persepsi independensi. Namun, beberapa hal masih perlu dipantau:

- kelanjutan persidangan di luar Jakarta yang selama ini digelar di sejumlah kota;
- sistem administrasi berkas banding dan gugatan, termasuk e-Tax Court;
- rekrutmen hakim baru untuk mengurangi tumpukan perkara;
- status pegawai yang selama ini berasal dari Kementerian Keuangan.

"Bagi wajib pajak, yang paling penting adalah putusan yang cepat dan konsisten. Perpindahan atap harus dibarengi perbaikan manajemen perkara," kata seorang kuasa hukum pajak di Jakarta.

## Prosedur sengketa tetap

Peralihan pembinaan tidak mengubah tahapan sengketa. Wajib pajak yang keberatannya ditolak tetap dapat mengajukan banding ke Pengadilan Pajak, dan atas putusan Pengadilan Pajak dapat diajukan peninjauan kembali ke MA. Informasi perkara dapat dipantau melalui laman resmi [Pengadilan Pajak](https://www.setpp.kemenkeu.go.id/).$b$,
  'berita', 'id', null, (select id from public.authors where slug = 'rina-kartikasari'), '/images/covers/pengadilan-pajak.svg',
  'Sampul newstax bertuliskan PENGADILAN PAJAK',
  now() - interval '0 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'tax-court-moves-under-supreme-court-what-it-means-for-disputes',
  $t$Oversight of the Tax Court Moves to the Supreme Court: What It Means for Tax Disputes$t$,
  $x$Following a Constitutional Court ruling, organisational, administrative and financial oversight of the Tax Court is moving from the Ministry of Finance to the Supreme Court.$x$,
  $b$The Tax Court is entering a new chapter. Organisational, administrative and financial oversight of the body that rules on tax disputes is being transferred from the Ministry of Finance to the Supreme Court (MA), following Constitutional Court Decision No. 26/PUU-XXI/2023, which set a deadline of no later than 31 December 2026.

Until now, technical judicial oversight already sat with the Supreme Court, but budget, staffing and facilities remained with the Ministry of Finance. This "dual roof" arrangement was often criticised because the ministry also oversees the Directorate General of Taxes, the party in dispute with taxpayers.

## What changes

| Aspect | Before | After |
|---|---|---|
| Technical judicial oversight | Supreme Court | Supreme Court |
| Organisation and staffing | Ministry of Finance | Supreme Court |
| Budget and facilities | Ministry of Finance | Supreme Court |

## Impact on taxpayers

Tax law practitioners say the transfer mainly strengthens the perception of independence. However, several issues still need watching:

- whether hearings outside Jakarta, held so far in several cities, will continue;
- the case administration system for appeals and lawsuits, including the e-Tax Court;
- recruitment of new judges to reduce the backlog of cases;
- the status of staff who have so far come from the Ministry of Finance.

"For taxpayers, what matters most is fast and consistent rulings. The change of roof must come with better case management," said a tax lawyer in Jakarta.

## Dispute procedure unchanged

The transfer of oversight does not change the stages of a dispute. Taxpayers whose objections are rejected can still appeal to the Tax Court, and a Tax Court ruling can still be challenged through a case review (peninjauan kembali) at the Supreme Court. Case information can be followed on the official [Tax Court](https://www.setpp.kemenkeu.go.id/) website.$b$,
  'berita', 'en', (select id from public.articles where slug = 'pengadilan-pajak-beralih-ke-mahkamah-agung-ini-dampaknya'),
  (select id from public.authors where slug = 'rina-kartikasari'), '/images/covers/pengadilan-pajak.svg',
  'newstax cover reading PENGADILAN PAJAK (Tax Court)',
  now() - interval '0 days 1 hour'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'laporan-semester-i-apbn-dan-penerimaan-pajak',
  $t$Laporan Semester I Anggaran Negara: Apa yang Dilaporkan Pemerintah tentang Penerimaan Pajak$t$,
  $x$Setiap Juli pemerintah melaporkan realisasi APBN semester pertama dan prognosis semester kedua kepada DPR. Begini membaca bagian penerimaan pajaknya.$x$,
  $b$Undang-undang tentang keuangan negara mewajibkan pemerintah menyusun laporan realisasi semester pertama APBN beserta prognosis untuk enam bulan berikutnya. Laporan itu disampaikan kepada DPR paling lambat akhir Juli untuk dibahas bersama, dan menjadi bahan bila APBN tahun berjalan perlu diubah.

## Isi laporan

Untuk penerimaan pajak, laporan semester memuat:

1. realisasi enam bulan pertama, dirinci per kelompok jenis pajak;
2. prognosis atau perkiraan realisasi setahun penuh;
3. penjelasan faktor yang memengaruhi penerimaan, seperti harga komoditas, kurs, restitusi, dan kebijakan yang berlaku.

## Realisasi dan prognosis

Realisasi semester pertama adalah angka sementara yang dihimpun dari setoran hingga akhir Juni. Prognosis adalah perkiraan pemerintah untuk akhir tahun. Selisih antara prognosis dan target APBN menunjukkan apakah pemerintah memperkirakan penerimaan akan melampaui atau kurang dari target (*shortfall*).

Setoran pajak tidak tersebar merata sepanjang tahun, sehingga persentase realisasi semester pertama terhadap target tidak dapat begitu saja dikalikan dua untuk memperkirakan hasil setahun.

## Yang perlu dicermati

| Yang dibaca | Mengapa penting |
|---|---|
| Penerimaan neto dan restitusi | Restitusi besar menurunkan angka neto walaupun setoran bruto naik |
| Kelompok jenis pajak | PPh nonmigas, PPN dan PPnBM, PPh migas, serta PBB dan pajak lainnya bergerak karena sebab berbeda |
| Asumsi makro | Harga minyak, kurs, dan pertumbuhan ekonomi yang dipakai dalam prognosis |
| Kebijakan baru | Perubahan tarif, insentif, atau administrasi yang berlaku sejak awal tahun |

Laporan semester dan bahan pembahasannya dapat ditelusuri melalui laman [Kementerian Keuangan](https://www.kemenkeu.go.id/).$b$,
  'berita', 'id', null, (select id from public.authors where slug = 'dimas-prasetyo'), null, null,
  now() - interval '12 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'first-half-budget-report-and-tax-revenue',
  $t$The First-Half Budget Report: What the Government Reports on Tax Revenue$t$,
  $x$Every July the government reports the state budget's first-half results and its outlook for the second half to parliament. Here is how to read the part on tax revenue.$x$,
  $b$The law on state finances requires the government to prepare a report on the state budget's first-half results together with an outlook for the following six months. The report goes to the House of Representatives (DPR) by the end of July at the latest for joint discussion, and it informs any revision of the current year's budget.

## What the report holds

On tax revenue, the half-year report contains:

1. the results of the first six months, broken down by group of taxes;
2. an outlook, the government's estimate of the full-year result;
3. an account of what drove revenue, such as commodity prices, the exchange rate, refunds and the policies in force.

## Results and outlook

The first-half result is a provisional figure compiled from payments up to the end of June. The outlook is the government's estimate for the year end. The gap between the outlook and the budget target shows whether the government expects revenue to exceed the target or fall short of it.

Tax payments are not spread evenly through the year, so the share of the target collected in the first half cannot simply be doubled to estimate the full year.

## What to look at

| What to read | Why it matters |
|---|---|
| Net revenue and refunds | Large refunds lower the net figure even when gross payments rise |
| Groups of taxes | Non-oil and gas income tax, VAT and PPnBM, oil and gas income tax, and land and building and other taxes move for different reasons |
| Macroeconomic assumptions | The oil price, exchange rate and growth used in the outlook |
| New policies | Changes in rates, incentives or administration in force since the start of the year |

The half-year report and the material for its discussion can be found on the [Ministry of Finance](https://www.kemenkeu.go.id/) website.$b$,
  'berita', 'en', (select id from public.articles where slug = 'laporan-semester-i-apbn-dan-penerimaan-pajak'),
  (select id from public.authors where slug = 'dimas-prasetyo'), null, null,
  now() - interval '12 days 1 hour'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'restitusi-ppn-melonjak-djp-perketat-penelitian-permohonan',
  $t$Restitusi PPN Melonjak, DJP Perketat Penelitian Permohonan$t$,
  $x$Lonjakan permohonan restitusi PPN membuat DJP memperketat penelitian berkas, terutama untuk pengusaha yang baru dikukuhkan sebagai PKP.$x$,
  $b$Nilai restitusi Pajak Pertambahan Nilai (PPN) yang dibayarkan pemerintah meningkat tajam dalam beberapa bulan terakhir. Direktorat Jenderal Pajak (DJP) menyatakan akan memperketat penelitian atas permohonan pengembalian pendahuluan, terutama dari pengusaha kena pajak (PKP) yang baru dikukuhkan.

Restitusi pada dasarnya merupakan hak wajib pajak ketika pajak masukan lebih besar daripada pajak keluaran, misalnya pada eksportir atau perusahaan yang sedang berinvestasi besar. Namun lonjakan yang tidak biasa dapat menggerus penerimaan neto dalam jangka pendek.

## Jalur restitusi dipercepat

Pengembalian pendahuluan tanpa pemeriksaan tersedia bagi beberapa kelompok, antara lain:

- wajib pajak kriteria tertentu yang memenuhi syarat kepatuhan;
- PKP berisiko rendah, seperti eksportir atau PKP yang ditetapkan sesuai ketentuan;
- PKP dengan lebih bayar hingga batas nilai tertentu, yang saat ini dipatok Rp5 miliar.

Menurut seorang pejabat DJP, penelitian akan difokuskan pada kesesuaian faktur pajak masukan dengan data lawan transaksi. Faktur dari penjual yang tidak melaporkan SPT Masa PPN akan ditandai untuk diteliti lebih lanjut.

## Kekhawatiran pelaku usaha

Kalangan eksportir berharap pengetatan tidak memperlambat pencairan dana. "Restitusi itu modal kerja. Kalau tertahan berbulan-bulan, arus kas terganggu," kata pengurus asosiasi eksportir tekstil di Bandung.

DJP menegaskan batas waktu penyelesaian permohonan tetap mengacu pada ketentuan yang berlaku. Wajib pajak dianjurkan memastikan seluruh faktur sudah valid di [Coretax](https://www.pajak.go.id/) sebelum mengajukan permohonan.$b$,
  'berita', 'id', null, (select id from public.authors where slug = 'sari-hutapea'), null, null,
  now() - interval '40 days 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pemeriksaan-pajak-berbasis-risiko-diperluas-ini-sektor-yang-disasar',
  $t$DJP Perluas Pemeriksaan Pajak Berbasis Risiko, Ini Sektor yang Disasar$t$,
  $x$DJP memperluas penggunaan analisis risiko kepatuhan untuk menentukan wajib pajak yang diperiksa. Sektor komoditas dan properti disebut menjadi prioritas.$x$,
  $b$Direktorat Jenderal Pajak (DJP) memperluas pemeriksaan pajak berbasis risiko dengan memanfaatkan *compliance risk management* (CRM). Melalui pendekatan ini, wajib pajak dipilih untuk diperiksa berdasarkan skor risiko yang dihitung dari data internal dan data pihak ketiga, bukan semata karena mengajukan restitusi.

Seorang pejabat di lingkungan DJP menyebut integrasi data di Coretax membuat profil risiko dapat diperbarui lebih cepat. Data faktur, bukti potong, dan laporan keuangan kini dapat dibandingkan secara otomatis.

## Sektor prioritas

Berdasarkan informasi yang dihimpun, beberapa sektor yang mendapat perhatian lebih antara lain:

1. perdagangan komoditas, termasuk batu bara dan minyak sawit;
2. properti dan jasa konstruksi;
3. perdagangan daring dan ekonomi digital;
4. jasa profesional dengan omzet besar namun pelaporan minim.

## Hak wajib pajak saat diperiksa

Konsultan pajak mengingatkan bahwa wajib pajak memiliki hak yang dilindungi undang-undang selama pemeriksaan, di antaranya:

- meminta surat perintah pemeriksaan dan tanda pengenal pemeriksa;
- menerima penjelasan tentang alasan dan tujuan pemeriksaan;
- menghadiri pembahasan akhir hasil pemeriksaan;
- mengajukan permohonan pembahasan dengan tim quality assurance.

"Pemeriksaan berbasis risiko seharusnya membuat pemeriksaan lebih tepat sasaran. Yang penting, kriteria risikonya transparan," ujar seorang konsultan pajak di Surabaya.

DJP menyatakan wajib pajak yang patuh tidak perlu khawatir. Informasi lebih lanjut mengenai prosedur pemeriksaan tersedia di laman resmi [pajak.go.id](https://www.pajak.go.id/).$b$,
  'berita', 'id', null, (select id from public.authors where slug = 'bagus-santoso'), null, null,
  now() - interval '75 days 9 hours'
);

-- Kebijakan ------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pemerintah-kaji-ulang-batas-omzet-pkp-ppn-rp4-8-miliar',
  $t$Batas Omzet PKP Rp4,8 Miliar untuk PPN Dikaji Ulang, Pelaku UMKM Waswas$t$,
  $x$Pemerintah mengkaji ulang ambang batas pengusaha kena pajak (PKP) untuk PPN yang dinilai terlalu tinggi dibanding negara tetangga. UMKM khawatir biaya kepatuhan naik.$x$,
  $b$Pemerintah tengah mengkaji ulang ambang batas omzet Rp4,8 miliar per tahun yang mewajibkan pengusaha dikukuhkan sebagai pengusaha kena pajak (PKP) dan memungut Pajak Pertambahan Nilai (PPN). Batas tersebut berlaku sejak 2014 dan dinilai sejumlah kalangan terlalu tinggi, sehingga banyak usaha menengah berada di luar sistem PPN.

Pejabat Badan Kebijakan Fiskal menyebut kajian masih di tahap awal dan belum ada keputusan. "Kami melihat data sebaran omzet, potensi penerimaan, dan beban administrasi. Tidak ada perubahan dalam waktu dekat," ujarnya.

## Perbandingan dengan negara tetangga

| Negara | Ambang batas registrasi (perkiraan dalam rupiah) |
|---|---|
| Indonesia | Rp4,8 miliar |
| Malaysia (pajak penjualan) | sekitar Rp1,7 miliar |
| Thailand | sekitar Rp0,85 miliar |
| Filipina | sekitar Rp0,85 miliar |

Konversi bersifat perkiraan dan bergantung pada kurs.

## Kekhawatiran pelaku usaha

Asosiasi UMKM menilai penurunan ambang batas akan menambah biaya kepatuhan. Pengusaha yang baru menjadi PKP wajib menerbitkan faktur, melaporkan SPT Masa PPN setiap bulan, dan menyesuaikan harga jual.

Kekhawatiran yang paling sering disampaikan:

- harga jual naik karena PPN dibebankan kepada konsumen;
- kebutuhan tenaga administrasi atau konsultan pajak;
- risiko sanksi akibat kesalahan faktur di [Coretax](https://www.pajak.go.id/).

## Pandangan ekonom

Ekonom perpajakan menilai ambang batas yang tinggi menciptakan insentif bagi pengusaha untuk memecah usaha agar tetap di bawah batas. Namun, penurunan sebaiknya dilakukan bertahap dan disertai penyederhanaan, misalnya skema PPN besaran tertentu bagi usaha kecil.

Hingga kini, pengusaha dengan omzet di bawah Rp4,8 miliar tetap dapat memilih dikukuhkan sebagai PKP secara sukarela, misalnya agar bisa menjadi pemasok perusahaan besar yang membutuhkan faktur pajak.$b$,
  'kebijakan', 'id', null, (select id from public.authors where slug = 'rina-kartikasari'), '/images/covers/ppn.svg',
  'Sampul newstax bertuliskan PPN',
  now() - interval '140 days 5 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'vat-registration-threshold-of-rp4-8-billion-under-review',
  $t$Rp4.8 Billion VAT Registration Threshold Under Review, Worrying Small Businesses$t$,
  $x$The government is reviewing the VAT registration threshold, seen as high compared with neighbouring countries. Small businesses fear higher compliance costs.$x$,
  $b$The government is reviewing the annual turnover threshold of Rp4.8 billion above which businesses must register as VAT-registered entrepreneurs (PKP) and collect value added tax (PPN). The threshold has applied since 2014 and some observers consider it too high, leaving many medium-sized businesses outside the VAT system.

An official at the Fiscal Policy Agency said the review is still at an early stage and no decision has been made. "We are looking at the distribution of turnover, revenue potential and the administrative burden. There will be no change in the near term," he said.

## Comparison with neighbouring countries

| Country | Registration threshold (approximate rupiah equivalent) |
|---|---|
| Indonesia | Rp4.8 billion |
| Malaysia (sales tax) | about Rp1.7 billion |
| Thailand | about Rp0.85 billion |
| Philippines | about Rp0.85 billion |

Conversions are approximate and depend on exchange rates.

## Business concerns

Small business associations say a lower threshold would raise compliance costs. Newly registered businesses must issue tax invoices, file a monthly VAT return and adjust their selling prices.

The concerns raised most often are:

- higher selling prices as VAT is passed on to consumers;
- the need for administrative staff or tax consultants;
- the risk of penalties for invoice errors in [Coretax](https://www.pajak.go.id/).

## Economists' view

Tax economists say a high threshold creates an incentive for owners to split their businesses to stay below it. However, any reduction should be gradual and accompanied by simplification, such as a fixed-rate VAT scheme for small businesses.

For now, businesses with turnover below Rp4.8 billion can still choose to register voluntarily, for example so they can supply large companies that require tax invoices.$b$,
  'kebijakan', 'en', (select id from public.articles where slug = 'pemerintah-kaji-ulang-batas-omzet-pkp-ppn-rp4-8-miliar'),
  (select id from public.authors where slug = 'rina-kartikasari'), '/images/covers/ppn.svg',
  'newstax cover reading PPN (VAT)',
  now() - interval '140 days 1 hour'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pph-21-dtp-pekerja-industri-padat-karya-bergaji-hingga-10-juta',
  $t$Pemerintah Tanggung PPh 21 Pekerja Industri Padat Karya Bergaji hingga Rp10 Juta$t$,
  $x$Insentif PPh 21 ditanggung pemerintah diberikan kepada pekerja di sektor alas kaki, tekstil, pakaian jadi, furnitur, serta kulit dan barang dari kulit.$x$,
  $b$Pemerintah memberikan insentif Pajak Penghasilan (PPh) Pasal 21 ditanggung pemerintah (DTP) bagi pekerja di industri padat karya. Melalui PMK 10/2025, PPh 21 yang seharusnya dipotong dari gaji pekerja di sektor tertentu tidak dipotong, melainkan dibayarkan secara tunai kepada pekerja.

Kebijakan ini dimaksudkan untuk menjaga daya beli pekerja dan meringankan tekanan pada industri yang sedang menghadapi persaingan ketat serta penurunan pesanan ekspor.

## Siapa yang berhak

Insentif diberikan kepada pegawai yang memenuhi syarat berikut:

- bekerja pada pemberi kerja di sektor alas kaki, tekstil dan pakaian jadi, furnitur, atau kulit dan barang dari kulit, sesuai kode klasifikasi usaha yang ditetapkan;
- pegawai tetap dengan penghasilan bruto tidak lebih dari Rp10 juta per bulan;
- pegawai tidak tetap dengan upah rata-rata tidak lebih dari Rp500.000 per hari;
- memiliki NPWP atau NIK yang telah terintegrasi dengan sistem DJP.

## Kewajiban pemberi kerja

Pemberi kerja tetap wajib membuat bukti potong dan melaporkan SPT Masa PPh 21 dengan menandai penghasilan yang mendapat fasilitas DTP. Pajak yang ditanggung pemerintah harus dibayarkan tunai bersamaan dengan gaji, bukan ditahan perusahaan.

"Bagi pekerja dengan gaji Rp7 jutaan, tambahannya memang tidak besar, tetapi cukup terasa untuk kebutuhan bulanan," kata seorang pengurus serikat pekerja garmen di Kabupaten Bogor.

## Catatan pelaksanaan

Konsultan pajak mengingatkan perusahaan untuk mencocokkan kode klasifikasi usaha di data Coretax. Kesalahan kode dapat membuat insentif dianggap tidak sah dan berujung pada kewajiban membayar kembali pajak yang tidak dipotong.

Catatan redaksi: PMK 10/2025 berlaku untuk masa pajak Januari–Desember 2025. Untuk 2026, insentif serupa diatur PMK 105/2025 dan juga mencakup sektor pariwisata.$b$,
  'kebijakan', 'id', null, (select id from public.authors where slug = 'fajar-nugroho'), null, null,
  now() - interval '55 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pph-21-borne-by-government-for-labour-intensive-industry-workers',
  $t$Government Covers PPh 21 for Labour-Intensive Industry Workers Earning up to Rp10 Million$t$,
  $x$The government-borne PPh 21 incentive goes to workers in footwear, textiles, garments, furniture, and leather and leather goods.$x$,
  $b$The government is providing a government-borne (DTP) Article 21 income tax (PPh 21) incentive for workers in labour-intensive industries. Under PMK 10/2025, the PPh 21 that would normally be withheld from the wages of workers in certain sectors is not withheld but is instead paid to the workers in cash.

The policy is intended to support workers' purchasing power and ease pressure on industries facing tough competition and falling export orders.

## Who is eligible

The incentive is available to employees who meet the following conditions:

- they work for an employer in footwear, textiles and garments, furniture, or leather and leather goods, according to the designated business classification codes;
- permanent employees with gross income of no more than Rp10 million a month;
- non-permanent employees with average wages of no more than Rp500,000 a day;
- they hold an NPWP or a NIK that has been integrated with the DJP system.

## Employers' obligations

Employers must still issue withholding slips and file the monthly PPh 21 return, flagging the income that benefits from the DTP facility. The tax borne by the government must be paid in cash together with wages, not kept by the company.

"For workers earning around Rp7 million, the extra amount isn't large, but it makes a noticeable difference to monthly needs," said an official of a garment workers' union in Bogor Regency.

## Implementation notes

Tax consultants remind companies to check their business classification code in Coretax. A wrong code can cause the incentive to be treated as invalid, leading to an obligation to pay back the tax that was not withheld.

Editor's note: PMK 10/2025 covers the January–December 2025 tax periods. For 2026 a similar incentive is set by PMK 105/2025, which also covers tourism.$b$,
  'kebijakan', 'en', (select id from public.articles where slug = 'pph-21-dtp-pekerja-industri-padat-karya-bergaji-hingga-10-juta'),
  (select id from public.authors where slug = 'fajar-nugroho'), null, null,
  now() - interval '54 days 22 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pajak-karbon-kembali-tertunda-pemerintah-tunggu-kesiapan-bursa-karbon',
  $t$Pajak Karbon Kembali Tertunda, Pemerintah Tunggu Kesiapan Bursa Karbon$t$,
  $x$Penerapan pajak karbon yang diamanatkan UU HPP belum juga dimulai. Pemerintah menyebut masih menyelaraskan skema pajak dengan perdagangan karbon.$x$,
  $b$Rencana penerapan pajak karbon kembali belum menemui kepastian. Pemerintah menyatakan masih menyelaraskan skema pajak dengan mekanisme perdagangan karbon yang berjalan melalui bursa karbon sejak 2023.

UU Harmonisasi Peraturan Perpajakan (HPP) menetapkan tarif pajak karbon paling rendah Rp30 per kilogram karbon dioksida ekuivalen (CO2e). Penerapannya semula dijadwalkan pada 2022 untuk pembangkit listrik tenaga uap (PLTU) batu bara dengan skema *cap and tax*, tetapi beberapa kali ditunda.

## Skema yang direncanakan

Dalam skema *cap and tax*, pajak hanya dikenakan atas emisi yang melebihi batas atas (cap) yang ditetapkan. Perusahaan yang emisinya melebihi batas dapat:

1. membeli sertifikat atau unit karbon dari pihak yang emisinya di bawah batas;
2. membeli unit karbon dari proyek pengurangan emisi yang tersertifikasi;
3. membayar pajak karbon atas sisa emisi yang tidak tertutup.

## Mengapa tertunda

Pejabat Badan Kebijakan Fiskal menyebut pemerintah ingin memastikan pajak karbon tidak membebani harga listrik dan daya saing industri. Di sisi lain, aturan teknis mengenai batas emisi per sektor, sistem registri, dan mekanisme pengalihan unit karbon masih dalam pembahasan lintas kementerian.

Pengamat energi menilai penundaan berulang dapat mengirim sinyal yang kurang baik kepada investor hijau. "Pasar butuh kepastian harga karbon. Tanpa itu, proyek pengurangan emisi sulit dihitung kelayakannya," ujar seorang peneliti kebijakan iklim di Jakarta.

Pemerintah belum mengumumkan tanggal baru penerapan pajak karbon. Perkembangan regulasi dapat dipantau melalui laman [Kementerian Keuangan](https://www.kemenkeu.go.id/).$b$,
  'kebijakan', 'id', null, (select id from public.authors where slug = 'yohanes-situmorang'), null, null,
  now() - interval '98 days 7 hours'
);

-- Bisnis ---------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pengusaha-ritel-sesuaikan-sistem-kasir-usai-perubahan-dpp-ppn',
  $t$Pengusaha Ritel Sesuaikan Sistem Kasir Usai Perubahan DPP PPN$t$,
  $x$Peritel modern bergegas memperbarui perangkat lunak kasir dan faktur setelah pemerintah memakai DPP nilai lain dalam penghitungan PPN.$x$,
  $b$Pengusaha ritel modern bergegas memperbarui sistem kasir dan penerbitan faktur setelah pemerintah menetapkan penggunaan dasar pengenaan pajak (DPP) nilai lain dalam penghitungan Pajak Pertambahan Nilai (PPN). Perubahan yang diumumkan mendekati akhir tahun membuat banyak toko harus bekerja lembur pada pekan pertama Januari.

Seorang manajer teknologi informasi di jaringan minimarket regional mengatakan timnya harus mengubah rumus pajak di ribuan mesin kasir. "Harga di rak tidak berubah, tetapi cara sistem menghitung pajaknya berubah. Itu harus diuji satu per satu," katanya.

## Masalah yang paling sering muncul

Berdasarkan keterangan beberapa vendor perangkat lunak, kendala yang banyak dilaporkan meliputi:

- struk yang masih mencantumkan PPN 12% dari harga penuh;
- selisih pembulatan antara struk dan faktur pajak;
- integrasi faktur dengan [Coretax](https://www.pajak.go.id/) yang belum berjalan mulus;
- data barang mewah dan nonmewah yang belum dipisahkan dalam katalog.

## Masa transisi

DJP memberikan masa transisi bagi pengusaha kena pajak (PKP) yang telanjur menerbitkan faktur dengan perhitungan lama. Selama masa itu, faktur tidak dianggap salah sepanjang PPN yang dipungut dapat dikembalikan atau dibetulkan sesuai ketentuan.

Asosiasi pengusaha ritel meminta agar sosialisasi perubahan aturan pajak dilakukan lebih awal di masa mendatang. "Kami mendukung kebijakan menjaga daya beli, tetapi waktu persiapan yang terlalu singkat menimbulkan biaya kepatuhan," ujar seorang pengurus asosiasi.

Konsultan pajak menyarankan PKP menyimpan dokumentasi perubahan sistem sebagai bukti itikad baik jika kelak ada pemeriksaan atas masa pajak awal tahun.$b$,
  'bisnis', 'id', null, (select id from public.authors where slug = 'maya-anggraini'), null, null,
  now() - interval '130 days 6 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'umkm-bersiap-beralih-ke-pembukuan-saat-pph-final-berakhir',
  $t$Masa PPh Final 0,5% Berakhir, UMKM Bersiap Beralih ke Pembukuan$t$,
  $x$Jangka waktu PPh final 0,5% bagi sebagian UMKM telah habis. Pelaku usaha kini harus memilih antara pembukuan atau norma penghitungan.$x$,
  $b$Ribuan pelaku usaha mikro, kecil, dan menengah (UMKM) mulai bersiap meninggalkan skema Pajak Penghasilan (PPh) final 0,5% dari omzet. Berdasarkan PP 55/2022, skema tarif final ini hanya dapat dimanfaatkan dalam jangka waktu tertentu sejak wajib pajak terdaftar.

## Batas waktu pemanfaatan

| Jenis wajib pajak | Jangka waktu PPh final 0,5% |
|---|---|
| Orang pribadi | 7 tahun pajak |
| Koperasi, CV, firma, BUMDes | 4 tahun pajak |
| Perseroan terbatas | 3 tahun pajak |

Bagi wajib pajak orang pribadi, omzet hingga Rp500 juta per tahun tidak dikenai PPh final ini. Pembebasan yang berasal dari UU Harmonisasi Peraturan Perpajakan itu melekat pada skema tarif final: setelah jangka waktunya berakhir, penghasilan dihitung dengan tarif umum, dan yang tetap berlaku hanyalah penghasilan tidak kena pajak (PTKP).

Pemerintah sempat menyatakan akan memperpanjang fasilitas bagi UMKM orang pribadi. Konsultan pajak menyarankan pelaku usaha tetap menunggu aturan resmi sebelum mengubah cara menghitung pajaknya.

## Pilihan setelah tarif final berakhir

Setelah tarif final berakhir, UMKM orang pribadi dapat memilih:

1. **Pembukuan**, yaitu menghitung laba bersih dari pendapatan dikurangi biaya, lalu menerapkan tarif progresif Pasal 17;
2. **Norma penghitungan penghasilan neto (NPPN)**, bagi yang omzetnya di bawah Rp4,8 miliar, dengan syarat menyampaikan pemberitahuan penggunaan norma dalam tiga bulan pertama tahun pajak.

## Tantangan di lapangan

Pemilik usaha katering di Yogyakarta, Sri Wahyuni, mengaku belum terbiasa mencatat biaya secara rinci. "Selama ini cukup catat omzet. Sekarang harus simpan nota belanja juga," ujarnya.

DJP menyediakan kelas pajak gratis melalui program Business Development Services di sejumlah kantor pajak. Informasi jadwal tersedia di [pajak.go.id](https://www.pajak.go.id/).

Catatan per 28 November 2026: pemerintah mengumumkan rencana menghapus batas waktu PPh final 0,5% bagi orang pribadi dan perseroan perorangan serta memperpanjangnya bagi koperasi sampai tahun pajak 2029, melalui revisi PP 55/2022. Kami belum menemukan revisi itu diterbitkan; sampai terbit, yang berlaku adalah Pasal 59 PP 55/2022.$b$,
  'bisnis', 'id', null, (select id from public.authors where slug = 'nadia-rahmawati'), null, null,
  now() - interval '62 days 8 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'small-businesses-prepare-for-bookkeeping-as-final-tax-period-ends',
  $t$As the 0.5% Final Tax Period Ends, Small Businesses Prepare for Bookkeeping$t$,
  $x$The time limit on the 0.5% final income tax for some small businesses has run out. Owners must now choose between bookkeeping and the deemed-profit method.$x$,
  $b$Thousands of micro, small and medium enterprises (UMKM) are getting ready to leave the 0.5% final income tax (PPh) on turnover. Under PP 55/2022, this final-rate scheme can only be used for a limited period from the time a taxpayer is registered.

## Time limits

| Type of taxpayer | Period for the 0.5% final tax |
|---|---|
| Individual | 7 tax years |
| Cooperative, CV, firm, village-owned enterprise | 4 tax years |
| Limited liability company | 3 tax years |

For individual taxpayers, turnover of up to Rp500 million a year is not subject to this final tax. The exemption, which comes from the Tax Harmonisation Law, belongs to the final-rate scheme: once the period ends, income is taxed at the normal rates, and only the non-taxable allowance (PTKP) still applies.

The government had said it would extend the facility for individual small business owners. Tax consultants advise owners to wait for the official regulation before changing the way they calculate their tax.

## Options once the final rate ends

After the final rate expires, individual small business owners can choose:

1. **Bookkeeping**, calculating net profit as revenue minus expenses and applying the progressive Article 17 rates;
2. **The deemed net income method (NPPN)**, for those with turnover below Rp4.8 billion, provided they notify the tax office within the first three months of the tax year.

## Challenges on the ground

Sri Wahyuni, who runs a catering business in Yogyakarta, says she is not yet used to recording expenses in detail. "Until now I only had to record sales. Now I have to keep my shopping receipts too," she said.

The DJP offers free tax classes through its Business Development Services programme at several tax offices. Schedules are available at [pajak.go.id](https://www.pajak.go.id/).

Note as of 28 November 2026: the government has announced that a revision of PP 55/2022 will remove the time limit on the 0.5% final tax for individuals and one-person companies and extend it to tax year 2029 for cooperatives. We have not found the revision issued; until it is, Article 59 of PP 55/2022 applies.$b$,
  'bisnis', 'en', (select id from public.articles where slug = 'umkm-bersiap-beralih-ke-pembukuan-saat-pph-final-berakhir'),
  (select id from public.authors where slug = 'nadia-rahmawati'), null, null,
  now() - interval '62 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'perusahaan-multinasional-hitung-ulang-beban-pajak-minimum-global',
  $t$Perusahaan Multinasional di Indonesia Hitung Ulang Beban Pajak Akibat Pajak Minimum Global$t$,
  $x$Grup usaha multinasional mulai menghitung ulang tarif efektif pajaknya di Indonesia. Fasilitas tax holiday menjadi sorotan utama.$x$,
  $b$Grup perusahaan multinasional yang beroperasi di Indonesia mulai menghitung ulang beban pajaknya setelah aturan pajak minimum global berlaku. Perhatian terbesar tertuju pada entitas yang menikmati fasilitas *tax holiday* atau *tax allowance*, karena tarif efektifnya bisa berada di bawah 15%.

Seorang direktur pajak di perusahaan manufaktur asal Asia Timur mengatakan timnya kini harus menyusun perhitungan *effective tax rate* (ETR) per yurisdiksi. "Dulu fokus kami hanya memenuhi kewajiban lokal. Sekarang data harus bisa dibandingkan lintas negara," ujarnya.

## Apa yang dihitung ulang

Konsultan pajak internasional menyebut beberapa pekerjaan rumah utama bagi grup usaha:

- memetakan entitas konstituen dan menghitung ETR per yurisdiksi;
- menilai dampak *tax holiday* terhadap pajak tambahan (*top-up tax*);
- menyiapkan data untuk pengujian *safe harbour* transisi;
- menyesuaikan sistem pelaporan keuangan agar sesuai format GloBE.

## Nasib insentif

Pemerintah menyatakan sedang mengkaji bentuk insentif yang lebih sesuai dengan aturan global, misalnya insentif berbasis pengeluaran seperti *qualified refundable tax credit*. Tanpa penyesuaian, manfaat *tax holiday* dapat berpindah ke negara asal induk perusahaan melalui mekanisme pajak tambahan.

"Indonesia sebaiknya memungut sendiri pajak tambahannya lewat pajak minimum domestik, daripada membiarkan negara lain yang memungut," kata seorang akademisi perpajakan di Depok.

Ketentuan teknis mengacu pada PMK 136/2024 dan pedoman [OECD](https://www.oecd.org/tax/beps/) mengenai aturan GloBE. Grup dengan peredaran bruto konsolidasi minimal 750 juta euro diminta mulai menyiapkan data sejak dini.$b$,
  'bisnis', 'id', null, (select id from public.authors where slug = 'hendra-wijayakusuma'), '/images/covers/pajak-minimum-global.svg',
  'Sampul newstax bertuliskan PAJAK MINIMUM GLOBAL',
  now() - interval '20 days 5 hours'
);

-- Edukasi --------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pph-21-pekerja-lepas-cara-menghitung-potongan-honorarium',
  $t$PPh 21 untuk Pekerja Lepas: Begini Cara Menghitung Potongan atas Honorarium$t$,
  $x$Honorarium pekerja lepas dipotong PPh 21 dengan cara berbeda dari gaji karyawan. Dasar pemotongannya 50% dari penghasilan bruto.$x$,
  $b$Pekerja lepas seperti desainer grafis, penerjemah, atau konsultan independen sering bingung ketika honorarium yang diterima lebih kecil dari nilai kontrak. Selisih itu umumnya adalah Pajak Penghasilan (PPh) Pasal 21 yang dipotong oleh pemberi kerja. Cara menghitungnya berbeda dengan potongan gaji karyawan tetap.

Ketentuan pemotongan atas penghasilan bukan pegawai diatur dalam PMK 168/2023, yang juga mengatur skema tarif efektif rata-rata (TER) untuk pegawai.

## Dasar pemotongan menurut jenis penerima

| Jenis penerima | Dasar pemotongan | Tarif |
|---|---|---|
| Pegawai tetap | Penghasilan bruto bulanan | TER bulanan |
| Pegawai tidak tetap (harian) | Upah harian | TER harian |
| Bukan pegawai, misalnya pekerja lepas | 50% × penghasilan bruto | Tarif Pasal 17 |
| Peserta kegiatan | Penghasilan bruto | Tarif Pasal 17 |

## Contoh penghitungan

Seorang desainer lepas menerima honorarium Rp10.000.000 untuk satu proyek. Dasar pemotongannya 50% × Rp10.000.000 = Rp5.000.000. Tarif Pasal 17 diterapkan atas dasar itu, dan Rp5.000.000 berada di lapisan pertama, 5%.

PPh 21 yang dipotong: 5% × Rp5.000.000 = **Rp250.000**.

## Hal yang perlu diperhatikan

- Minta bukti potong (BP21) dari pemberi kerja untuk setiap pembayaran.
- Pastikan NIK sudah dipadankan sebagai NPWP; penerima tanpa NPWP dapat dikenai tarif lebih tinggi.
- Potongan PPh 21 menjadi kredit pajak saat mengisi SPT Tahunan.

Pekerja lepas dengan beberapa klien sebaiknya merekap seluruh bukti potong, karena total penghasilan setahun bisa membuat pajak terutang lebih besar dari jumlah yang telah dipotong.$b$,
  'edukasi', 'id', null, (select id from public.authors where slug = 'wulan-dwiastuti'), '/images/covers/pekerja-lepas.svg',
  'Sampul newstax bertuliskan PEKERJA LEPAS',
  now() - interval '110 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pph-21-for-freelancers-how-withholding-on-fees-is-calculated',
  $t$PPh 21 for Freelancers: How Withholding on Fees Is Calculated$t$,
  $x$Freelancers' fees are subject to PPh 21 withholding calculated differently from employees' salaries. The base is 50% of gross income.$x$,
  $b$Freelancers such as graphic designers, translators or independent consultants are often confused when the fee they receive is smaller than the contract value. The difference is usually Article 21 income tax (PPh 21) withheld by the payer. It is calculated differently from the withholding on a permanent employee's salary.

Withholding on income paid to non-employees is governed by PMK 168/2023, which also sets out the average effective rate (TER) scheme for employees.

## Withholding base by type of recipient

| Type of recipient | Withholding base | Rate |
|---|---|---|
| Permanent employee | Gross monthly income | Monthly TER |
| Non-permanent (daily) worker | Daily wage | Daily TER |
| Non-employee, e.g. a freelancer | 50% × gross income | Article 17 rates |
| Event participant | Gross income | Article 17 rates |

## Worked example

A freelance designer receives a fee of Rp10,000,000 for a project. The withholding base is 50% × Rp10,000,000 = Rp5,000,000. The Article 17 rates apply to that base, and Rp5,000,000 falls in the first bracket, 5%.

PPh 21 withheld: 5% × Rp5,000,000 = **Rp250,000**.

## Points to note

- Ask the payer for a withholding slip (BP21) for every payment.
- Make sure your NIK has been matched as your NPWP; recipients without an NPWP may face a higher rate.
- PPh 21 withheld becomes a tax credit when you complete your annual tax return.

Freelancers with several clients should keep track of all their withholding slips, because total income for the year may make the tax due higher than the amount already withheld.$b$,
  'edukasi', 'en', (select id from public.articles where slug = 'pph-21-pekerja-lepas-cara-menghitung-potongan-honorarium'),
  (select id from public.authors where slug = 'wulan-dwiastuti'), '/images/covers/pekerja-lepas.svg',
  'newstax cover reading PEKERJA LEPAS (Freelancers)',
  now() - interval '110 days 1 hour'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'sanksi-bunga-kode-billing-kedaluwarsa-denda-2-persen',
  $t$Kode Billing Kedaluwarsa dan Denda 2% per Bulan: Masih Berlaku?$t$,
  $x$Banyak wajib pajak masih mengira sanksi telat bayar pajak selalu 2% per bulan. Sejak UU Cipta Kerja, tarif sanksi bunga mengikuti suku bunga acuan.$x$,
  $b$Pertanyaan soal kode billing yang kedaluwarsa dan sanksi "2% per bulan" masih sering muncul di kanal pengaduan pajak. Padahal, ketentuan sanksi bunga telah berubah sejak berlakunya UU Cipta Kerja, yang mengubah UU KUP pada akhir 2020.

## Kode billing punya masa berlaku

Kode billing adalah kode identifikasi yang diterbitkan untuk setiap setoran pajak. Kode ini memiliki masa berlaku terbatas. Jika sudah lewat, pembayaran ke bank atau kantor pos akan ditolak dan wajib pajak harus membuat kode baru melalui [Coretax](https://www.pajak.go.id/) atau kanal resmi lainnya.

Kode billing yang kedaluwarsa tidak menimbulkan sanksi dengan sendirinya. Sanksi baru muncul jika pembayaran pajak akhirnya dilakukan setelah jatuh tempo.

## Bukan lagi 2% flat

| Aspek | Sebelum UU Cipta Kerja | Sesudah UU Cipta Kerja |
|---|---|---|
| Dasar tarif | 2% per bulan, tetap | Suku bunga acuan + uplift, dibagi 12 |
| Penetapan | Langsung dalam undang-undang | Keputusan Menteri Keuangan tiap bulan |
| Lama maksimal | 24 bulan | 24 bulan |

Sebagai ilustrasi, jika suku bunga acuan 6% dan faktor *uplift* untuk jenis pelanggaran tertentu 5%, tarif bunga per bulan menjadi (6% + 5%) ÷ 12, atau sekitar 0,92%. Besaran *uplift* berbeda menurut jenis pelanggaran, sehingga wajib pajak perlu merujuk keputusan menteri yang berlaku pada bulan bersangkutan.

## Tips menghindari sanksi

1. Buat kode billing beberapa hari sebelum jatuh tempo dan segera bayar.
2. Simpan bukti penerimaan negara (BPN) yang memuat nomor transaksi penerimaan negara.
3. Jika terlambat, hitung bunga sesuai tarif bulan berjalan, bukan 2%.

Penyuluh pajak menyarankan wajib pajak memanfaatkan fitur deposit pajak di Coretax agar pembayaran tidak bergantung pada satu kode billing per setoran.$b$,
  'edukasi', 'id', null, (select id from public.authors where slug = 'teguh-saputra'), null, null,
  now() - interval '33 days 10 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'perbedaan-pph-21-desember-dan-bulan-lainnya',
  $t$Kenapa PPh 21 Desember Lebih Besar? Ini Penjelasan Perhitungannya$t$,
  $x$Banyak karyawan kaget melihat potongan PPh 21 di slip gaji Desember. Penyebabnya adalah penghitungan ulang pajak setahun dengan tarif Pasal 17.$x$,
  $b$Setiap akhir tahun, sebagian karyawan mendapati potongan Pajak Penghasilan (PPh) Pasal 21 di slip gaji Desember jauh lebih besar daripada bulan-bulan sebelumnya. Fenomena ini bukan kesalahan, melainkan konsekuensi skema tarif efektif rata-rata (TER).

## Dua cara menghitung dalam setahun

Untuk setiap masa pajak selain masa pajak terakhir (bagi pegawai yang bekerja setahun penuh: Januari hingga November), pemberi kerja memotong PPh 21 dengan mengalikan penghasilan bruto bulanan dengan tarif TER. Pada masa Desember, pemberi kerja menghitung pajak setahun penuh dengan tarif progresif Pasal 17 UU PPh, lalu menguranginya dengan total potongan Januari–November.

| Penghasilan kena pajak setahun | Tarif Pasal 17 |
|---|---|
| sampai Rp60 juta | 5% |
| di atas Rp60 juta sampai Rp250 juta | 15% |
| di atas Rp250 juta sampai Rp500 juta | 25% |
| di atas Rp500 juta sampai Rp5 miliar | 30% |
| di atas Rp5 miliar | 35% |

## Mengapa bisa lebih besar

Beberapa penyebab yang umum terjadi:

- **Bonus atau THR** dibayarkan pada bulan tertentu dan mendorong penghasilan setahun ke lapisan tarif lebih tinggi;
- **Tarif TER dirancang mendekati**, bukan sama persis dengan, beban pajak setahun;
- **Biaya jabatan dan iuran pensiun** baru diperhitungkan secara penuh dalam penghitungan tahunan.

Sebaliknya, jika potongan selama Januari–November ternyata lebih besar dari pajak setahun, kelebihannya dikembalikan kepada karyawan oleh pemberi kerja pada masa Desember.

## Apa yang perlu dicek

Karyawan disarankan mencocokkan bukti potong tahunan (BPA1) dengan slip gaji. Angka pada bukti potong akan digunakan saat mengisi [SPT Tahunan](https://www.pajak.go.id/) sebelum 31 Maret. Jika penghasilan hanya dari satu pemberi kerja dan data sudah benar, SPT biasanya berstatus nihil.$b$,
  'edukasi', 'id', null, (select id from public.authors where slug = 'putu-ayu-pradnyani'), null, null,
  now() - interval '8 days 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'why-december-pph-21-withholding-is-higher',
  $t$Why Is December's PPh 21 Higher? The Calculation Explained$t$,
  $x$Many employees are surprised by the PPh 21 deduction on their December payslip. The reason is the annual recalculation using the Article 17 rates.$x$,
  $b$At the end of every year, some employees find that the Article 21 income tax (PPh 21) deducted on their December payslip is much larger than in earlier months. This is not a mistake but a consequence of the average effective rate (TER) scheme.

## Two methods in one year

In every tax period except the last (January to November for someone employed all year), the employer withholds PPh 21 by multiplying gross monthly income by the TER rate. In December, the employer calculates the tax for the full year using the progressive Article 17 rates of the Income Tax Law, then subtracts the total withheld from January to November.

| Annual taxable income | Article 17 rate |
|---|---|
| up to Rp60 million | 5% |
| over Rp60 million up to Rp250 million | 15% |
| over Rp250 million up to Rp500 million | 25% |
| over Rp500 million up to Rp5 billion | 30% |
| over Rp5 billion | 35% |

## Why it can be higher

Common reasons include:

- **Bonuses or religious holiday allowances (THR)** paid in a particular month push annual income into a higher bracket;
- **TER rates are designed to approximate**, not exactly match, the annual tax burden;
- **Occupational expenses and pension contributions** are only fully taken into account in the annual calculation.

Conversely, if the amount withheld from January to November turns out to be more than the annual tax, the employer refunds the excess to the employee in December.

## What to check

Employees are advised to compare the annual withholding slip (BPA1) with their payslips. The figures on the slip are used when completing the [annual tax return](https://www.pajak.go.id/) before 31 March. If income comes from a single employer and the data are correct, the return will usually show nil tax due.$b$,
  'edukasi', 'en', (select id from public.articles where slug = 'perbedaan-pph-21-desember-dan-bulan-lainnya'),
  (select id from public.authors where slug = 'putu-ayu-pradnyani'), null, null,
  now() - interval '7 days 22 hours'
);

-- Data -----------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'rasio-pajak-indonesia-stagnan-di-kisaran-10-persen',
  $t$Rasio Pajak Indonesia Stagnan di Kisaran 10 Persen dalam Lima Tahun$t$,
  $x$Rasio pajak Indonesia bergerak di kisaran 8–10 persen produk domestik bruto, masih tertinggal dari rata-rata negara berpendapatan menengah.$x$,
  $b$Rasio pajak (*tax ratio*) Indonesia belum beranjak jauh dari kisaran 10 persen produk domestik bruto (PDB). Data yang dihimpun dari laporan Kementerian Keuangan menunjukkan rasio sempat turun tajam saat pandemi, lalu pulih seiring lonjakan harga komoditas, tetapi kembali melandai.

## Perkembangan rasio pajak

| Tahun | Rasio pajak (% PDB, perkiraan) |
|---|---|
| 2019 | 9,8 |
| 2020 | 8,3 |
| 2021 | 9,1 |
| 2022 | 10,4 |
| 2023 | 10,2 |
| 2024 | 10,1 |

Angka dibulatkan. Besaran rasio dapat berbeda tergantung definisi yang dipakai, misalnya apakah penerimaan sumber daya alam dan kepabeanan ikut dihitung.

## Mengapa sulit naik

Para ekonom menyebut beberapa faktor struktural:

1. porsi sektor informal yang besar sehingga banyak penghasilan tidak tercatat;
2. basis pajak penghasilan orang pribadi yang sempit;
3. banyaknya fasilitas dan pengecualian, termasuk belanja perpajakan;
4. ketergantungan penerimaan pada harga komoditas.

Sebagai perbandingan, [OECD](https://www.oecd.org/tax/tax-policy/) mencatat rata-rata rasio pajak negara Asia dan Pasifik yang disurvei berada di atas 19 persen, meski dengan definisi yang lebih luas karena mencakup iuran jaminan sosial dan pajak daerah.

## Harapan pada Coretax

Pemerintah berharap integrasi data melalui Coretax dan pemanfaatan NIK sebagai NPWP dapat memperluas basis pajak. "Data sudah ada, tantangannya mengubah data menjadi kepatuhan," kata seorang peneliti fiskal di Jakarta. Ia memperkirakan dampaknya baru terlihat dalam dua sampai tiga tahun.$b$,
  'data', 'id', null, (select id from public.authors where slug = 'dimas-prasetyo'), '/images/covers/tax-ratio.svg',
  'Sampul newstax bertuliskan TAX RATIO',
  now() - interval '90 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'tax-ratio-stuck-around-10-percent-for-five-years',
  $t$Indonesia's Tax Ratio Stuck Around 10 Percent for Five Years$t$,
  $x$Indonesia's tax ratio has moved in a range of 8 to 10 percent of gross domestic product, still behind the average of middle-income countries.$x$,
  $b$Indonesia's tax ratio has not moved far from around 10 percent of gross domestic product (GDP). Data compiled from Ministry of Finance reports show the ratio fell sharply during the pandemic, recovered as commodity prices surged, and then flattened again.

## Tax ratio over time

| Year | Tax ratio (% of GDP, estimate) |
|---|---|
| 2019 | 9.8 |
| 2020 | 8.3 |
| 2021 | 9.1 |
| 2022 | 10.4 |
| 2023 | 10.2 |
| 2024 | 10.1 |

Figures are rounded. The ratio can differ depending on the definition used, for example whether natural resource and customs revenue is included.

## Why it is hard to raise

Economists point to several structural factors:

1. a large informal sector, so much income goes unrecorded;
2. a narrow personal income tax base;
3. numerous facilities and exemptions, including tax expenditures;
4. dependence of revenue on commodity prices.

For comparison, the [OECD](https://www.oecd.org/tax/tax-policy/) reports that the average tax ratio of the Asian and Pacific economies it surveys is above 19 percent, although with a broader definition that includes social security contributions and regional taxes.

## Hopes for Coretax

The government hopes that data integration through Coretax and the use of the NIK as the NPWP will broaden the tax base. "The data is there; the challenge is turning data into compliance," said a fiscal researcher in Jakarta. He expects the impact to become visible only in two to three years.$b$,
  'data', 'en', (select id from public.articles where slug = 'rasio-pajak-indonesia-stagnan-di-kisaran-10-persen'),
  (select id from public.authors where slug = 'dimas-prasetyo'), '/images/covers/tax-ratio.svg',
  'newstax cover reading TAX RATIO',
  now() - interval '89 days 23 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'setoran-ppn-pmse-dari-platform-digital-asing-terus-bertambah',
  $t$Setoran PPN PMSE dari Platform Digital Asing Terus Bertambah$t$,
  $x$Penerimaan PPN atas perdagangan melalui sistem elektronik (PMSE) naik setiap tahun sejak dipungut pada 2020, seiring bertambahnya platform yang ditunjuk.$x$,
  $b$Penerimaan Pajak Pertambahan Nilai atas perdagangan melalui sistem elektronik (PPN PMSE) terus meningkat sejak mulai dipungut pada pertengahan 2020. Kenaikan itu didorong bertambahnya jumlah platform digital asing yang ditunjuk sebagai pemungut, mulai dari layanan streaming, aplikasi, hingga penyedia perangkat lunak berbasis langganan.

## Setoran per tahun

| Tahun | Setoran PPN PMSE (Rp triliun, dibulatkan) |
|---|---|
| 2020 | 0,7 |
| 2021 | 3,9 |
| 2022 | 5,5 |
| 2023 | 6,8 |
| 2024 | 8,4 |

Angka diolah dari siaran pers DJP dan dapat berbeda tipis karena pembulatan serta koreksi setoran.

## Bagaimana mekanismenya

Pelaku usaha PMSE asing yang memenuhi kriteria tertentu ditunjuk oleh DJP untuk memungut PPN dari konsumen di Indonesia. Kriteria yang digunakan antara lain:

- nilai transaksi dengan pembeli di Indonesia melebihi Rp600 juta setahun atau Rp50 juta sebulan; dan/atau
- jumlah pengakses di Indonesia melebihi 12.000 dalam setahun atau 1.000 dalam sebulan.

Platform yang ditunjuk wajib mencantumkan PPN pada tagihan dan menyetorkannya ke kas negara.

## Ruang pertumbuhan

Pengamat ekonomi digital menilai potensi penerimaan masih besar, terutama dari iklan digital dan layanan berbasis kecerdasan buatan yang berkembang pesat. Namun, PPN PMSE hanya menyasar pajak konsumsi. Pemajakan atas laba perusahaan digital asing masih menunggu kesepakatan global di [OECD](https://www.oecd.org/tax/beps/).$b$,
  'data', 'id', null, (select id from public.authors where slug = 'intan-permatasari'), null, null,
  now() - interval '47 days 6 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'tingkat-kepatuhan-lapor-spt-tahunan-karyawan-paling-patuh',
  $t$Tingkat Kepatuhan Lapor SPT Tahunan: Karyawan Paling Patuh, Nonkaryawan Tertinggal$t$,
  $x$Rasio kepatuhan formal pelaporan SPT Tahunan tertinggi ada pada wajib pajak karyawan. Wajib pajak orang pribadi nonkaryawan masih menjadi pekerjaan rumah.$x$,
  $b$Rasio kepatuhan formal penyampaian SPT Tahunan Pajak Penghasilan kembali menunjukkan pola yang sama: wajib pajak orang pribadi karyawan paling patuh, sedangkan wajib pajak nonkaryawan dan badan masih tertinggal. Data sementara yang dihimpun dari laporan kinerja DJP menggambarkan kesenjangan itu.

## Kepatuhan per kelompok

| Kelompok wajib pajak | Wajib SPT (juta) | SPT diterima (juta) | Rasio |
|---|---|---|---|
| Orang pribadi karyawan | 15,1 | 13,4 | 89% |
| Orang pribadi nonkaryawan | 2,4 | 1,5 | 63% |
| Badan | 1,8 | 1,2 | 67% |
| **Total** | **19,3** | **16,1** | **83%** |

Angka bersifat perkiraan, dibulatkan, dan dapat berbeda dengan publikasi resmi terbaru.

## Membaca angkanya

Tingginya kepatuhan karyawan tidak lepas dari mekanisme pemotongan oleh pemberi kerja. Data bukti potong sudah tersedia sehingga pelaporan relatif mudah. Sebaliknya, wajib pajak nonkaryawan, seperti pedagang, profesional, dan pekerja lepas, harus menghitung sendiri penghasilannya.

Rasio kepatuhan formal juga hanya mengukur apakah SPT disampaikan, bukan apakah isinya benar. Seorang peneliti perpajakan mengingatkan bahwa kepatuhan material lebih sulit diukur.

## Langkah DJP

DJP menyebut beberapa strategi untuk menaikkan kepatuhan kelompok yang tertinggal:

1. memanfaatkan data pihak ketiga, seperti data perbankan dan marketplace;
2. mengirim imbauan berbasis risiko melalui [Coretax](https://www.pajak.go.id/);
3. memperluas layanan asistensi pengisian SPT di kantor pajak dan kampus.$b$,
  'data', 'id', null, (select id from public.authors where slug = 'bagus-santoso'), null, null,
  now() - interval '25 days 7 hours'
);

-- Opini ----------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'opini-coretax-butuh-kesabaran-bukan-sekadar-tambah-server',
  $t$Opini: Coretax Butuh Kesabaran, Bukan Sekadar Tambah Server$t$,
  $x$Masalah awal Coretax tidak hanya soal kapasitas server. Reformasi sistem inti pajak menuntut perubahan proses bisnis, komunikasi, dan kesabaran semua pihak.$x$,
  $b$Setiap kali Coretax melambat, reaksi publik hampir selalu sama: tambah server. Usulan itu wajar, tetapi menyederhanakan persoalan. Sistem inti administrasi perpajakan bukan sekadar situs web yang ramai pengunjung; ia mengubah cara negara dan wajib pajak berinteraksi.

## Lebih dari soal teknologi

Coretax menyatukan proses yang sebelumnya tersebar di banyak aplikasi: pendaftaran, faktur, bukti potong, pembayaran, hingga pelaporan. Konsekuensinya, kesalahan data di satu titik kini merambat ke proses lain. NPWP yang belum dipadankan dengan NIK, misalnya, bisa membuat faktur gagal terbit.

Karena itu, sebagian "gangguan" sebenarnya adalah data lama yang tidak konsisten dan baru terungkap setelah semuanya terhubung.

## Tiga hal yang perlu dibenahi

Menurut saya, ada tiga hal yang lebih penting daripada sekadar kapasitas:

1. **Komunikasi yang jujur.** Wajib pajak lebih mudah memaklumi kendala jika diberi tahu apa yang terjadi dan kapan diperbaiki.
2. **Masa transisi yang cukup.** Sanksi administrasi akibat kendala sistem semestinya dihapus secara otomatis, bukan lewat permohonan satu per satu.
3. **Pelibatan pengguna.** Konsultan, bagian keuangan perusahaan, dan pengembang perangkat lunak perlu dilibatkan dalam pengujian fitur baru.

## Belajar dari negara lain

Beberapa negara yang mengganti sistem inti pajaknya juga mengalami tahun pertama yang berat. Perbaikan biasanya datang bertahap, bukan dari satu langkah besar. Kesabaran memang tidak populer, tetapi reformasi administrasi pajak memang pekerjaan jangka panjang.

Yang perlu dijaga adalah kepercayaan. Jika wajib pajak merasa didengar, mereka akan ikut memperbaiki sistem, bukan sekadar mengeluhkannya.

Informasi resmi tentang layanan Coretax dapat dipantau di [pajak.go.id](https://www.pajak.go.id/).

*Penulis adalah pengamat perpajakan dan pengajar di sebuah perguruan tinggi swasta di Jakarta. Tulisan ini merupakan pendapat pribadi.*$b$,
  'opini', 'id', null, (select id from public.authors where slug = 'hanafi-rusdianto'), '/images/covers/coretax.svg',
  'Sampul newstax bertuliskan CORETAX',
  now() - interval '16 days 9 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'opinion-coretax-needs-patience-not-just-more-servers',
  $t$Opinion: Coretax Needs Patience, Not Just More Servers$t$,
  $x$Coretax's early problems are not only about server capacity. Reforming the core tax system requires changes to business processes, communication and patience from everyone.$x$,
  $b$Every time Coretax slows down, the public reaction is almost always the same: add more servers. The suggestion is understandable, but it oversimplifies the problem. A core tax administration system is not just a busy website; it changes the way the state and taxpayers interact.

## More than a technology issue

Coretax brings together processes that used to be spread across many applications: registration, invoices, withholding slips, payment and filing. As a result, a data error at one point now spreads to other processes. An NPWP that has not been matched with a NIK, for example, can stop an invoice from being issued.

That is why some of the "outages" are actually inconsistent legacy data that only surfaced once everything was connected.

## Three things to fix

In my view, three things matter more than capacity alone:

1. **Honest communication.** Taxpayers are more forgiving of problems when they are told what happened and when it will be fixed.
2. **A sufficient transition period.** Administrative penalties caused by system problems should be waived automatically, not through individual applications.
3. **Involving users.** Consultants, corporate finance teams and software developers should take part in testing new features.

## Lessons from other countries

Several countries that replaced their core tax systems also went through a difficult first year. Improvements usually came step by step, not in a single leap. Patience is not popular, but reforming tax administration is long-term work.

What must be protected is trust. If taxpayers feel heard, they will help improve the system rather than simply complain about it.

Official information on Coretax services is available at [pajak.go.id](https://www.pajak.go.id/).

*The writer is a tax observer and lecturer at a private university in Jakarta. This article reflects his personal views.*$b$,
  'opini', 'en', (select id from public.articles where slug = 'opini-coretax-butuh-kesabaran-bukan-sekadar-tambah-server'),
  (select id from public.authors where slug = 'hanafi-rusdianto'), '/images/covers/coretax.svg',
  'newstax cover reading CORETAX',
  now() - interval '16 days 5 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'opini-saatnya-pajak-daerah-dikelola-lebih-transparan',
  $t$Opini: Saatnya Pajak Daerah Dikelola Lebih Transparan$t$,
  $x$UU HKPD memberi daerah ruang fiskal baru lewat opsen dan PBJT. Tanpa transparansi, tambahan penerimaan itu berisiko tidak dirasakan warga.$x$,
  $b$UU Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah (HKPD) membawa perubahan besar bagi pajak daerah. Opsen pajak kendaraan, penyatuan lima jenis pajak menjadi pajak barang dan jasa tertentu (PBJT), serta penyesuaian PBB-P2 memberi kabupaten dan kota sumber penerimaan yang lebih pasti.

Namun, tambahan kewenangan itu belum diimbangi keterbukaan informasi yang memadai.

## Warga berhak tahu

Di banyak daerah, warga sulit menemukan data sederhana: berapa penerimaan PBB-P2 tahun lalu, berapa tunggakan yang berhasil ditagih, dan untuk apa uang itu dibelanjakan. Peraturan daerah memang dipublikasikan, tetapi laporan realisasi per jenis pajak jarang tersedia dalam format yang mudah dibaca.

Padahal, pajak daerah adalah pajak yang paling dekat dengan warga. Jalan berlubang di depan rumah dan lampu jalan yang mati adalah ukuran paling nyata dari kinerja fiskal daerah.

## Usulan sederhana

Saya mengusulkan tiga langkah yang tidak memerlukan anggaran besar:

- **Dasbor penerimaan bulanan** per jenis pajak daerah di situs resmi pemda;
- **Publikasi daftar insentif** yang diberikan kepala daerah, lengkap dengan dasar hukum dan perkiraan nilainya;
- **Ringkasan belanja** yang menghubungkan penerimaan pajak dengan proyek layanan publik.

## Bukan soal kepatuhan semata

Pemda sering mengeluhkan rendahnya kepatuhan pajak daerah. Keterbukaan bisa menjadi jawabannya. Warga lebih rela membayar ketika melihat hasilnya, dan lebih mudah mengawasi ketika datanya terbuka.

Reformasi pajak daerah tidak berhenti pada perubahan tarif. Ia baru lengkap ketika warga dapat menelusuri ke mana uang pajaknya pergi.

*Penulis adalah peneliti tata kelola keuangan daerah. Tulisan ini merupakan pendapat pribadi.*$b$,
  'opini', 'id', null, (select id from public.authors where slug = 'larasati-wirananda'), null, null,
  now() - interval '70 days 4 hours'
);

-- Pajak daerah ---------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pemda-respons-insentif-diskon-pbb-p2-50-persen',
  $t$Insentif PBB-P2 hingga 50%: Apa Kata Pemda?$t$,
  $x$Sejumlah pemerintah daerah menawarkan pengurangan PBB-P2 hingga 50% dan penghapusan denda. Kami menanyakan alasan dan dampaknya pada pendapatan daerah.$x$,
  $b$Menjelang jatuh tempo Pajak Bumi dan Bangunan Perdesaan dan Perkotaan (PBB-P2), sejumlah pemerintah daerah mengumumkan program keringanan, mulai dari pengurangan pokok pajak hingga 50% sampai penghapusan sanksi administrasi. Program seperti ini dimungkinkan karena UU HKPD memberi kepala daerah kewenangan memberikan insentif fiskal.

## Bentuk keringanan yang umum

| Jenis keringanan | Besaran yang umum ditawarkan | Syarat umum |
|---|---|---|
| Pengurangan pokok PBB-P2 | 10–50% | Permohonan, kondisi ekonomi tertentu |
| Penghapusan denda | Hingga 100% | Pelunasan pokok dalam periode program |
| Pembebasan | 100% | Misalnya veteran atau lahan sosial |

Besaran dan syarat berbeda di setiap daerah dan ditetapkan dengan peraturan kepala daerah.

## Alasan pemda

Pejabat badan pendapatan daerah di sebuah kota di Jawa Tengah mengatakan program pemutihan denda justru menaikkan penerimaan. "Banyak tunggakan lama yang akhirnya dibayar karena dendanya dihapus," katanya.

Di sisi lain, pemda di kawasan perkotaan yang baru memperbarui nilai jual objek pajak (NJOP) memberikan pengurangan untuk meredam lonjakan tagihan. Kenaikan NJOP yang terlalu tajam sempat memicu protes warga di beberapa daerah.

## Catatan pengamat

Pengamat keuangan daerah mengingatkan beberapa hal:

- insentif sebaiknya tepat sasaran, bukan diberikan merata kepada pemilik properti mahal;
- dampaknya terhadap pendapatan asli daerah perlu dihitung dan diumumkan;
- pemutihan yang terlalu sering dapat mendorong warga menunda pembayaran.

Warga yang ingin memanfaatkan program diimbau memeriksa pengumuman resmi di situs pemda masing-masing atau menghubungi kantor badan pendapatan daerah setempat. Informasi umum mengenai pajak daerah juga tersedia di laman [DJPK Kementerian Keuangan](https://djpk.kemenkeu.go.id/).$b$,
  'pajak-daerah', 'id', null, (select id from public.authors where slug = 'lestari-manurung'), '/images/covers/pbb-p2.svg',
  'Sampul newstax bertuliskan PBB P2',
  now() - interval '5 days 6 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'opsen-pajak-kendaraan-berlaku-tagihan-pkb-tidak-otomatis-naik',
  $t$Opsen Pajak Kendaraan Mulai Berlaku, Tagihan PKB Tidak Otomatis Naik$t$,
  $x$Opsen PKB dan BBNKB sebesar 66% kini dipungut untuk kabupaten/kota. Karena tarif dasar provinsi diturunkan, total tagihan tidak selalu bertambah.$x$,
  $b$Mulai tahun ini, pemilik kendaraan bermotor akan melihat komponen baru pada tagihan pajak: opsen Pajak Kendaraan Bermotor (PKB) dan opsen Bea Balik Nama Kendaraan Bermotor (BBNKB). Ketentuan ini berasal dari UU HKPD yang memberikan bagian langsung kepada kabupaten/kota melalui opsen sebesar 66% dari pajak terutang.

Meski ada komponen tambahan, pemerintah menegaskan total tagihan tidak otomatis naik. Sebabnya, batas atas tarif PKB provinsi diturunkan.

## Perbandingan skema lama dan baru

| Komponen | Sebelum UU HKPD | Sesudah UU HKPD |
|---|---|---|
| Tarif PKB kepemilikan pertama (maks.) | 2% | 1,2% |
| Opsen PKB untuk kabupaten/kota | – | 66% × PKB |
| Beban total (ilustrasi) | 2% | 1,2% × 1,66 ≈ 1,99% |

Sebagai ilustrasi, kendaraan dengan nilai jual Rp200 juta dan tarif PKB 1,2% terutang PKB Rp2,4 juta. Opsen 66% menambah Rp1,584 juta, sehingga total sekitar Rp3,98 juta, hampir sama dengan 2% dari nilai jual.

## Mengapa diubah

Sebelumnya, bagian kabupaten/kota dari pajak kendaraan disalurkan lewat bagi hasil provinsi yang kerap terlambat. Dengan opsen, bagian itu langsung masuk ke kas kabupaten/kota saat wajib pajak membayar.

## Yang perlu diperhatikan pemilik kendaraan

- Tarif setiap provinsi dapat berbeda, tergantung peraturan daerah masing-masing.
- Kepemilikan kedua dan seterusnya dikenai tarif progresif yang lebih tinggi.
- Beberapa provinsi memberikan keringanan sementara agar tagihan tidak melonjak pada masa transisi.

Pemilik kendaraan dapat mengecek rincian tagihan melalui aplikasi Samsat daerah masing-masing atau laman resmi pemerintah provinsi.$b$,
  'pajak-daerah', 'id', null, (select id from public.authors where slug = 'rizal-maulana'), '/images/covers/opsen-pkb.svg',
  'Sampul newstax bertuliskan OPSEN PKB',
  now() - interval '145 days 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'vehicle-tax-surcharge-takes-effect-bills-not-automatically-higher',
  $t$Vehicle Tax Surcharge Takes Effect, but PKB Bills Are Not Automatically Higher$t$,
  $x$A 66% surcharge on motor vehicle tax and transfer duty is now collected for regencies and cities. Because the provincial base rate was cut, total bills do not necessarily rise.$x$,
  $b$Starting this year, vehicle owners will see new items on their tax bills: a surcharge (opsen) on motor vehicle tax (PKB) and on motor vehicle transfer duty (BBNKB). The rule comes from the Central–Regional Fiscal Relations Law (UU HKPD), which gives regencies and cities a direct share through a surcharge of 66% of the tax due.

Despite the extra item, the government stresses that total bills do not automatically go up. That is because the maximum provincial PKB rate has been lowered.

## Old and new schemes compared

| Component | Before UU HKPD | After UU HKPD |
|---|---|---|
| PKB rate, first vehicle (max.) | 2% | 1.2% |
| PKB surcharge for regency/city | – | 66% × PKB |
| Total burden (illustration) | 2% | 1.2% × 1.66 ≈ 1.99% |

For example, a vehicle with a sale value of Rp200 million and a PKB rate of 1.2% owes PKB of Rp2.4 million. The 66% surcharge adds Rp1.584 million, for a total of about Rp3.98 million, almost the same as 2% of the sale value.

## Why the change

Previously, the regencies' and cities' share of vehicle tax was passed on through provincial revenue sharing, which was often late. With the surcharge, that share goes straight into the regency or city treasury when the taxpayer pays.

## What vehicle owners should note

- Rates can differ between provinces, depending on each regional regulation.
- Second and subsequent vehicles are subject to higher progressive rates.
- Some provinces are granting temporary relief so bills do not jump during the transition.

Vehicle owners can check the breakdown of their bill through their regional Samsat app or the official website of the provincial government.$b$,
  'pajak-daerah', 'en', (select id from public.articles where slug = 'opsen-pajak-kendaraan-berlaku-tagihan-pkb-tidak-otomatis-naik'),
  (select id from public.authors where slug = 'rizal-maulana'), '/images/covers/opsen-pkb.svg',
  'newstax cover reading OPSEN PKB (surcharge on motor vehicle tax)',
  now() - interval '144 days 22 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'tarif-pbjt-jasa-hiburan-40-75-persen-kembali-dipersoalkan',
  $t$Tarif PBJT Jasa Hiburan 40–75 Persen Kembali Dipersoalkan Pelaku Usaha$t$,
  $x$Pengusaha karaoke, diskotek, dan tempat hiburan malam kembali meminta keringanan atas tarif pajak barang dan jasa tertentu yang dinilai terlalu tinggi.$x$,
  $b$Pelaku usaha hiburan kembali mempersoalkan tarif Pajak Barang dan Jasa Tertentu (PBJT) atas jasa kesenian dan hiburan tertentu. UU HKPD menetapkan tarif paling rendah 40% dan paling tinggi 75% untuk diskotek, karaoke, kelab malam, dan bar. Mandi uap/spa semula juga termasuk kelompok ini, tetapi Mahkamah Konstitusi, melalui Putusan Nomor 19/PUU-XXII/2024, menyatakan spa sebagai bagian dari jasa pelayanan kesehatan tradisional, bukan jasa hiburan tertentu.

Untuk jenis PBJT lainnya, seperti makanan dan minuman, jasa perhotelan, dan jasa parkir, tarif maksimal hanya 10%.

## Tarif PBJT menurut UU HKPD

| Objek PBJT | Tarif |
|---|---|
| Makanan dan/atau minuman | paling tinggi 10% |
| Jasa perhotelan | paling tinggi 10% |
| Jasa parkir | paling tinggi 10% |
| Jasa kesenian dan hiburan (umum) | paling tinggi 10% |
| Diskotek, karaoke, kelab malam, bar | 40%–75% |

## Keberatan pengusaha

Pengusaha karaoke dan hiburan malam menilai tarif setinggi itu mendorong pelanggan beralih ke tempat yang tidak tercatat sebagai wajib pajak. "Usaha yang patuh justru kalah bersaing," kata pengurus asosiasi di Bali.

Pengusaha spa lebih dulu menempuh uji materi ke Mahkamah Konstitusi dan keluar dari kelompok hiburan tertentu. Bagi usaha lain dalam kelompok itu, rentang tarif 40%–75% tetap berlaku, sehingga mereka kini meminta keringanan di tingkat daerah.

## Ruang insentif daerah

UU HKPD memungkinkan kepala daerah memberikan insentif fiskal berupa pengurangan, keringanan, atau pembebasan pokok pajak. Beberapa daerah tujuan wisata dilaporkan telah atau sedang menyiapkan insentif bagi usaha hiburan, dengan pertimbangan:

1. menjaga daya saing pariwisata;
2. mencegah penutupan usaha dan pemutusan hubungan kerja;
3. mendorong pelaporan omzet yang lebih jujur.

Namun, pengamat mengingatkan insentif harus diatur jelas dalam peraturan kepala daerah agar tidak menimbulkan masalah saat audit keuangan daerah.$b$,
  'pajak-daerah', 'id', null, (select id from public.authors where slug = 'putu-ayu-pradnyani'), null, null,
  now() - interval '115 days 5 hours'
);

-- Internasional --------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pertukaran-data-aset-kripto-lintas-negara-lewat-carf-oecd',
  $t$Setelah Rekening Keuangan, Indonesia Bersiap Tukar Data Pajak Aset Kripto Lewat CARF OECD$t$,
  $x$Indonesia bersiap mengikuti Crypto-Asset Reporting Framework (CARF) OECD, yang memungkinkan otoritas pajak bertukar data transaksi aset kripto lintas negara.$x$,
  $b$Setelah hampir satu dekade bertukar informasi rekening keuangan secara otomatis, otoritas pajak Indonesia bersiap memperluas pertukaran data ke aset kripto. Indonesia termasuk yurisdiksi yang menyatakan komitmen mengikuti *Crypto-Asset Reporting Framework* (CARF) yang disusun [OECD](https://www.oecd.org/tax/exchange-of-tax-information/).

Melalui CARF, penyedia jasa aset kripto wajib mengumpulkan data pengguna dan transaksinya, lalu melaporkannya kepada otoritas pajak. Data itu kemudian dipertukarkan dengan negara tempat pengguna menjadi wajib pajak.

## Dua kerangka pertukaran data

| Kerangka | Cakupan | Status di Indonesia |
|---|---|---|
| Common Reporting Standard (AEOI) | Rekening keuangan di bank, asuransi, dan sekuritas | Berjalan sejak 2018 |
| Crypto-Asset Reporting Framework (CARF) | Transaksi dan saldo aset kripto | Dalam persiapan, pertukaran dijadwalkan bertahap |

## Mengapa penting

Pertumbuhan investor aset kripto di Indonesia membuat otoritas pajak membutuhkan data lintas platform, termasuk platform luar negeri. Tanpa pertukaran data, penghasilan dari perdagangan kripto di bursa asing sulit diawasi.

Menurut seorang pejabat DJP, persiapan meliputi beberapa hal:

1. penyusunan aturan domestik yang mewajibkan pelaporan oleh penyedia jasa aset kripto;
2. penyesuaian sistem penerimaan data di Coretax;
3. perjanjian pertukaran dengan yurisdiksi mitra;
4. standar keamanan dan kerahasiaan data sesuai ketentuan OECD.

## Dampak bagi investor

Konsultan pajak mengingatkan investor kripto untuk mulai merapikan catatan transaksinya. Aset kripto yang dimiliki per akhir tahun tetap perlu dilaporkan dalam daftar harta SPT Tahunan, termasuk yang disimpan di platform luar negeri.

"Begitu data dipertukarkan, ketidaksesuaian dengan SPT akan mudah terlihat," ujar seorang konsultan pajak di Jakarta.$b$,
  'internasional', 'id', null, (select id from public.authors where slug = 'kevin-tanuwijaya'), '/images/covers/pertukaran-data.svg',
  'Sampul newstax bertuliskan PERTUKARAN DATA',
  now() - interval '150 days 1 hour'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'tax-authorities-prepare-to-swap-crypto-data-under-oecd-carf',
  $t$After Bank Accounts, Indonesia Prepares to Exchange Crypto-Asset Tax Data Under the OECD's CARF$t$,
  $x$Indonesia is preparing to join the OECD's Crypto-Asset Reporting Framework (CARF), which lets tax authorities exchange crypto transaction data across borders.$x$,
  $b$After almost a decade of automatically exchanging financial account information, Indonesia's tax authority is preparing to extend data exchange to crypto-assets. Indonesia is among the jurisdictions that have committed to the *Crypto-Asset Reporting Framework* (CARF) developed by the [OECD](https://www.oecd.org/tax/exchange-of-tax-information/).

Under CARF, crypto-asset service providers must collect data on users and their transactions and report it to the tax authority. That data is then exchanged with the country where the user is a taxpayer.

## Two data-exchange frameworks

| Framework | Scope | Status in Indonesia |
|---|---|---|
| Common Reporting Standard (AEOI) | Financial accounts at banks, insurers and securities firms | In operation since 2018 |
| Crypto-Asset Reporting Framework (CARF) | Crypto-asset transactions and balances | In preparation, exchanges scheduled in stages |

## Why it matters

The growing number of crypto investors in Indonesia means the tax authority needs data across platforms, including platforms abroad. Without data exchange, income from crypto trading on foreign exchanges is hard to monitor.

According to a DJP official, preparations include:

1. drafting domestic rules requiring crypto-asset service providers to report;
2. adapting the data intake system in Coretax;
3. exchange agreements with partner jurisdictions;
4. data security and confidentiality standards in line with OECD requirements.

## Impact on investors

Tax consultants remind crypto investors to start tidying up their transaction records. Crypto-assets held at the end of the year must still be reported in the list of assets in the annual tax return, including those held on foreign platforms.

"Once the data is exchanged, any mismatch with the tax return will be easy to spot," said a tax consultant in Jakarta.$b$,
  'internasional', 'en', (select id from public.articles where slug = 'pertukaran-data-aset-kripto-lintas-negara-lewat-carf-oecd'),
  (select id from public.authors where slug = 'kevin-tanuwijaya'), '/images/covers/pertukaran-data.svg',
  'newstax cover reading PERTUKARAN DATA (Data Exchange)',
  now() - interval '149 days 20 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'p3b-indonesia-percepat-renegosiasi-tutup-celah-penghindaran-pajak',
  $t$Indonesia Percepat Renegosiasi P3B untuk Tutup Celah Penghindaran Pajak$t$,
  $x$Pemerintah meninjau ulang sejumlah persetujuan penghindaran pajak berganda (P3B) agar sejalan dengan standar anti-penyalahgunaan internasional.$x$,
  $b$Pemerintah mempercepat peninjauan ulang persetujuan penghindaran pajak berganda (P3B) dengan sejumlah negara mitra. Langkah ini bertujuan menutup celah yang kerap dimanfaatkan untuk mengalihkan laba ke yurisdiksi bertarif rendah, sekaligus memberi kepastian bagi investor.

Indonesia saat ini memiliki P3B dengan sekitar 70 negara dan yurisdiksi. Sebagian di antaranya disepakati puluhan tahun lalu, sebelum standar anti-penghindaran pajak internasional diperbarui melalui proyek BEPS.

## Fokus renegosiasi

Menurut keterangan pejabat Kementerian Keuangan, beberapa ketentuan yang menjadi prioritas antara lain:

- penerapan *principal purpose test* (PPT) untuk menolak manfaat P3B bagi skema yang tujuan utamanya menghindari pajak;
- penyesuaian tarif pemotongan atas dividen, bunga, dan royalti;
- pengaturan ulang definisi bentuk usaha tetap, termasuk untuk layanan jasa;
- penguatan klausul pertukaran informasi dan bantuan penagihan.

Sebagian perubahan sudah berlaku melalui *Multilateral Instrument* (MLI) yang diratifikasi Indonesia, tetapi tidak semua mitra memilih ketentuan yang sama.

## Dampak bagi wajib pajak

Bagi penerima penghasilan dari luar negeri, manfaat P3B tetap dapat dinikmati selama syarat administrasi dipenuhi. Salah satunya adalah penyampaian Surat Keterangan Domisili (SKD) atau formulir DGT melalui sistem DJP.

"Pemeriksa kini tidak hanya melihat formulir, tetapi juga substansi. Apakah penerima penghasilan benar-benar pemilik manfaat, bukan sekadar perusahaan cangkang," kata seorang konsultan pajak internasional di Jakarta.

Daftar P3B yang berlaku dapat dilihat di laman resmi [DJP](https://www.pajak.go.id/).$b$,
  'internasional', 'id', null, (select id from public.authors where slug = 'yohanes-situmorang'), null, null,
  now() - interval '82 days 6 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pilar-satu-oecd-mandek-wacana-pajak-layanan-digital-mengemuka',
  $t$Pilar Satu OECD Mandek, Wacana Pajak Layanan Digital Kembali Mengemuka$t$,
  $x$Kesepakatan global soal hak pemajakan atas laba perusahaan digital belum juga rampung. Indonesia sebenarnya sudah memiliki dasar hukum pajak transaksi elektronik.$x$,
  $b$Perundingan Pilar Satu di bawah koordinasi [OECD](https://www.oecd.org/tax/beps/) belum menunjukkan kemajuan berarti. Konvensi multilateral yang akan mengatur pembagian hak pemajakan atas laba perusahaan digital raksasa, dikenal sebagai *Amount A*, belum juga ditandatangani oleh cukup banyak negara.

Kebuntuan ini membuat wacana pajak layanan digital (*digital services tax*) kembali mengemuka di sejumlah negara berkembang, termasuk Indonesia.

## Dasar hukum yang sudah ada

Indonesia sebenarnya telah memiliki dasar hukum melalui UU 2/2020, yang memperkenalkan konsep kehadiran ekonomi signifikan. Aturan itu memungkinkan pengenaan PPh atau pajak transaksi elektronik (PTE) atas perusahaan digital asing yang tidak memiliki kantor di Indonesia. Namun, ketentuan tersebut belum dijalankan karena pemerintah memilih menunggu kesepakatan global.

## Pertimbangan pemerintah

Pengamat menyebut pemerintah perlu menimbang beberapa risiko sebelum menerapkan pajak layanan digital secara sepihak:

1. kemungkinan tindakan balasan dagang dari negara asal perusahaan digital;
2. pengalihan beban pajak kepada konsumen dan pelaku usaha lokal melalui kenaikan harga;
3. kewajiban menghapus pajak sepihak jika kelak bergabung dengan konvensi Pilar Satu.

Saat ini, perusahaan digital asing sudah memungut PPN PMSE dari konsumen Indonesia. Namun, PPN adalah pajak konsumsi, bukan pajak atas laba.

"Selama Pilar Satu mandek, negara pasar seperti Indonesia kehilangan potensi penerimaan dari laba yang dihasilkan pengguna di dalam negeri," ujar seorang peneliti perpajakan internasional di Yogyakarta.

Kementerian Keuangan menyatakan masih memantau perkembangan perundingan dan belum memutuskan langkah lanjutan.$b$,
  'internasional', 'id', null, (select id from public.authors where slug = 'intan-permatasari'), null, null,
  now() - interval '36 days 3 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pillar-one-stalls-digital-services-tax-debate-returns',
  $t$OECD Pillar One Stalls, Revives Debate on a Digital Services Tax$t$,
  $x$A global agreement on taxing rights over the profits of digital companies has yet to be completed. Indonesia already has a legal basis for an electronic transaction tax.$x$,
  $b$Negotiations on Pillar One, coordinated by the [OECD](https://www.oecd.org/tax/beps/), have yet to make meaningful progress. The multilateral convention that would reallocate taxing rights over the profits of the largest digital companies, known as *Amount A*, has still not been signed by enough countries.

The deadlock has revived talk of a digital services tax in several developing countries, including Indonesia.

## An existing legal basis

Indonesia already has a legal basis in Law 2/2020, which introduced the concept of significant economic presence. It allows income tax or an electronic transaction tax (PTE) to be imposed on foreign digital companies that have no office in Indonesia. However, the provision has not been used because the government chose to wait for a global agreement.

## The government's considerations

Observers say the government needs to weigh several risks before imposing a digital services tax unilaterally:

1. possible trade retaliation from the home countries of digital companies;
2. the tax burden being passed on to consumers and local businesses through higher prices;
3. an obligation to repeal unilateral taxes if Indonesia later joins the Pillar One convention.

Foreign digital companies already collect VAT on electronic commerce (PPN PMSE) from Indonesian consumers. But VAT is a consumption tax, not a tax on profits.

"As long as Pillar One is stalled, market countries like Indonesia are missing out on revenue from profits generated by users at home," said an international tax researcher in Yogyakarta.

The Ministry of Finance said it is still monitoring the negotiations and has not decided on its next steps.$b$,
  'internasional', 'en', (select id from public.articles where slug = 'pilar-satu-oecd-mandek-wacana-pajak-layanan-digital-mengemuka'),
  (select id from public.authors where slug = 'intan-permatasari'), null, null,
  now() - interval '35 days 23 hours'
);

-- Teknologi ------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'portal-coretax-djp-terganggu-djp-buka-kanal-alternatif',
  $t$Coretax DJP Alami Gangguan Akses, DJP Buka Kanal Alternatif$t$,
  $x$Sebagian wajib pajak tidak dapat masuk ke Coretax DJP selama beberapa jam. DJP membuka kanal alternatif dan menjanjikan tidak ada sanksi akibat gangguan sistem.$x$,
  $b$Sejumlah wajib pajak melaporkan tidak dapat masuk ke [Coretax DJP](https://www.pajak.go.id/) selama beberapa jam. Keluhan muncul di media sosial sejak pagi, terutama dari pengguna yang hendak menerbitkan faktur pajak dan membuat kode billing.

Direktorat Jenderal Pajak (DJP) membenarkan adanya gangguan akses dan menyebut tim teknis tengah melakukan pemulihan. Dalam keterangan tertulis, DJP menyatakan data wajib pajak tetap aman.

## Kanal alternatif

Selama gangguan berlangsung, DJP membuka beberapa kanal alternatif:

- pembuatan kode billing melalui kanal pembayaran mitra resmi;
- layanan di kantor pelayanan pajak untuk keperluan mendesak;
- penerbitan faktur melalui aplikasi mitra penyedia jasa aplikasi perpajakan (PJAP).

## Tidak ada sanksi

DJP menegaskan wajib pajak tidak akan dikenai sanksi administrasi apabila keterlambatan pembayaran atau pelaporan disebabkan gangguan sistem. Ketentuan teknis mengenai penghapusan sanksi akan diumumkan setelah pemulihan selesai.

| Jenis layanan | Status saat berita ditulis |
|---|---|
| Login dan portal wajib pajak | Terganggu sebagian |
| Pembuatan faktur (e-Faktur) | Lambat |
| Pembuatan kode billing | Tersedia via kanal mitra |
| Pelaporan SPT | Tersedia, antrean panjang |

## Reaksi pengguna

Staf pajak di sebuah perusahaan distribusi di Surabaya mengaku harus menunda pengiriman barang karena faktur belum bisa dibuat. "Pelanggan kami minta faktur dulu baru barang jalan," katanya.

DJP mengimbau wajib pajak tidak mengulang proses berkali-kali karena dapat memperberat beban sistem. Informasi terbaru disampaikan melalui akun media sosial resmi DJP.$b$,
  'teknologi', 'id', null, (select id from public.authors where slug = 'rina-kartikasari'), '/images/covers/coretax.svg',
  'Sampul newstax bertuliskan CORETAX',
  now() - interval '1 day 6 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'tax-office-opens-backup-channels-as-coretax-access-disrupted',
  $t$Coretax DJP Access Disrupted; Tax Office Opens Alternative Channels$t$,
  $x$Some taxpayers could not log in to Coretax DJP for several hours. The DJP opened alternative channels and promised no penalties for delays caused by the outage.$x$,
  $b$A number of taxpayers reported that they could not log in to [Coretax DJP](https://www.pajak.go.id/) for several hours. Complaints appeared on social media from the morning, mainly from users trying to issue tax invoices and generate billing codes.

The Directorate General of Taxes (DJP) confirmed the access disruption and said its technical team was restoring the service. In a written statement, the DJP said taxpayer data remained secure.

## Alternative channels

While the disruption lasted, the DJP opened several alternative channels:

- generating billing codes through official partner payment channels;
- services at tax offices for urgent needs;
- issuing invoices through the apps of tax application service providers (PJAP).

## No penalties

The DJP stressed that taxpayers will not face administrative penalties if late payment or filing is caused by the system disruption. Technical rules on waiving penalties will be announced once recovery is complete.

| Service | Status at time of writing |
|---|---|
| Login and taxpayer portal | Partially disrupted |
| Invoice issuance (e-Faktur) | Slow |
| Billing code generation | Available via partner channels |
| Tax return filing | Available, long queues |

## User reactions

A tax officer at a distribution company in Surabaya said she had to delay shipments because invoices could not be issued. "Our customers want the invoice before the goods go out," she said.

The DJP urged taxpayers not to repeat the process over and over because it could add to the load on the system. Updates are being posted on the DJP's official social media accounts.$b$,
  'teknologi', 'en', (select id from public.articles where slug = 'portal-coretax-djp-terganggu-djp-buka-kanal-alternatif'),
  (select id from public.authors where slug = 'rina-kartikasari'), '/images/covers/coretax.svg',
  'newstax cover reading CORETAX',
  now() - interval '1 day 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pembuatan-bukti-potong-pph-21-di-coretax-langkah-demi-langkah',
  $t$Cara Membuat Bukti Potong PPh 21 di Coretax: Langkah demi Langkah$t$,
  $x$Pemberi kerja kini membuat bukti potong PPh 21 langsung di Coretax. Berikut urutan langkah dan kesalahan yang paling sering terjadi.$x$,
  $b$Sejak Coretax beroperasi, pembuatan bukti potong Pajak Penghasilan (PPh) Pasal 21 yang sebelumnya dilakukan di aplikasi e-Bupot 21/26 kini dikerjakan langsung di [Coretax DJP](https://www.pajak.go.id/). Bagi bagian penggajian, perubahan ini berarti alur kerja baru yang perlu dipelajari.

## Jenis bukti potong

Di Coretax, bukti potong PPh 21 dibedakan menurut jenis penerima penghasilan, antara lain:

- **BPMP**, bukti potong bulanan untuk pegawai tetap;
- **BP21**, bukti potong untuk bukan pegawai dan penerima penghasilan lain;
- **BPA1**, bukti potong tahunan untuk pegawai tetap.

## Langkah pembuatan

1. Masuk ke Coretax menggunakan akun wajib pajak badan atau melalui akun penanggung jawab yang diberi peran.
2. Pilih menu eBupot, lalu jenis bukti potong yang sesuai.
3. Isi masa pajak, NIK atau NPWP penerima, status PTKP, dan kode objek pajak.
4. Masukkan penghasilan bruto; sistem akan menghitung PPh 21 dengan tarif TER untuk setiap masa pajak selain masa pajak terakhir.
5. Simpan sebagai konsep, periksa kembali, lalu tandatangani dengan kode otorisasi DJP.
6. Setelah seluruh bukti potong terbit, buat dan kirim SPT Masa PPh 21.

Untuk jumlah pegawai yang banyak, Coretax menyediakan fitur unggah berkas dalam format XML sesuai templat resmi.

## Kesalahan yang sering terjadi

- NIK pegawai belum valid atau belum dipadankan.
- Status PTKP tidak sesuai dengan kondisi per 1 Januari.
- Kode objek pajak tertukar antara pegawai tetap dan bukan pegawai.
- Lupa menandatangani sehingga bukti potong masih berstatus konsep.

Konsultan pajak menyarankan perusahaan menguji unggah data dengan beberapa pegawai terlebih dahulu sebelum memproses seluruh daftar gaji.$b$,
  'teknologi', 'id', null, (select id from public.authors where slug = 'teguh-saputra'), null, null,
  now() - interval '58 days 2 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'step-by-step-creating-pph-21-withholding-slips-in-coretax',
  $t$How to Create PPh 21 Withholding Slips in Coretax, Step by Step$t$,
  $x$Employers now create PPh 21 withholding slips directly in Coretax. Here are the steps and the most common mistakes.$x$,
  $b$Since Coretax went live, Article 21 income tax (PPh 21) withholding slips, previously prepared in the e-Bupot 21/26 application, are now created directly in [Coretax DJP](https://www.pajak.go.id/). For payroll teams, this means a new workflow to learn.

## Types of withholding slip

In Coretax, PPh 21 slips are distinguished by type of recipient, including:

- **BPMP**, the monthly slip for permanent employees;
- **BP21**, the slip for non-employees and other income recipients;
- **BPA1**, the annual slip for permanent employees.

## Steps

1. Log in to Coretax with the corporate taxpayer account or through the account of a person in charge who has been assigned a role.
2. Open the eBupot menu, then choose the appropriate type of slip.
3. Enter the tax period, the recipient's NIK or NPWP, PTKP status and tax object code.
4. Enter gross income; the system calculates PPh 21 using the TER rate for every tax period except the last.
5. Save as a draft, check it again, then sign with the DJP authorisation code.
6. Once all slips are issued, create and submit the monthly PPh 21 return.

For large numbers of employees, Coretax offers bulk upload in XML format using the official template.

## Common mistakes

- An employee's NIK is not valid or has not been matched.
- The PTKP status does not reflect the situation on 1 January.
- Tax object codes for permanent employees and non-employees are mixed up.
- Forgetting to sign, so the slip remains in draft status.

Tax consultants advise companies to test the upload with a few employees before processing the whole payroll.$b$,
  'teknologi', 'en', (select id from public.articles where slug = 'pembuatan-bukti-potong-pph-21-di-coretax-langkah-demi-langkah'),
  (select id from public.authors where slug = 'teguh-saputra'), null, null,
  now() - interval '57 days 21 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'wajib-pajak-perlu-kode-otorisasi-djp-sebelum-teken-dokumen-coretax',
  $t$Wajib Pajak Perlu Kode Otorisasi DJP Sebelum Teken Dokumen di Coretax$t$,
  $x$Faktur, bukti potong, dan SPT di Coretax harus ditandatangani secara elektronik. Tanpa kode otorisasi DJP, dokumen tidak dapat dikirim.$x$,
  $b$Banyak wajib pajak baru menyadari pentingnya kode otorisasi DJP ketika hendak mengirim dokumen pertama di Coretax. Tanpa kode otorisasi atau sertifikat elektronik yang aktif, faktur pajak, bukti potong, dan SPT tidak dapat ditandatangani sehingga tertahan sebagai konsep.

## Apa itu kode otorisasi

Kode otorisasi DJP adalah sarana tanda tangan elektronik yang diterbitkan oleh DJP untuk wajib pajak. Fungsinya mirip sertifikat elektronik pada aplikasi e-Faktur lama, tetapi kini dipakai untuk hampir semua dokumen di [Coretax](https://www.pajak.go.id/).

## Cara mendapatkannya

1. Masuk ke portal wajib pajak Coretax.
2. Buka menu portal saya, lalu pilih permintaan kode otorisasi atau sertifikat elektronik.
3. Lakukan verifikasi wajah atau verifikasi lain yang diminta sistem.
4. Buat *passphrase* yang kuat dan simpan dengan aman.
5. Tunggu status permohonan berubah menjadi aktif.

## Khusus wajib pajak badan

Untuk badan, dokumen ditandatangani oleh penanggung jawab yang terdaftar. Penanggung jawab masuk dengan akun pribadinya, lalu berganti peran (*impersonating*) ke akun badan. Artinya:

- penanggung jawab harus lebih dulu memiliki akun Coretax pribadi yang aktif;
- data pengurus di akun badan harus sesuai dengan akta perusahaan terbaru;
- pegawai lain dapat diberi peran terbatas, misalnya hanya menyiapkan konsep faktur.

## Kendala yang sering muncul

Konsultan pajak menyebut kendala terbanyak adalah data pengurus yang tidak sinkron dan lupa *passphrase*. "Kalau *passphrase* hilang, harus mengajukan ulang. Itu bisa menunda penerbitan faktur," kata seorang konsultan di Medan.

DJP menyarankan badan menunjuk lebih dari satu penanggung jawab agar operasional tidak terhenti ketika salah satu pengurus berhalangan.$b$,
  'teknologi', 'id', null, (select id from public.authors where slug = 'hendra-wijayakusuma'), null, null,
  now() - interval '122 days 8 hours'
);

-- Regulasi -------------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pmk-81-2024-atur-ulang-pembayaran-dan-pelaporan-pajak-era-coretax',
  $t$PMK 81/2024 Atur Ulang Tata Cara Pembayaran dan Pelaporan Pajak di Era Coretax$t$,
  $x$PMK 81/2024 menyeragamkan jatuh tempo pembayaran dan pelaporan, memperkenalkan deposit pajak, dan menjadi landasan operasional Coretax.$x$,
  $b$Peraturan Menteri Keuangan (PMK) Nomor 81 Tahun 2024 menjadi landasan hukum utama bagi pelaksanaan Coretax. Aturan ini mengatur ulang berbagai ketentuan administrasi, mulai dari pendaftaran, pembayaran, pelaporan, hingga layanan perpajakan, yang sebelumnya tersebar di puluhan peraturan.

Salah satu perubahan yang paling terasa bagi wajib pajak adalah penyeragaman jatuh tempo.

## Jatuh tempo yang diseragamkan

| Kewajiban | Jatuh tempo |
|---|---|
| Pembayaran PPh masa (Pasal 21, 23, 26, 4 ayat 2, dan lainnya) | Tanggal 15 bulan berikutnya |
| Pelaporan SPT Masa PPh | Tanggal 20 bulan berikutnya |
| Pembayaran PPN | Akhir bulan berikutnya, sebelum SPT Masa PPN disampaikan |
| Pelaporan SPT Masa PPN | Akhir bulan berikutnya |

Jika jatuh tempo bertepatan dengan hari libur, pembayaran atau pelaporan dapat dilakukan pada hari kerja berikutnya.

## Deposit pajak

PMK 81/2024 juga memperkenalkan deposit pajak. Wajib pajak dapat menyetor sejumlah dana lebih dulu, lalu memanfaatkannya untuk membayar berbagai kewajiban pajak. Saldo deposit dapat dipakai saat menyampaikan SPT tanpa perlu membuat kode billing terpisah untuk setiap setoran.

## Perubahan lain yang perlu diperhatikan

- SPT Masa PPh Pasal 21/26 dan SPT Masa PPh Unifikasi disampaikan melalui Coretax.
- Bukti potong dibuat dalam format baru dan ditandatangani dengan kode otorisasi DJP.
- Permohonan layanan, seperti surat keterangan bebas, diajukan secara elektronik.

Konsultan pajak menilai penyeragaman jatuh tempo memudahkan perencanaan arus kas, tetapi wajib pajak perlu menyesuaikan kalender kepatuhan internal. Salinan lengkap aturan dapat diunduh di [JDIH Kementerian Keuangan](https://jdih.kemenkeu.go.id/).$b$,
  'regulasi', 'id', null, (select id from public.authors where slug = 'maya-anggraini'), '/images/covers/pmk-81-2024.svg',
  'Sampul newstax bertuliskan PMK 81 2024',
  now() - interval '135 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'pmk-81-2024-overhauls-tax-payment-and-filing-rules',
  $t$PMK 81/2024 Overhauls Tax Payment and Filing Procedures for the Coretax Era$t$,
  $x$PMK 81/2024 aligns payment and filing deadlines, introduces the tax deposit, and provides the operational basis for Coretax.$x$,
  $b$Minister of Finance Regulation (PMK) No. 81 of 2024 is the main legal basis for Coretax. It reorganises a range of administrative rules, from registration, payment and filing to tax services, that were previously spread across dozens of regulations.

One of the changes taxpayers notice most is the alignment of due dates.

## Aligned due dates

| Obligation | Due date |
|---|---|
| Monthly income tax payments (Articles 21, 23, 26, 4(2) and others) | 15th of the following month |
| Filing of monthly income tax returns | 20th of the following month |
| VAT payment | End of the following month, before the monthly VAT return is filed |
| Filing of monthly VAT returns | End of the following month |

If a due date falls on a holiday, payment or filing can be made on the next working day.

## Tax deposit

PMK 81/2024 also introduces the tax deposit. Taxpayers can pay in funds in advance and then use them to settle various tax obligations. The deposit balance can be used when filing a return, without creating a separate billing code for each payment.

## Other changes to note

- Monthly Article 21/26 returns and the unified monthly income tax return are filed through Coretax.
- Withholding slips are created in a new format and signed with the DJP authorisation code.
- Service requests, such as exemption certificates, are submitted electronically.

Tax consultants say aligned due dates make cash-flow planning easier, but taxpayers need to update their internal compliance calendars. The full regulation can be downloaded from the [Ministry of Finance legal database (JDIH)](https://jdih.kemenkeu.go.id/).$b$,
  'regulasi', 'en', (select id from public.articles where slug = 'pmk-81-2024-atur-ulang-pembayaran-dan-pelaporan-pajak-era-coretax'),
  (select id from public.authors where slug = 'maya-anggraini'), '/images/covers/pmk-81-2024.svg',
  'newstax cover reading PMK 81 2024 (Minister of Finance Regulation 81/2024)',
  now() - interval '135 days 1 hour'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'nik-sebagai-npwp-berlaku-penuh-format-15-digit-ditinggalkan',
  $t$NIK sebagai NPWP Berlaku Penuh, Format 15 Digit Ditinggalkan$t$,
  $x$Wajib pajak orang pribadi penduduk kini menggunakan NIK sebagai NPWP. Badan dan cabang memakai NPWP 16 digit dan NITKU.$x$,
  $b$Penggunaan Nomor Induk Kependudukan (NIK) sebagai Nomor Pokok Wajib Pajak (NPWP) bagi orang pribadi penduduk kini berlaku penuh. Format NPWP 15 digit yang dipakai selama puluhan tahun resmi ditinggalkan dalam layanan administrasi perpajakan.

Ketentuan ini diatur dalam PMK 112/2022 sebagaimana telah diubah dengan PMK 136/2023. Penerapannya sempat ditunda beberapa kali untuk memberi waktu bagi pemadanan data dan penyesuaian sistem pihak ketiga, seperti perbankan.

## Format identitas yang berlaku

| Subjek | Identitas perpajakan | Jumlah digit |
|---|---|---|
| Orang pribadi penduduk | NIK | 16 |
| Orang pribadi bukan penduduk, badan, instansi pemerintah | NPWP format baru | 16 |
| Cabang atau tempat kegiatan usaha | NITKU | 22 |

Bagi badan, NPWP 16 digit umumnya dibentuk dengan menambahkan angka 0 di depan NPWP lama.

## Yang perlu dilakukan wajib pajak

- Memastikan NIK sudah dipadankan dan tervalidasi di sistem DJP, misalnya melalui menu profil di [Coretax](https://www.pajak.go.id/).
- Memperbarui data pada bank, pemberi kerja, dan marketplace agar memakai NIK atau NPWP 16 digit.
- Bagi badan, mendaftarkan NITKU untuk setiap cabang yang menerbitkan faktur atau bukti potong.

## Konsekuensi bila belum padan

NIK yang belum dipadankan dapat menyebabkan bukti potong atau faktur gagal dibuat. Pemberi kerja juga dapat kesulitan melaporkan pemotongan PPh 21 atas pegawai yang datanya tidak valid.

DJP menyatakan sebagian besar NIK telah dipadankan secara otomatis berdasarkan data kependudukan. Wajib pajak yang datanya belum sesuai diminta memperbaruinya melalui layanan daring atau kantor pajak terdekat.$b$,
  'regulasi', 'id', null, (select id from public.authors where slug = 'nadia-rahmawati'), null, null,
  now() - interval '104 days 6 hours'
);

-- Tanpa kategori -------------------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'tanya-jawab-pajak-hadiah-undian-dan-giveaway-media-sosial',
  $t$Tanya Jawab: Pajak atas Hadiah Undian dan Giveaway Media Sosial$t$,
  $x$Menang undian berhadiah mobil atau giveaway ponsel di media sosial? Hadiah tersebut bisa dikenai pajak. Berikut penjelasan singkatnya.$x$,
  $b$Program undian berhadiah dan *giveaway* di media sosial makin marak. Banyak pemenang bertanya apakah hadiah yang mereka terima harus dipajaki dan siapa yang wajib membayarnya. Berikut rangkuman pertanyaan yang paling sering masuk ke redaksi.

## Apakah hadiah undian kena pajak?

Ya. Hadiah undian dikenai Pajak Penghasilan (PPh) final Pasal 4 ayat (2) dengan tarif 25% dari nilai bruto hadiah. Pajak ini dipotong oleh penyelenggara undian, sehingga pemenang menerima hadiah bersih atau diminta membayar pajaknya terlebih dahulu.

## Bagaimana dengan hadiah lomba dan giveaway?

Hadiah yang tidak diundi, misalnya hadiah lomba, penghargaan, atau *giveaway* berdasarkan kriteria tertentu, umumnya dikenai PPh dengan mekanisme berbeda:

| Jenis hadiah | Jenis pajak | Keterangan umum |
|---|---|---|
| Undian | PPh Pasal 4 ayat (2) final | Tarif 25% |
| Lomba atau penghargaan untuk orang pribadi | PPh Pasal 21 | Dipotong pemberi hadiah |
| Hadiah untuk badan | PPh Pasal 23 | Tarif 15% |

Untuk *giveaway* dari akun pribadi, perlakuannya bergantung pada siapa pemberinya dan dalam rangka apa hadiah diberikan. Pemenang disarankan meminta bukti potong bila pajak telah dipotong.

## Apakah harus dilaporkan di SPT?

Hadiah yang sudah dipotong PPh final dilaporkan pada bagian penghasilan yang dikenai pajak final. Jika hadiah berupa barang, misalnya kendaraan, barang tersebut juga perlu dicantumkan dalam daftar harta.

## Tips bagi pemenang

1. Minta bukti potong dari penyelenggara.
2. Waspadai penipuan yang meminta transfer "pajak hadiah" ke rekening pribadi.
3. Cek keabsahan penyelenggara melalui kanal resminya.

Informasi lebih lanjut dapat ditanyakan melalui [kanal resmi DJP](https://www.pajak.go.id/).$b$,
  null, 'id', null, (select id from public.authors where slug = 'sari-hutapea'), null, null,
  now() - interval '66 days 5 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'ringkasan-pajak-pekan-ini-spt-coretax-dan-ppn',
  $t$Ringkasan Pajak Pekan Ini: SPT, Coretax, dan PPN$t$,
  $x$Rangkuman kabar pajak sepekan: pengingat SPT Tahunan, pemulihan layanan Coretax, dan pembahasan insentif PPN untuk perumahan.$x$,
  $b$Pekan ini diwarnai sejumlah kabar penting bagi wajib pajak. Berikut ringkasan redaksi newstax untuk Anda yang tidak sempat mengikuti semua berita.

## 1. Pengingat SPT Tahunan

DJP kembali mengingatkan batas waktu pelaporan SPT Tahunan orang pribadi pada 31 Maret. Kantor pajak membuka layanan asistensi tambahan, termasuk pada akhir pekan di beberapa kota.

## 2. Layanan Coretax berangsur pulih

Setelah gangguan akses, layanan [Coretax](https://www.pajak.go.id/) dilaporkan berangsur normal. DJP menyatakan tidak akan mengenakan sanksi atas keterlambatan yang disebabkan gangguan sistem.

## 3. Insentif PPN perumahan

Pemerintah dikabarkan tengah membahas kelanjutan insentif PPN ditanggung pemerintah (DTP) untuk pembelian rumah tapak dan rumah susun. Pengembang berharap kepastian diumumkan lebih awal agar tidak mengganggu penjualan.

## Angka pekan ini

| Indikator | Catatan |
|---|---|
| Batas SPT orang pribadi | 31 Maret |
| Batas SPT badan | 30 April |
| Tarif PPN (nonmewah, efektif) | 11% |
| Tarif PPN barang mewah | 12% |

## Yang perlu dipantau

- aturan teknis penghapusan sanksi akibat gangguan sistem;
- pengumuman resmi soal insentif PPN perumahan;
- perkembangan pembahasan pajak minimum global di tingkat regional.

Ikuti terus pembaruan berita pajak di newstax sepanjang pekan depan.$b$,
  null, 'id', null, (select id from public.authors where slug = 'ayu-lestari-wibowo'), null, null,
  now() - interval '0 days 20 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'weekly-tax-roundup-annual-returns-coretax-and-vat',
  $t$This Week in Tax: Annual Returns, Coretax and VAT$t$,
  $x$A round-up of the week's tax news: an annual return reminder, the recovery of Coretax services, and talks on a VAT incentive for housing.$x$,
  $b$This week brought several important updates for taxpayers. Here is the newstax editors' summary for readers who could not follow every story.

## 1. Annual return reminder

The DJP again reminded individuals that the deadline for filing the annual tax return is 31 March. Tax offices are offering extra assistance, including at weekends in several cities.

## 2. Coretax gradually recovering

After the access disruption, [Coretax](https://www.pajak.go.id/) services were reported to be gradually returning to normal. The DJP said it would not impose penalties for delays caused by the system problems.

## 3. Housing VAT incentive

The government is reportedly discussing whether to continue the government-borne VAT (PPN DTP) incentive for purchases of landed houses and apartments. Developers hope for an early announcement so that sales are not disrupted.

## This week's numbers

| Indicator | Note |
|---|---|
| Individual return deadline | 31 March |
| Corporate return deadline | 30 April |
| VAT rate (non-luxury, effective) | 11% |
| VAT rate on luxury goods | 12% |

## What to watch

- technical rules on waiving penalties caused by the system disruption;
- an official announcement on the housing VAT incentive;
- developments in global minimum tax discussions at regional level.

Keep following tax news updates on newstax throughout next week.$b$,
  null, 'en', (select id from public.articles where slug = 'ringkasan-pajak-pekan-ini-spt-coretax-dan-ppn'),
  (select id from public.authors where slug = 'ayu-lestari-wibowo'), null, null,
  now() - interval '0 days 15 hours'
);

-- English-only articles (no Indonesian source) --------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'withholding-tax-on-dividends-under-indonesian-tax-treaties',
  $t$Withholding Tax on Dividends: How Indonesia's Tax Treaties Can Lower the Rate$t$,
  $x$Dividends paid to foreign shareholders face 20% Article 26 withholding tax, but a tax treaty can reduce it if the paperwork and substance tests are met.$x$,
  $b$Foreign investors receiving dividends from Indonesian companies are, by default, subject to Article 26 income tax withholding at 20% of the gross amount. In practice, many pay less because Indonesia has tax treaties (P3B) with around 70 jurisdictions that cap the rate.

## Domestic rate versus treaty rate

| Scenario | Typical withholding rate |
|---|---|
| No treaty, or treaty conditions not met | 20% |
| Treaty rate for substantial corporate shareholdings | often 10% |
| Treaty rate for portfolio shareholdings | often 15% |

These are typical ranges only. Each treaty sets its own rates and ownership thresholds, so the specific treaty text must be checked.

## Conditions for treaty relief

To apply the treaty rate, the payer in Indonesia generally needs:

1. a certificate of domicile from the recipient, submitted on the DJP form (often called the DGT form) through the DJP system;
2. confirmation that the recipient is the beneficial owner of the dividend, not a conduit;
3. evidence that the arrangement passes any anti-abuse rule in the treaty, such as the principal purpose test introduced through the Multilateral Instrument.

If the documents are missing or late, the payer must withhold at 20%. The recipient may later seek a refund, but that process can take months.

## Dividends reinvested in Indonesia

Domestic rules also offer relief in some cases. Dividends that resident companies receive from Indonesian companies are exempt, and those received by resident individuals are exempt if they are reinvested in Indonesia within a set period. These exemptions apply to residents, not to foreign shareholders, but they affect how groups structure their holdings.

## Practical tip

Payers should verify treaty eligibility before each distribution rather than once a year, because ownership and residence can change. Treaty texts are published on the [DJP website](https://www.pajak.go.id/).$b$,
  'internasional', 'en', null, (select id from public.authors where slug = 'kevin-tanuwijaya'), null, null,
  now() - interval '44 days 4 hours'
);

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'primer-on-indonesian-tax-residency-and-the-183-day-test',
  $t$Moving to Indonesia? A Primer on Tax Residency and the 183-Day Test$t$,
  $x$Whether you are taxed on worldwide income in Indonesia depends on residency. Here is how the 183-day test works and what changed under the Job Creation Law.$x$,
  $b$Expatriates relocating to Indonesia often ask the same question: will I be taxed here on everything I earn, or only on Indonesian income? The answer depends on whether you become an Indonesian tax resident.

## Who is a tax resident

Under the Income Tax Law, an individual is generally a resident taxpayer if he or she:

- is present in Indonesia for more than 183 days within any 12-month period; or
- is in Indonesia during a tax year and intends to reside here.

Residents file the annual individual return (SPT Tahunan) by 31 March and report income on a worldwide basis, subject to the rules below.

## A concession for skilled foreign nationals

The Job Creation Law (UU Cipta Kerja) introduced a relief for certain foreign nationals who become residents. For the first four tax years, they may be taxed only on income from Indonesia, provided they have particular expertise and meet the conditions set by the Ministry of Finance.

| Status | Income taxed in Indonesia |
|---|---|
| Non-resident | Indonesian-source income, usually via Article 26 withholding |
| Resident, qualifying foreign expert (first 4 years) | Indonesian-source income only |
| Resident, other | Worldwide income, with foreign tax credit |

## Practical steps

1. Register for a tax number soon after arrival; your employer may help.
2. Keep travel records to support the day count.
3. Check whether a tax treaty between Indonesia and your home country contains tie-breaker rules.
4. Claim credit for foreign taxes paid to avoid double taxation.

Rules on eligibility for the expert concession are detailed in implementing regulations, so it is worth confirming your position with a registered tax consultant. General guidance is available on the [DJP website](https://www.pajak.go.id/).$b$,
  'edukasi', 'en', null, (select id from public.authors where slug = 'wulan-dwiastuti'), null, null,
  now() - interval '28 days 1 hour'
);

-- Draft (never published) ----------------------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'wip-draft-coretax-after-one-year-review',
  $t$DRAFT: Coretax After One Year — What Changed for Taxpayers$t$,
  $x$Work in progress: a look back at the first year of Coretax, from early outages to the features taxpayers now rely on.$x$,
  $b$*Editor's note: draft, not for publication. Figures still to be confirmed with the DJP.*

A year after the Directorate General of Taxes switched to [Coretax](https://www.pajak.go.id/), the core tax administration system has moved from headline-grabbing outages to routine use. This piece looks at what changed for taxpayers, what still frustrates them, and what comes next.

## The rocky start

The first weeks brought login failures, slow invoice issuance and confusion about authorisation codes. The DJP responded by allowing some legacy channels to run in parallel and by waiving penalties caused by system problems.

## What taxpayers now use daily

- pre-filled annual returns for employees with a single employer;
- the tax deposit, which reduces the need for separate billing codes;
- integrated withholding slips signed with the DJP authorisation code;
- a single taxpayer portal replacing several separate applications.

## Open questions

1. How many taxpayers still rely on tax offices for routine tasks?
2. Has the time needed to process refunds fallen or risen?
3. Are third-party software providers fully integrated?

| Metric | Value |
|---|---|
| Active Coretax accounts | to be confirmed |
| Invoices issued per month | to be confirmed |
| Average refund processing time | to be confirmed |

## Next steps for this draft

Interview a DJP spokesperson, two tax consultants and a payroll manager; add a chart of monthly invoice volumes; cut to about 300 words before publication.$b$,
  'teknologi', 'en', null, (select id from public.authors where slug = 'rina-kartikasari'), null, null,
  null
);

-- Scheduled (published in the future) ----------------------------------------

insert into public.articles (slug, title, excerpt, body, category, lang, translated_from, author_id, cover_image_url, cover_image_alt, published_at) values (
  'terjadwal-daftar-periksa-spt-tahunan-badan-30-april',
  $t$TERJADWAL: Jelang Batas Akhir SPT Tahunan Badan 30 April, Ini Daftar Periksanya$t$,
  $x$Batas akhir pelaporan SPT Tahunan PPh badan jatuh pada 30 April. Berikut daftar periksa agar pelaporan lewat Coretax berjalan lancar.$x$,
  $b$Batas akhir pelaporan SPT Tahunan Pajak Penghasilan (PPh) badan untuk tahun buku yang berakhir 31 Desember jatuh pada 30 April. Dengan pelaporan kini sepenuhnya melalui [Coretax](https://www.pajak.go.id/), bagian keuangan perusahaan disarankan menyiapkan dokumen lebih awal.

## Daftar periksa sebelum lapor

1. Laporan keuangan yang telah final, termasuk laporan audit bila diwajibkan.
2. Rekonsiliasi fiskal atas penghasilan dan biaya yang tidak dapat dikurangkan.
3. Rekapitulasi kredit pajak: PPh Pasal 22, 23, dan 25 yang telah dibayar atau dipotong.
4. Daftar penyusutan dan amortisasi fiskal.
5. Dokumentasi transaksi dengan pihak afiliasi, termasuk ikhtisar dokumen penetapan harga transfer.
6. Kode otorisasi DJP atas nama penanggung jawab yang masih aktif.

## Sanksi yang perlu dihindari

| Pelanggaran | Konsekuensi umum |
|---|---|
| Terlambat lapor SPT badan | Denda Rp1.000.000 |
| Terlambat bayar kurang bayar | Sanksi bunga per bulan sesuai tarif KMK |
| Tidak lapor sama sekali | Teguran, potensi pemeriksaan |

## Perpanjangan waktu

Badan yang belum dapat menyelesaikan laporan keuangannya dapat menyampaikan pemberitahuan perpanjangan waktu pelaporan hingga paling lama dua bulan. Pemberitahuan ini harus disertai penghitungan sementara pajak terutang dan bukti pelunasan kekurangan pembayaran pajak.

Konsultan pajak mengingatkan bahwa perpanjangan hanya menunda pelaporan, bukan pembayaran. "Kurang bayar tetap harus dilunasi sebelum SPT disampaikan," kata seorang konsultan di Jakarta.$b$,
  'berita', 'id', null, (select id from public.authors where slug = 'bagus-santoso'), null, null,
  now() + interval '30 days'
);
