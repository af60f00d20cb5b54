// The register and glossary texts, sources and other names as the seed had them before the readings of 29 November
// 2026 (migrations 20261206000000 to 20261206000400, the fourth to the eighth readings of the sources): what a
// database seeded before them holds.

export const OLD_DEFINITIONS: Record<string, [id: string, en: string]> = {
  bbnkb: [
    'Pajak provinsi atas penyerahan hak milik kendaraan bermotor. Menurut UU HKPD, sejak 5 Januari 2025 BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor, sehingga balik nama kendaraan bekas tidak lagi dikenai BBNKB. Sejak 2025 kabupaten/kota juga menerima opsen BBNKB.',
    "A provincial tax on the transfer of ownership of a motor vehicle. Under the HKPD Law, since 5 January 2025 it applies only to a vehicle's first transfer, so registering a used vehicle in a new owner's name no longer incurs it. Since 2025 regencies and cities also receive a surcharge (opsen) on it.",
  ],
  but: [
    'Bentuk usaha yang dipakai orang pribadi atau badan luar negeri untuk menjalankan usaha atau melakukan kegiatan di Indonesia, misalnya kantor cabang, kantor perwakilan, pabrik, proyek konstruksi, atau agen yang tidak bebas. BUT adalah subjek pajak luar negeri yang perlakuan perpajakannya dipersamakan dengan subjek pajak badan, dan membayar PPh atas penghasilannya di Indonesia. Laba setelah pajaknya juga dikenai PPh Pasal 26 kecuali ditanamkan kembali di Indonesia, dan P3B dapat mengatur lain.',
    'The presence through which a foreign individual or company does business or carries on activities in Indonesia, such as a branch, a representative office, a factory, a construction project or a dependent agent. It is a non-resident taxpayer treated for tax purposes like a company, and pays income tax on its Indonesian income. Its after-tax profit also bears Article 26 income tax unless reinvested in Indonesia, and a tax treaty may provide otherwise.',
  ],
  cukai: [
    'Pungutan negara atas barang tertentu yang antara lain konsumsinya perlu dikendalikan, peredarannya perlu diawasi, atau pemakaiannya dapat berdampak negatif bagi masyarakat atau lingkungan. Undang-undang cukai menetapkan tiga barang kena cukai, yaitu etil alkohol, minuman yang mengandung etil alkohol, dan hasil tembakau; penambahan atau pengurangan barang kena cukai diatur dengan peraturan pemerintah setelah dibahas dan disepakati dengan DPR dalam penyusunan RAPBN. Cukai dikelola Direktorat Jenderal Bea dan Cukai; pelunasan cukai rokok, misalnya, ditandai dengan pita cukai pada kemasannya.',
    'A levy on particular goods whose characteristics include that their consumption needs to be controlled, whose distribution needs to be monitored, or whose use can harm society or the environment. The excise law names three excisable goods, ethyl alcohol, drinks containing ethyl alcohol and tobacco products, and lets a government regulation add or remove excisable goods once they have been discussed and agreed with the House of Representatives (DPR) in drawing up the state budget. It is administered by the Directorate General of Customs and Excise; on cigarettes, for example, payment is shown by an excise band on the pack.',
  ],
  djp: [
    'Direktorat Jenderal Pajak (DJP) adalah unit di bawah Kementerian Keuangan yang mengelola pajak pusat di Indonesia. Pajak yang diadministrasikannya antara lain pajak penghasilan, PPN, PPnBM, bea meterai, dan PBB sektor tertentu. Cukai diurus oleh Direktorat Jenderal Bea dan Cukai, sedangkan pajak daerah dipungut oleh pemerintah daerah. DJP melayani wajib pajak melalui kantor wilayah dan Kantor Pelayanan Pajak (KPP) di seluruh Indonesia.',
    "The Directorate General of Taxes (DJP) is the unit of the Ministry of Finance that administers Indonesia's central government taxes. These include income tax, VAT, the sales tax on luxury goods, stamp duty, and land and building tax in certain sectors. Excise is handled by the Directorate General of Customs and Excise, and regional taxes by regional governments. DJP serves taxpayers through regional offices and tax offices (KPP) across the country.",
  ],
  keberatan: [
    'Keberatan pajak adalah upaya hukum wajib pajak kepada DJP terhadap surat ketetapan pajak (SKPKB, SKPKBT, SKPLB, atau SKPN) atau terhadap pemotongan atau pemungutan pajak oleh pihak ketiga. Keberatan diajukan secara tertulis dalam bahasa Indonesia dengan alasan yang jelas, pada umumnya paling lama tiga bulan sejak tanggal surat ketetapan dikirim atau tanggal pemotongan atau pemungutan. DJP wajib memutus keberatan dalam 12 bulan sejak surat keberatan diterima; bila tidak, keberatan dianggap dikabulkan. Wajib pajak yang tidak puas dengan keputusan keberatan dapat mengajukan banding ke Pengadilan Pajak.',
    "A tax objection (keberatan) is a taxpayer's legal challenge, filed with DJP, against a tax assessment letter (SKPKB, SKPKBT, SKPLB or SKPN) or against tax withheld or collected by a third party. It must be filed in writing in Indonesian with clear reasons, generally within three months of the date the assessment was sent or the tax was withheld or collected. DJP must decide within 12 months of receiving it; if it does not, the objection is deemed granted. A taxpayer who disagrees with the decision can appeal to the Tax Court.",
  ],
  kpp: [
    'Kantor Pelayanan Pajak (KPP) adalah kantor DJP yang melayani dan mengawasi wajib pajak secara langsung, mulai dari pendaftaran dan penerimaan SPT hingga pemeriksaan. Wajib pajak umumnya terdaftar di KPP yang wilayah kerjanya meliputi tempat tinggal atau tempat kedudukannya. Menurut PMK 210/PMK.01/2017, KPP terdiri atas tiga jenis: KPP Pratama melayani sebagian besar wajib pajak di suatu wilayah, KPP Madya melayani wajib pajak yang lebih besar, dan KPP Wajib Pajak Besar melayani kelompok wajib pajak tertentu.',
    'A tax office (KPP) is a DJP office that deals with taxpayers directly, from registration and receiving tax returns to audits. Taxpayers are generally registered with the KPP whose area covers their residence or registered office. Under PMK 210/PMK.01/2017 there are three types: KPP Pratama offices serve most taxpayers in an area, KPP Madya offices serve larger ones, and Large Taxpayer offices serve particular groups of taxpayers.',
  ],
  kup: [
    'Ketentuan Umum dan Tata Cara Perpajakan (KUP) adalah nama UU Nomor 6 Tahun 1983, undang-undang yang mengatur hak dan kewajiban wajib pajak serta tata cara perpajakan secara umum. Undang-undang ini mengatur antara lain NPWP, SPT, pembayaran, pembukuan, pemeriksaan, surat ketetapan pajak, penagihan, keberatan dan banding, serta sanksi administrasi dan pidana. UU KUP telah diubah beberapa kali, antara lain oleh UU HPP (UU 7/2021).',
    "The General Provisions and Tax Procedures Law (KUP Law), Law 6 of 1983, sets out taxpayers' rights and obligations and the general procedures of taxation. It covers, among other things, the NPWP, tax returns, payment, bookkeeping, audits, tax assessments, collection, objections and appeals, and administrative and criminal sanctions. It has been amended several times, among others by the HPP Law (Law 7 of 2021).",
  ],
  nppn: [
    'Norma Penghitungan Penghasilan Neto (NPPN) adalah pedoman berupa persentase yang diterbitkan DJP untuk memperkirakan penghasilan neto dari peredaran bruto. NPPN dapat dipakai wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dengan peredaran bruto di bawah batas tertentu, asalkan menyelenggarakan pencatatan dan memberitahukannya kepada DJP dalam tiga bulan pertama tahun pajak.',
    'The deemed profit norm (NPPN) is a set of percentages published by DJP for estimating net income from gross turnover. Individuals who run a business or practise a profession with turnover below a set threshold may use it, provided they keep records and notify DJP within the first three months of the tax year.',
  ],
  opsen: [
    'Pungutan tambahan atas pajak tertentu yang dihitung dengan persentase dari pajak pokoknya, diperkenalkan oleh UU HKPD. Kabupaten/kota memungut opsen atas PKB dan BBNKB, masing-masing 66% dari pajak terutang, sedangkan provinsi memungut opsen 25% atas pajak mineral bukan logam dan batuan (MBLB). Opsen berlaku sejak Januari 2025 dan menggantikan bagi hasil PKB dan BBNKB dari provinsi ke kabupaten/kota.',
    'An additional levy on certain taxes, calculated as a percentage of the main tax and introduced by the HKPD Law. Regencies and cities levy it on the motor vehicle tax and the vehicle title transfer duty at 66% of the tax due, and provinces levy 25% on the regional tax on non-metallic minerals and rocks (MBLB). It has applied since January 2025 and replaces the share of vehicle tax revenue that provinces used to pass on to regencies and cities.',
  ],
  p3b: [
    'Perjanjian antara Indonesia dan negara lain yang membagi hak pemajakan atas penghasilan yang mengalir di antara kedua negara, untuk menghindari pajak berganda dan mencegah pengelakan pajak. Untuk memakainya, penerima penghasilan harus membuktikan bahwa ia penduduk negara mitra (surat keterangan domisili) dan memenuhi syarat lain, termasuk tidak menyalahgunakan perjanjian.',
    'An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax evasion. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.',
  ],
  'pajak-daerah': [
    'Pajak yang dipungut pemerintah provinsi atau kabupaten/kota berdasarkan peraturan daerah, dengan jenis dan batas tarif yang ditetapkan UU HKPD (UU 1/2022). Pajak provinsi antara lain PKB, BBNKB, pajak bahan bakar kendaraan bermotor, dan pajak rokok; pajak kabupaten/kota antara lain PBB-P2, BPHTB, pajak barang dan jasa tertentu (PBJT), dan pajak reklame. Pajak daerah berbeda dengan pajak pusat, seperti PPh dan PPN, yang dikelola Direktorat Jenderal Pajak.',
    'Taxes levied by provinces, regencies and cities under their own regional regulations, with the types of tax and the rate ceilings set by the HKPD Law (Law 1 of 2022). Provincial taxes include the motor vehicle tax, the vehicle title transfer duty, the motor vehicle fuel tax and the cigarette tax; regency and city taxes include the land and building tax (PBB-P2), the land and building acquisition duty, the tax on certain goods and services (PBJT) and the advertisement tax. They are distinct from central taxes such as income tax and VAT, which the Directorate General of Taxes administers.',
  ],
  pbb: [
    'Pajak atas bumi dan/atau bangunan yang dimiliki, dikuasai, atau dimanfaatkan. PBB perdesaan dan perkotaan (PBB-P2) adalah pajak daerah yang dipungut pemerintah kabupaten/kota (di Jakarta oleh pemerintah provinsi), kini berdasarkan UU HKPD. PBB untuk sektor perkebunan, perhutanan, pertambangan, dan sektor tertentu lainnya masih dikelola Direktorat Jenderal Pajak.',
    'The tax on land and buildings that someone owns, controls or uses. The rural and urban land and building tax (PBB-P2) is a regional tax collected by regencies and cities (in Jakarta, by the provincial government), now under the HKPD Law. The tax on plantations, forestry, mining and certain other sectors is still administered by the Directorate General of Taxes.',
  ],
  pbjt: [
    'Pajak daerah yang dipungut kabupaten dan kota atas konsumsi barang dan jasa tertentu: makanan dan minuman, tenaga listrik, jasa perhotelan, jasa parkir, serta jasa kesenian dan hiburan. PBJT diatur dalam UU HKPD dan menggantikan pajak hotel, restoran, hiburan, parkir, dan penerangan jalan yang sebelumnya berdiri sendiri.',
    'A regional tax that regencies and cities levy on the consumption of certain goods and services: food and drink, electricity, hotel services, parking, and arts and entertainment services. It is set out in the HKPD Law and replaces the separate hotel, restaurant, entertainment, parking and street-lighting taxes.',
  ],
  pkb: [
    'Pajak provinsi atas kepemilikan dan/atau penguasaan kendaraan bermotor, yang dibayar setiap tahun. Dasar pengenaannya nilai jual kendaraan bermotor dikalikan bobot yang mencerminkan tingkat kerusakan jalan dan pencemaran lingkungan. Tarifnya ditetapkan dengan peraturan daerah dalam batas UU HKPD, dan sejak 2025 kabupaten/kota menerima opsen PKB.',
    "A provincial tax on owning or controlling a motor vehicle, paid every year. Its base is the vehicle's sale value multiplied by a weighting that reflects road damage and pollution. Provinces set the rate in regional regulations within the limits of the HKPD Law, and since 2025 regencies and cities receive a surcharge (opsen) on it.",
  ],
  pmse: [
    'Dalam perpajakan, istilah perdagangan melalui sistem elektronik terutama dikaitkan dengan PPN PMSE: sejak 2020, pelaku usaha PMSE yang ditunjuk Direktorat Jenderal Pajak, termasuk penyedia layanan digital dari luar negeri, memungut PPN atas produk digital dari luar negeri yang dimanfaatkan di Indonesia, seperti layanan streaming dan aplikasi.',
    'In tax news, trading through electronic systems mostly refers to VAT on digital services: since 2020, e-commerce businesses appointed by the Directorate General of Taxes, including foreign digital service providers, have collected VAT on digital products from abroad used in Indonesia, such as streaming services and apps.',
  ],
  pph: [
    'Pajak yang dikenakan atas penghasilan, yaitu setiap tambahan kemampuan ekonomis yang diterima atau diperoleh orang pribadi maupun badan dalam suatu tahun pajak. Dasar hukumnya UU Nomor 7 Tahun 1983 yang telah beberapa kali diubah, antara lain oleh UU HPP. Sebagian PPh dilunasi lewat pemotongan atau pemungutan oleh pihak lain, seperti PPh Pasal 21, 22, 23, dan 26, sebagian lagi dibayar sendiri oleh wajib pajak.',
    'The tax on income, which Indonesian law defines broadly as any increase in economic capacity that an individual or an entity receives or earns in a tax year. It rests on Law 7 of 1983, amended several times since, among others by the HPP Law. Much of it is collected at source, withheld or collected by the payer under Articles 21, 22, 23 and 26, while the rest is paid by taxpayers themselves.',
  ],
  'pph-23': [
    'PPh yang dipotong atas penghasilan dari modal, imbalan jasa, serta hadiah dan penghargaan yang dibayarkan kepada wajib pajak dalam negeri atau bentuk usaha tetap, selain yang sudah dipotong PPh Pasal 21. Tarifnya antara lain 15% dari jumlah bruto atas dividen, bunga, dan royalti, serta 2% dari jumlah bruto atas imbalan jasa tertentu. Pemotongnya antara lain badan pemerintah, wajib pajak badan, dan bentuk usaha tetap.',
    'Income tax withheld on income from capital, on fees for services, and on prizes and awards paid to resident taxpayers or permanent establishments, where Article 21 does not already apply. The rates include 15% of the gross amount on dividends, interest and royalties, and 2% of the gross amount on fees for certain services. Government bodies, companies and permanent establishments are among those who withhold it.',
  ],
  'pph-25': [
    'PPh Pasal 25 adalah angsuran pajak penghasilan yang dibayar sendiri oleh wajib pajak setiap bulan dalam tahun pajak berjalan, sebagai pembayaran di muka atas PPh terutang tahun itu. Besarnya pada umumnya dihitung dari PPh terutang tahun sebelumnya dikurangi kredit pajak (PPh yang dipotong atau dipungut pihak lain dan pajak yang dibayar di luar negeri), lalu dibagi 12. Ketentuan khusus berlaku bagi kelompok tertentu, antara lain wajib pajak baru, bank, BUMN, dan perusahaan terbuka.',
    "PPh 25 (Article 25 income tax) is the instalment of income tax a taxpayer pays every month during the current tax year as a prepayment of that year's income tax. It is generally the previous year's income tax due, less tax credits (income tax withheld or collected by others and tax paid abroad), divided by 12. Special rules apply to certain groups, among them new taxpayers, banks, state-owned enterprises and listed companies.",
  ],
  'sanksi-administrasi': [
    'Sanksi administrasi adalah sanksi perpajakan berupa bunga, denda, atau kenaikan yang dikenakan berdasarkan UU KUP atas pelanggaran kewajiban perpajakan. Bunga umumnya dikenakan atas keterlambatan pembayaran atau kekurangan pajak, denda atas pelanggaran seperti terlambat menyampaikan SPT, dan kenaikan atas pajak yang tidak atau kurang dibayar dalam keadaan tertentu. Tarif bunga per bulan ditetapkan Menteri Keuangan berdasarkan suku bunga acuan. Sanksi ini ditagih melalui STP atau surat ketetapan pajak dan terpisah dari sanksi pidana.',
    'Administrative sanctions are the tax penalties under the KUP Law, in the form of interest, fines or surcharges, imposed when tax obligations are breached. Interest is generally charged on late payment or underpaid tax, fines on breaches such as filing a return late, and surcharges on tax left unpaid or underpaid in certain situations. The monthly interest rate is set by the Minister of Finance based on the reference interest rate. These sanctions are billed through a tax collection notice (STP) or a tax assessment letter and are separate from criminal sanctions.',
  ],
  'transfer-pricing': [
    "Penentuan harga dalam transaksi antara pihak yang mempunyai hubungan istimewa, misalnya antarperusahaan dalam satu grup. Peraturan pajak, kini PMK 172/2023, mewajibkan harga tersebut sesuai prinsip kewajaran dan kelaziman usaha (arm's length principle), yaitu setara dengan harga antara pihak yang tidak memiliki hubungan istimewa dalam kondisi yang sebanding; bila tidak, Direktorat Jenderal Pajak dapat mengoreksinya. Wajib pajak yang memenuhi kriteria tertentu wajib menyiapkan dokumentasi penentuan harga transfer.",
    "The setting of prices in transactions between related parties, such as companies in the same group. Tax rules, now PMK 172/2023, require those prices to follow the arm's length principle, matching what unrelated parties would agree in comparable circumstances, and the Directorate General of Taxes can adjust them if they do not. Taxpayers that meet certain criteria must prepare transfer pricing documentation.",
  ],
  umkm: [
    'Usaha yang digolongkan sebagai mikro, kecil, atau menengah menurut besarnya modal usaha atau hasil penjualan tahunan. Dalam berita pajak, sebutan UMKM lazim dipakai untuk wajib pajak dengan peredaran bruto tidak lebih dari Rp4,8 miliar setahun, yang dapat memakai PPh final 0,5%. Batas pajak itu tidak sama dengan kriteria UMKM dalam peraturan tentang usaha mikro, kecil, dan menengah.',
    'Businesses classed as micro, small or medium according to their business capital or annual sales. In tax news, the term usually means taxpayers with gross turnover of no more than Rp4.8 billion a year, who may use the 0.5% final income tax. That tax threshold is not the same as the criteria in the rules that define these enterprises.',
  ],
  banding: [
    'Banding adalah upaya hukum wajib pajak ke Pengadilan Pajak terhadap keputusan keberatan yang diterbitkan DJP. Banding diajukan secara tertulis dalam bahasa Indonesia, paling lama tiga bulan sejak keputusan keberatan diterima. Putusan Pengadilan Pajak atas banding bersifat final, tetapi masih dapat diajukan peninjauan kembali ke Mahkamah Agung.',
    "A tax appeal (banding) is a taxpayer's legal challenge, filed with the Tax Court, against DJP's decision on an objection. It must be filed in writing in Indonesian within three months of receiving the objection decision. The Tax Court's ruling on the appeal is final, though the parties may still seek a case review (peninjauan kembali) at the Supreme Court.",
  ],
  bphtb: [
    'Pajak atas perolehan hak atas tanah dan/atau bangunan, misalnya karena jual beli, hibah, waris, atau tukar-menukar. BPHTB adalah pajak daerah yang dipungut kabupaten/kota dan dibayar oleh pihak yang memperoleh hak. Tarifnya ditetapkan dalam peraturan daerah, dalam batas yang diatur UU HKPD.',
    'A tax on acquiring rights to land or buildings, whether by purchase, gift, inheritance or exchange. It is a regional tax collected by regencies and cities and paid by the party acquiring the rights. The rate is set in regional regulations, within the limits of the HKPD Law.',
  ],
  'kurang-bayar': [
    'Kurang bayar adalah keadaan ketika pajak yang terutang lebih besar daripada pajak yang sudah dibayar, dipotong, atau dipungut untuk suatu masa atau tahun pajak. Kekurangan PPh dalam SPT Tahunan, yang dikenal sebagai PPh Pasal 29, harus dilunasi sebelum SPT disampaikan. Jika kekurangan ditemukan melalui pemeriksaan, DJP menerbitkan Surat Ketetapan Pajak Kurang Bayar (SKPKB) beserta sanksi administrasinya.',
    'An underpayment (kurang bayar) arises when the tax due exceeds the tax already paid, withheld or collected for a tax period or year. Income tax still owed on the annual return, known as Article 29 income tax, must be paid before the return is filed. When an audit finds an underpayment, DJP issues an underpayment assessment (SKPKB) together with the administrative sanctions that apply.',
  ],
  'pph-22': [
    'PPh yang dipungut oleh pihak tertentu atas impor dan kegiatan usaha tertentu, misalnya oleh Direktorat Jenderal Bea dan Cukai atas impor barang dan oleh bendahara pemerintah atas pembelian barang. Pemungut lainnya, seperti badan usaha di industri tertentu dan penjual barang yang tergolong sangat mewah, ditetapkan oleh Menteri Keuangan. Pada umumnya PPh Pasal 22 merupakan pembayaran di muka yang dapat dikreditkan terhadap PPh terutang dalam SPT Tahunan.',
    'Income tax collected by designated parties on imports and on certain business transactions: customs (the Directorate General of Customs and Excise) collects it on imported goods, and government treasurers on their purchases of goods. Other collectors, such as companies in certain industries and sellers of very-high-value luxury goods, are designated by the Minister of Finance. It is generally a prepayment that the buyer or importer can credit against the income tax due in the annual return.',
  ],
  'wajib-pajak': [
    'Wajib pajak adalah orang pribadi atau badan yang mempunyai hak dan kewajiban perpajakan menurut peraturan perundang-undangan perpajakan. Menurut UU KUP, pengertian ini mencakup pembayar pajak, pemotong pajak, dan pemungut pajak. Indonesia menganut sistem self-assessment: wajib pajak mendaftarkan diri untuk memperoleh NPWP, lalu menghitung, membayar, dan melaporkan sendiri pajak yang terutang.',
    "A taxpayer is an individual or entity with tax rights and obligations under Indonesia's tax laws. Under the KUP Law the term covers not only those who pay tax but also those who withhold or collect it. Indonesia uses self-assessment: taxpayers register for an NPWP, then calculate, pay and report the tax they owe themselves.",
  ],
  'pemotong-pemungut': [
    'Pemotong dan pemungut pajak adalah pihak yang diwajibkan atau ditunjuk berdasarkan peraturan perpajakan untuk memotong pajak dari pembayaran yang dilakukannya atau memungut pajak dalam suatu transaksi, lalu menyetorkan dan melaporkannya. Pemotong mengurangkan pajak dari penghasilan yang dibayarkannya, misalnya pemberi kerja yang memotong PPh Pasal 21 dari gaji karyawan. Pemungut menarik pajak dalam transaksi, misalnya instansi pemerintah yang memungut PPh Pasal 22 atau platform digital asing yang ditunjuk sebagai pemungut PPN.',
    "A withholding agent or collector is a party required or appointed under the tax rules to withhold tax from payments it makes, or to collect tax on a transaction, and then pay it over and report it. A withholding agent deducts the tax from the income it pays, as an employer does with Article 21 income tax on employees' pay. A collector charges the tax in a transaction, as government agencies do with Article 22 income tax and appointed foreign digital platforms do with VAT.",
  ],
  'penghasilan-bruto': [
    'Seluruh penghasilan yang diterima atau diperoleh sebelum dikurangi biaya, iuran, atau pengurang lainnya. Dalam pemotongan PPh, banyak tarif diterapkan langsung pada jumlah bruto, misalnya TER PPh Pasal 21 atas penghasilan bruto sebulan serta tarif PPh Pasal 23. Untuk PPh tahunan, penghasilan bruto dikurangi biaya dan pengurang yang diizinkan untuk mendapatkan penghasilan neto.',
    "All income received or earned before costs, contributions or other deductions are taken off. Many withholding rates apply directly to the gross amount, such as the Article 21 TER on a month's gross income and the Article 23 rates. For the annual income tax, the allowed costs and deductions are subtracted from gross income to arrive at net income.",
  ],
  'pph-26': [
    'PPh yang dipotong atas penghasilan dari Indonesia yang dibayarkan kepada wajib pajak luar negeri selain bentuk usaha tetap, seperti dividen, bunga, royalti, sewa, imbalan jasa, dan hadiah. Tarifnya 20% dari jumlah bruto, tetapi dapat lebih rendah bila penerimanya penduduk negara mitra P3B dan memenuhi syarat untuk memakai perjanjian tersebut. Laba bentuk usaha tetap setelah pajak juga dikenai PPh Pasal 26, kecuali ditanamkan kembali di Indonesia.',
    "Income tax withheld on Indonesian-source income paid to non-resident taxpayers other than permanent establishments, such as dividends, interest, royalties, rent, service fees and prizes. The rate is 20% of the gross amount, which a tax treaty may lower when the recipient is resident in the treaty partner and qualifies for the treaty's benefits. A permanent establishment's after-tax profit is also taxed under Article 26 unless it is reinvested in Indonesia.",
  ],
  pemeriksaan: [
    'Pemeriksaan pajak adalah serangkaian kegiatan DJP untuk menghimpun dan mengolah data, keterangan, dan bukti secara objektif dan profesional berdasarkan standar pemeriksaan, guna menguji kepatuhan wajib pajak atau untuk tujuan lain yang diatur undang-undang. Pemeriksaan antara lain dilakukan atas permohonan restitusi atau berdasarkan analisis risiko. Hasilnya dapat berujung pada surat ketetapan pajak, misalnya SKPKB atau SKPLB. Pemeriksaan ini berbeda dari pemeriksaan bukti permulaan, yang dilakukan untuk mencari indikasi tindak pidana perpajakan.',
    "A tax audit (pemeriksaan) is DJP's process of gathering and processing data, information and evidence, objectively and professionally under audit standards, to test a taxpayer's compliance or for other purposes set by law. Audits are carried out, among other reasons, when a refund is claimed or on the basis of risk analysis. The findings can lead to a tax assessment letter such as an SKPKB or SKPLB. A tax audit is distinct from a preliminary evidence examination (pemeriksaan bukti permulaan), which looks for signs of a tax crime.",
  ],
  pencatatan: [
    'Pencatatan adalah pengumpulan data secara teratur tentang peredaran atau penerimaan bruto dan/atau penghasilan bruto sebagai dasar menghitung pajak yang terutang. Pencatatan merupakan kewajiban yang lebih sederhana daripada pembukuan. Cara ini diperbolehkan bagi orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan memakai NPPN.',
    'Record-keeping (pencatatan) is the regular recording of gross turnover or receipts and/or gross income as the basis for calculating the tax due. It is a simpler obligation than bookkeeping. It is allowed for individuals who run a business or practise a profession and use the deemed profit norm (NPPN).',
  ],
  pembukuan: [
    'Pembukuan adalah proses pencatatan yang dilakukan secara teratur untuk mengumpulkan data keuangan, termasuk harta, kewajiban, modal, penghasilan, dan biaya, yang ditutup dengan penyusunan laporan keuangan berupa neraca dan laporan laba rugi untuk setiap tahun pajak. Wajib pajak badan dan orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas wajib menyelenggarakan pembukuan, kecuali orang pribadi yang diperbolehkan memakai NPPN dan cukup melakukan pencatatan. Buku, catatan, dan dokumen yang menjadi dasarnya wajib disimpan di Indonesia selama 10 tahun.',
    'Bookkeeping (pembukuan) is the regular recording of financial data, including assets, liabilities, equity, income and expenses, closed for each tax year with financial statements in the form of a balance sheet and a profit and loss statement. Companies and individuals who run a business or practise a profession must keep books, except individuals allowed to use the deemed profit norm (NPPN), who need only keep records. Books, records and the documents behind them must be kept in Indonesia for 10 years.',
  ],
};

