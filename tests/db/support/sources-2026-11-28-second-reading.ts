// The register and glossary texts and sources as the seed had them before migration 20261205000000 (the second
// reading of the sources of 2026-11-28): what a database seeded before it holds.

export const OLD_DEFINITIONS: Record<string, [id: string, en: string]> = {
  'kode-billing': [
    'Kode billing adalah kode identifikasi yang diterbitkan melalui sistem billing DJP untuk satu jenis pembayaran atau setoran pajak. Pajak dibayar dengan kode billing melalui bank, kantor pos, atau saluran pembayaran lain yang ditunjuk, dan setiap pembayaran yang berhasil dibuktikan dengan NTPN. Kode billing dapat dibuat sendiri oleh wajib pajak, antara lain melalui Coretax, dan hanya berlaku untuk jangka waktu tertentu.',
    "A billing code (kode billing) is an identification code issued through DJP's billing system for one specific tax payment. Tax is paid with the billing code at a bank, post office or other designated payment channel, and each successful payment is proven by an NTPN. Taxpayers can create billing codes themselves, among other ways through Coretax, and each code is valid only for a limited time.",
  ],
  pbb: [
    'Pajak atas bumi dan/atau bangunan yang dimiliki, dikuasai, atau dimanfaatkan, dihitung dari nilai jual objek pajak (NJOP). PBB perdesaan dan perkotaan (PBB-P2) adalah pajak daerah yang dipungut pemerintah kabupaten/kota (di Jakarta oleh pemerintah provinsi), kini berdasarkan UU HKPD. PBB untuk sektor perkebunan, perhutanan, pertambangan, dan sektor tertentu lainnya masih dikelola Direktorat Jenderal Pajak.',
    "The tax on land and buildings that someone owns, controls or uses, calculated from the property's assessed sale value (NJOP). The rural and urban land and building tax (PBB-P2) is a regional tax collected by regencies and cities (in Jakarta, by the provincial government), now under the HKPD Law. The tax on plantations, forestry, mining and certain other sectors is still administered by the Directorate General of Taxes.",
  ],
  bphtb: [
    'Pajak atas perolehan hak atas tanah dan/atau bangunan, misalnya karena jual beli, hibah, waris, atau tukar-menukar. BPHTB adalah pajak daerah yang dipungut kabupaten/kota dan dibayar oleh pihak yang memperoleh hak, sedangkan penjual umumnya membayar PPh final atas pengalihan hak tersebut. Tarif dan nilai perolehan yang tidak dikenai pajak ditetapkan dalam peraturan daerah, dalam batas yang diatur UU HKPD.',
    'A tax on acquiring rights to land or buildings, whether by purchase, gift, inheritance or exchange. It is a regional tax collected by regencies and cities and paid by the party acquiring the rights, while the seller generally pays final income tax on the transfer. The rate and the acquisition value exempt from the duty are set in regional regulations, within the limits of the HKPD Law.',
  ],
  pkb: [
    'Pajak provinsi atas kepemilikan dan/atau penguasaan kendaraan bermotor, yang dibayar setiap tahun, lazimnya di kantor Samsat. Dasar pengenaannya nilai jual kendaraan bermotor dikalikan bobot yang mencerminkan tingkat kerusakan jalan dan pencemaran lingkungan. Tarifnya ditetapkan dengan peraturan daerah dalam batas UU HKPD, dan sejak 2025 kabupaten/kota menerima opsen PKB.',
    "A provincial tax on owning or controlling a motor vehicle, paid every year, usually at a Samsat office. Its base is the vehicle's sale value multiplied by a weighting that reflects road damage and pollution. Provinces set the rate in regional regulations within the limits of the HKPD Law, and since 2025 regencies and cities receive a surcharge (opsen) on it.",
  ],
  bbnkb: [
    'Pajak provinsi atas penyerahan hak milik kendaraan bermotor. Menurut UU HKPD, BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor, sehingga balik nama kendaraan bekas tidak lagi dikenai BBNKB. Sejak 2025 kabupaten/kota juga menerima opsen BBNKB.',
    "A provincial tax on the transfer of ownership of a motor vehicle. Under the HKPD Law it applies only to a vehicle's first transfer, so registering a used vehicle in a new owner's name no longer incurs it. Since 2025 regencies and cities also receive a surcharge (opsen) on it.",
  ],
  opsen: [
    'Pungutan tambahan atas pajak tertentu yang dihitung dengan persentase dari pajak pokoknya, diperkenalkan oleh UU HKPD. Kabupaten/kota memungut opsen atas PKB dan BBNKB, masing-masing 66% dari pajak terutang, sedangkan provinsi memungut opsen 25% atas pajak mineral bukan logam dan batuan (MBLB). Opsen berlaku sejak Januari 2025, dipungut bersamaan dengan pajak pokoknya, dan menggantikan bagi hasil PKB dan BBNKB dari provinsi ke kabupaten/kota.',
    'An additional levy on certain taxes, calculated as a percentage of the main tax and introduced by the HKPD Law. Regencies and cities levy it on the motor vehicle tax and the vehicle title transfer duty at 66% of the tax due, and provinces levy 25% on the regional tax on non-metallic minerals and rocks (MBLB). It has applied since January 2025, is collected together with the main tax, and replaces the share of vehicle tax revenue that provinces used to pass on to regencies and cities.',
  ],
  but: [
    'Bentuk usaha yang dipakai orang pribadi atau badan luar negeri untuk menjalankan usaha atau melakukan kegiatan di Indonesia, misalnya kantor cabang, kantor perwakilan, pabrik, proyek konstruksi, atau agen yang tidak bebas. BUT diperlakukan sebagai subjek pajak tersendiri yang membayar PPh atas penghasilannya di Indonesia, seperti wajib pajak badan dalam negeri. Laba setelah pajaknya juga dikenai PPh Pasal 26 kecuali ditanamkan kembali di Indonesia, dan P3B dapat mengatur lain.',
    'The presence through which a foreign individual or company does business or carries on activities in Indonesia, such as a branch, a representative office, a factory, a construction project or a dependent agent. It is treated as a taxpayer in its own right and pays income tax on its Indonesian income much as a domestic company does. Its after-tax profit also bears Article 26 income tax unless reinvested in Indonesia, and a tax treaty may provide otherwise.',
  ],
  cukai: [
    'Pungutan negara atas barang tertentu yang konsumsinya perlu dikendalikan, peredarannya perlu diawasi, atau pemakaiannya dapat berdampak negatif bagi masyarakat atau lingkungan. Undang-undang cukai menetapkan tiga barang kena cukai, yaitu etil alkohol, minuman yang mengandung etil alkohol, dan hasil tembakau; barang lain dapat ditambahkan dengan peraturan pemerintah. Cukai dikelola Direktorat Jenderal Bea dan Cukai; pelunasan cukai rokok, misalnya, ditandai dengan pita cukai pada kemasannya.',
    'A levy on particular goods whose consumption needs to be controlled, whose distribution needs to be monitored, or whose use can harm society or the environment. The excise law names three excisable goods, ethyl alcohol, drinks containing ethyl alcohol and tobacco products, and lets a government regulation add others. It is administered by the Directorate General of Customs and Excise; on cigarettes, for example, payment is shown by an excise band on the pack.',
  ],
  djp: [
    'Direktorat Jenderal Pajak (DJP) adalah unit di bawah Kementerian Keuangan yang mengelola pajak pusat di Indonesia. Pajak yang diadministrasikannya antara lain pajak penghasilan, PPN, PPnBM, bea meterai, dan PBB sektor tertentu. Bea masuk dan cukai diurus oleh Direktorat Jenderal Bea dan Cukai, sedangkan pajak daerah dipungut oleh pemerintah daerah. DJP melayani wajib pajak melalui kantor wilayah dan Kantor Pelayanan Pajak (KPP) di seluruh Indonesia.',
    "The Directorate General of Taxes (DJP) is the unit of the Ministry of Finance that administers Indonesia's central government taxes. These include income tax, VAT, the sales tax on luxury goods, stamp duty, and land and building tax in certain sectors. Customs and excise are handled by the Directorate General of Customs and Excise, and regional taxes by regional governments. DJP serves taxpayers through regional offices and tax offices (KPP) across the country.",
  ],
  dpp: [
    'Jumlah yang menjadi dasar untuk menghitung pajak terutang: tarif pajak dikalikan dengan DPP. Dalam PPN, DPP dapat berupa harga jual, penggantian, nilai impor, nilai ekspor, atau nilai lain yang ditetapkan dengan peraturan. Istilah yang sama juga dipakai untuk pajak lain, misalnya jumlah bruto yang menjadi dasar pemotongan PPh.',
    'The amount a tax rate is applied to in order to work out the tax due. For VAT it is the selling price, the consideration for a service, the import value, the export value, or another value set by regulation. The term is used for other taxes too, for example for the gross amount on which income tax is withheld.',
  ],
  kpp: [
    'Kantor Pelayanan Pajak (KPP) adalah kantor DJP yang melayani dan mengawasi wajib pajak secara langsung, mulai dari pendaftaran dan penerimaan SPT hingga pemeriksaan. Wajib pajak umumnya terdaftar di KPP yang wilayah kerjanya meliputi tempat tinggal atau tempat kedudukannya. KPP Pratama melayani sebagian besar wajib pajak di suatu wilayah, KPP Madya melayani wajib pajak yang lebih besar, sedangkan KPP Wajib Pajak Besar dan KPP Khusus melayani kelompok wajib pajak tertentu.',
    'A tax office (KPP) is a DJP office that deals with taxpayers directly, from registration and receiving tax returns to audits. Taxpayers are generally registered with the KPP whose area covers their residence or registered office. KPP Pratama offices serve most taxpayers in an area and KPP Madya offices serve larger ones, while the Large Taxpayer and special tax offices serve particular groups of taxpayers.',
  ],
  'kurs-pajak': [
    'Kurs pajak adalah nilai rupiah untuk mata uang asing yang ditetapkan dengan Keputusan Menteri Keuangan (KMK) untuk setiap minggu. Satu KMK memuat 25 mata uang, dengan yen Jepang dinyatakan per 100 yen, dan berlaku dari hari Rabu sampai Selasa berikutnya; di sekitar Idulfitri satu KMK dapat berlaku dua minggu. Badan Kebijakan Fiskal Kementerian Keuangan menampilkan tabelnya di situsnya. Kurs pajak yang tercatat di newstax, beserta kalkulator dan riwayatnya, ada di halaman [Kurs Pajak](/id/kurs-pajak).',
    'The tax exchange rate (kurs pajak) is the rupiah value of a foreign currency set for each week by a decree of the Minister of Finance (KMK). Each decree lists 25 currencies, the Japanese yen quoted per 100 yen, and applies from a Wednesday to the following Tuesday; around Idulfitri one decree may cover two weeks. The Fiscal Policy Agency of the Ministry of Finance shows the table on its website. The rates recorded on newstax, with a converter and their history, are on the [Tax Exchange Rates](/en/tax-exchange-rates) page.',
  ],
  nppn: [
    'Norma Penghitungan Penghasilan Neto (NPPN) adalah pedoman berupa persentase yang diterbitkan DJP untuk memperkirakan penghasilan neto dari peredaran bruto. NPPN dapat dipakai wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dengan peredaran bruto di bawah batas tertentu, asalkan menyelenggarakan pencatatan dan memberitahukannya kepada DJP dalam tiga bulan pertama tahun pajak. Persentasenya berbeda menurut jenis usaha dan wilayah, dan penghasilan neto yang dihasilkan dikenai tarif PPh umum.',
    'The deemed profit norm (NPPN) is a set of percentages published by DJP for estimating net income from gross turnover. Individuals who run a business or practise a profession with turnover below a set threshold may use it, provided they keep records and notify DJP within the first three months of the tax year. The percentages vary by type of business and region, and the resulting net income is taxed at the regular income tax rates.',
  ],
  p3b: [
    'Perjanjian antara Indonesia dan negara lain yang membagi hak pemajakan atas penghasilan yang mengalir di antara kedua negara, untuk menghindari pajak berganda dan mencegah penghindaran pajak. P3B dapat menurunkan tarif PPh Pasal 26, misalnya atas dividen, bunga, dan royalti, bagi penduduk negara mitra. Untuk memakainya, penerima penghasilan harus membuktikan bahwa ia penduduk negara mitra (surat keterangan domisili) dan memenuhi syarat lain, termasuk tidak menyalahgunakan perjanjian.',
    'An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax avoidance. A treaty can lower Article 26 withholding, for example on dividends, interest and royalties, for residents of the partner country. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.',
  ],
  pemeriksaan: [
    'Pemeriksaan pajak adalah serangkaian kegiatan DJP untuk menghimpun dan mengolah data, keterangan, dan bukti secara objektif dan profesional berdasarkan standar pemeriksaan, guna menguji kepatuhan wajib pajak atau untuk tujuan lain yang diatur undang-undang. Pemeriksaan antara lain dilakukan atas permohonan restitusi atau berdasarkan analisis risiko. Hasilnya dibahas dengan wajib pajak dan dapat berujung pada surat ketetapan pajak, misalnya SKPKB atau SKPLB. Pemeriksaan ini berbeda dari pemeriksaan bukti permulaan, yang dilakukan untuk mencari indikasi tindak pidana perpajakan.',
    "A tax audit (pemeriksaan) is DJP's process of gathering and processing data, information and evidence, objectively and professionally under audit standards, to test a taxpayer's compliance or for other purposes set by law. Audits are carried out, among other reasons, when a refund is claimed or on the basis of risk analysis. The findings are discussed with the taxpayer and can lead to a tax assessment letter such as an SKPKB or SKPLB. A tax audit is distinct from a preliminary evidence examination (pemeriksaan bukti permulaan), which looks for signs of a tax crime.",
  ],
  'pemotong-pemungut': [
    'Pemotong dan pemungut pajak adalah pihak yang diwajibkan atau ditunjuk berdasarkan peraturan perpajakan untuk memotong pajak dari pembayaran yang dilakukannya atau memungut pajak dalam suatu transaksi, lalu menyetorkan dan melaporkannya. Pemotong mengurangkan pajak dari penghasilan yang dibayarkannya, misalnya pemberi kerja yang memotong PPh Pasal 21 dari gaji karyawan. Pemungut menarik pajak dalam transaksi, misalnya instansi pemerintah yang memungut PPh Pasal 22 atau platform digital asing yang ditunjuk sebagai pemungut PPN. Keduanya membuat bukti potong atau bukti pungut dan melaporkannya dalam SPT Masa.',
    "A withholding agent or collector is a party required or appointed under the tax rules to withhold tax from payments it makes, or to collect tax on a transaction, and then pay it over and report it. A withholding agent deducts the tax from the income it pays, as an employer does with Article 21 income tax on employees' pay. A collector charges the tax in a transaction, as government agencies do with Article 22 income tax and appointed foreign digital platforms do with VAT. Both issue withholding or collection slips and report them in periodic returns.",
  ],
  pencatatan: [
    'Pencatatan adalah pengumpulan data secara teratur tentang peredaran atau penerimaan bruto dan/atau penghasilan bruto sebagai dasar menghitung pajak yang terutang, termasuk penghasilan yang bukan objek pajak atau yang dikenai pajak final. Pencatatan merupakan kewajiban yang lebih sederhana daripada pembukuan. Cara ini diperbolehkan bagi orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan memakai NPPN, serta bagi orang pribadi yang tidak melakukan kegiatan usaha atau pekerjaan bebas.',
    'Record-keeping (pencatatan) is the regular recording of gross turnover or receipts and/or gross income as the basis for calculating the tax due, including income that is not taxable or is subject to final tax. It is a simpler obligation than bookkeeping. It is allowed for individuals who run a business or practise a profession and use the deemed profit norm (NPPN), and for individuals who do neither.',
  ],
  'penghasilan-bruto': [
    'Seluruh penghasilan yang diterima atau diperoleh sebelum dikurangi biaya, iuran, atau pengurang lainnya. Dalam pemotongan PPh, banyak tarif diterapkan langsung pada jumlah bruto, misalnya TER PPh Pasal 21 atas penghasilan bruto sebulan serta tarif PPh Pasal 23 dan Pasal 26. Untuk PPh tahunan, penghasilan bruto dikurangi biaya dan pengurang yang diizinkan untuk mendapatkan penghasilan neto.',
    "All income received or earned before costs, contributions or other deductions are taken off. Many withholding rates apply directly to the gross amount, such as the Article 21 TER on a month's gross income and the Article 23 and Article 26 rates. For the annual income tax, the allowed costs and deductions are subtracted from gross income to arrive at net income.",
  ],
  pmse: [
    'Perdagangan yang transaksinya dilakukan melalui perangkat dan prosedur elektronik, seperti lewat marketplace dan layanan digital. Dalam perpajakan, istilah ini terutama dikaitkan dengan PPN PMSE: sejak 2020, pelaku usaha PMSE yang ditunjuk Direktorat Jenderal Pajak, termasuk penyedia layanan digital dari luar negeri, memungut PPN atas produk digital dari luar negeri yang dimanfaatkan di Indonesia, seperti layanan streaming dan aplikasi.',
    'Trade carried out through electronic devices and procedures, such as marketplaces and digital services; in other words, e-commerce. In tax news the term mostly refers to VAT on digital services: since 2020, e-commerce businesses appointed by the Directorate General of Taxes, including foreign digital service providers, have collected VAT on digital products from abroad used in Indonesia, such as streaming services and apps.',
  ],
  pph: [
    'Pajak yang dikenakan atas penghasilan, yaitu setiap tambahan kemampuan ekonomis yang diterima atau diperoleh orang pribadi maupun badan dalam suatu tahun pajak. Dasar hukumnya UU Nomor 7 Tahun 1983 yang telah beberapa kali diubah, antara lain oleh UU HPP. Sebagian PPh dilunasi lewat pemotongan atau pemungutan oleh pihak lain, seperti PPh Pasal 21, 22, 23, dan 26, sebagian lagi dibayar sendiri oleh wajib pajak, lalu semuanya dilaporkan dalam SPT Tahunan.',
    'The tax on income, which Indonesian law defines broadly as any increase in economic capacity that an individual or an entity receives or earns in a tax year. It rests on Law 7 of 1983, amended several times since, among others by the HPP Law. Much of it is collected at source, withheld or collected by the payer under Articles 21, 22, 23 and 26, while the rest is paid by taxpayers themselves, and all of it is reported in the annual tax return.',
  ],
  'pph-23': [
    'PPh yang dipotong atas penghasilan dari modal, imbalan jasa, serta hadiah dan penghargaan yang dibayarkan kepada wajib pajak dalam negeri atau bentuk usaha tetap, selain yang sudah dipotong PPh Pasal 21. Tarifnya 15% dari jumlah bruto atas dividen, bunga, dan royalti, serta 2% dari jumlah bruto atas imbalan jasa tertentu. Pemotongnya antara lain badan pemerintah, wajib pajak badan, dan bentuk usaha tetap, sedangkan penerima dapat mengkreditkan potongan itu dalam SPT Tahunan.',
    'Income tax withheld on income from capital, on fees for services, and on prizes and awards paid to resident taxpayers or permanent establishments, where Article 21 does not already apply. The rate is 15% of the gross amount on dividends, interest and royalties, and 2% of the gross amount on fees for certain services. Government bodies, companies and permanent establishments withhold it, and the recipient can credit it in the annual return.',
  ],
  'pph-25': [
    'PPh Pasal 25 adalah angsuran pajak penghasilan yang dibayar sendiri oleh wajib pajak setiap bulan dalam tahun pajak berjalan, sebagai pembayaran di muka atas PPh terutang tahun itu. Besarnya pada umumnya dihitung dari PPh terutang tahun sebelumnya dikurangi kredit pajak (PPh yang dipotong atau dipungut pihak lain dan pajak yang dibayar di luar negeri), lalu dibagi 12. Ketentuan khusus berlaku bagi kelompok tertentu, antara lain wajib pajak baru, bank, BUMN, dan perusahaan terbuka. Angsuran yang telah dibayar dikreditkan dalam SPT Tahunan.',
    "PPh 25 (Article 25 income tax) is the instalment of income tax a taxpayer pays every month during the current tax year as a prepayment of that year's income tax. It is generally the previous year's income tax due, less tax credits (income tax withheld or collected by others and tax paid abroad), divided by 12. Special rules apply to certain groups, among them new taxpayers, banks, state-owned enterprises and listed companies. The instalments paid are credited in the annual return.",
  ],
  'pph-final': [
    'PPh yang pemotongan atau pembayarannya langsung melunasi pajak atas penghasilan tersebut. Penghasilannya tidak digabung dengan penghasilan lain dalam penghitungan PPh tahunan, dan pajaknya tidak dapat dikreditkan. Sebagian besar diatur dalam Pasal 4 ayat (2) UU PPh, misalnya atas bunga deposito, pengalihan hak atas tanah dan/atau bangunan, persewaan tanah dan/atau bangunan, serta jasa konstruksi; PPh final 0,5% bagi UMKM juga termasuk di sini.',
    "Income tax whose withholding or payment settles the tax on that income once and for all. The income is not added to the taxpayer's other income when the annual tax is calculated, and the tax paid cannot be credited. Most final taxes fall under Article 4(2) of the Income Tax Law, for example on deposit interest, transfers of land and buildings, rent of land and buildings, and construction services; the 0.5% final tax for small businesses is one of them too.",
  ],
  'transfer-pricing': [
    "Penentuan harga dalam transaksi antara pihak yang mempunyai hubungan istimewa, misalnya antarperusahaan dalam satu grup. Undang-undang pajak mewajibkan harga tersebut sesuai prinsip kewajaran dan kelaziman usaha (arm's length principle), yaitu setara dengan harga antara pihak yang tidak memiliki hubungan istimewa dalam kondisi yang sebanding; bila tidak, Direktorat Jenderal Pajak dapat mengoreksinya. Wajib pajak yang memenuhi kriteria tertentu wajib menyiapkan dokumentasi penentuan harga transfer.",
    "The setting of prices in transactions between related parties, such as companies in the same group. Tax law requires those prices to follow the arm's length principle, matching what unrelated parties would agree in comparable circumstances, and the Directorate General of Taxes can adjust them if they do not. Taxpayers that meet certain criteria must prepare transfer pricing documentation.",
  ],
};

