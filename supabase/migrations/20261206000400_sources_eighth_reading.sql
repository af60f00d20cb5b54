-- The eighth reading of the sources (29 November 2026, Jakarta time), after the seventh (20261206000300).
-- Pembukuan cited JDIH BPK's page on PMK 54/2021, while DDTCNews puts the rules on record-keeping in force in Articles
-- 448-454 of PMK 81/2024. The entry now rests on that DDTCNews page, cut to what it gives: who must keep books
-- (UU KUP Article 28(1)) and the three groups of individuals exempt from it who must keep records instead (PMK 81/2024
-- Article 448(2)), NPPN users among them, whom the entry said need only keep records. The change is listed, dated,
-- on /id/ralat and /en/corrections. What was read: docs/corrections/2026-11-29.md. A fresh database gets the same
-- rows from the seed (41 glossary, 60_sources, 60_corrections); tests/db/sources-29-november-migration.test.ts holds
-- the two to each other. The entry changes only where its text, source and checked date (28 November) are still the
-- seed's. Running it twice changes nothing.

with changed as (
  update public.glossary_entries
  set definition_id = $c$Wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas dan wajib pajak badan di Indonesia wajib menyelenggarakan pembukuan, sesuai dengan Pasal 28 ayat (1) UU KUP. Menurut Pasal 448 ayat (2) PMK 81/2024, tiga pihak dikecualikan dari kewajiban pembukuan tetapi wajib melakukan pencatatan: wajib pajak orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas yang diperbolehkan menghitung penghasilan neto dengan NPPN, wajib pajak orang pribadi yang tidak melakukan kegiatan usaha atau pekerjaan bebas, dan wajib pajak orang pribadi yang memenuhi kriteria tertentu. Bentuk dan tata cara pencatatan itu diatur dalam Pasal 448–454 PMK 81/2024.$c$,
      definition_en = $c$Individuals who run a business or practise a profession and companies in Indonesia must keep books (pembukuan), under Article 28(1) of the KUP Law. Under Article 448(2) of PMK 81/2024, three groups are exempt from bookkeeping but must keep records (pencatatan): individuals who run a business or practise a profession and are allowed to calculate their net income with the deemed profit norm (NPPN), individuals who do not run a business or practise a profession, and individuals who meet certain criteria. The form and procedure of record-keeping are set out in Articles 448–454 of PMK 81/2024.$c$,
      source_url = 'https://news.ddtc.co.id/berita/nasional/1812920/3-pihak-ini-boleh-tak-lakukan-pembukuan-tapi-wajib-pencatatan',
      source_name = 'DDTCNews', checked_on = date '2026-11-29'
  where slug = 'pembukuan'
    and definition_id = $c$Pembukuan adalah proses pencatatan yang dilakukan secara teratur untuk mengumpulkan data keuangan, termasuk harta, kewajiban, modal, penghasilan, dan biaya, yang ditutup dengan penyusunan laporan keuangan berupa neraca dan laporan laba rugi untuk setiap tahun pajak. Wajib pajak badan dan orang pribadi yang melakukan kegiatan usaha atau pekerjaan bebas wajib menyelenggarakan pembukuan, kecuali orang pribadi yang diperbolehkan memakai NPPN dan cukup melakukan pencatatan. Buku, catatan, dan dokumen yang menjadi dasarnya wajib disimpan di Indonesia selama 10 tahun.$c$
    and definition_en = $c$Bookkeeping (pembukuan) is the regular recording of financial data, including assets, liabilities, equity, income and expenses, closed for each tax year with financial statements in the form of a balance sheet and a profit and loss statement. Companies and individuals who run a business or practise a profession must keep books, except individuals allowed to use the deemed profit norm (NPPN), who need only keep records. Books, records and the documents behind them must be kept in Indonesia for 10 years.$c$
    and source_url is not distinct from 'https://peraturan.bpk.go.id/Details/168825/pmk-no-54pmk032021'
    and source_name is not distinct from 'JDIH BPK'
    and checked_on is not distinct from date '2026-11-28'
  returning id
)
insert into public.reference_changes
  (glossary_entry_id, published_at, what_was_wrong_id, what_is_right_id, what_was_wrong_en, what_is_right_en)
select id, timestamptz '2026-11-29 09:17+07',
  $c$Definisi sebelumnya bersumber pada halaman JDIH BPK tentang PMK 54/2021, padahal aturan pencatatan kini dimuat dalam Pasal 448–454 PMK 81/2024. Definisi itu hanya menyebut orang pribadi yang diperbolehkan memakai NPPN sebagai pengecualian dari kewajiban pembukuan dan menyebut mereka cukup melakukan pencatatan, tanpa menyebut bahwa pencatatan wajib bagi mereka, dan tidak menyebut dua kelompok orang pribadi lain yang juga dikecualikan. Definisi itu juga memuat rumusan pengertian pembukuan serta kewajiban menyimpan buku, catatan, dan dokumen di Indonesia selama 10 tahun; hal itu tidak kami temukan dalam satu sumber yang layak tentang aturan yang kini berlaku.$c$,
  $c$Menurut Pasal 448 ayat (2) PMK 81/2024, tiga kelompok wajib pajak orang pribadi, termasuk yang memakai NPPN, dikecualikan dari kewajiban pembukuan tetapi wajib melakukan pencatatan; kalimat yang tidak dimuat sumber kami dihapus sampai ada sumbernya. Definisi kini sesuai dengan DDTCNews tentang PMK 81/2024.$c$,
  $c$The entry rested on JDIH BPK's page on PMK 54/2021, while the rules on record-keeping are now in Articles 448–454 of PMK 81/2024. It named only individuals allowed to use the deemed profit norm (NPPN) as exempt from bookkeeping and said they need only keep records, without saying that record-keeping is required of them, and it left out the two other groups of individuals who are also exempt. It also gave a definition of bookkeeping and said books, records and documents must be kept in Indonesia for 10 years; we did not find these in one acceptable source on the rules now in force.$c$,
  $c$Under Article 448(2) of PMK 81/2024, three groups of individuals, among them NPPN users, are exempt from bookkeeping but must keep records; what our source does not say is removed until it is sourced. The entry now agrees with DDTCNews on PMK 81/2024.$c$
from changed;
