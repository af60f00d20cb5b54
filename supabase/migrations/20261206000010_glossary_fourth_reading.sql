-- The fourth reading of 29 November 2026, continued from 20261206000000 (split only to keep each file short; the
-- header there says how it changes rows): the rest of the glossary entries it corrects.

with changed as (
  update public.glossary_entries
  set definition_id = $c$Persetujuan Penghindaran Pajak Berganda (P3B) adalah perjanjian antara Indonesia dan mitra P3B yang memungkinkan PPh atas penghasilan wajib pajak dalam negeri dari luar Indonesia, atau atas penghasilan wajib pajak luar negeri dari Indonesia, dikenakan sesuai dengan ketentuan perjanjian itu. Tujuannya menghilangkan pajak berganda tanpa membuka peluang untuk tidak dikenai pajak sama sekali atau untuk mengurangi pajak melalui penghindaran atau pengelakan pajak. Wajib pajak luar negeri berhak atas manfaat P3B bila ia bukan subjek pajak dalam negeri Indonesia, merupakan penduduk mitra P3B yang dibuktikan dengan Formulir DGT yang disahkan pejabat berwenang, dan tidak menyalahgunakan P3B.$c$,
      definition_en = $c$A tax treaty (P3B) is an agreement between Indonesia and a treaty partner under which income tax on income a resident taxpayer earns abroad, or on income a non-resident taxpayer earns in Indonesia, may be imposed as the treaty provides. Its purpose is to eliminate double taxation without creating room for income to go untaxed or for tax to be reduced through avoidance or evasion. A non-resident taxpayer is entitled to treaty benefits if it is not an Indonesian resident taxpayer, is a resident of the treaty partner as shown by a DGT Form certified by the competent official, and does not abuse the treaty.$c$,
      source_url = 'https://news.ddtc.co.id/berita/nasional/1816364/kemenkeu-rilis-pmk-1122025-formulir-dgt-diperbarui', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'p3b'
    and definition_id = $c$Perjanjian antara Indonesia dan negara lain yang membagi hak pemajakan atas penghasilan yang mengalir di antara kedua negara, untuk menghindari pajak berganda dan mencegah pengelakan pajak. Untuk memakainya, penerima penghasilan harus membuktikan bahwa ia penduduk negara mitra (surat keterangan domisili) dan memenuhi syarat lain, termasuk tidak menyalahgunakan perjanjian.$c$
    and definition_en = $c$An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax evasion. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.$c$
    and source_url is not distinct from 'https://nasional.kontan.co.id/news/aturan-p3b-berubah-ditjen-pajak-umumkan-formulir-dgt-baru'
    and source_name is not distinct from 'Kontan'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:20+07',
  $c$Definisi sebelumnya menyebut P3B membagi hak pemajakan atas penghasilan yang mengalir di antara kedua negara, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews tentang PMK 112/2025, termasuk tiga syarat bagi wajib pajak luar negeri dan Formulir DGT.$c$,
  $c$The entry said a treaty divides the right to tax income flowing between the two countries, for which we found no source.$c$,
  $c$That sentence is removed until it is sourced; the entry now agrees with DDTCNews on PMK 112/2025, including the three conditions for non-residents and the DGT Form.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak yang dipungut pemerintah provinsi atau pemerintah kabupaten/kota, dengan jenis yang diatur dalam Pasal 4 UU HKPD (UU 1/2022). Pajak provinsi antara lain PKB, BBNKB, pajak bahan bakar kendaraan bermotor (PBBKB), dan pajak rokok; pajak kabupaten/kota antara lain PBB-P2, BPHTB, pajak barang dan jasa tertentu (PBJT), dan pajak reklame.$c$,
      definition_en = $c$Taxes collected by provinces or by regencies and cities, of the types set out in Article 4 of the HKPD Law (Law 1 of 2022). Provincial taxes include the motor vehicle tax, the vehicle title transfer duty, the motor vehicle fuel tax (PBBKB) and the cigarette tax; regency and city taxes include the rural and urban land and building tax (PBB-P2), the land and building acquisition duty (BPHTB), the tax on certain goods and services (PBJT) and the advertisement tax.$c$,
      source_url = 'https://bapenda.bengkuluprov.go.id/berita/detail/mengenal-opsen-pajak-kendaraan-bermotor-pasca-berlaku-uu-nomor-1-tahun-2022', source_name = 'Bapenda Provinsi Bengkulu', checked_on = date '2026-11-29'
  where slug = 'pajak-daerah'
    and definition_id = $c$Pajak yang dipungut pemerintah provinsi atau kabupaten/kota berdasarkan peraturan daerah, dengan jenis dan batas tarif yang ditetapkan UU HKPD (UU 1/2022). Pajak provinsi antara lain PKB, BBNKB, pajak bahan bakar kendaraan bermotor, dan pajak rokok; pajak kabupaten/kota antara lain PBB-P2, BPHTB, pajak barang dan jasa tertentu (PBJT), dan pajak reklame. Pajak daerah berbeda dengan pajak pusat, seperti PPh dan PPN, yang dikelola Direktorat Jenderal Pajak.$c$
    and definition_en = $c$Taxes levied by provinces, regencies and cities under their own regional regulations, with the types of tax and the rate ceilings set by the HKPD Law (Law 1 of 2022). Provincial taxes include the motor vehicle tax, the vehicle title transfer duty, the motor vehicle fuel tax and the cigarette tax; regency and city taxes include the land and building tax (PBB-P2), the land and building acquisition duty, the tax on certain goods and services (PBJT) and the advertisement tax. They are distinct from central taxes such as income tax and VAT, which the Directorate General of Taxes administers.$c$
    and source_url is not distinct from 'https://www.basishukum.com/uu/1/2022/II/kesatu/13?m=d'
    and source_name is not distinct from 'basishukum.com'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:19+07',
  $c$Definisi sebelumnya menyebut pajak daerah dipungut berdasarkan peraturan daerah dengan batas tarif dari UU HKPD dan membandingkannya dengan pajak pusat yang dikelola Direktorat Jenderal Pajak, yang tidak dimuat sumber yang kini kami pakai.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Bapenda Provinsi Bengkulu.$c$,
  $c$The entry said regional taxes are levied under regional regulations within rate ceilings set by the HKPD Law and contrasted them with central taxes administered by the Directorate General of Taxes, which the source we now use does not state.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with the Bengkulu Provincial Revenue Agency (Bapenda Provinsi Bengkulu).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak Bumi dan Bangunan (PBB) terbagi atas PBB perdesaan dan perkotaan (PBB-P2), yang merupakan pajak daerah, dan PBB sektor perkebunan, perhutanan, dan pertambangan, yang merupakan pajak pusat. PBB-P2 diadministrasikan di kantor dinas pendapatan daerah, sedangkan pajak pusat diadministrasikan di Kantor Pelayanan Pajak (KPP) atau KP2KP.$c$,
      definition_en = $c$The land and building tax (PBB) is split into the rural and urban land and building tax (PBB-P2), which is a regional tax, and the land and building tax on plantations, forestry and mining, which is a central tax. PBB-P2 is administered at regional revenue offices, while central taxes are administered at tax offices (KPP) or tax service, outreach and consultation offices (KP2KP).$c$,
      source_url = 'https://www.idxchannel.com/milenomic/jenis-jenis-pajak-di-indonesia-berdasarkan-cara-sifat-dan-lembaga-pemungutnya/3', source_name = 'IDX Channel', checked_on = date '2026-11-29'
  where slug = 'pbb'
    and definition_id = $c$Pajak atas bumi dan/atau bangunan yang dimiliki, dikuasai, atau dimanfaatkan. PBB perdesaan dan perkotaan (PBB-P2) adalah pajak daerah yang dipungut pemerintah kabupaten/kota (di Jakarta oleh pemerintah provinsi), kini berdasarkan UU HKPD. PBB untuk sektor perkebunan, perhutanan, pertambangan, dan sektor tertentu lainnya masih dikelola Direktorat Jenderal Pajak.$c$
    and definition_en = $c$The tax on land and buildings that someone owns, controls or uses. The rural and urban land and building tax (PBB-P2) is a regional tax collected by regencies and cities (in Jakarta, by the provincial government), now under the HKPD Law. The tax on plantations, forestry, mining and certain other sectors is still administered by the Directorate General of Taxes.$c$
    and source_url is not distinct from 'https://terc.lpem.org/seri-analisis-fiskal-tax-policy-brief-edisi-14-agustus-2025'
    and source_name is not distinct from 'LPEM FEB UI'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:18+07',
  $c$Definisi sebelumnya menyebut PBB-P2 dipungut kabupaten/kota (di Jakarta oleh provinsi) berdasarkan UU HKPD dan PBB sektor tertentu lainnya dikelola Direktorat Jenderal Pajak, yang tidak dimuat sumber yang dapat kami pakai.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan IDX Channel.$c$,
  $c$The entry said PBB-P2 is collected by regencies and cities (in Jakarta by the province) under the HKPD Law and that the Directorate General of Taxes administers the tax on certain other sectors, for which we found no acceptable source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with IDX Channel.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak daerah berbasis konsumsi yang diatur dalam UU HKPD. PBJT menggabungkan pajak hotel, pajak restoran, pajak hiburan, pajak parkir, dan pajak penerangan jalan ke dalam satu jenis pajak.$c$,
      definition_en = $c$A consumption-based regional tax set out in the HKPD Law. It merges the hotel, restaurant, entertainment, parking and street-lighting taxes into a single tax.$c$,
      source_url = 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'pbjt'
    and definition_id = $c$Pajak daerah yang dipungut kabupaten dan kota atas konsumsi barang dan jasa tertentu: makanan dan minuman, tenaga listrik, jasa perhotelan, jasa parkir, serta jasa kesenian dan hiburan. PBJT diatur dalam UU HKPD dan menggantikan pajak hotel, restoran, hiburan, parkir, dan penerangan jalan yang sebelumnya berdiri sendiri.$c$
    and definition_en = $c$A regional tax that regencies and cities levy on the consumption of certain goods and services: food and drink, electricity, hotel services, parking, and arts and entertainment services. It is set out in the HKPD Law and replaces the separate hotel, restaurant, entertainment, parking and street-lighting taxes.$c$
    and source_url is not distinct from 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:17+07',
  $c$Definisi sebelumnya menyebut PBJT dipungut kabupaten dan kota atas makanan dan minuman, tenaga listrik, jasa perhotelan, jasa parkir, serta jasa kesenian dan hiburan, yang tidak dimuat sumber yang kami catat.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews.$c$,
  $c$The entry said regencies and cities levy it on food and drink, electricity, hotel services, parking, and arts and entertainment services, which the source we recorded does not state.$c$,
  $c$That statement is removed until it is sourced; the entry now agrees with DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak provinsi atas kepemilikan dan/atau penguasaan kendaraan bermotor. Kabupaten/kota mengenakan opsen PKB sebesar 66% dari pokok PKB, yang menurut UU HKPD berlaku paling lambat 5 Januari 2025.$c$,
      definition_en = $c$A provincial tax on owning and/or controlling a motor vehicle. Regencies and cities levy a surcharge (opsen) of 66% of the motor vehicle tax, which under the HKPD Law applied from 5 January 2025 at the latest.$c$,
      source_url = 'https://bapenda.bengkuluprov.go.id/berita/detail/mengenal-opsen-pajak-kendaraan-bermotor-pasca-berlaku-uu-nomor-1-tahun-2022', source_name = 'Bapenda Provinsi Bengkulu', checked_on = date '2026-11-29'
  where slug = 'pkb'
    and definition_id = $c$Pajak provinsi atas kepemilikan dan/atau penguasaan kendaraan bermotor, yang dibayar setiap tahun. Dasar pengenaannya nilai jual kendaraan bermotor dikalikan bobot yang mencerminkan tingkat kerusakan jalan dan pencemaran lingkungan. Tarifnya ditetapkan dengan peraturan daerah dalam batas UU HKPD, dan sejak 2025 kabupaten/kota menerima opsen PKB.$c$
    and definition_en = $c$A provincial tax on owning or controlling a motor vehicle, paid every year. Its base is the vehicle's sale value multiplied by a weighting that reflects road damage and pollution. Provinces set the rate in regional regulations within the limits of the HKPD Law, and since 2025 regencies and cities receive a surcharge (opsen) on it.$c$
    and source_url is not distinct from 'https://peraturan.info/uu/2022/1/pasal-9'
    and source_name is not distinct from 'peraturan.info'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:16+07',
  $c$Definisi sebelumnya menyebut PKB dibayar setiap tahun, dasar pengenaannya nilai jual kendaraan dikalikan bobot, dan tarifnya ditetapkan dengan peraturan daerah dalam batas UU HKPD, yang tidak dimuat sumber yang kini kami pakai.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Bapenda Provinsi Bengkulu.$c$,
  $c$The entry said the tax is paid every year, that its base is the vehicle's sale value multiplied by a weighting, and that provinces set the rate by regional regulation within the HKPD Law's limits, which the source we now use does not state.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with the Bengkulu Provincial Revenue Agency (Bapenda Provinsi Bengkulu).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Dalam perpajakan, istilah perdagangan melalui sistem elektronik (PMSE) dipakai untuk pemungutan PPN atas barang tidak berwujud dan jasa dari luar negeri yang dimanfaatkan di Indonesia melalui sistem elektronik. Pemungutan ini berlaku sejak 1 Juli 2020 berdasarkan PMK 48/2020: PPN atas produk digital dari luar negeri, seperti streaming musik, streaming film, aplikasi, dan gim digital, dipungut oleh pelaku usaha PMSE yang telah ditunjuk sebagai pemungut, pada saat pembayaran.$c$,
      definition_en = $c$In tax, the term trading through electronic systems (PMSE) is used for the collection of VAT on intangible goods and services from abroad that are used in Indonesia through electronic systems. This collection has applied since 1 July 2020 under PMK 48/2020: VAT on digital products from abroad, such as music streaming, film streaming, apps and digital games, is collected at the time of payment by PMSE businesses appointed as collectors.$c$,
      source_url = 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'pmse'
    and definition_id = $c$Dalam perpajakan, istilah perdagangan melalui sistem elektronik terutama dikaitkan dengan PPN PMSE: sejak 2020, pelaku usaha PMSE yang ditunjuk Direktorat Jenderal Pajak, termasuk penyedia layanan digital dari luar negeri, memungut PPN atas produk digital dari luar negeri yang dimanfaatkan di Indonesia, seperti layanan streaming dan aplikasi.$c$
    and definition_en = $c$In tax news, trading through electronic systems mostly refers to VAT on digital services: since 2020, e-commerce businesses appointed by the Directorate General of Taxes, including foreign digital service providers, have collected VAT on digital products from abroad used in Indonesia, such as streaming services and apps.$c$
    and source_url is not distinct from 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:15+07',
  $c$Definisi sebelumnya menyebut bahwa istilah ini terutama dikaitkan dengan PPN PMSE, bahwa pemungutnya ditunjuk Direktorat Jenderal Pajak, dan bahwa pemungutnya termasuk penyedia layanan digital dari luar negeri, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews.$c$,
  $c$The entry said the term mostly refers to VAT on digital services, that the collectors are appointed by the Directorate General of Taxes, and that they include foreign digital service providers, for which we found no source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak yang dikenakan terhadap subjek pajak berkenaan dengan penghasilan yang diterima atau diperolehnya dalam tahun pajak. Subjek pajak yang menerima atau memperoleh penghasilan disebut wajib pajak.$c$,
      definition_en = $c$The tax imposed on a tax subject in respect of the income it receives or earns in a tax year. A tax subject that receives or earns income is called a taxpayer.$c$,
      source_url = 'https://datacenter.ortax.org/ortax/uu/show/36?type=penjelasan', source_name = 'Ortax', checked_on = date '2026-11-29'
  where slug = 'pph'
    and definition_id = $c$Pajak yang dikenakan atas penghasilan, yaitu setiap tambahan kemampuan ekonomis yang diterima atau diperoleh orang pribadi maupun badan dalam suatu tahun pajak. Dasar hukumnya UU Nomor 7 Tahun 1983 yang telah beberapa kali diubah, antara lain oleh UU HPP. Sebagian PPh dilunasi lewat pemotongan atau pemungutan oleh pihak lain, seperti PPh Pasal 21, 22, 23, dan 26, sebagian lagi dibayar sendiri oleh wajib pajak.$c$
    and definition_en = $c$The tax on income, which Indonesian law defines broadly as any increase in economic capacity that an individual or an entity receives or earns in a tax year. It rests on Law 7 of 1983, amended several times since, among others by the HPP Law. Much of it is collected at source, withheld or collected by the payer under Articles 21, 22, 23 and 26, while the rest is paid by taxpayers themselves.$c$
    and source_url is not distinct from 'https://datacenter.ortax.org/ortax/uu/show/36?type=penjelasan'
    and source_name is not distinct from 'Ortax'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:14+07',
  $c$Definisi sebelumnya menyebut bahwa penghasilan adalah setiap tambahan kemampuan ekonomis yang diterima orang pribadi maupun badan, bahwa dasar hukumnya UU 7/1983 yang telah diubah antara lain oleh UU HPP, dan bahwa sebagian PPh dilunasi lewat pemotongan atau pemungutan PPh Pasal 21, 22, 23, dan 26, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Ortax (Penjelasan UU PPh).$c$,
  $c$The entry said that income is any increase in economic capacity received by an individual or an entity, that the tax rests on Law 7 of 1983 as amended among others by the HPP Law, and that much of it is withheld or collected at source under Articles 21, 22, 23 and 26, for which we found no source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with Ortax (the Elucidation of the Income Tax Law).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$PPh yang dipotong atas dividen, bunga, royalti, hadiah dan penghargaan yang tidak diberikan kepada orang pribadi, sewa dan penghasilan lain dari penggunaan harta selain sewa tanah dan/atau bangunan, serta imbalan jasa teknik, jasa manajemen, jasa konstruksi, jasa konsultan, dan jasa lain yang tidak dipotong PPh Pasal 21. Atas bunga, tarifnya 15% dari jumlah bruto.$c$,
      definition_en = $c$Income tax withheld on dividends, interest, royalties, prizes and awards not given to individuals, rent and other income from the use of property other than the rent of land and/or buildings, and fees for engineering, management, construction, consulting and other services on which Article 21 income tax has not been withheld. On interest the rate is 15% of the gross amount.$c$,
      source_url = 'https://stats.pajak.go.id/en/article-23-income-tax', source_name = 'DJP', checked_on = date '2026-11-29'
  where slug = 'pph-23'
    and definition_id = $c$PPh yang dipotong atas penghasilan dari modal, imbalan jasa, serta hadiah dan penghargaan yang dibayarkan kepada wajib pajak dalam negeri atau bentuk usaha tetap, selain yang sudah dipotong PPh Pasal 21. Tarifnya antara lain 15% dari jumlah bruto atas dividen, bunga, dan royalti, serta 2% dari jumlah bruto atas imbalan jasa tertentu. Pemotongnya antara lain badan pemerintah, wajib pajak badan, dan bentuk usaha tetap.$c$
    and definition_en = $c$Income tax withheld on income from capital, on fees for services, and on prizes and awards paid to resident taxpayers or permanent establishments, where Article 21 does not already apply. The rates include 15% of the gross amount on dividends, interest and royalties, and 2% of the gross amount on fees for certain services. Government bodies, companies and permanent establishments are among those who withhold it.$c$
    and source_url is not distinct from 'https://stats.pajak.go.id/en/article-23-income-tax'
    and source_name is not distinct from 'DJP'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:13+07',
  $c$Definisi sebelumnya menyebut bahwa PPh Pasal 23 dipotong atas penghasilan yang dibayarkan kepada wajib pajak dalam negeri atau bentuk usaha tetap, tarif 15% atas dividen dan royalti, tarif 2% atas imbalan jasa tertentu, serta pihak yang memotongnya, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DJP.$c$,
  $c$The entry said that Article 23 tax is withheld on income paid to resident taxpayers or permanent establishments, gave rates of 15% on dividends and royalties and 2% on fees for certain services, and named who withholds it, for which we found no source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$PPh Pasal 25 adalah angsuran pajak penghasilan dalam tahun pajak berjalan yang dibayar sendiri setiap bulan. Bagi wajib pajak badan, besarnya adalah PPh terutang menurut SPT Tahunan tahun pajak sebelumnya dikurangi PPh Pasal 22 dan Pasal 23 yang dipungut atau dipotong pihak lain serta PPh Pasal 24 yang dibayar atau terutang di luar negeri dan boleh dikreditkan, lalu dibagi 12.$c$,
      definition_en = $c$PPh 25 (Article 25 income tax) is the monthly instalment of income tax for the current tax year that the taxpayer pays itself. For a company, it is the income tax due under the previous year's annual return, less Article 22 and Article 23 tax collected or withheld by others and creditable Article 24 tax paid or due abroad, divided by 12.$c$,
      source_url = 'https://www.pajak.go.id/content/2218-penghitungan-pph-pasal-25-masa-angsuran-pph-tahun-berjalan', source_name = 'DJP', checked_on = date '2026-11-29'
  where slug = 'pph-25'
    and definition_id = $c$PPh Pasal 25 adalah angsuran pajak penghasilan yang dibayar sendiri oleh wajib pajak setiap bulan dalam tahun pajak berjalan, sebagai pembayaran di muka atas PPh terutang tahun itu. Besarnya pada umumnya dihitung dari PPh terutang tahun sebelumnya dikurangi kredit pajak (PPh yang dipotong atau dipungut pihak lain dan pajak yang dibayar di luar negeri), lalu dibagi 12. Ketentuan khusus berlaku bagi kelompok tertentu, antara lain wajib pajak baru, bank, BUMN, dan perusahaan terbuka.$c$
    and definition_en = $c$PPh 25 (Article 25 income tax) is the instalment of income tax a taxpayer pays every month during the current tax year as a prepayment of that year's income tax. It is generally the previous year's income tax due, less tax credits (income tax withheld or collected by others and tax paid abroad), divided by 12. Special rules apply to certain groups, among them new taxpayers, banks, state-owned enterprises and listed companies.$c$
    and source_url is not distinct from 'https://stats.pajak.go.id/en/calculation-article-25-income-tax'
    and source_name is not distinct from 'DJP'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:12+07',
  $c$Definisi sebelumnya menyebut bahwa angsuran PPh Pasal 25 merupakan pembayaran di muka atas PPh terutang tahun itu dan bahwa ketentuan khusus berlaku bagi wajib pajak baru, bank, BUMN, dan perusahaan terbuka, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DJP (pajak.go.id).$c$,
  $c$The entry said the instalment is a prepayment of that year's income tax and that special rules apply to new taxpayers, banks, state-owned enterprises and listed companies, for which we found no source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DJP (pajak.go.id).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Sanksi administrasi adalah sanksi perpajakan menurut UU KUP yang berbeda dari sanksi pidana. Contohnya denda bila SPT tidak disampaikan tepat waktu (Pasal 7 ayat (1) UU KUP): Rp500.000 untuk SPT Masa PPN, Rp100.000 untuk SPT Masa lainnya, Rp1.000.000 untuk SPT Tahunan PPh wajib pajak badan, dan Rp100.000 untuk SPT Tahunan PPh wajib pajak orang pribadi.$c$,
      definition_en = $c$Administrative sanctions are tax sanctions under the KUP Law that are distinct from criminal sanctions. One example is the fine for a return not filed on time (Article 7(1) of the KUP Law): Rp500,000 for a monthly VAT return, Rp100,000 for other periodic returns, Rp1,000,000 for a company's annual income tax return and Rp100,000 for an individual's annual income tax return.$c$,
      source_url = 'https://www.cnnindonesia.com/edukasi/20240222164248-561-1066108/berapa-denda-jika-tidak-lapor-spt-tahunan-ternyata-segini', source_name = 'CNN Indonesia', checked_on = date '2026-11-29'
  where slug = 'sanksi-administrasi'
    and definition_id = $c$Sanksi administrasi adalah sanksi perpajakan berupa bunga, denda, atau kenaikan yang dikenakan berdasarkan UU KUP atas pelanggaran kewajiban perpajakan. Bunga umumnya dikenakan atas keterlambatan pembayaran atau kekurangan pajak, denda atas pelanggaran seperti terlambat menyampaikan SPT, dan kenaikan atas pajak yang tidak atau kurang dibayar dalam keadaan tertentu. Tarif bunga per bulan ditetapkan Menteri Keuangan berdasarkan suku bunga acuan. Sanksi ini ditagih melalui STP atau surat ketetapan pajak dan terpisah dari sanksi pidana.$c$
    and definition_en = $c$Administrative sanctions are the tax penalties under the KUP Law, in the form of interest, fines or surcharges, imposed when tax obligations are breached. Interest is generally charged on late payment or underpaid tax, fines on breaches such as filing a return late, and surcharges on tax left unpaid or underpaid in certain situations. The monthly interest rate is set by the Minister of Finance based on the reference interest rate. These sanctions are billed through a tax collection notice (STP) or a tax assessment letter and are separate from criminal sanctions.$c$
    and source_url is not distinct from null
    and source_name is not distinct from null
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:11+07',
  $c$Definisi sebelumnya menyebut bahwa sanksi administrasi berupa bunga, denda, atau kenaikan beserta penyebabnya, bahwa tarif bunga per bulan ditetapkan Menteri Keuangan berdasarkan suku bunga acuan, dan bahwa sanksi ini ditagih melalui STP atau surat ketetapan pajak, yang tidak kami temukan dalam satu sumber yang layak.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan CNN Indonesia.$c$,
  $c$The entry said administrative sanctions take the form of interest, fines or surcharges and when each applies, that the Minister of Finance sets the monthly interest rate from the reference rate, and that the sanctions are billed through a tax collection notice or an assessment letter, which we did not find in one acceptable source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with CNN Indonesia.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Harga dalam transaksi yang dipengaruhi hubungan istimewa, yaitu hubungan karena kepemilikan atau penyertaan modal, penguasaan, atau hubungan keluarga sedarah atau semenda. PMK 172/2023 mewajibkan wajib pajak menerapkan prinsip kewajaran dan kelaziman usaha (arm's length principle) pada transaksi tersebut, dengan membandingkan kondisi dan indikator harganya dengan kondisi dan indikator harga transaksi independen yang sama atau sebanding.$c$,
      definition_en = $c$The price in a transaction influenced by a special relationship, meaning a relationship arising from ownership or capital participation, control, or family ties by blood or marriage. PMK 172/2023 requires taxpayers to apply the arm's length principle to such transactions by comparing their conditions and price indicators with those of the same or comparable independent transactions.$c$,
      source_url = 'https://news.ddtc.co.id/komunitas/agenda/1814308/punya-transaksi-yang-dipengaruhi-hubungan-istimewa-wajib-paham-ini', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'transfer-pricing'
    and definition_id = $c$Penentuan harga dalam transaksi antara pihak yang mempunyai hubungan istimewa, misalnya antarperusahaan dalam satu grup. Peraturan pajak, kini PMK 172/2023, mewajibkan harga tersebut sesuai prinsip kewajaran dan kelaziman usaha (arm's length principle), yaitu setara dengan harga antara pihak yang tidak memiliki hubungan istimewa dalam kondisi yang sebanding; bila tidak, Direktorat Jenderal Pajak dapat mengoreksinya. Wajib pajak yang memenuhi kriteria tertentu wajib menyiapkan dokumentasi penentuan harga transfer.$c$
    and definition_en = $c$The setting of prices in transactions between related parties, such as companies in the same group. Tax rules, now PMK 172/2023, require those prices to follow the arm's length principle, matching what unrelated parties would agree in comparable circumstances, and the Directorate General of Taxes can adjust them if they do not. Taxpayers that meet certain criteria must prepare transfer pricing documentation.$c$
    and source_url is not distinct from 'https://news.ddtc.co.id/komunitas/agenda/1814308/punya-transaksi-yang-dipengaruhi-hubungan-istimewa-wajib-paham-ini'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:10+07',
  $c$Definisi sebelumnya menyebut bahwa Direktorat Jenderal Pajak dapat mengoreksi harga yang tidak wajar dan bahwa wajib pajak yang memenuhi kriteria tertentu wajib menyiapkan dokumentasi penentuan harga transfer, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews.$c$,
  $c$The entry said the Directorate General of Taxes can adjust prices that are not at arm's length and that taxpayers meeting certain criteria must prepare transfer pricing documentation, for which we found no source.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Usaha mikro, kecil, dan menengah; dalam pajak, sebutan ini dipakai untuk skema PPh final UMKM sebesar 0,5% berdasarkan PP 55/2022. Berdasarkan Pasal 58 PP 55/2022, skema itu boleh dipakai wajib pajak yang peredaran brutonya pada tahun pajak sebelumnya tidak melebihi Rp4,8 miliar, dihitung dari seluruh peredaran bruto usaha termasuk dari cabang.$c$,
      definition_en = $c$Micro, small and medium enterprises; in tax, the term is used for the 0.5% final income tax scheme for small businesses under PP 55/2022. Under Article 58 of PP 55/2022, a taxpayer may use the scheme if its gross turnover in the previous tax year did not exceed Rp4.8 billion, counting all gross turnover from its business, including branches.$c$,
      source_url = 'https://news.ddtc.co.id/berita/nasional/1815277/pp-552022-direvisi-formula-omzet-pph-final-umkm-bakal-ikut-diubah', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'umkm'
    and definition_id = $c$Usaha yang digolongkan sebagai mikro, kecil, atau menengah menurut besarnya modal usaha atau hasil penjualan tahunan. Dalam berita pajak, sebutan UMKM lazim dipakai untuk wajib pajak dengan peredaran bruto tidak lebih dari Rp4,8 miliar setahun, yang dapat memakai PPh final 0,5%. Batas pajak itu tidak sama dengan kriteria UMKM dalam peraturan tentang usaha mikro, kecil, dan menengah.$c$
    and definition_en = $c$Businesses classed as micro, small or medium according to their business capital or annual sales. In tax news, the term usually means taxpayers with gross turnover of no more than Rp4.8 billion a year, who may use the 0.5% final income tax. That tax threshold is not the same as the criteria in the rules that define these enterprises.$c$
    and source_url is not distinct from 'https://news.ddtc.co.id/berita/nasional/1815277/pp-552022-direvisi-formula-omzet-pph-final-umkm-bakal-ikut-diubah'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:09+07',
  $c$Definisi sebelumnya menyebut bahwa UMKM digolongkan menurut besarnya modal usaha atau hasil penjualan tahunan dan bahwa batas pajak berbeda dengan kriteria dalam peraturan tentang UMKM, yang tidak dimuat sumber kami, serta menyebut batas Rp4,8 miliar setahun tanpa menyebut bahwa yang dihitung adalah peredaran bruto tahun pajak sebelumnya.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews: batasnya adalah peredaran bruto tahun pajak sebelumnya yang tidak melebihi Rp4,8 miliar (Pasal 58 PP 55/2022).$c$,
  $c$The entry said these enterprises are classed by business capital or annual sales and that the tax threshold differs from the criteria in the rules on such enterprises, which our source does not contain, and gave the Rp4.8 billion limit as a yearly figure without saying that it is the previous tax year's gross turnover that counts.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DDTCNews: the limit is gross turnover of no more than Rp4.8 billion in the previous tax year (Article 58 of PP 55/2022).$c$
from changed;
