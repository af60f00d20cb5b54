-- The fourth reading of the register's and the glossary's sources (29 November 2026, Jakarta time): each entry the
-- third reading (20261205000100) left without a checked date was read again, statement by statement, against its
-- recorded source or one found now. A fact no acceptable source gives stays out, so where the rest of an entry
-- holds, the statements without a source are removed, the source that holds the rest is recorded, and the entry is
-- marked checked; each such change is listed, dated, on /id/ralat and /en/corrections. What was read for each entry:
-- docs/corrections/2026-11-29.md. A fresh database gets the same rows from the seed (30_regulations, 40-42 glossary,
-- 60_sources, 60_corrections); tests/db/sources-29-november-migration.test.ts holds the two to each other.
--
-- An entry changes only where its text, source and missing checked date are still the seed's: one an editor changed
-- is theirs to check. Running it twice changes nothing. Split over two files only to keep each short
-- (20261206000000 and 20261206000010).

with changed as (
  update public.regulations
  set summary_id = $c$Undang-undang PPN dan PPnBM.$c$,
      summary_en = $c$The VAT and luxury-goods sales tax law.$c$,
      source_url = 'https://jdih.kemenkeu.go.id/fulltext/1983/8Tahun~1983UU.HTM', source_name = 'JDIH Kemenkeu', checked_on = date '2026-11-29'
  where slug = 'uu-8-1983'
    and summary_id = $c$Undang-undang PPN dan PPnBM. Telah diubah beberapa kali, antara lain oleh UU HPP yang menaikkan tarif PPN.$c$
    and summary_en = $c$The VAT and luxury-goods sales tax law. Amended several times, among others by the HPP Law, which raised the VAT rate.$c$
    and source_url is not distinct from 'https://jdih.kemenkeu.go.id/fulltext/1983/8Tahun~1983UU.HTM'
    and source_name is not distinct from 'JDIH Kemenkeu'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:30+07',
  $c$Ringkasan sebelumnya menyebut bahwa undang-undang ini telah diubah beberapa kali, antara lain oleh UU HPP yang menaikkan tarif PPN, yang tidak dimuat oleh sumber yang kami catat dan tidak kami temukan dalam satu sumber lain.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; ringkasan kini sesuai dengan teks undang-undang di JDIH Kemenkeu.$c$,
  $c$The summary said the law has been amended several times, among others by the HPP Law, which raised the VAT rate; the source we record does not say so, and we found no single other source that does.$c$,
  $c$That sentence is removed until it is sourced; the summary now agrees with the text of the law on JDIH Kemenkeu.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Bea yang dikenakan atas penyerahan kendaraan bermotor. Menurut Pasal 12 ayat (1) UU HKPD, BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor, sehingga sejak 5 Januari 2025 penyerahan kendaraan bekas tidak dikenai BBNKB dan juga tidak dikenai opsen BBNKB sebesar 66%.$c$,
      definition_en = $c$A duty charged on the transfer of a motor vehicle. Under Article 12(1) of the HKPD Law it applies only to a vehicle's first transfer, so since 5 January 2025 the transfer of a used vehicle has incurred neither the duty nor the 66% surcharge (opsen) on it.$c$,
      source_url = 'https://news.ddtc.co.id/catat-jual-beli-mobil-bekas-bebas-bbnkb-mulai-5-januari-2025-1807879', source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'bbnkb'
    and definition_id = $c$Pajak provinsi atas penyerahan hak milik kendaraan bermotor. Menurut UU HKPD, sejak 5 Januari 2025 BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor, sehingga balik nama kendaraan bekas tidak lagi dikenai BBNKB. Sejak 2025 kabupaten/kota juga menerima opsen BBNKB.$c$
    and definition_en = $c$A provincial tax on the transfer of ownership of a motor vehicle. Under the HKPD Law, since 5 January 2025 it applies only to a vehicle's first transfer, so registering a used vehicle in a new owner's name no longer incurs it. Since 2025 regencies and cities also receive a surcharge (opsen) on it.$c$
    and source_url is not distinct from 'https://www.basishukum.com/uu/1/2022/II/kesatu/3?m=d'
    and source_name is not distinct from 'basishukum.com'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:29+07',
  $c$Definisi sebelumnya menyebut bahwa BBNKB adalah pajak provinsi dan bahwa sejak 2025 kabupaten/kota menerima opsen BBNKB, yang sumbernya tidak kami temukan; sumber yang dicatat adalah salinan undang-undang di situs tidak resmi.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DDTCNews.$c$,
  $c$The entry said BBNKB is a provincial tax and that since 2025 regencies and cities receive a surcharge on it, for which we found no source; the source recorded was a copy of the law on an unofficial site.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DDTCNews.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Bentuk usaha yang dipergunakan orang pribadi atau badan luar negeri untuk menjalankan usaha atau melakukan kegiatan di Indonesia. Dalam perpajakan, BUT berstatus subjek pajak luar negeri yang perlakuan perpajakannya dipersamakan dengan subjek pajak badan.$c$,
      definition_en = $c$The form of business through which a foreign individual or company does business or carries on activities in Indonesia. For tax purposes it is a non-resident taxpayer treated like a company.$c$,
      source_url = 'https://pajak.go.id/id/berita/unggah-siniar-baru-penyuluh-pajak-lto-bahas', source_name = 'DJP', checked_on = date '2026-11-29'
  where slug = 'but'
    and definition_id = $c$Bentuk usaha yang dipakai orang pribadi atau badan luar negeri untuk menjalankan usaha atau melakukan kegiatan di Indonesia, misalnya kantor cabang, kantor perwakilan, pabrik, proyek konstruksi, atau agen yang tidak bebas. BUT adalah subjek pajak luar negeri yang perlakuan perpajakannya dipersamakan dengan subjek pajak badan, dan membayar PPh atas penghasilannya di Indonesia. Laba setelah pajaknya juga dikenai PPh Pasal 26 kecuali ditanamkan kembali di Indonesia, dan P3B dapat mengatur lain.$c$
    and definition_en = $c$The presence through which a foreign individual or company does business or carries on activities in Indonesia, such as a branch, a representative office, a factory, a construction project or a dependent agent. It is a non-resident taxpayer treated for tax purposes like a company, and pays income tax on its Indonesian income. Its after-tax profit also bears Article 26 income tax unless reinvested in Indonesia, and a tax treaty may provide otherwise.$c$
    and source_url is not distinct from 'https://pajak.go.id/id/berita/unggah-siniar-baru-penyuluh-pajak-lto-bahas'
    and source_name is not distinct from 'DJP'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:28+07',
  $c$Definisi sebelumnya memuat contoh bentuk usaha tetap, menyebut bahwa BUT membayar PPh atas penghasilannya di Indonesia, dan menyebut bahwa laba setelah pajaknya dikenai PPh Pasal 26 kecuali ditanamkan kembali, yang tidak dimuat oleh sumber yang kami catat.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DJP.$c$,
  $c$The entry gave examples of permanent establishments and said a permanent establishment pays income tax on its Indonesian income and that its after-tax profit bears Article 26 income tax unless reinvested; the source we record does not say so.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pungutan negara atas barang tertentu yang mempunyai sifat atau karakteristik yang ditetapkan dalam undang-undang cukai. Barang itu adalah barang yang konsumsinya perlu dikendalikan, peredarannya perlu diawasi, pemakaiannya dapat menimbulkan dampak negatif bagi masyarakat atau lingkungan hidup, atau pemakaiannya perlu pembebanan pungutan negara demi keadilan dan keseimbangan. Barang kena cukai terdiri atas etil alkohol atau etanol, minuman yang mengandung etil alkohol, hasil tembakau, dan hasil produksi tembakau lainnya.$c$,
      definition_en = $c$A levy the state charges on particular goods with characteristics set out in the excise law. These are goods whose consumption needs to be controlled, whose distribution needs to be monitored, whose use can harm society or the environment, or whose use calls for a state levy for the sake of fairness and balance. Excisable goods are ethyl alcohol (ethanol), drinks containing ethyl alcohol, tobacco products and other tobacco products.$c$,
      source_url = 'https://bcmaumere.beacukai.go.id/page/read/14/cukai.html', source_name = 'DJBC', checked_on = date '2026-11-29'
  where slug = 'cukai'
    and definition_id = $c$Pungutan negara atas barang tertentu yang antara lain konsumsinya perlu dikendalikan, peredarannya perlu diawasi, atau pemakaiannya dapat berdampak negatif bagi masyarakat atau lingkungan. Undang-undang cukai menetapkan tiga barang kena cukai, yaitu etil alkohol, minuman yang mengandung etil alkohol, dan hasil tembakau; penambahan atau pengurangan barang kena cukai diatur dengan peraturan pemerintah setelah dibahas dan disepakati dengan DPR dalam penyusunan RAPBN. Cukai dikelola Direktorat Jenderal Bea dan Cukai; pelunasan cukai rokok, misalnya, ditandai dengan pita cukai pada kemasannya.$c$
    and definition_en = $c$A levy on particular goods whose characteristics include that their consumption needs to be controlled, whose distribution needs to be monitored, or whose use can harm society or the environment. The excise law names three excisable goods, ethyl alcohol, drinks containing ethyl alcohol and tobacco products, and lets a government regulation add or remove excisable goods once they have been discussed and agreed with the House of Representatives (DPR) in drawing up the state budget. It is administered by the Directorate General of Customs and Excise; on cigarettes, for example, payment is shown by an excise band on the pack.$c$
    and source_url is not distinct from 'https://id.wikisource.org/wiki/Halaman:UU_Nomor_7_Tahun_2021.pdf/98'
    and source_name is not distinct from 'Wikisource'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:27+07',
  $c$Definisi sebelumnya menyebut bahwa penambahan atau pengurangan barang kena cukai diatur dengan peraturan pemerintah setelah disepakati dengan DPR, bahwa cukai dikelola Direktorat Jenderal Bea dan Cukai, dan bahwa pelunasan cukai rokok ditandai dengan pita cukai, yang sumbernya tidak kami temukan; sumber yang dicatat adalah salinan undang-undang di situs wiki.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Direktorat Jenderal Bea dan Cukai, termasuk sifat keempat barang kena cukai dan daftar barang kena cukai menurut sumber itu.$c$,
  $c$The entry said a government regulation can add or remove excisable goods once agreed with the House of Representatives, that excise is administered by the Directorate General of Customs and Excise, and that payment on cigarettes is shown by an excise band, for which we found no source; the source recorded was a copy of the law on a wiki.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with the Directorate General of Customs and Excise, including the fourth characteristic of excisable goods and that source's list of them.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Direktorat Jenderal Pajak (DJP) menangani pajak pusat, seperti pajak penghasilan (PPh), pajak pertambahan nilai (PPN), pajak penjualan atas barang mewah (PPnBM), bea meterai, dan PBB sektor tertentu (perkebunan, perhutanan, dan pertambangan). Pajak kendaraan bermotor, pajak reklame, pajak restoran, PBB untuk perumahan, dan pajak daerah lainnya dikelola pemerintah daerah. Selain kantor pusat, DJP mempunyai instansi vertikal, yaitu unit kerja di bawah kantor pusat, termasuk Kantor Pelayanan Pajak (KPP).$c$,
      definition_en = $c$The Directorate General of Taxes (DJP) deals with central government taxes, such as income tax, VAT, the sales tax on luxury goods, stamp duty, and land and building tax in certain sectors (plantations, forestry and mining). Motor vehicle tax, advertisement tax, restaurant tax, land and building tax on housing and other regional taxes are managed by regional governments. Besides its head office, DJP has field offices, that is, units below the head office, among them the tax offices (KPP).$c$,
      source_url = 'https://pajak.go.id/index.php/en/node/40676', source_name = 'DJP', checked_on = date '2026-11-29'
  where slug = 'djp'
    and definition_id = $c$Direktorat Jenderal Pajak (DJP) adalah unit di bawah Kementerian Keuangan yang mengelola pajak pusat di Indonesia. Pajak yang diadministrasikannya antara lain pajak penghasilan, PPN, PPnBM, bea meterai, dan PBB sektor tertentu. Cukai diurus oleh Direktorat Jenderal Bea dan Cukai, sedangkan pajak daerah dipungut oleh pemerintah daerah. DJP melayani wajib pajak melalui kantor wilayah dan Kantor Pelayanan Pajak (KPP) di seluruh Indonesia.$c$
    and definition_en = $c$The Directorate General of Taxes (DJP) is the unit of the Ministry of Finance that administers Indonesia's central government taxes. These include income tax, VAT, the sales tax on luxury goods, stamp duty, and land and building tax in certain sectors. Excise is handled by the Directorate General of Customs and Excise, and regional taxes by regional governments. DJP serves taxpayers through regional offices and tax offices (KPP) across the country.$c$
    and source_url is not distinct from 'https://pajak.go.id/index.php/en/node/40676'
    and source_name is not distinct from 'DJP'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:26+07',
  $c$Definisi sebelumnya menyebut bahwa DJP adalah unit di bawah Kementerian Keuangan, bahwa cukai diurus oleh Direktorat Jenderal Bea dan Cukai, dan bahwa DJP melayani wajib pajak melalui kantor wilayah dan KPP di seluruh Indonesia, yang tidak dimuat oleh sumber yang kami catat.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DJP.$c$,
  $c$The entry said DJP is a unit of the Ministry of Finance, that excise is handled by the Directorate General of Customs and Excise, and that DJP serves taxpayers through regional offices and tax offices across the country; the source we record does not say so.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Keberatan pajak diajukan wajib pajak, hanya kepada Direktur Jenderal Pajak, atas isi ketetapan pajak, yaitu jumlah rugi atau jumlah pajak, atau atas pemotongan atau pemungutan pajak yang menurut wajib pajak tidak sebagaimana mestinya. Keberatan diajukan dengan alasan yang jelas, paling lama tiga bulan sejak tanggal surat ketetapan pajak dikirim atau sejak tanggal pemotongan atau pemungutan pajak. Bila batas waktu itu tidak dapat dipenuhi karena keadaan di luar kekuasaan wajib pajak, Direktur Jenderal Pajak dapat mempertimbangkan untuk memperpanjangnya.$c$,
      definition_en = $c$A tax objection (keberatan) is filed by a taxpayer, with the Director General of Taxes only, against the content of a tax assessment, that is, the amount of a loss or of tax, or against tax withheld or collected, where the taxpayer considers it incorrect. It must give clear reasons and be filed within three months of the date the assessment was sent or the tax was withheld or collected. If circumstances beyond the taxpayer's control make that impossible, the Director General of Taxes may consider extending the time limit.$c$,
      source_url = 'https://datacenter.ortax.org/ortax/uu/show/12?bab=257&pasal=265&penjelasan=true', source_name = 'Ortax', checked_on = date '2026-11-29'
  where slug = 'keberatan'
    and definition_id = $c$Keberatan pajak adalah upaya hukum wajib pajak kepada DJP terhadap surat ketetapan pajak (SKPKB, SKPKBT, SKPLB, atau SKPN) atau terhadap pemotongan atau pemungutan pajak oleh pihak ketiga. Keberatan diajukan secara tertulis dalam bahasa Indonesia dengan alasan yang jelas, pada umumnya paling lama tiga bulan sejak tanggal surat ketetapan dikirim atau tanggal pemotongan atau pemungutan. DJP wajib memutus keberatan dalam 12 bulan sejak surat keberatan diterima; bila tidak, keberatan dianggap dikabulkan. Wajib pajak yang tidak puas dengan keputusan keberatan dapat mengajukan banding ke Pengadilan Pajak.$c$
    and definition_en = $c$A tax objection (keberatan) is a taxpayer's legal challenge, filed with DJP, against a tax assessment letter (SKPKB, SKPKBT, SKPLB or SKPN) or against tax withheld or collected by a third party. It must be filed in writing in Indonesian with clear reasons, generally within three months of the date the assessment was sent or the tax was withheld or collected. DJP must decide within 12 months of receiving it; if it does not, the objection is deemed granted. A taxpayer who disagrees with the decision can appeal to the Tax Court.$c$
    and source_url is not distinct from 'https://sippn.menpan.go.id/pelayanan-publik/8306178/kantor-wilayah-direktorat-jenderal-pajak-riau/keberatan'
    and source_name is not distinct from 'SIPPN KemenPANRB'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:25+07',
  $c$Definisi sebelumnya menyebut bahwa keberatan diajukan dalam bahasa Indonesia, bahwa DJP wajib memutusnya dalam 12 bulan dan bila tidak keberatan dianggap dikabulkan, dan bahwa wajib pajak dapat mengajukan banding ke Pengadilan Pajak, yang tidak dimuat oleh sumber yang kini kami catat; sumber yang dicatat sebelumnya tidak dapat kami baca lagi.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan penjelasan Pasal 25 UU KUP di Ortax.$c$,
  $c$The entry said an objection must be written in Indonesian, that DJP must decide within 12 months or the objection is deemed granted, and that the taxpayer can then appeal to the Tax Court; the source we now record does not say so, and we could not read the earlier source again.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with the elucidation of Article 25 of the KUP Law on Ortax.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Kantor Pelayanan Pajak (KPP) adalah salah satu instansi vertikal Direktorat Jenderal Pajak (DJP). Menurut PMK 210/PMK.01/2017, KPP terdiri atas tiga jenis: KPP Wajib Pajak Besar, KPP Madya, dan KPP Pratama.$c$,
      definition_en = $c$A tax office (KPP) is one of the field offices of the Directorate General of Taxes (DJP). Under PMK 210/PMK.01/2017 there are three types: Large Taxpayer offices, KPP Madya offices and KPP Pratama offices.$c$,
      source_url = 'https://pajak.go.id/index.php/en/node/40676', source_name = 'DJP', checked_on = date '2026-11-29'
  where slug = 'kpp'
    and definition_id = $c$Kantor Pelayanan Pajak (KPP) adalah kantor DJP yang melayani dan mengawasi wajib pajak secara langsung, mulai dari pendaftaran dan penerimaan SPT hingga pemeriksaan. Wajib pajak umumnya terdaftar di KPP yang wilayah kerjanya meliputi tempat tinggal atau tempat kedudukannya. Menurut PMK 210/PMK.01/2017, KPP terdiri atas tiga jenis: KPP Pratama melayani sebagian besar wajib pajak di suatu wilayah, KPP Madya melayani wajib pajak yang lebih besar, dan KPP Wajib Pajak Besar melayani kelompok wajib pajak tertentu.$c$
    and definition_en = $c$A tax office (KPP) is a DJP office that deals with taxpayers directly, from registration and receiving tax returns to audits. Taxpayers are generally registered with the KPP whose area covers their residence or registered office. Under PMK 210/PMK.01/2017 there are three types: KPP Pratama offices serve most taxpayers in an area, KPP Madya offices serve larger ones, and Large Taxpayer offices serve particular groups of taxpayers.$c$
    and source_url is not distinct from 'https://pajak.go.id/index.php/en/node/40676'
    and source_name is not distinct from 'DJP'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:24+07',
  $c$Definisi sebelumnya menyebut tugas KPP dari pendaftaran hingga pemeriksaan, tempat wajib pajak terdaftar, dan wajib pajak yang dilayani tiap jenis KPP, yang tidak dimuat oleh sumber yang kami catat.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan DJP.$c$,
  $c$The entry described a tax office's work from registration to audits, where taxpayers are registered, and which taxpayers each type of office serves; the source we record does not say so.$c$,
  $c$Those statements are removed until they are sourced; the entry now agrees with DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Ketentuan Umum dan Tata Cara Perpajakan (KUP) adalah nama UU Nomor 6 Tahun 1983. UU KUP telah beberapa kali diubah, antara lain oleh UU HPP (UU Nomor 7 Tahun 2021).$c$,
      definition_en = $c$The General Provisions and Tax Procedures Law (KUP Law) is Law 6 of 1983. It has been amended several times, among others by the HPP Law (Law 7 of 2021).$c$,
      source_url = 'https://datacenter.ortax.org/ortax/aturan/show/25055', source_name = 'Ortax', checked_on = date '2026-11-29'
  where slug = 'kup'
    and definition_id = $c$Ketentuan Umum dan Tata Cara Perpajakan (KUP) adalah nama UU Nomor 6 Tahun 1983, undang-undang yang mengatur hak dan kewajiban wajib pajak serta tata cara perpajakan secara umum. Undang-undang ini mengatur antara lain NPWP, SPT, pembayaran, pembukuan, pemeriksaan, surat ketetapan pajak, penagihan, keberatan dan banding, serta sanksi administrasi dan pidana. UU KUP telah diubah beberapa kali, antara lain oleh UU HPP (UU 7/2021).$c$
    and definition_en = $c$The General Provisions and Tax Procedures Law (KUP Law), Law 6 of 1983, sets out taxpayers' rights and obligations and the general procedures of taxation. It covers, among other things, the NPWP, tax returns, payment, bookkeeping, audits, tax assessments, collection, objections and appeals, and administrative and criminal sanctions. It has been amended several times, among others by the HPP Law (Law 7 of 2021).$c$
    and source_url is not distinct from null
    and source_name is not distinct from null
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:23+07',
  $c$Definisi sebelumnya menyebut isi undang-undang ini, yaitu hak dan kewajiban wajib pajak serta NPWP, SPT, pembayaran, pembukuan, pemeriksaan, surat ketetapan pajak, penagihan, keberatan dan banding, dan sanksi, yang sumbernya tidak kami temukan.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan teks PMK 2/PMK.09/2023 di Ortax.$c$,
  $c$The entry described what the law covers (taxpayers' rights and obligations, the NPWP, returns, payment, bookkeeping, audits, assessments, collection, objections and appeals, and sanctions), for which we found no source.$c$,
  $c$That sentence is removed until it is sourced; the entry now agrees with the text of PMK 2/PMK.09/2023 on Ortax.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Norma Penghitungan Penghasilan Neto (NPPN) adalah norma untuk menentukan penghasilan neto yang dibuat, terus disempurnakan, dan diterbitkan oleh Direktur Jenderal Pajak. Wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dengan peredaran bruto kurang dari Rp4,8 miliar setahun boleh memakainya, dengan syarat memberitahukannya kepada Direktur Jenderal Pajak dalam tiga bulan pertama tahun pajak. Wajib pajak yang memakai NPPN wajib menyelenggarakan pencatatan.$c$,
      definition_en = $c$The deemed profit norm (NPPN) is a norm for determining net income, drawn up, kept up to date and published by the Director General of Taxes. Individuals who run a business or practise a profession with gross turnover below Rp4.8 billion a year may use it, provided they notify the Director General of Taxes within the first three months of the tax year. Taxpayers who use it must keep records.$c$,
      source_url = 'https://datacenter.ortax.org/ortax/uu/show/36?bab=53&pasal=141', source_name = 'Ortax', checked_on = date '2026-11-29'
  where slug = 'nppn'
    and definition_id = $c$Norma Penghitungan Penghasilan Neto (NPPN) adalah pedoman berupa persentase yang diterbitkan DJP untuk memperkirakan penghasilan neto dari peredaran bruto. NPPN dapat dipakai wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dengan peredaran bruto di bawah batas tertentu, asalkan menyelenggarakan pencatatan dan memberitahukannya kepada DJP dalam tiga bulan pertama tahun pajak.$c$
    and definition_en = $c$The deemed profit norm (NPPN) is a set of percentages published by DJP for estimating net income from gross turnover. Individuals who run a business or practise a profession with turnover below a set threshold may use it, provided they keep records and notify DJP within the first three months of the tax year.$c$
    and source_url is not distinct from 'https://datacenter.ortax.org/ortax/uu/show/36?bab=53&pasal=141'
    and source_name is not distinct from 'Ortax'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:22+07',
  $c$Definisi sebelumnya menyebut NPPN sebagai pedoman berupa persentase untuk memperkirakan penghasilan neto dari peredaran bruto, yang sumbernya tidak kami temukan, dan menjadikan pencatatan sebagai syarat pemakaian NPPN.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; menurut Pasal 14 UU PPh, syarat memakai NPPN adalah pemberitahuan kepada Direktur Jenderal Pajak, dan pencatatan adalah kewajiban pemakainya. Definisi kini sesuai dengan teks UU PPh di Ortax.$c$,
  $c$The entry said the NPPN is a set of percentages for estimating net income from gross turnover, for which we found no source, and it made record-keeping a condition for using it.$c$,
  $c$That sentence is removed until it is sourced; under Article 14 of the Income Tax Law the condition is notifying the Director General of Taxes, and record-keeping is a duty of those who use the norm. The entry now agrees with the Income Tax Law text on Ortax.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Opsen adalah pungutan tambahan pajak menurut persentase tertentu, yang diatur dalam UU HKPD (UU 1/2022). Kabupaten/kota mengenakan opsen atas pokok PKB dan atas pokok BBNKB, masing-masing 66%, sedangkan opsen pajak MBLB termasuk pajak yang dipungut provinsi. UU HKPD mengamanatkan opsen PKB dan opsen BBNKB berlaku paling lambat 5 Januari 2025.$c$,
      definition_en = $c$A regional tax surcharge (opsen) is an additional levy on a tax at a set percentage, governed by the HKPD Law (Law 1 of 2022). Regencies and cities levy a surcharge of 66% on the motor vehicle tax and of 66% on the vehicle title transfer duty, while the surcharge on the tax on non-metallic minerals and rocks (MBLB) is among the taxes provinces collect. The HKPD Law required the surcharges on the motor vehicle tax and the title transfer duty to apply by 5 January 2025 at the latest.$c$,
      source_url = 'https://bapenda.bengkuluprov.go.id/berita/detail/mengenal-opsen-pajak-kendaraan-bermotor-pasca-berlaku-uu-nomor-1-tahun-2022', source_name = 'Bapenda Provinsi Bengkulu', checked_on = date '2026-11-29'
  where slug = 'opsen'
    and definition_id = $c$Pungutan tambahan atas pajak tertentu yang dihitung dengan persentase dari pajak pokoknya, diperkenalkan oleh UU HKPD. Kabupaten/kota memungut opsen atas PKB dan BBNKB, masing-masing 66% dari pajak terutang, sedangkan provinsi memungut opsen 25% atas pajak mineral bukan logam dan batuan (MBLB). Opsen berlaku sejak Januari 2025 dan menggantikan bagi hasil PKB dan BBNKB dari provinsi ke kabupaten/kota.$c$
    and definition_en = $c$An additional levy on certain taxes, calculated as a percentage of the main tax and introduced by the HKPD Law. Regencies and cities levy it on the motor vehicle tax and the vehicle title transfer duty at 66% of the tax due, and provinces levy 25% on the regional tax on non-metallic minerals and rocks (MBLB). It has applied since January 2025 and replaces the share of vehicle tax revenue that provinces used to pass on to regencies and cities.$c$
    and source_url is not distinct from 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan'
    and source_name is not distinct from 'DDTCNews'
    and checked_on is null
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 03:21+07',
  $c$Definisi sebelumnya menyebut tarif opsen pajak MBLB 25% dan bahwa opsen menggantikan bagi hasil PKB dan BBNKB dari provinsi ke kabupaten/kota, yang tidak dimuat sumber yang kini kami pakai.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; definisi kini sesuai dengan Bapenda Provinsi Bengkulu.$c$,
  $c$The entry gave a 25% rate for the surcharge on the MBLB tax and said the surcharge replaces the share of vehicle tax revenue provinces passed on to regencies and cities, which the source we now use does not state.$c$,
  $c$That sentence is removed until it is sourced; the entry now agrees with the Bengkulu Provincial Revenue Agency (Bapenda Provinsi Bengkulu).$c$
from changed;