export const OLD_REGULATION_COLUMNS: Record<string, Record<string, string>> = {
  'uu-6-1983': {
    summary_id:
      'Undang-undang tentang hak dan kewajiban wajib pajak serta tata cara pendaftaran, pelaporan, pembayaran, pemeriksaan, dan penagihan pajak (UU KUP). Telah diubah beberapa kali, antara lain oleh UU HPP.',
    summary_en:
      "The law on taxpayers' rights and obligations and on how taxes are registered, reported, paid, audited and collected (the KUP Law). Amended several times, among others by the HPP Law.",
  },
  'uu-7-1983': {
    summary_id:
      'Undang-undang Pajak Penghasilan (UU PPh): subjek dan objek pajak, tarif, serta pemotongan dan pemungutan PPh. Telah diubah beberapa kali, antara lain oleh UU HPP.',
    summary_en:
      'The Income Tax Law (UU PPh): who and what is taxed, the rates, and the withholding and collection of income tax. Amended several times, among others by the HPP Law.',
  },
  'uu-7-2021': {
    issued_on: '2021-10-29',
  },
  'pmk-252-2008': {
    title_id:
      'Petunjuk Pelaksanaan Pemotongan Pajak atas Penghasilan sehubungan dengan Pekerjaan, Jasa, atau Kegiatan Orang Pribadi',
    title_en: 'Guidelines for Withholding Tax on Income from Employment, Services or Activities of Individuals',
  },
};