export const OLD_SUMMARIES: Record<string, [id: string, en: string]> = {
  'uu-8-1983': [
    'Undang-undang PPN dan PPnBM. Telah diubah beberapa kali, antara lain oleh UU HPP yang menaikkan tarif PPN.',
    'The VAT and luxury-goods sales tax law. Amended several times, among others by the HPP Law, which raised the VAT rate.',
  ],
};

/**
 * Each changed entry's source before the readings, `table:slug` → [url, name], and the date it was checked where it
 * was; none where it had none.
 */
export const OLD_SOURCES: Record<string, [url: string | null, name: string | null, checkedOn?: string]> = {
  'regulations:uu-8-1983': ['https://jdih.kemenkeu.go.id/fulltext/1983/8Tahun~1983UU.HTM', 'JDIH Kemenkeu'],
  // Its source only: the sixth reading keeps its text.
  'regulations:pmk-252-2008': ['https://jdih.kemenkeu.go.id/FullText/2008/252~PMK.03~2008Per.HTM', 'JDIH Kemenkeu'],
  'glossary_entries:bbnkb': ['https://www.basishukum.com/uu/1/2022/II/kesatu/3?m=d', 'basishukum.com'],
  'glossary_entries:but': ['https://pajak.go.id/id/berita/unggah-siniar-baru-penyuluh-pajak-lto-bahas', 'DJP'],
  'glossary_entries:cukai': ['https://id.wikisource.org/wiki/Halaman:UU_Nomor_7_Tahun_2021.pdf/98', 'Wikisource'],
  'glossary_entries:djp': ['https://pajak.go.id/index.php/en/node/40676', 'DJP'],
  'glossary_entries:keberatan': [
    'https://sippn.menpan.go.id/pelayanan-publik/8306178/kantor-wilayah-direktorat-jenderal-pajak-riau/keberatan',
    'SIPPN KemenPANRB',
  ],
  'glossary_entries:kpp': ['https://pajak.go.id/index.php/en/node/40676', 'DJP'],
  'glossary_entries:kup': [null, null],
  'glossary_entries:nppn': ['https://datacenter.ortax.org/ortax/uu/show/36?bab=53&pasal=141', 'Ortax'],
  'glossary_entries:opsen': [
    'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan',
    'DDTCNews',
  ],
  'glossary_entries:p3b': [
    'https://nasional.kontan.co.id/news/aturan-p3b-berubah-ditjen-pajak-umumkan-formulir-dgt-baru',
    'Kontan',
  ],
  'glossary_entries:pajak-daerah': ['https://www.basishukum.com/uu/1/2022/II/kesatu/13?m=d', 'basishukum.com'],
  'glossary_entries:pbb': [
    'https://terc.lpem.org/seri-analisis-fiskal-tax-policy-brief-edisi-14-agustus-2025',
    'LPEM FEB UI',
  ],
  'glossary_entries:pbjt': [
    'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan',
    'DDTCNews',
  ],
  'glossary_entries:pkb': ['https://peraturan.info/uu/2022/1/pasal-9', 'peraturan.info'],
  'glossary_entries:pmse': [
    'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995',
    'DDTCNews',
  ],
  'glossary_entries:pph': ['https://datacenter.ortax.org/ortax/uu/show/36?type=penjelasan', 'Ortax'],
  'glossary_entries:pph-23': ['https://stats.pajak.go.id/en/article-23-income-tax', 'DJP'],
  'glossary_entries:pph-25': ['https://stats.pajak.go.id/en/calculation-article-25-income-tax', 'DJP'],
  'glossary_entries:sanksi-administrasi': [null, null],
  'glossary_entries:transfer-pricing': [
    'https://news.ddtc.co.id/komunitas/agenda/1814308/punya-transaksi-yang-dipengaruhi-hubungan-istimewa-wajib-paham-ini',
    'DDTCNews',
  ],
  'glossary_entries:umkm': [
    'https://news.ddtc.co.id/berita/nasional/1815277/pp-552022-direvisi-formula-omzet-pph-final-umkm-bakal-ikut-diubah',
    'DDTCNews',
  ],
  'glossary_entries:banding': [
    'https://news-lite.ddtc.co.id/5-alasan-permohonan-peninjauan-kembali-di-tingkat-mahkamah-agung-1807481',
    'DDTCNews',
  ],
  'glossary_entries:bphtb': ['https://bapenda.pekanbaru.go.id/layanan/bphtb', 'Bapenda Kota Pekanbaru'],
  'glossary_entries:kurang-bayar': [
    'https://web.iaiglobal.or.id/assets/materi/Sertifikasi/CA/modul/hbp/files/basic-html/page158.html',
    'Ikatan Akuntan Indonesia',
  ],
  'glossary_entries:pph-22': [null, null],
  'glossary_entries:wajib-pajak': [null, null],
  'glossary_entries:pemotong-pemungut': [
    'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995',
    'DDTCNews',
  ],
  'glossary_entries:penghasilan-bruto': ['https://stats.pajak.go.id/en/calculation-article-25-income-tax', 'DJP'],
  'glossary_entries:pph-26': [
    'https://id.m.wikisource.org/wiki/Halaman:UU_Nomor_11_Tahun_2020_tentang_Cipta_Kerja.pdf/632',
    'Wikisource',
  ],
  'glossary_entries:pemeriksaan': [
    'https://news.ddtc.co.id/berita/nasional/1793928/lapor-spt-nyatakan-lebih-bayar-djp-bisa-lakukan-pemeriksaan-ini',
    'DDTCNews',
  ],
  // The same page, now read against the entry: the seventh reading corrects the text and marks it checked.
  'glossary_entries:pencatatan': [
    'https://news.ddtc.co.id/berita/nasional/1815186/lupa-sampaikan-pemberitahuan-nppn-ini-konsekuensinya',
    'DDTCNews',
  ],
  // Checked on 28 November against JDIH BPK's page on PMK 54/2021; the eighth reading moves it to the rules in force.
  'glossary_entries:pembukuan': [
    'https://peraturan.bpk.go.id/Details/168825/pmk-no-54pmk032021',
    'JDIH BPK',
    '2026-11-28',
  ],
};

