-- The register's and the glossary's sources of 28 November 2026, second reading, for a database seeded before
-- it; a fresh database gets the same rows from supabase/seed/ (30_regulations.sql and the glossary files for the
-- texts, 60_sources.sql for the sources, 60_corrections.sql for the dated changes). docs/corrections/2026-11-28.md
-- lists each changed fact with its source.
--
-- As migration 20261202010100 does, a text changes only where it still reads as the seed wrote it (a text an editor
-- rewrote is theirs), and each change is recorded in the open in public.reference_changes, dated, in both
-- languages, for exactly the rows it changed. A statement the research found wrong is corrected; one it found no
-- source for is removed until one is found. A source changes only where the row still has the one the seed gave
-- it, or none. Running it twice changes nothing.

-- 1. Register entries: summaries cut to what their sources say, a signing date no source gives, and PMK
--    252/PMK.03/2008's title as the regulation has it.

with changed as (
  update public.regulations
  set summary_id = $c$Undang-undang tentang ketentuan umum dan tata cara perpajakan (UU KUP). Telah diubah beberapa kali, antara lain oleh UU HPP.$c$,
      summary_en = $c$The law on general provisions and tax procedures (the KUP Law). Amended several times, among others by the HPP Law.$c$
  where slug = 'uu-6-1983'
    and summary_id = $c$Undang-undang tentang hak dan kewajiban wajib pajak serta tata cara pendaftaran, pelaporan, pembayaran, pemeriksaan, dan penagihan pajak (UU KUP). Telah diubah beberapa kali, antara lain oleh UU HPP.$c$
    and summary_en = $c$The law on taxpayers' rights and obligations and on how taxes are registered, reported, paid, audited and collected (the KUP Law). Amended several times, among others by the HPP Law.$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:59+07',
  $c$Ringkasan sebelumnya merinci isi UU KUP (hak dan kewajiban wajib pajak serta tata cara pendaftaran, pelaporan, pembayaran, pemeriksaan, dan penagihan); rincian itu tidak disebut sumber yang kami baca.$c$,
  $c$Ringkasan kini hanya menyebut yang didukung sumbernya (Ortax): judul undang-undang dan bahwa ia telah diubah beberapa kali, terakhir oleh UU HPP.$c$,
  $c$The summary listed what the KUP Law covers (taxpayers' rights and obligations, registration, reporting, payment, audit and collection); the sources we read do not give that list.$c$,
  $c$The summary now says only what its source (Ortax) supports: the law's title, and that it has been amended several times, most recently by the HPP Law.$c$
from changed;

with changed as (
  update public.regulations
  set summary_id = $c$Undang-undang Pajak Penghasilan (UU PPh). Telah diubah, terakhir oleh UU HPP.$c$,
      summary_en = $c$The Income Tax Law (UU PPh). Amended, most recently by the HPP Law.$c$
  where slug = 'uu-7-1983'
    and summary_id = $c$Undang-undang Pajak Penghasilan (UU PPh): subjek dan objek pajak, tarif, serta pemotongan dan pemungutan PPh. Telah diubah beberapa kali, antara lain oleh UU HPP.$c$
    and summary_en = $c$The Income Tax Law (UU PPh): who and what is taxed, the rates, and the withholding and collection of income tax. Amended several times, among others by the HPP Law.$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:58+07',
  $c$Ringkasan sebelumnya merinci isi UU PPh (subjek dan objek pajak, tarif, serta pemotongan dan pemungutan) dan menyebutnya telah diubah beberapa kali; sumber resmi yang kami baca tidak menyebut keduanya.$c$,
  $c$Ringkasan kini hanya menyebut yang didukung sumbernya (JDIH Kemenkeu): UU PPh telah diubah, terakhir dengan UU HPP.$c$,
  $c$The summary listed what the Income Tax Law covers (who and what is taxed, rates, withholding and collection) and said it was amended several times; the official source we read says neither.$c$,
  $c$The summary now says only what its source (JDIH Kemenkeu) supports: the law has been amended, most recently by the HPP Law.$c$
from changed;

with changed as (
  update public.regulations
  set issued_on = null
  where slug = 'uu-7-2021'
    and issued_on = date '2021-10-29'
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:57+07',
  $c$Daftar peraturan sebelumnya mencatat UU HPP ditetapkan pada 29 Oktober 2021; sumber yang kami baca hanya menyebut tanggal pengundangannya.$c$,
  $c$Tanggal penetapan dikosongkan sampai ada sumbernya. UU HPP diundangkan dan mulai berlaku pada 29 Oktober 2021, dengan sebagian ketentuan mulai berlaku pada tanggal lain (CNN Indonesia).$c$,
  $c$The register gave 29 October 2021 as the date the HPP Law was signed; the source we read gives only the date it was promulgated.$c$,
  $c$The signing date is left blank until it is sourced. The HPP Law was promulgated and took effect on 29 October 2021, with some provisions taking effect on other dates (CNN Indonesia).$c$
from changed;

with changed as (
  update public.regulations
  set title_id = $c$Petunjuk Pelaksanaan Pemotongan Pajak atas Penghasilan sehubungan dengan Pekerjaan, Jasa, dan Kegiatan Orang Pribadi$c$,
      title_en = $c$Guidelines for Withholding Tax on Income from Employment, Services and Activities of Individuals$c$
  where slug = 'pmk-252-2008'
    and title_id = $c$Petunjuk Pelaksanaan Pemotongan Pajak atas Penghasilan sehubungan dengan Pekerjaan, Jasa, atau Kegiatan Orang Pribadi$c$
    and title_en = $c$Guidelines for Withholding Tax on Income from Employment, Services or Activities of Individuals$c$
  returning id
)
insert into public.reference_changes
  (regulation_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:56+07',
  $c$Judul PMK 252/PMK.03/2008 sebelumnya tertulis "…Pekerjaan, Jasa, atau Kegiatan Orang Pribadi", rumusan yang dipakai PMK 168/2023.$c$,
  $c$Judul resminya "Petunjuk Pelaksanaan Pemotongan Pajak atas Penghasilan sehubungan dengan Pekerjaan, Jasa, dan Kegiatan Orang Pribadi" (JDIH Kemenkeu).$c$,
  $c$The title of PMK 252/PMK.03/2008 read "…Employment, Services or Activities of Individuals", the wording of PMK 168/2023.$c$,
  $c$Its official title reads "…Pekerjaan, Jasa, dan Kegiatan Orang Pribadi" (employment, services and activities) (JDIH Kemenkeu).$c$
from changed;

-- UU 1/2022 was signed and promulgated on 5 January 2022 (DDTCNews): a date the register left blank.
update public.regulations set issued_on = date '2022-01-05' where slug = 'uu-1-2022' and issued_on is null;

-- 2. Glossary entries: what their sources show wrong is corrected, what no source supports is removed.

with changed as (
  update public.glossary_entries
  set definition_id = $c$Kode billing adalah kode identifikasi yang diterbitkan melalui sistem billing DJP dan dipakai untuk membayar atau menyetor pajak. Kode billing dapat dibuat sendiri oleh wajib pajak, antara lain melalui Coretax, dan hanya berlaku untuk jangka waktu tertentu.$c$,
      definition_en = $c$A billing code (kode billing) is an identification code issued through DJP's billing system and used to pay tax over. Taxpayers can create billing codes themselves, among other ways through Coretax, and each code is valid only for a limited time.$c$
  where slug = 'kode-billing'
    and definition_id = $c$Kode billing adalah kode identifikasi yang diterbitkan melalui sistem billing DJP untuk satu jenis pembayaran atau setoran pajak. Pajak dibayar dengan kode billing melalui bank, kantor pos, atau saluran pembayaran lain yang ditunjuk, dan setiap pembayaran yang berhasil dibuktikan dengan NTPN. Kode billing dapat dibuat sendiri oleh wajib pajak, antara lain melalui Coretax, dan hanya berlaku untuk jangka waktu tertentu.$c$
    and definition_en = $c$A billing code (kode billing) is an identification code issued through DJP's billing system for one specific tax payment. Tax is paid with the billing code at a bank, post office or other designated payment channel, and each successful payment is proven by an NTPN. Taxpayers can create billing codes themselves, among other ways through Coretax, and each code is valid only for a limited time.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:55+07',
  $c$Definisi sebelumnya menyebut pajak dapat dibayar dengan kode billing di kantor pos dan bahwa setiap pembayaran dibuktikan dengan NTPN; untuk keduanya tidak kami temukan sumber, dan sumber yang dicatat adalah blog pribadi.$c$,
  $c$Kini definisi hanya menyebut yang didukung sumbernya (Pajakku): kode identifikasi yang diterbitkan melalui sistem billing DJP dan dipakai untuk membayar atau menyetor pajak, dapat dibuat sendiri antara lain melalui Coretax, dan berlaku untuk jangka waktu tertentu.$c$,
  $c$The entry said tax can be paid with a billing code at a post office and that each payment is proven by an NTPN; we found no source for either, and the source recorded was a personal blog.$c$,
  $c$It now says only what its source (Pajakku) supports: an identification code issued through DJP's billing system and used to pay tax over, which taxpayers can create themselves, among other ways through Coretax, and which is valid for a limited time.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak atas bumi dan/atau bangunan yang dimiliki, dikuasai, atau dimanfaatkan. PBB perdesaan dan perkotaan (PBB-P2) adalah pajak daerah yang dipungut pemerintah kabupaten/kota (di Jakarta oleh pemerintah provinsi), kini berdasarkan UU HKPD. PBB untuk sektor perkebunan, perhutanan, pertambangan, dan sektor tertentu lainnya masih dikelola Direktorat Jenderal Pajak.$c$,
      definition_en = $c$The tax on land and buildings that someone owns, controls or uses. The rural and urban land and building tax (PBB-P2) is a regional tax collected by regencies and cities (in Jakarta, by the provincial government), now under the HKPD Law. The tax on plantations, forestry, mining and certain other sectors is still administered by the Directorate General of Taxes.$c$
  where slug = 'pbb'
    and definition_id = $c$Pajak atas bumi dan/atau bangunan yang dimiliki, dikuasai, atau dimanfaatkan, dihitung dari nilai jual objek pajak (NJOP). PBB perdesaan dan perkotaan (PBB-P2) adalah pajak daerah yang dipungut pemerintah kabupaten/kota (di Jakarta oleh pemerintah provinsi), kini berdasarkan UU HKPD. PBB untuk sektor perkebunan, perhutanan, pertambangan, dan sektor tertentu lainnya masih dikelola Direktorat Jenderal Pajak.$c$
    and definition_en = $c$The tax on land and buildings that someone owns, controls or uses, calculated from the property's assessed sale value (NJOP). The rural and urban land and building tax (PBB-P2) is a regional tax collected by regencies and cities (in Jakarta, by the provincial government), now under the HKPD Law. The tax on plantations, forestry, mining and certain other sectors is still administered by the Directorate General of Taxes.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:54+07',
  $c$Definisi sebelumnya menyebut PBB dihitung dari NJOP; sumber yang kami baca tidak menyebutnya, dan alamat sumber yang dicatat menunjuk bab UU HKPD tentang transfer ke daerah, bukan pajak daerah.$c$,
  $c$Kalimat tentang NJOP dihapus sampai ada sumbernya; sumbernya kini kajian LPEM FEB UI tentang PBB.$c$,
  $c$The entry said the tax is calculated from the assessed sale value (NJOP); the sources we read do not say so, and the source address recorded pointed to the HKPD Law's chapter on transfers to the regions, not regional taxes.$c$,
  $c$The NJOP clause is removed until it is sourced; the source is now an LPEM FEB UI brief on the land and building tax.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak atas perolehan hak atas tanah dan/atau bangunan, misalnya karena jual beli, hibah, waris, atau tukar-menukar. BPHTB adalah pajak daerah yang dipungut kabupaten/kota dan dibayar oleh pihak yang memperoleh hak. Tarifnya ditetapkan dalam peraturan daerah, dalam batas yang diatur UU HKPD.$c$,
      definition_en = $c$A tax on acquiring rights to land or buildings, whether by purchase, gift, inheritance or exchange. It is a regional tax collected by regencies and cities and paid by the party acquiring the rights. The rate is set in regional regulations, within the limits of the HKPD Law.$c$
  where slug = 'bphtb'
    and definition_id = $c$Pajak atas perolehan hak atas tanah dan/atau bangunan, misalnya karena jual beli, hibah, waris, atau tukar-menukar. BPHTB adalah pajak daerah yang dipungut kabupaten/kota dan dibayar oleh pihak yang memperoleh hak, sedangkan penjual umumnya membayar PPh final atas pengalihan hak tersebut. Tarif dan nilai perolehan yang tidak dikenai pajak ditetapkan dalam peraturan daerah, dalam batas yang diatur UU HKPD.$c$
    and definition_en = $c$A tax on acquiring rights to land or buildings, whether by purchase, gift, inheritance or exchange. It is a regional tax collected by regencies and cities and paid by the party acquiring the rights, while the seller generally pays final income tax on the transfer. The rate and the acquisition value exempt from the duty are set in regional regulations, within the limits of the HKPD Law.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:53+07',
  $c$Definisi sebelumnya menyebut penjual umumnya membayar PPh final atas pengalihan hak dan bahwa nilai perolehan yang tidak dikenai pajak ditetapkan dalam peraturan daerah; untuk keduanya tidak kami temukan sumber.$c$,
  $c$Kedua keterangan itu dihapus sampai ada sumbernya. Definisi kini bersumber pada Bapenda Kota Pekanbaru: objek, subjek (pihak yang memperoleh hak), dan tarif yang ditetapkan peraturan daerah dalam batas UU HKPD.$c$,
  $c$The entry said the seller generally pays final income tax on the transfer and that the exempt acquisition value is set in regional regulations; we found no source for either.$c$,
  $c$Both are removed until they are sourced. The entry now rests on the Pekanbaru regional revenue agency: what is taxed, who pays (the party acquiring the rights), and a rate set by regional regulation within the HKPD Law's limits.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak provinsi atas kepemilikan dan/atau penguasaan kendaraan bermotor, yang dibayar setiap tahun. Dasar pengenaannya nilai jual kendaraan bermotor dikalikan bobot yang mencerminkan tingkat kerusakan jalan dan pencemaran lingkungan. Tarifnya ditetapkan dengan peraturan daerah dalam batas UU HKPD, dan sejak 2025 kabupaten/kota menerima opsen PKB.$c$,
      definition_en = $c$A provincial tax on owning or controlling a motor vehicle, paid every year. Its base is the vehicle's sale value multiplied by a weighting that reflects road damage and pollution. Provinces set the rate in regional regulations within the limits of the HKPD Law, and since 2025 regencies and cities receive a surcharge (opsen) on it.$c$
  where slug = 'pkb'
    and definition_id = $c$Pajak provinsi atas kepemilikan dan/atau penguasaan kendaraan bermotor, yang dibayar setiap tahun, lazimnya di kantor Samsat. Dasar pengenaannya nilai jual kendaraan bermotor dikalikan bobot yang mencerminkan tingkat kerusakan jalan dan pencemaran lingkungan. Tarifnya ditetapkan dengan peraturan daerah dalam batas UU HKPD, dan sejak 2025 kabupaten/kota menerima opsen PKB.$c$
    and definition_en = $c$A provincial tax on owning or controlling a motor vehicle, paid every year, usually at a Samsat office. Its base is the vehicle's sale value multiplied by a weighting that reflects road damage and pollution. Provinces set the rate in regional regulations within the limits of the HKPD Law, and since 2025 regencies and cities receive a surcharge (opsen) on it.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:52+07',
  $c$Definisi sebelumnya menyebut PKB lazimnya dibayar di kantor Samsat; untuk itu tidak kami temukan sumber.$c$,
  $c$Keterangan tentang Samsat dihapus sampai ada sumbernya; dasar pengenaan kini bersumber pada Pasal 9 UU HKPD.$c$,
  $c$The entry said the tax is usually paid at a Samsat office; we found no source for that.$c$,
  $c$The Samsat clause is removed until it is sourced; the tax base now rests on Article 9 of the HKPD Law.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pajak provinsi atas penyerahan hak milik kendaraan bermotor. Menurut UU HKPD, sejak 5 Januari 2025 BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor, sehingga balik nama kendaraan bekas tidak lagi dikenai BBNKB. Sejak 2025 kabupaten/kota juga menerima opsen BBNKB.$c$,
      definition_en = $c$A provincial tax on the transfer of ownership of a motor vehicle. Under the HKPD Law, since 5 January 2025 it applies only to a vehicle's first transfer, so registering a used vehicle in a new owner's name no longer incurs it. Since 2025 regencies and cities also receive a surcharge (opsen) on it.$c$
  where slug = 'bbnkb'
    and definition_id = $c$Pajak provinsi atas penyerahan hak milik kendaraan bermotor. Menurut UU HKPD, BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor, sehingga balik nama kendaraan bekas tidak lagi dikenai BBNKB. Sejak 2025 kabupaten/kota juga menerima opsen BBNKB.$c$
    and definition_en = $c$A provincial tax on the transfer of ownership of a motor vehicle. Under the HKPD Law it applies only to a vehicle's first transfer, so registering a used vehicle in a new owner's name no longer incurs it. Since 2025 regencies and cities also receive a surcharge (opsen) on it.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:51+07',
  $c$Definisi sebelumnya menyebut BBNKB hanya dikenakan atas penyerahan pertama kendaraan bermotor tanpa menyebut sejak kapan.$c$,
  $c$Yang benar: ketentuan BBNKB dalam UU HKPD berlaku sejak 5 Januari 2025 (Pasal 191); sebelumnya UU 28/2009 juga mengenakan BBNKB atas penyerahan kedua dan seterusnya.$c$,
  $c$The entry said the duty applies only to a vehicle's first transfer, without saying from when.$c$,
  $c$In fact the HKPD Law's duty provisions apply from 5 January 2025 (Article 191); before that, Law 28 of 2009 also taxed second and later transfers.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pungutan tambahan atas pajak tertentu yang dihitung dengan persentase dari pajak pokoknya, diperkenalkan oleh UU HKPD. Kabupaten/kota memungut opsen atas PKB dan BBNKB, masing-masing 66% dari pajak terutang, sedangkan provinsi memungut opsen 25% atas pajak mineral bukan logam dan batuan (MBLB). Opsen berlaku sejak Januari 2025 dan menggantikan bagi hasil PKB dan BBNKB dari provinsi ke kabupaten/kota.$c$,
      definition_en = $c$An additional levy on certain taxes, calculated as a percentage of the main tax and introduced by the HKPD Law. Regencies and cities levy it on the motor vehicle tax and the vehicle title transfer duty at 66% of the tax due, and provinces levy 25% on the regional tax on non-metallic minerals and rocks (MBLB). It has applied since January 2025 and replaces the share of vehicle tax revenue that provinces used to pass on to regencies and cities.$c$
  where slug = 'opsen'
    and definition_id = $c$Pungutan tambahan atas pajak tertentu yang dihitung dengan persentase dari pajak pokoknya, diperkenalkan oleh UU HKPD. Kabupaten/kota memungut opsen atas PKB dan BBNKB, masing-masing 66% dari pajak terutang, sedangkan provinsi memungut opsen 25% atas pajak mineral bukan logam dan batuan (MBLB). Opsen berlaku sejak Januari 2025, dipungut bersamaan dengan pajak pokoknya, dan menggantikan bagi hasil PKB dan BBNKB dari provinsi ke kabupaten/kota.$c$
    and definition_en = $c$An additional levy on certain taxes, calculated as a percentage of the main tax and introduced by the HKPD Law. Regencies and cities levy it on the motor vehicle tax and the vehicle title transfer duty at 66% of the tax due, and provinces levy 25% on the regional tax on non-metallic minerals and rocks (MBLB). It has applied since January 2025, is collected together with the main tax, and replaces the share of vehicle tax revenue that provinces used to pass on to regencies and cities.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:50+07',
  $c$Definisi sebelumnya menyebut opsen dipungut bersamaan dengan pajak pokoknya; untuk itu tidak kami temukan sumber.$c$,
  $c$Keterangan itu dihapus sampai ada sumbernya; definisi kini bersumber pada DDTCNews tentang UU HKPD.$c$,
  $c$The entry said the surcharge is collected together with the main tax; we found no source for that.$c$,
  $c$That clause is removed until it is sourced; the entry now rests on DDTCNews's report on the HKPD Law.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Bentuk usaha yang dipakai orang pribadi atau badan luar negeri untuk menjalankan usaha atau melakukan kegiatan di Indonesia, misalnya kantor cabang, kantor perwakilan, pabrik, proyek konstruksi, atau agen yang tidak bebas. BUT adalah subjek pajak luar negeri yang perlakuan perpajakannya dipersamakan dengan subjek pajak badan, dan membayar PPh atas penghasilannya di Indonesia. Laba setelah pajaknya juga dikenai PPh Pasal 26 kecuali ditanamkan kembali di Indonesia, dan P3B dapat mengatur lain.$c$,
      definition_en = $c$The presence through which a foreign individual or company does business or carries on activities in Indonesia, such as a branch, a representative office, a factory, a construction project or a dependent agent. It is a non-resident taxpayer treated for tax purposes like a company, and pays income tax on its Indonesian income. Its after-tax profit also bears Article 26 income tax unless reinvested in Indonesia, and a tax treaty may provide otherwise.$c$
  where slug = 'but'
    and definition_id = $c$Bentuk usaha yang dipakai orang pribadi atau badan luar negeri untuk menjalankan usaha atau melakukan kegiatan di Indonesia, misalnya kantor cabang, kantor perwakilan, pabrik, proyek konstruksi, atau agen yang tidak bebas. BUT diperlakukan sebagai subjek pajak tersendiri yang membayar PPh atas penghasilannya di Indonesia, seperti wajib pajak badan dalam negeri. Laba setelah pajaknya juga dikenai PPh Pasal 26 kecuali ditanamkan kembali di Indonesia, dan P3B dapat mengatur lain.$c$
    and definition_en = $c$The presence through which a foreign individual or company does business or carries on activities in Indonesia, such as a branch, a representative office, a factory, a construction project or a dependent agent. It is treated as a taxpayer in its own right and pays income tax on its Indonesian income much as a domestic company does. Its after-tax profit also bears Article 26 income tax unless reinvested in Indonesia, and a tax treaty may provide otherwise.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:49+07',
  $c$Definisi sebelumnya menyebut BUT diperlakukan seperti wajib pajak badan dalam negeri.$c$,
  $c$Yang benar: BUT adalah subjek pajak luar negeri yang perlakuan perpajakannya dipersamakan dengan subjek pajak badan (UU PPh Pasal 2 ayat 1a; DJP).$c$,
  $c$The entry said a permanent establishment is taxed much as a domestic company is.$c$,
  $c$In fact it is a non-resident taxpayer treated for tax purposes like a company (Income Tax Law Article 2(1a); DJP).$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Pungutan negara atas barang tertentu yang antara lain konsumsinya perlu dikendalikan, peredarannya perlu diawasi, atau pemakaiannya dapat berdampak negatif bagi masyarakat atau lingkungan. Undang-undang cukai menetapkan tiga barang kena cukai, yaitu etil alkohol, minuman yang mengandung etil alkohol, dan hasil tembakau; penambahan atau pengurangan barang kena cukai diatur dengan peraturan pemerintah setelah dibahas dan disepakati dengan DPR dalam penyusunan RAPBN. Cukai dikelola Direktorat Jenderal Bea dan Cukai; pelunasan cukai rokok, misalnya, ditandai dengan pita cukai pada kemasannya.$c$,
      definition_en = $c$A levy on particular goods whose characteristics include that their consumption needs to be controlled, whose distribution needs to be monitored, or whose use can harm society or the environment. The excise law names three excisable goods, ethyl alcohol, drinks containing ethyl alcohol and tobacco products, and lets a government regulation add or remove excisable goods once they have been discussed and agreed with the House of Representatives (DPR) in drawing up the state budget. It is administered by the Directorate General of Customs and Excise; on cigarettes, for example, payment is shown by an excise band on the pack.$c$
  where slug = 'cukai'
    and definition_id = $c$Pungutan negara atas barang tertentu yang konsumsinya perlu dikendalikan, peredarannya perlu diawasi, atau pemakaiannya dapat berdampak negatif bagi masyarakat atau lingkungan. Undang-undang cukai menetapkan tiga barang kena cukai, yaitu etil alkohol, minuman yang mengandung etil alkohol, dan hasil tembakau; barang lain dapat ditambahkan dengan peraturan pemerintah. Cukai dikelola Direktorat Jenderal Bea dan Cukai; pelunasan cukai rokok, misalnya, ditandai dengan pita cukai pada kemasannya.$c$
    and definition_en = $c$A levy on particular goods whose consumption needs to be controlled, whose distribution needs to be monitored, or whose use can harm society or the environment. The excise law names three excisable goods, ethyl alcohol, drinks containing ethyl alcohol and tobacco products, and lets a government regulation add others. It is administered by the Directorate General of Customs and Excise; on cigarettes, for example, payment is shown by an excise band on the pack.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:48+07',
  $c$Definisi sebelumnya menyebut barang kena cukai lain dapat ditambahkan dengan peraturan pemerintah, tanpa menyebut syarat pembahasan dengan DPR, dan menyajikan sifat barang kena cukai seolah daftarnya lengkap.$c$,
  $c$Yang benar: penambahan atau pengurangan barang kena cukai diatur dengan peraturan pemerintah setelah dibahas dan disepakati dengan DPR dalam penyusunan RAPBN (UU Cukai Pasal 4, diubah UU HPP); sifat barang yang disebut kini ditandai sebagai contoh.$c$,
  $c$The entry said a government regulation can add other excisable goods, without the condition of agreement with the DPR, and presented the characteristics of excisable goods as a complete list.$c$,
  $c$In fact goods are added or removed by government regulation once discussed and agreed with the DPR in drawing up the state budget (Excise Law Article 4, as amended by the HPP Law); the characteristics named are now given as examples.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Direktorat Jenderal Pajak (DJP) adalah unit di bawah Kementerian Keuangan yang mengelola pajak pusat di Indonesia. Pajak yang diadministrasikannya antara lain pajak penghasilan, PPN, PPnBM, bea meterai, dan PBB sektor tertentu. Cukai diurus oleh Direktorat Jenderal Bea dan Cukai, sedangkan pajak daerah dipungut oleh pemerintah daerah. DJP melayani wajib pajak melalui kantor wilayah dan Kantor Pelayanan Pajak (KPP) di seluruh Indonesia.$c$,
      definition_en = $c$The Directorate General of Taxes (DJP) is the unit of the Ministry of Finance that administers Indonesia's central government taxes. These include income tax, VAT, the sales tax on luxury goods, stamp duty, and land and building tax in certain sectors. Excise is handled by the Directorate General of Customs and Excise, and regional taxes by regional governments. DJP serves taxpayers through regional offices and tax offices (KPP) across the country.$c$
  where slug = 'djp'
    and definition_id = $c$Direktorat Jenderal Pajak (DJP) adalah unit di bawah Kementerian Keuangan yang mengelola pajak pusat di Indonesia. Pajak yang diadministrasikannya antara lain pajak penghasilan, PPN, PPnBM, bea meterai, dan PBB sektor tertentu. Bea masuk dan cukai diurus oleh Direktorat Jenderal Bea dan Cukai, sedangkan pajak daerah dipungut oleh pemerintah daerah. DJP melayani wajib pajak melalui kantor wilayah dan Kantor Pelayanan Pajak (KPP) di seluruh Indonesia.$c$
    and definition_en = $c$The Directorate General of Taxes (DJP) is the unit of the Ministry of Finance that administers Indonesia's central government taxes. These include income tax, VAT, the sales tax on luxury goods, stamp duty, and land and building tax in certain sectors. Customs and excise are handled by the Directorate General of Customs and Excise, and regional taxes by regional governments. DJP serves taxpayers through regional offices and tax offices (KPP) across the country.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:47+07',
  $c$Definisi sebelumnya menyebut bea masuk diurus oleh Direktorat Jenderal Bea dan Cukai; untuk itu tidak kami temukan sumber dalam pemeriksaan ini.$c$,
  $c$Keterangan tentang bea masuk dihapus sampai ada sumbernya; daftar pajak yang dikelola DJP kini bersumber pada DJP.$c$,
  $c$The entry said customs duty is handled by the Directorate General of Customs and Excise; this check found no source for that.$c$,
  $c$The customs-duty clause is removed until it is sourced; the list of taxes DJP administers now rests on DJP.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Jumlah yang menjadi dasar untuk menghitung pajak terutang: tarif pajak dikalikan dengan DPP. Dalam PPN, DPP dapat berupa harga jual, penggantian, nilai impor, nilai ekspor, atau nilai lain yang ditetapkan dengan peraturan.$c$,
      definition_en = $c$The amount a tax rate is applied to in order to work out the tax due. For VAT it is the selling price, the consideration for a service, the import value, the export value, or another value set by regulation.$c$
  where slug = 'dpp'
    and definition_id = $c$Jumlah yang menjadi dasar untuk menghitung pajak terutang: tarif pajak dikalikan dengan DPP. Dalam PPN, DPP dapat berupa harga jual, penggantian, nilai impor, nilai ekspor, atau nilai lain yang ditetapkan dengan peraturan. Istilah yang sama juga dipakai untuk pajak lain, misalnya jumlah bruto yang menjadi dasar pemotongan PPh.$c$
    and definition_en = $c$The amount a tax rate is applied to in order to work out the tax due. For VAT it is the selling price, the consideration for a service, the import value, the export value, or another value set by regulation. The term is used for other taxes too, for example for the gross amount on which income tax is withheld.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:46+07',
  $c$Definisi sebelumnya menyebut istilah DPP juga dipakai untuk jumlah bruto yang menjadi dasar pemotongan PPh; untuk itu tidak kami temukan sumber.$c$,
  $c$Kalimat itu dihapus sampai ada sumbernya; bagian tentang PPN kini bersumber pada modul Ikatan Akuntan Indonesia.$c$,
  $c$The entry said the term is also used for the gross amount on which income tax is withheld; we found no source for that.$c$,
  $c$That sentence is removed until it is sourced; the VAT part now rests on an Institute of Indonesian Accountants module.$c$
from changed;

with changed as (
  update public.glossary_entries
  set definition_id = $c$Kantor Pelayanan Pajak (KPP) adalah kantor DJP yang melayani dan mengawasi wajib pajak secara langsung, mulai dari pendaftaran dan penerimaan SPT hingga pemeriksaan. Wajib pajak umumnya terdaftar di KPP yang wilayah kerjanya meliputi tempat tinggal atau tempat kedudukannya. Menurut PMK 210/PMK.01/2017, KPP terdiri atas tiga jenis: KPP Pratama melayani sebagian besar wajib pajak di suatu wilayah, KPP Madya melayani wajib pajak yang lebih besar, dan KPP Wajib Pajak Besar melayani kelompok wajib pajak tertentu.$c$,
      definition_en = $c$A tax office (KPP) is a DJP office that deals with taxpayers directly, from registration and receiving tax returns to audits. Taxpayers are generally registered with the KPP whose area covers their residence or registered office. Under PMK 210/PMK.01/2017 there are three types: KPP Pratama offices serve most taxpayers in an area, KPP Madya offices serve larger ones, and Large Taxpayer offices serve particular groups of taxpayers.$c$
  where slug = 'kpp'
    and definition_id = $c$Kantor Pelayanan Pajak (KPP) adalah kantor DJP yang melayani dan mengawasi wajib pajak secara langsung, mulai dari pendaftaran dan penerimaan SPT hingga pemeriksaan. Wajib pajak umumnya terdaftar di KPP yang wilayah kerjanya meliputi tempat tinggal atau tempat kedudukannya. KPP Pratama melayani sebagian besar wajib pajak di suatu wilayah, KPP Madya melayani wajib pajak yang lebih besar, sedangkan KPP Wajib Pajak Besar dan KPP Khusus melayani kelompok wajib pajak tertentu.$c$
    and definition_en = $c$A tax office (KPP) is a DJP office that deals with taxpayers directly, from registration and receiving tax returns to audits. Taxpayers are generally registered with the KPP whose area covers their residence or registered office. KPP Pratama offices serve most taxpayers in an area and KPP Madya offices serve larger ones, while the Large Taxpayer and special tax offices serve particular groups of taxpayers.$c$
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-28 08:45+07',
  $c$Definisi sebelumnya menyebut KPP Khusus sebagai salah satu jenis KPP.$c$,
  $c$Yang benar: menurut PMK 210/PMK.01/2017, KPP terdiri atas tiga jenis, yaitu KPP Wajib Pajak Besar, KPP Madya, dan KPP Pratama (DJP).$c$,
  $c$The entry named special tax offices as one type of tax office.$c$,
  $c$In fact, under PMK 210/PMK.01/2017 there are three types: Large Taxpayer offices, KPP Madya and KPP Pratama (DJP).$c$
from changed;

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

-- 3. Sources. A source the seed gave that does not hold the entry's facts (a chapter of UU 1/2022 on transfers to
--    the regions, a page that names a tax but none of its rates) or that is no reputable publisher (a personal
--    blog) is replaced where the row still has it; one without a reputable replacement is removed.

update public.regulations r
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('uu-1-2022', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', '2026-11-28')
) as v (slug, old_url, old_name, source_url, source_name, checked_on)
where r.slug = v.slug and r.source_url = v.old_url and r.source_name = v.old_name;

update public.glossary_entries g
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('kode-billing', 'https://aguspajak.com/2018/02/22/8-cara-membuat-kode-billing/', 'aguspajak.com', 'https://artikel.pajakku.com/masa-aktif-kode-billing-coretax-diperpanjang-jadi-14-hari', 'Pajakku', '2026-11-28'),
  ('pph-26', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', 'https://id.m.wikisource.org/wiki/Halaman:UU_Nomor_11_Tahun_2020_tentang_Cipta_Kerja.pdf/632', 'Wikisource', null),
  ('pbjt', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', null),
  ('pbb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://terc.lpem.org/seri-analisis-fiskal-tax-policy-brief-edisi-14-agustus-2025', 'LPEM FEB UI', null),
  ('bphtb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://bapenda.pekanbaru.go.id/layanan/bphtb', 'Bapenda Kota Pekanbaru', null),
  ('pkb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://peraturan.info/uu/2022/1/pasal-9', 'peraturan.info', null),
  ('bbnkb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://www.basishukum.com/uu/1/2022/II/kesatu/3?m=d', 'basishukum.com', null),
  ('opsen', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', null),
  ('pajak-daerah', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://www.basishukum.com/uu/1/2022/II/kesatu/13?m=d', 'basishukum.com', null),
  ('hkpd', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', '2026-11-28')
) as v (slug, old_url, old_name, source_url, source_name, checked_on)
where g.slug = v.slug and g.source_url = v.old_url and g.source_name = v.old_name;

update public.glossary_entries
set source_url = null, source_name = null, checked_on = null
where slug = 'sanksi-administrasi' and source_url = 'https://mantrie.com/sanksi-denda-administrasi-perpajakan/' and source_name = 'mantrie.com';

-- 4. Entries that had no source: the one found, where no source is recorded yet (one an editor entered is theirs).

update public.regulations r
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('uu-6-1983', 'https://datacenter.ortax.org/ortax/aturan/show/25055', 'Ortax', '2026-11-28'),
  ('uu-7-1983', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('uu-8-1983', 'https://jdih.kemenkeu.go.id/fulltext/1983/8Tahun~1983UU.HTM', 'JDIH Kemenkeu', null),
  ('uu-7-2021', 'https://www.cnnindonesia.com/ekonomi/20211119133558-532-723428/tanggal-main-aturan-pajak-dalam-uu-hpp', 'CNN Indonesia', null),
  ('pp-23-2018', 'https://suara.com/bisnis/2018/07/12/142144/pph-umkm-turun-jokowi-pelaku-usaha-pasti-senang', 'Suara.com', '2026-11-28'),
  ('pmk-252-2008', 'https://jdih.kemenkeu.go.id/FullText/2008/252~PMK.03~2008Per.HTM', 'JDIH Kemenkeu', null)
) as v (slug, source_url, source_name, checked_on)
where r.slug = v.slug and r.source_url is null and r.source_name is null and r.checked_on is null;

update public.glossary_entries g
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('banding', 'https://news-lite.ddtc.co.id/5-alasan-permohonan-peninjauan-kembali-di-tingkat-mahkamah-agung-1807481', 'DDTCNews', null),
  ('but', 'https://pajak.go.id/id/berita/unggah-siniar-baru-penyuluh-pajak-lto-bahas', 'DJP', null),
  ('carf', 'https://read.oecd.org/10.1787/08663d69-en?format=html', 'OECD', '2026-11-28'),
  ('cukai', 'https://id.wikisource.org/wiki/Halaman:UU_Nomor_7_Tahun_2021.pdf/98', 'Wikisource', null),
  ('djp', 'https://pajak.go.id/index.php/en/node/40676', 'DJP', null),
  ('dpp', 'https://web.iaiglobal.or.id/assets/materi/Sertifikasi/CA/modul/hbp/files/basic-html/page443.html', 'Ikatan Akuntan Indonesia', '2026-11-28'),
  ('keberatan', 'https://sippn.menpan.go.id/pelayanan-publik/8306178/kantor-wilayah-direktorat-jenderal-pajak-riau/keberatan', 'SIPPN KemenPANRB', null),
  ('kpp', 'https://pajak.go.id/index.php/en/node/40676', 'DJP', null),
  ('kurang-bayar', 'https://web.iaiglobal.or.id/assets/materi/Sertifikasi/CA/modul/hbp/files/basic-html/page158.html', 'Ikatan Akuntan Indonesia', null),
  ('kurs-pajak', 'https://fiskal.kemenkeu.go.id/informasi-publik/kurs-pajak?date=2021-01-01', 'BKF Kemenkeu', '2026-11-28'),
  ('lebih-bayar', 'https://money.kompas.com/read/2023/02/20/090727626/lebih-bayar-ppn-pilih-restitusi-atau-kompensasi?page=2', 'Kompas', '2026-11-28'),
  ('nppn', 'https://datacenter.ortax.org/ortax/uu/show/36?bab=53&pasal=141', 'Ortax', null),
  ('ntpn', 'https://klikpajak.id/blog/ntpn-nomor-transaksi-penerimaan-negara/', 'Klikpajak', '2026-11-28'),
  ('p3b', 'https://nasional.kontan.co.id/news/aturan-p3b-berubah-ditjen-pajak-umumkan-formulir-dgt-baru', 'Kontan', null),
  ('pembukuan', 'https://peraturan.bpk.go.id/Details/168825/pmk-no-54pmk032021', 'JDIH BPK', '2026-11-28'),
  ('pemeriksaan', 'https://news.ddtc.co.id/berita/nasional/1793928/lapor-spt-nyatakan-lebih-bayar-djp-bisa-lakukan-pemeriksaan-ini', 'DDTCNews', null),
  ('pemotong-pemungut', 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995', 'DDTCNews', null),
  ('pencatatan', 'https://news.ddtc.co.id/berita/nasional/1815186/lupa-sampaikan-pemberitahuan-nppn-ini-konsekuensinya', 'DDTCNews', null),
  ('pengadilan-pajak', 'https://news-lite.ddtc.co.id/5-alasan-permohonan-peninjauan-kembali-di-tingkat-mahkamah-agung-1807481', 'DDTCNews', '2026-11-28'),
  ('penghasilan-bruto', 'https://stats.pajak.go.id/en/calculation-article-25-income-tax', 'DJP', null),
  ('peredaran-bruto', 'https://news.ddtc.co.id/index.php/penentuan-besaran-peredaran-bruto-dalam-penghitungan-pph-final-umkm-1802260', 'DDTCNews', '2026-11-28'),
  ('pkp', 'https://news.ddtc.co.id/berita/nasional/1812363/omzet-akhirnya-di-atas-rp48-miliar-kapan-wp-ajukan-pengukuhan-pkp', 'DDTCNews', '2026-11-28'),
  ('pmse', 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995', 'DDTCNews', null),
  ('pph', 'https://datacenter.ortax.org/ortax/uu/show/36?type=penjelasan', 'Ortax', null),
  ('pph-23', 'https://stats.pajak.go.id/en/article-23-income-tax', 'DJP', null),
  ('pph-25', 'https://stats.pajak.go.id/en/calculation-article-25-income-tax', 'DJP', null),
  ('pph-badan', 'https://amp.kontan.co.id/news/pemerintah-batal-menurunkan-tarif-pph-badan-pada-tahun-2022-jadi-20', 'Kontan', '2026-11-28'),
  ('pps', 'https://www.idxchannel.com/economics/mau-ikutan-tax-amnesty-jilid-ii-simak-ketentuannya-di-sini/2', 'IDX Channel', '2026-11-28'),
  ('restitusi', 'https://datacenter.ortax.org/ortax/uu/show/12?bab=29&pasal=253&penjelasan=true', 'Ortax', '2026-11-28'),
  ('stp', 'https://news-lite.ddtc.co.id/ada-kurang-bayar-pajak-akibat-salah-tulishitung-stp-bisa-diterbitkan-1794107', 'DDTCNews', '2026-11-28'),
  ('thr', 'https://www.medcom.id/ekonomi/bisnis/xkEZ6j3K-waduh-thr-kena-pajak-lho', 'Medcom', '2026-11-28'),
  ('transfer-pricing', 'https://news.ddtc.co.id/komunitas/agenda/1814308/punya-transaksi-yang-dipengaruhi-hubungan-istimewa-wajib-paham-ini', 'DDTCNews', null)
) as v (slug, source_url, source_name, checked_on)
where g.slug = v.slug and g.source_url is null and g.source_name is null and g.checked_on is null;
