-- The glossary, part 1: the taxes themselves (income tax and its articles, VAT, regional taxes, duties and
-- international tax), with the bases, rates and reliefs the news names with them. Definitions state only what
-- we are sure of; where a figure could not be confirmed, the definition stays general instead.
-- Runs after 30_regulations.sql, whose slugs the links below name.

insert into public.glossary_entries (slug, term_id, term_en, abbreviation, aliases_id, aliases_en, definition_id, definition_en) values

-- Pajak Penghasilan -----------------------------------------------------------

  ('pph', 'Pajak Penghasilan', 'Income tax', 'PPh',
   '{}',
   '{}',
   $d$Pajak yang dikenakan terhadap subjek pajak berkenaan dengan penghasilan yang diterima atau diperolehnya dalam tahun pajak. Subjek pajak yang menerima atau memperoleh penghasilan disebut wajib pajak.$d$,
   $d$The tax imposed on a tax subject in respect of the income it receives or earns in a tax year. A tax subject that receives or earns income is called a taxpayer.$d$),

  ('pph-21', 'PPh Pasal 21', 'Article 21 income tax', 'PPh 21',
   array['Pajak Penghasilan Pasal 21'],
   array['PPh Article 21', 'income tax Article 21'],
   $d$PPh yang dipotong atas penghasilan orang pribadi dalam negeri sehubungan dengan pekerjaan, jasa, atau kegiatan, seperti gaji, upah, honorarium, tunjangan, dan pembayaran lain dengan nama apa pun. Pemotongnya antara lain pemberi kerja dan bendahara pemerintah, yang kemudian menyetorkan dan melaporkannya setiap bulan. Sejak Januari 2024 pemotongan bulanan memakai tarif efektif rata-rata (TER), sedangkan pada masa pajak terakhir pajak setahun dihitung ulang dengan tarif Pasal 17 UU PPh.$d$,
   $d$The income tax withheld from resident individuals' pay for employment, services or activities: salaries, wages, fees, allowances and any other payment, whatever it is called. Employers, government treasurers and other payers withhold it, then pay it over and report it every month. Since January 2024 the monthly withholding uses the average effective rates (TER), and in the last tax period the year's tax is recalculated at the Article 17 rates and the difference settled.$d$),

  ('pph-22', 'PPh Pasal 22', 'Article 22 income tax', 'PPh 22',
   array['Pajak Penghasilan Pasal 22'],
   array['PPh Article 22', 'income tax Article 22'],
   $d$PPh yang dipungut atas impor, ekspor komoditas tambang tertentu, dan penjualan kepada badan usaha milik negara atau badan usaha tertentu. Atas impor, importir membayar PPh Pasal 22 sesuai penghitungan dan kode billing dari Direktorat Jenderal Bea dan Cukai. Bukti pungutan PPh Pasal 22 dikreditkan dalam SPT Tahunan PPh.$d$,
   $d$Income tax collected on imports, on exports of certain mining commodities, and on sales to state-owned enterprises or certain business entities. On imports, the importer pays it according to the calculation and billing code provided by the Directorate General of Customs and Excise. The Article 22 tax receipt is credited in the annual income tax return.$d$),

  ('pph-23', 'PPh Pasal 23', 'Article 23 income tax', 'PPh 23',
   array['Pajak Penghasilan Pasal 23'],
   array['PPh Article 23', 'income tax Article 23'],
   $d$PPh yang dipotong atas dividen, bunga, royalti, hadiah dan penghargaan yang tidak diberikan kepada orang pribadi, sewa dan penghasilan lain dari penggunaan harta selain sewa tanah dan/atau bangunan, serta imbalan jasa teknik, jasa manajemen, jasa konstruksi, jasa konsultan, dan jasa lain yang tidak dipotong PPh Pasal 21. Atas bunga, tarifnya 15% dari jumlah bruto.$d$,
   $d$Income tax withheld on dividends, interest, royalties, prizes and awards not given to individuals, rent and other income from the use of property other than the rent of land and/or buildings, and fees for engineering, management, construction, consulting and other services on which Article 21 income tax has not been withheld. On interest the rate is 15% of the gross amount.$d$),

  ('pph-26', 'PPh Pasal 26', 'Article 26 income tax', 'PPh 26',
   array['Pajak Penghasilan Pasal 26'],
   array['PPh Article 26', 'income tax Article 26'],
   $d$PPh Pasal 26 adalah PPh yang dikenakan atas penghasilan yang bersumber dari Indonesia yang diterima atau diperoleh wajib pajak luar negeri selain bentuk usaha tetap (BUT). Berdasarkan Pasal 26 ayat (1) UU PPh, pajak ini dipotong atas penghasilan dengan nama dan dalam bentuk apa pun yang dibayarkan kepada wajib pajak luar negeri selain BUT di Indonesia. BUT tidak termasuk karena, meskipun merupakan subjek pajak luar negeri, perlakuan PPh-nya dipersamakan dengan subjek pajak badan dalam negeri.$d$,
   $d$Article 26 income tax (PPh 26) is the income tax on Indonesian-source income received or earned by non-resident taxpayers other than permanent establishments. Under Article 26(1) of the Income Tax Law, it is withheld from income of any name and form paid to a non-resident taxpayer other than a permanent establishment in Indonesia. Permanent establishments are excluded because, although they are non-resident taxpayers, they are taxed like resident companies.$d$),

  ('pph-final', 'PPh Final', 'Final income tax', null,
   array['Pajak Penghasilan Final', 'PPh Pasal 4 ayat (2)', 'PPh Pasal 4 ayat 2', 'PPh 4 ayat 2', 'PPh 4(2)'],
   array['final tax', 'Article 4(2) income tax', 'Article 4 paragraph (2) income tax', 'PPh 4(2)'],
   $d$PPh yang pemotongan atau pembayarannya langsung melunasi pajak atas penghasilan tersebut. Penghasilannya tidak digabung dengan penghasilan lain dalam penghitungan PPh tahunan, dan pajaknya tidak dapat dikreditkan. Sebagian besar diatur dalam Pasal 4 ayat (2) UU PPh, misalnya atas bunga deposito, pengalihan hak atas tanah dan/atau bangunan, persewaan tanah dan/atau bangunan, serta jasa konstruksi. PPh 0,5% bagi UMKM berdasarkan PP 55/2022 juga bersifat final.$d$,
   $d$Income tax whose withholding or payment settles the tax on that income once and for all. The income is not added to the taxpayer's other income when the annual tax is calculated, and the tax paid cannot be credited. Most final taxes fall under Article 4(2) of the Income Tax Law, for example on deposit interest, transfers of land and buildings, rent of land and buildings, and construction services. The 0.5% tax for small businesses under PP 55/2022 is final too.$d$),

  ('pph-badan', 'PPh Badan', 'Corporate income tax', null,
   array['Pajak Penghasilan Badan'],
   array['CIT', 'corporate tax', 'company income tax'],
   $d$PPh yang terutang oleh wajib pajak badan, seperti perseroan terbatas, atas penghasilan kena pajaknya, yaitu penghasilan bruto dikurangi biaya yang boleh dikurangkan. Tarif umumnya 22% sejak tahun pajak 2020 (Perppu 1/2020, yang ditetapkan menjadi UU 2/2020); UU HPP mempertahankannya 22% mulai tahun pajak 2022, yang semula akan turun menjadi 20%. Pajak ini diangsur setiap bulan melalui PPh Pasal 25, lalu dilunasi dan dilaporkan dalam SPT Tahunan PPh Badan.$d$,
   $d$The income tax owed by corporate taxpayers, such as limited liability companies, on their taxable income: gross income less the costs the law allows them to deduct. The standard rate has been 22% since the 2020 tax year (Perppu 1/2020, enacted as UU 2/2020); the HPP Law kept it at 22% from the 2022 tax year, when it was to have fallen to 20%. Companies pay it in monthly instalments (Article 25 income tax) and settle and report it in the annual corporate income tax return.$d$),

-- Pajak Pertambahan Nilai -----------------------------------------------------

  ('ppn', 'Pajak Pertambahan Nilai', 'Value added tax', 'PPN',
   '{}',
   array['VAT', 'value-added tax'],
   $d$Pajak atas konsumsi barang dan jasa kena pajak di dalam daerah pabean, yang dipungut di setiap mata rantai produksi dan distribusi. Pengusaha kena pajak (PKP) memungut PPN dari pembeli sebagai pajak keluaran, lalu menguranginya dengan pajak masukan yang ia bayar saat membeli, sehingga yang disetor hanya selisihnya. Sejak 1 Januari 2025 tarifnya 12%, tetapi untuk barang dan jasa yang bukan barang mewah PPN dihitung dari DPP nilai lain sebesar 11/12 dari harga, sehingga bebannya tetap setara 11%. PPN juga dikenakan atas impor serta atas pemanfaatan barang tidak berwujud dan jasa dari luar negeri.$d$,
   $d$The tax on the consumption of taxable goods and services within Indonesia's customs area, collected at every stage of production and distribution. A VAT-registered business (PKP) charges it to its buyers as output tax and deducts the input tax it paid on its own purchases, paying over only the difference. The rate has been 12% since 1 January 2025, but for goods and services other than luxury goods it is charged on an other-value tax base of 11/12 of the price, so the effective burden stays at 11%. Imports are taxed too, as are intangible goods and services from abroad used in Indonesia.$d$),

  ('ppnbm', 'Pajak Penjualan atas Barang Mewah', 'Sales tax on luxury goods', 'PPnBM',
   array['pajak penjualan barang mewah', 'pajak barang mewah'],
   array['luxury goods sales tax', 'luxury-goods sales tax', 'luxury tax', 'LGST'],
   $d$Pajak yang dikenakan di samping PPN atas penyerahan atau impor barang kena pajak yang tergolong mewah, seperti kendaraan bermotor tertentu. PPnBM dikenakan satu kali saja, yaitu ketika barang diserahkan oleh pengusaha yang menghasilkannya atau ketika diimpor, dan tidak dapat dikreditkan. Tarifnya berbeda menurut kelompok barang. Berdasarkan PMK 131/2024, sejak 1 Februari 2025 barang mewah yang dikenai PPnBM juga dikenai PPN 12% dari harga jual penuh.$d$,
   $d$A tax levied on top of VAT when taxable goods classed as luxuries, such as certain motor vehicles, are delivered or imported. It is charged only once, when the manufacturer delivers the goods or when they are imported, and it cannot be credited as input tax. Rates differ by group of goods. Under PMK 131/2024, since 1 February 2025 luxury goods subject to this tax bear 12% VAT on the full selling price.$d$),

  ('dpp', 'Dasar Pengenaan Pajak', 'Tax base', 'DPP',
   '{}',
   array['taxable base', 'tax basis'],
   $d$Jumlah yang menjadi dasar untuk menghitung pajak terutang: tarif pajak dikalikan dengan DPP. Dalam PPN, DPP dapat berupa harga jual, penggantian, nilai impor, nilai ekspor, atau nilai lain yang ditetapkan dengan peraturan.$d$,
   $d$The amount a tax rate is applied to in order to work out the tax due. For VAT it is the selling price, the consideration for a service, the import value, the export value, or another value set by regulation.$d$),

  ('dpp-nilai-lain', 'DPP Nilai Lain', 'Other-value tax base', null,
   array['Dasar Pengenaan Pajak Nilai Lain', 'DPP 11/12'],
   array['other value tax base', 'DPP nilai lain'],
   $d$DPP PPN yang bukan harga jual, penggantian, atau nilai impor, melainkan nilai lain yang ditetapkan Menteri Keuangan untuk penyerahan tertentu. Sejak 2025, berdasarkan PMK 131/2024, PPN atas barang dan jasa yang bukan barang mewah dihitung dari DPP nilai lain sebesar 11/12 dari harga jual, penggantian, atau nilai impor. Dengan tarif 12%, beban PPN-nya setara 11% dari harga.$d$,
   $d$A VAT base that is not the selling price, the consideration or the import value but another value the Minister of Finance sets for particular supplies. Since 2025, under PMK 131/2024, VAT on goods and services that are not luxury goods is charged on an other-value base of 11/12 of the selling price, consideration or import value. At the 12% rate, that makes the VAT equal to 11% of the price.$d$),

-- Gaji dan pemotongan ---------------------------------------------------------

  ('ptkp', 'Penghasilan Tidak Kena Pajak', 'Non-taxable income', 'PTKP',
   '{}',
   array['non-taxable income threshold', 'tax-free income threshold'],
   $d$Jumlah yang dikurangkan dari penghasilan neto wajib pajak orang pribadi dalam negeri untuk menghitung penghasilan kena pajak. Besarnya bergantung pada status perkawinan dan jumlah tanggungan pada awal tahun pajak. PTKP untuk diri wajib pajak sendiri Rp54.000.000 setahun; itulah seluruh PTKP wajib pajak yang tidak kawin dan tanpa tanggungan. Dalam pemotongan PPh Pasal 21 dengan TER, status PTKP juga menentukan kategori tarif yang dipakai.$d$,
   $d$The amount deducted from a resident individual's net income to arrive at taxable income. It depends on marital status and the number of dependants at the start of the tax year; the allowance for the taxpayer alone is Rp54,000,000 a year, which is the whole PTKP of a single taxpayer with no dependants. Under Article 21 withholding with TER, the employee's PTKP status also decides which rate category applies.$d$),

  ('ter', 'Tarif Efektif Rata-Rata', 'Average effective rate', 'TER',
   array['tarif efektif'],
   array['average effective tax rate', 'effective average rate'],
   $d$Tarif yang dipakai sejak Januari 2024 untuk memotong PPh Pasal 21 setiap bulan: pemberi kerja mengalikan penghasilan bruto sebulan dengan tarif dari tabel TER sesuai kategori PTKP pegawai. TER dipakai untuk masa pajak selain masa pajak terakhir; pada masa pajak terakhir, pajak setahun dihitung dengan tarif Pasal 17 UU PPh dan dikurangi pajak yang sudah dipotong. Ada pula TER harian untuk pegawai tidak tetap. Skema ini menyederhanakan penghitungan bulanan tanpa mengubah besarnya pajak terutang setahun.$d$,
   $d$The rates used since January 2024 for monthly Article 21 withholding: the employer multiplies the month's gross income by the rate from the TER table for the employee's PTKP category. TER applies in every tax period except the last one, when the year's tax is worked out at the Article 17 rates and what has already been withheld is deducted. There is also a daily TER for non-permanent workers. The scheme makes the monthly calculation simpler without changing the tax owed for the year.$d$),

  ('thr', 'Tunjangan Hari Raya', 'Religious holiday allowance', 'THR',
   array['tunjangan hari raya keagamaan'],
   array['holiday allowance', 'religious holiday bonus', 'holiday bonus', 'Lebaran bonus'],
   $d$Pendapatan nonupah yang wajib dibayarkan pengusaha kepada pekerja menjelang hari raya keagamaan. Bagi pekerja, THR adalah penghasilan yang dikenai PPh Pasal 21 pada bulan pembayarannya. Karena penghasilan bruto bulan itu lebih besar, potongan dengan TER pada bulan tersebut ikut naik, tetapi jumlah pajak setahun tetap diperhitungkan ulang pada masa pajak terakhir.$d$,
   $d$A non-wage payment that employers must make to their workers ahead of religious holidays. For the worker it is income subject to Article 21 income tax in the month it is paid. Because that month's gross income is higher, the TER withholding rises with it, but the year's tax is still recalculated in the last tax period.$d$),

  ('natura', 'Natura', 'Benefits in kind', null,
   array['natura dan/atau kenikmatan', 'natura dan kenikmatan'],
   array['benefit in kind', 'fringe benefits', 'in-kind benefits', 'natura'],
   $d$Imbalan yang diberikan dalam bentuk barang atau fasilitas, bukan uang, misalnya kendaraan, rumah, atau makanan bagi pegawai. Sejak UU HPP, natura dan kenikmatan pada prinsipnya merupakan penghasilan bagi penerimanya dan dapat dibiayakan oleh pemberi kerja. Ada pengecualian, antara lain makanan dan minuman yang disediakan bagi seluruh pegawai, natura yang harus disediakan untuk pelaksanaan pekerjaan, dan natura di daerah tertentu; rinciannya diatur dalam PP 55/2022 dan peraturan pelaksanaannya.$d$,
   $d$Rewards given as goods or facilities rather than money, such as a car, housing or meals for employees. Since the HPP Law, benefits in kind are in principle income for the employee and a deductible cost for the employer. There are exceptions, among them food and drink provided to all employees, benefits the job itself requires, and benefits in certain regions; the details are in PP 55/2022 and its implementing rules.$d$),

  ('dtp', 'Ditanggung Pemerintah', 'Borne by the government', 'DTP',
   '{}',
   array['government-borne', 'government-borne tax', 'borne by government'],
   $d$Fasilitas pajak berupa pajak terutang yang dibayar pemerintah melalui APBN, sehingga tidak menjadi beban wajib pajak. Pajaknya tetap dihitung dan dilaporkan seperti biasa, tetapi pembayarannya ditanggung negara. Contohnya PPh Pasal 21 DTP bagi pekerja di industri padat karya tertentu dan PPN DTP atas pembelian rumah tertentu.$d$,
   $d$A tax incentive under which the government pays the tax owed out of the state budget, so the taxpayer does not bear it. The tax is still calculated and reported as usual; only the payment is covered by the state. Examples are Article 21 income tax borne by the government for workers in certain labour-intensive industries, and VAT borne by the government on certain house purchases.$d$),

-- UMKM dan omzet --------------------------------------------------------------

  ('pph-final-umkm', 'PPh Final UMKM', 'Final income tax for MSMEs', null,
   array['PPh final 0,5%', 'pajak UMKM'],
   array['MSME final tax', 'MSME final income tax', '0.5% final tax'],
   $d$PPh final sebesar 0,5% dari peredaran bruto (omzet) yang dapat dipakai wajib pajak dengan peredaran bruto tidak lebih dari Rp4,8 miliar setahun, sebagai pengganti penghitungan PPh dengan tarif umum. Ketentuannya kini diatur dalam PP 55/2022, yang menggantikan PP 23/2018. Bagi wajib pajak orang pribadi, peredaran bruto sampai Rp500 juta setahun tidak dikenai pajak ini. Fasilitas ini berlaku untuk jangka waktu tertentu, dan wajib pajak dapat memilih beralih ke tarif umum. Catatan per 28 November 2026: pemerintah mengumumkan rencana menghapus batas waktu PPh final 0,5% bagi orang pribadi dan perseroan perorangan serta memperpanjangnya bagi koperasi sampai tahun pajak 2029, melalui revisi PP 55/2022. Kami belum menemukan revisi itu diterbitkan; sampai terbit, yang berlaku adalah Pasal 59 PP 55/2022.$d$,
   $d$A final income tax of 0.5% of gross turnover that taxpayers with gross turnover of no more than Rp4.8 billion a year may pay instead of income tax at the normal rates. It is now governed by PP 55/2022, which replaced PP 23/2018. Individuals pay nothing on the first Rp500 million of turnover in a year. The scheme is available for a limited number of years, and a taxpayer may choose to move to the normal rates instead. Note as of 28 November 2026: the government has announced that a revision of PP 55/2022 will remove the time limit on the 0.5% final tax for individuals and one-person companies and extend it to tax year 2029 for cooperatives. We have not found the revision issued; until it is, Article 59 of PP 55/2022 applies.$d$),

  ('umkm', 'Usaha Mikro, Kecil, dan Menengah', 'Micro, small and medium enterprises', 'UMKM',
   array['usaha mikro, kecil dan menengah', 'UKM'],
   array['MSME', 'MSMEs', 'SME', 'SMEs', 'small and medium enterprises'],
   $d$Usaha mikro, kecil, dan menengah; dalam pajak, sebutan ini dipakai untuk skema PPh final UMKM sebesar 0,5% berdasarkan PP 55/2022. Berdasarkan Pasal 58 PP 55/2022, skema itu boleh dipakai wajib pajak yang peredaran brutonya pada tahun pajak sebelumnya tidak melebihi Rp4,8 miliar, dihitung dari seluruh peredaran bruto usaha termasuk dari cabang.$d$,
   $d$Micro, small and medium enterprises; in tax, the term is used for the 0.5% final income tax scheme for small businesses under PP 55/2022. Under Article 58 of PP 55/2022, a taxpayer may use the scheme if its gross turnover in the previous tax year did not exceed Rp4.8 billion, counting all gross turnover from its business, including branches.$d$),

  ('peredaran-bruto', 'Peredaran Bruto', 'Gross turnover', null,
   array['omzet', 'omset'],
   array['turnover', 'gross revenue', 'omzet'],
   $d$Seluruh imbalan atau nilai pengganti yang diterima atau diperoleh dari kegiatan usaha sebelum dikurangi biaya apa pun, yang sehari-hari disebut omzet. Peredaran bruto menjadi dasar PPh final 0,5% bagi UMKM sekaligus ukuran batas untuk memakainya, yaitu Rp4,8 miliar setahun. Peredaran bruto berbeda dengan penghasilan neto, yaitu penghasilan setelah dikurangi biaya.$d$,
   $d$Everything a business receives or earns from its activities before any costs are deducted, what is commonly called turnover (omzet). Gross turnover is the base of the 0.5% final income tax for small businesses and also the measure of who may use it: up to Rp4.8 billion a year. It is not the same as net income, which is what remains after costs.$d$),

  ('penghasilan-bruto', 'Penghasilan Bruto', 'Gross income', null,
   array['penghasilan kotor'],
   array['gross earnings'],
   $d$Penghasilan bruto adalah total pendapatan sebelum dikurangi potongan. Penghasilan neto adalah penghasilan bruto dikurangi pengeluaran atau biaya yang diakui; bagi karyawan, potongan itu antara lain biaya jabatan dan iuran pensiun.$d$,
   $d$Gross income is total income before deductions. Net income is gross income less the recognised expenses or costs; for an employee, these deductions include the job-expense deduction (biaya jabatan) and pension contributions.$d$),

-- Pajak daerah ----------------------------------------------------------------

  ('pbb', 'Pajak Bumi dan Bangunan', 'Land and building tax', 'PBB',
   array['PBB-P2', 'PBB-P5L'],
   array['property tax', 'land and buildings tax'],
   $d$Pajak Bumi dan Bangunan (PBB) terbagi atas PBB perdesaan dan perkotaan (PBB-P2), yang merupakan pajak daerah, dan PBB sektor perkebunan, perhutanan, dan pertambangan, yang merupakan pajak pusat. PBB-P2 diadministrasikan di kantor dinas pendapatan daerah, sedangkan pajak pusat diadministrasikan di Kantor Pelayanan Pajak (KPP) atau KP2KP.$d$,
   $d$The land and building tax (PBB) is split into the rural and urban land and building tax (PBB-P2), which is a regional tax, and the land and building tax on plantations, forestry and mining, which is a central tax. PBB-P2 is administered at regional revenue offices, while central taxes are administered at tax offices (KPP) or tax service, outreach and consultation offices (KP2KP).$d$),

  ('bphtb', 'Bea Perolehan Hak atas Tanah dan Bangunan', 'Land and building acquisition duty', 'BPHTB',
   array['Bea Perolehan Hak atas Tanah dan/atau Bangunan'],
   array['duty on the acquisition of land and building rights', 'property acquisition duty'],
   $d$Pajak atas perolehan hak atas tanah dan/atau bangunan, misalnya karena jual beli, hibah, waris, atau tukar-menukar. BPHTB dibayar oleh orang pribadi atau badan yang memperoleh hak atas tanah dan/atau bangunan itu.$d$,
   $d$A tax on acquiring rights to land and/or buildings, for example by purchase, gift, inheritance or exchange. It is paid by the individual or entity that acquires the rights.$d$),

  ('pkb', 'Pajak Kendaraan Bermotor', 'Motor vehicle tax', 'PKB',
   array['pajak kendaraan'],
   array['vehicle tax'],
   $d$Pajak provinsi atas kepemilikan dan/atau penguasaan kendaraan bermotor. Kabupaten/kota mengenakan opsen PKB sebesar 66% dari pokok PKB, yang menurut UU HKPD berlaku paling lambat 5 Januari 2025.$d$,
   $d$A provincial tax on owning and/or controlling a motor vehicle. Regencies and cities levy a surcharge (opsen) of 66% of the motor vehicle tax, which under the HKPD Law applied from 5 January 2025 at the latest.$d$),

  ('bbnkb', 'Bea Balik Nama Kendaraan Bermotor', 'Motor vehicle title transfer duty', 'BBNKB',
   array['bea balik nama', 'balik nama kendaraan'],
   array['vehicle title transfer duty', 'vehicle transfer duty'],
   $d$Bea yang dikenakan atas penyerahan kendaraan bermotor. Menurut Pasal 12 ayat (1) UU HKPD, BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor, sehingga sejak 5 Januari 2025 penyerahan kendaraan bekas tidak dikenai BBNKB dan juga tidak dikenai opsen BBNKB sebesar 66%.$d$,
   $d$A duty charged on the transfer of a motor vehicle. Under Article 12(1) of the HKPD Law it applies only to a vehicle's first transfer, so since 5 January 2025 the transfer of a used vehicle has incurred neither the duty nor the 66% surcharge (opsen) on it.$d$),

  ('opsen', 'Opsen', 'Regional tax surcharge', null,
   array['opsen pajak', 'opsen PKB', 'opsen BBNKB'],
   array['opsen'],
   $d$Opsen adalah pungutan tambahan pajak menurut persentase tertentu, yang diatur dalam UU HKPD (UU 1/2022). Kabupaten/kota mengenakan opsen atas pokok PKB dan atas pokok BBNKB, masing-masing 66%, sedangkan opsen pajak MBLB termasuk pajak yang dipungut provinsi. UU HKPD mengamanatkan opsen PKB dan opsen BBNKB berlaku paling lambat 5 Januari 2025.$d$,
   $d$A regional tax surcharge (opsen) is an additional levy on a tax at a set percentage, governed by the HKPD Law (Law 1 of 2022). Regencies and cities levy a surcharge of 66% on the motor vehicle tax and of 66% on the vehicle title transfer duty, while the surcharge on the tax on non-metallic minerals and rocks (MBLB) is among the taxes provinces collect. The HKPD Law required the surcharges on the motor vehicle tax and the title transfer duty to apply by 5 January 2025 at the latest.$d$),

  ('pajak-daerah', 'Pajak Daerah', 'Regional taxes', null,
   '{}',
   array['regional tax', 'local taxes', 'local tax'],
   $d$Pajak yang dipungut pemerintah provinsi atau pemerintah kabupaten/kota, dengan jenis yang diatur dalam Pasal 4 UU HKPD (UU 1/2022). Pajak provinsi antara lain PKB, BBNKB, pajak bahan bakar kendaraan bermotor (PBBKB), dan pajak rokok; pajak kabupaten/kota antara lain PBB-P2, BPHTB, pajak barang dan jasa tertentu (PBJT), dan pajak reklame.$d$,
   $d$Taxes collected by provinces or by regencies and cities, of the types set out in Article 4 of the HKPD Law (Law 1 of 2022). Provincial taxes include the motor vehicle tax, the vehicle title transfer duty, the motor vehicle fuel tax (PBBKB) and the cigarette tax; regency and city taxes include the rural and urban land and building tax (PBB-P2), the land and building acquisition duty (BPHTB), the tax on certain goods and services (PBJT) and the advertisement tax.$d$),

-- Bea, cukai, dan meterai -----------------------------------------------------

  ('bea-meterai', 'Bea Meterai', 'Stamp duty', null,
   array['meterai', 'materai', 'e-meterai', 'meterai elektronik'],
   array['stamp tax', 'e-meterai', 'electronic stamp duty'],
   $d$Pajak atas dokumen, seperti surat perjanjian, akta notaris, dan dokumen yang menyebutkan penerimaan uang lebih dari Rp5 juta. Sejak 1 Januari 2021, berdasarkan UU 10/2020, tarifnya tunggal Rp10.000 per dokumen. Bea meterai dapat dilunasi dengan meterai tempel atau meterai elektronik (e-meterai).$d$,
   $d$A tax on documents such as agreements, notarial deeds, and documents acknowledging receipt of more than Rp5 million. Since 1 January 2021, under Law 10 of 2020, it has been a single Rp10,000 per document. It can be paid with an adhesive stamp or an electronic stamp (e-meterai).$d$),

  ('bea-masuk', 'Bea Masuk', 'Import duty', null,
   '{}',
   array['customs duty', 'customs duties', 'import duties', 'import tariff', 'import tariffs'],
   $d$Pungutan negara atas barang yang diimpor ke dalam daerah pabean Indonesia, dipungut oleh Direktorat Jenderal Bea dan Cukai berdasarkan undang-undang kepabeanan. Tarifnya ditetapkan per pos tarif menurut klasifikasi barang dan dapat lebih rendah untuk barang dari negara mitra perjanjian perdagangan bebas. Selain bea masuk, impor umumnya juga dikenai pajak dalam rangka impor, yaitu PPN, PPnBM bila barangnya tergolong mewah, dan PPh Pasal 22.$d$,
   $d$A levy on goods imported into Indonesia's customs area, collected by the Directorate General of Customs and Excise under the customs law. Rates are set for each tariff line according to how the goods are classified, and may be lower for goods from free trade agreement partners. Besides import duty, imports generally bear import taxes: VAT, the luxury-goods sales tax where the goods are luxuries, and Article 22 income tax.$d$),

  ('cukai', 'Cukai', 'Excise', null,
   '{}',
   array['excise duty', 'excise duties', 'excise tax'],
   $d$Pungutan negara atas barang tertentu yang mempunyai sifat atau karakteristik yang ditetapkan dalam undang-undang cukai. Barang itu adalah barang yang konsumsinya perlu dikendalikan, peredarannya perlu diawasi, pemakaiannya dapat menimbulkan dampak negatif bagi masyarakat atau lingkungan hidup, atau pemakaiannya perlu pembebanan pungutan negara demi keadilan dan keseimbangan. Barang kena cukai terdiri atas etil alkohol atau etanol, minuman yang mengandung etil alkohol, hasil tembakau, dan hasil produksi tembakau lainnya.$d$,
   $d$A levy the state charges on particular goods with characteristics set out in the excise law. These are goods whose consumption needs to be controlled, whose distribution needs to be monitored, whose use can harm society or the environment, or whose use calls for a state levy for the sake of fairness and balance. Excisable goods are ethyl alcohol (ethanol), drinks containing ethyl alcohol, tobacco products and other tobacco products.$d$),

-- Transaksi dan kegiatan tertentu ---------------------------------------------

  ('pmse', 'Perdagangan Melalui Sistem Elektronik', 'Trading through electronic systems', 'PMSE',
   array['PPN PMSE', 'perdagangan elektronik', 'e-commerce'],
   array['e-commerce', 'electronic commerce', 'digital services VAT', 'VAT on digital services', 'PMSE VAT'],
   $d$Dalam perpajakan, istilah perdagangan melalui sistem elektronik (PMSE) dipakai untuk pemungutan PPN atas barang tidak berwujud dan jasa dari luar negeri yang dimanfaatkan di Indonesia melalui sistem elektronik. Pemungutan ini berlaku sejak 1 Juli 2020 berdasarkan PMK 48/2020: PPN atas produk digital dari luar negeri, seperti streaming musik, streaming film, aplikasi, dan gim digital, dipungut oleh pelaku usaha PMSE yang telah ditunjuk sebagai pemungut, pada saat pembayaran.$d$,
   $d$In tax, the term trading through electronic systems (PMSE) is used for the collection of VAT on intangible goods and services from abroad that are used in Indonesia through electronic systems. This collection has applied since 1 July 2020 under PMK 48/2020: VAT on digital products from abroad, such as music streaming, film streaming, apps and digital games, is collected at the time of payment by PMSE businesses appointed as collectors.$d$),

  ('kms', 'Kegiatan Membangun Sendiri', 'Self-construction', 'KMS',
   array['PPN KMS', 'membangun sendiri'],
   array['self-construction VAT', 'VAT on self-construction', 'self-built buildings'],
   $d$Kegiatan membangun bangunan, baik bangunan baru maupun perluasan bangunan lama, yang dilakukan orang pribadi atau badan tidak dalam kegiatan usaha atau pekerjaannya, untuk digunakan sendiri atau oleh pihak lain. KMS dikenai PPN bila bangunannya berkonstruksi utama kayu, beton, pasangan batu bata atau bahan sejenis, dan/atau baja, diperuntukkan bagi tempat tinggal atau tempat usaha, dan luasnya paling sedikit 200 meter persegi. Sejak 1 Januari 2025 PPN-nya 20% × 11/12 × tarif PPN dikalikan biaya membangun (tanpa tanah), yaitu 2,2% dari biaya, berdasarkan PMK 81/2024 sebagaimana diubah dengan PMK 11/2025; sebelumnya diatur dalam PMK 61/2022. PPN ini disetor sendiri oleh pihak yang membangun paling lambat tanggal 15 bulan berikutnya.$d$,
   $d$Building work, whether a new building or an extension, that an individual or an entity carries out outside its business or profession, for its own use or for someone else's. It is subject to VAT when the building's main structure is wood, concrete, brick or similar, or steel, it is meant as a home or business premises, and it has a floor area of at least 200 square metres. Since 1 January 2025 the VAT is 20% × 11/12 × the VAT rate applied to the building cost excluding land, i.e. 2.2% of the cost, under PMK 81/2024 as amended by PMK 11/2025 (before that, PMK 61/2022). Whoever builds pays it over, by the 15th of the following month.$d$),

-- Pajak internasional ---------------------------------------------------------

  ('pajak-minimum-global', 'Pajak Minimum Global', 'Global minimum tax', null,
   array['Pilar Dua', 'Pilar 2', 'GloBE'],
   array['Pillar Two', 'Pillar 2', 'GloBE', 'global minimum corporate tax', 'minimum global tax'],
   $d$Aturan yang disepakati dalam Inclusive Framework OECD/G20 (Pilar Dua) agar grup usaha multinasional dengan peredaran bruto konsolidasi sedikitnya 750 juta euro membayar pajak efektif paling sedikit 15% di setiap yurisdiksi tempatnya beroperasi. Bila tarif efektif di suatu yurisdiksi lebih rendah, kekurangannya dikenakan sebagai pajak tambahan (top-up tax). Indonesia menerapkannya melalui PMK 136/2024: IIR dan DMTT mulai 2025, UTPR mulai 2026.$d$,
   $d$The rules agreed in the OECD/G20 Inclusive Framework (Pillar Two) so that multinational groups with consolidated revenue of at least EUR 750 million pay an effective tax rate of at least 15% in every jurisdiction where they operate. Where the effective rate in a jurisdiction is lower, the shortfall is charged as a top-up tax. Indonesia applies the rules through PMK 136/2024: the IIR and domestic top-up tax from 2025, the UTPR from 2026.$d$),

  ('p3b', 'Persetujuan Penghindaran Pajak Berganda', 'Tax treaty', 'P3B',
   array['perjanjian penghindaran pajak berganda', 'tax treaty'],
   array['tax treaties', 'double taxation agreement', 'double tax agreement', 'double taxation avoidance agreement', 'DTA', 'DTAA'],
   $d$Persetujuan Penghindaran Pajak Berganda (P3B) adalah perjanjian antara Indonesia dan mitra P3B yang memungkinkan PPh atas penghasilan wajib pajak dalam negeri dari luar Indonesia, atau atas penghasilan wajib pajak luar negeri dari Indonesia, dikenakan sesuai dengan ketentuan perjanjian itu. Tujuannya menghilangkan pajak berganda tanpa membuka peluang untuk tidak dikenai pajak sama sekali atau untuk mengurangi pajak melalui penghindaran atau pengelakan pajak. Wajib pajak luar negeri berhak atas manfaat P3B bila ia bukan subjek pajak dalam negeri Indonesia, merupakan penduduk mitra P3B yang dibuktikan dengan Formulir DGT yang disahkan pejabat berwenang, dan tidak menyalahgunakan P3B.$d$,
   $d$A tax treaty (P3B) is an agreement between Indonesia and a treaty partner under which income tax on income a resident taxpayer earns abroad, or on income a non-resident taxpayer earns in Indonesia, may be imposed as the treaty provides. Its purpose is to eliminate double taxation without creating room for income to go untaxed or for tax to be reduced through avoidance or evasion. A non-resident taxpayer is entitled to treaty benefits if it is not an Indonesian resident taxpayer, is a resident of the treaty partner as shown by a DGT Form certified by the competent official, and does not abuse the treaty.$d$),

  ('transfer-pricing', 'Harga Transfer', 'Transfer pricing', null,
   array['penentuan harga transfer', 'transfer pricing'],
   array['transfer price', 'transfer prices'],
   $d$Harga dalam transaksi yang dipengaruhi hubungan istimewa, yaitu hubungan karena kepemilikan atau penyertaan modal, penguasaan, atau hubungan keluarga sedarah atau semenda. PMK 172/2023 mewajibkan wajib pajak menerapkan prinsip kewajaran dan kelaziman usaha (arm's length principle) pada transaksi tersebut, dengan membandingkan kondisi dan indikator harganya dengan kondisi dan indikator harga transaksi independen yang sama atau sebanding.$d$,
   $d$The price in a transaction influenced by a special relationship, meaning a relationship arising from ownership or capital participation, control, or family ties by blood or marriage. PMK 172/2023 requires taxpayers to apply the arm's length principle to such transactions by comparing their conditions and price indicators with those of the same or comparable independent transactions.$d$),

  ('but', 'Bentuk Usaha Tetap', 'Permanent establishment', 'BUT',
   array['permanent establishment'],
   array['permanent establishments'],
   $d$Bentuk usaha yang dipergunakan orang pribadi atau badan luar negeri untuk menjalankan usaha atau melakukan kegiatan di Indonesia. Dalam perpajakan, BUT berstatus subjek pajak luar negeri yang perlakuan perpajakannya dipersamakan dengan subjek pajak badan.$d$,
   $d$The form of business through which a foreign individual or company does business or carries on activities in Indonesia. For tax purposes it is a non-resident taxpayer treated like a company.$d$);

-- Related terms: each pair once, read in both directions.
insert into public.glossary_related (entry_id, related_id)
select a.id, b.id
from (values
  ('pph', 'pph-21'),
  ('pph', 'pph-22'),
  ('pph', 'pph-23'),
  ('pph', 'pph-26'),
  ('pph', 'pph-final'),
  ('pph', 'pph-badan'),
  ('pph', 'penghasilan-bruto'),
  ('pph-21', 'ter'),
  ('pph-21', 'ptkp'),
  ('pph-21', 'thr'),
  ('pph-21', 'natura'),
  ('pph-21', 'dtp'),
  ('pph-21', 'pph-26'),
  ('pph-21', 'penghasilan-bruto'),
  ('pph-22', 'bea-masuk'),
  ('pph-23', 'pph-26'),
  ('pph-23', 'penghasilan-bruto'),
  ('pph-26', 'p3b'),
  ('pph-26', 'but'),
  ('pph-final', 'pph-final-umkm'),
  ('pph-final', 'bphtb'),
  ('pph-badan', 'but'),
  ('pph-badan', 'transfer-pricing'),
  ('pph-badan', 'pajak-minimum-global'),
  ('pph-badan', 'pph-final-umkm'),
  ('pph-final-umkm', 'umkm'),
  ('pph-final-umkm', 'peredaran-bruto'),
  ('umkm', 'peredaran-bruto'),
  ('peredaran-bruto', 'penghasilan-bruto'),
  ('ppn', 'ppnbm'),
  ('ppn', 'dpp'),
  ('ppn', 'dpp-nilai-lain'),
  ('ppn', 'pmse'),
  ('ppn', 'kms'),
  ('ppn', 'dtp'),
  ('ppn', 'bea-masuk'),
  ('ppnbm', 'dpp-nilai-lain'),
  ('dpp', 'dpp-nilai-lain'),
  ('ter', 'ptkp'),
  ('ter', 'thr'),
  ('ter', 'penghasilan-bruto'),
  ('pbb', 'bphtb'),
  ('pbb', 'pajak-daerah'),
  ('bphtb', 'pajak-daerah'),
  ('pkb', 'bbnkb'),
  ('pkb', 'opsen'),
  ('pkb', 'pajak-daerah'),
  ('bbnkb', 'opsen'),
  ('bbnkb', 'pajak-daerah'),
  ('opsen', 'pajak-daerah'),
  ('bea-masuk', 'cukai'),
  ('p3b', 'but'),
  ('p3b', 'transfer-pricing'),
  ('transfer-pricing', 'pajak-minimum-global')
) as p (a_slug, b_slug)
join public.glossary_entries a on a.slug = p.a_slug
join public.glossary_entries b on b.slug = p.b_slug;

-- The regulations that govern each term (slugs from 30_regulations.sql).
insert into public.glossary_regulations (entry_id, regulation_id)
select g.id, r.id
from (values
  ('pph', 'uu-7-1983'),
  ('pph', 'uu-7-2021'),
  ('pph-21', 'uu-7-1983'),
  ('pph-21', 'pp-58-2023'),
  ('pph-21', 'pmk-168-2023'),
  ('pph-22', 'uu-7-1983'),
  ('pph-23', 'uu-7-1983'),
  ('pph-26', 'uu-7-1983'),
  ('pph-26', 'pmk-168-2023'),
  ('pph-final', 'uu-7-1983'),
  ('pph-badan', 'uu-7-1983'),
  ('pph-badan', 'uu-7-2021'),
  ('ppn', 'uu-8-1983'),
  ('ppn', 'uu-7-2021'),
  ('ppn', 'pmk-131-2024'),
  ('ppnbm', 'uu-8-1983'),
  ('ppnbm', 'pmk-131-2024'),
  ('dpp-nilai-lain', 'pmk-131-2024'),
  ('ptkp', 'uu-7-1983'),
  ('ter', 'pp-58-2023'),
  ('ter', 'pmk-168-2023'),
  ('natura', 'uu-7-2021'),
  ('natura', 'pp-55-2022'),
  ('dtp', 'pmk-10-2025'),
  ('pph-final-umkm', 'pp-55-2022'),
  ('pph-final-umkm', 'pp-23-2018'),
  ('pbb', 'uu-1-2022'),
  ('bphtb', 'uu-1-2022'),
  ('pkb', 'uu-1-2022'),
  ('bbnkb', 'uu-1-2022'),
  ('opsen', 'uu-1-2022'),
  ('pajak-daerah', 'uu-1-2022'),
  ('bea-meterai', 'uu-10-2020'),
  ('bea-masuk', 'pmk-96-2023'),
  ('kms', 'pmk-61-2022'),
  ('kms', 'pmk-81-2024'),
  ('kms', 'pmk-11-2025'),
  ('pajak-minimum-global', 'pmk-136-2024'),
  ('but', 'uu-7-1983')
) as link (entry_slug, regulation_slug)
join public.glossary_entries g on g.slug = link.entry_slug
join public.regulations r on r.slug = link.regulation_slug;