/** The other names the seventh reading removes, each entry's [aliases_id, aliases_en] as the seed had them. */
export const OLD_ALIASES: Record<string, [id: string[], en: string[]]> = {
  'pemotong-pemungut': [
    ['pemotong pajak', 'pemungut pajak', 'pemotong PPh', 'pemungut PPN'],
    ['withholding agent', 'tax withholder', 'VAT collector'],
  ],
  'pph-26': [['Pajak Penghasilan Pasal 26'], ['PPh Article 26', 'income tax Article 26', 'branch profits tax']],
};

/**
 * A freshly seeded row as a database seeded before the readings of 29 November holds it: the old text, source and
 * other names (where the row carries them) of an entry they change, and its checked date then (none, unless the
 * source gives one). Earlier readings' tests start from it, so that these readings, run after them, find
 * what they expect.
 */
export function beforeReadingsOf29November<Row extends Record<string, unknown>>(
  table: 'regulations' | 'glossary_entries',
  row: Row,
): Row {
  const slug = String(row.slug);
  const text = table === 'regulations' ? OLD_SUMMARIES[slug] : OLD_DEFINITIONS[slug];
  const source = OLD_SOURCES[`${table}:${slug}`];
  if (!source) return row;
  const aliases = table === 'glossary_entries' && 'aliases_en' in row ? OLD_ALIASES[slug] : undefined;
  const old = {
    ...row,
    ...(aliases ? { aliases_id: aliases[0], aliases_en: aliases[1] } : {}),
    source_url: source[0],
    source_name: source[1],
    checked_on: source[2] ?? null,
  };
  // An entry whose source alone changed (PMK 252/2008 in the sixth reading) keeps its text.
  if (!text) return old;
  const [id, en] = table === 'regulations' ? ['summary_id', 'summary_en'] : ['definition_id', 'definition_en'];
  return { ...old, [id]: text[0], [en]: text[1] };
}
