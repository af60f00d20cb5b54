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

-- The rest of the glossary follows in 20261205000010, the sources in 20261205000020.