/** `table:slug` → the source the seed gave, as [url, name, checked on], or null where it gave none. */
export const OLD_SOURCES: Record<string, [string, string, string | null] | null> = {
  'regulations:uu-6-1983': null,
  'regulations:uu-7-1983': null,
  'regulations:uu-8-1983': null,
  'regulations:uu-7-2021': null,
  'regulations:pp-23-2018': null,
  'regulations:pmk-252-2008': null,
  'regulations:uu-1-2022': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', '2026-11-28'],
  'glossary_entries:kode-billing': [
    'https://aguspajak.com/2018/02/22/8-cara-membuat-kode-billing/',
    'aguspajak.com',
    null,
  ],
  'glossary_entries:sanksi-administrasi': [
    'https://mantrie.com/sanksi-denda-administrasi-perpajakan/',
    'mantrie.com',
    '2026-11-28',
  ],
  'glossary_entries:pph-26': ['https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', null],
  'glossary_entries:pbjt': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:pbb': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:bphtb': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:pkb': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:bbnkb': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:opsen': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:pajak-daerah': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:hkpd': ['https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null],
  'glossary_entries:banding': null,
  'glossary_entries:but': null,
  'glossary_entries:carf': null,
  'glossary_entries:cukai': null,
  'glossary_entries:djp': null,
  'glossary_entries:dpp': null,
  'glossary_entries:keberatan': null,
  'glossary_entries:kpp': null,
  'glossary_entries:kurang-bayar': null,
  'glossary_entries:kurs-pajak': null,
  'glossary_entries:lebih-bayar': null,
  'glossary_entries:nppn': null,
  'glossary_entries:ntpn': null,
  'glossary_entries:p3b': null,
  'glossary_entries:pembukuan': null,
  'glossary_entries:pemeriksaan': null,
  'glossary_entries:pemotong-pemungut': null,
  'glossary_entries:pencatatan': null,
  'glossary_entries:pengadilan-pajak': null,
  'glossary_entries:penghasilan-bruto': null,
  'glossary_entries:peredaran-bruto': null,
  'glossary_entries:pkp': null,
  'glossary_entries:pmse': null,
  'glossary_entries:pph': null,
  'glossary_entries:pph-23': null,
  'glossary_entries:pph-25': null,
  'glossary_entries:pph-badan': null,
  'glossary_entries:pps': null,
  'glossary_entries:restitusi': null,
  'glossary_entries:stp': null,
  'glossary_entries:thr': null,
  'glossary_entries:transfer-pricing': null,
};
