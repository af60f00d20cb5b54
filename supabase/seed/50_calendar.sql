-- The tax calendar's rules and the holidays known for sure. Runs after 30_regulations.sql and the glossary
-- seeds, whose slugs the links below name. Every source was checked on 2026-11-28.
--
-- Whether a deadline moves to the next working day is each rule's own fact, with its legal basis
-- (docs/decisions/0048). Payments move: PMK 81/2024 Article 100 lets a payment due (Article 94) on a holiday be made
-- on the next working day, a holiday being a Saturday, a Sunday, a national holiday, a day off for a general
-- election, or nationwide collective leave; an election day off is entered below as a holiday. Monthly returns (SPT
-- Masa) move too, as they did under PMK 243/2014 Article 12 and as DJP applies it; the article of PMK 81/2024 that
-- says so is not yet cited, so their basis stays empty and the page says so. Annual returns (SPT Tahunan) do not
-- move: UU KUP Article 3(3), restated by PMK 81/2024 Article 169, sets them, and no provision shifts them (PMK
-- 243/2014 Article 12 covered monthly returns only); DJP said so in February 2025, and 31 March 2024, a Sunday,
-- stayed.

insert into public.calendar_rules (slug, kind, day, month, months_after, name_id, name_en, taxes_id, taxes_en, regulation_slug, position,
  moves_to_working_day, working_day_basis_id, working_day_basis_en, stays_reason_id, stays_reason_en, source_url, source_name, checked_on) values
  -- PMK 81/2024 Article 94(2): the 15th. VAT and PPnBM due for a tax month are not on this list; they have their
  -- own rule below.
  ('setor-pajak-bulanan', 'monthly_day', 15, null, null,
   'Batas setor pajak bulanan', 'Monthly tax payment deadline',
   'Antara lain PPh Pasal 4 ayat (2), 15, 21, 22 (selain atas impor), 23, 25 dan 26; PPN atas pemanfaatan barang tidak berwujud dan jasa dari luar daerah pabean; PPN kegiatan membangun sendiri; bea meterai yang dipungut pemungut',
   'Among others, income tax Articles 4(2), 15, 21, 22 (other than on imports), 23, 25 and 26; VAT on intangible goods and services used from outside the customs area; VAT on self-construction; stamp duty collected by appointed collectors',
   'pmk-81-2024', 10,
   true, 'PMK 81/2024 Pasal 100', 'PMK 81/2024 Article 100', null, null,
   'https://news.ddtc.co.id/berita/nasional/1817311/jangan-lupa-15-februari-tanggal-merah-deadline-bayar-pajak-mundur', 'DDTCNews', '2026-11-28'),
  ('lapor-spt-masa-pph', 'monthly_day', 20, null, null,
   'Batas lapor SPT Masa PPh', 'Monthly income tax return (SPT Masa PPh) deadline',
   'SPT Masa PPh', 'Monthly income tax returns (SPT Masa PPh)',
   'pmk-81-2024', 20,
   true, null, null, null, null, 'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28'),
  -- VAT and PPnBM due for a tax month: by the end of the next month, and before the monthly VAT return is filed.
  ('setor-ppn', 'monthly_end', null, null, null,
   'Batas setor PPN dan PPnBM', 'VAT and luxury-goods sales tax payment deadline',
   'PPN dan PPnBM yang terutang dalam satu masa pajak, disetor sebelum SPT Masa PPN disampaikan',
   'VAT (PPN) and luxury-goods sales tax (PPnBM) due for the tax month, paid before the monthly VAT return is filed',
   'pmk-81-2024', 25,
   true, 'PMK 81/2024 Pasal 100', 'PMK 81/2024 Article 100', null, null,
   'https://www.supriyantorekan.com/2025/02/pmk-81tahun-2024-pembayaran-dan.html', 'Supriyanto Rekan', '2026-11-28'),
  ('lapor-spt-masa-ppn', 'monthly_end', null, null, null,
   'Batas lapor SPT Masa PPN', 'Monthly VAT return (SPT Masa PPN) deadline',
   'SPT Masa PPN', 'Monthly VAT returns (SPT Masa PPN)',
   'pmk-81-2024', 30,
   true, null, null, null, null, 'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28'),
  -- UU KUP Article 3(3), restated by PMK 81/2024 Article 169: individuals file within three months of the end of the
  -- tax year (31 March for a calendar year), bodies within four months (the end of April), and the day stays where
  -- it falls. A body's tax year is its financial year (UU KUP Article 1): the calendar's dates are those of a
  -- calendar financial year, and the taxes text says so.
  ('lapor-spt-tahunan-orang-pribadi', 'yearly_day', 31, 3, null,
   'Batas lapor SPT Tahunan PPh Orang Pribadi', 'Individual annual income tax return deadline',
   'SPT Tahunan PPh Orang Pribadi', 'Annual income tax returns of individuals (SPT Tahunan PPh Orang Pribadi)',
   'pmk-81-2024', 40,
   false, 'UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169', 'KUP Law Article 3(3); PMK 81/2024 Article 169',
   'batas SPT Tahunan tidak bergeser', 'the annual return deadline does not move',
   'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28'),
  ('lapor-spt-tahunan-badan', 'yearly_month_end', null, null, 4,
   'Batas lapor SPT Tahunan PPh Badan', 'Corporate annual income tax return deadline',
   'SPT Tahunan PPh Badan dengan tahun buku sama dengan tahun kalender; untuk tahun buku lain, akhir bulan keempat setelah tahun buku berakhir',
   'Annual corporate income tax returns (SPT Tahunan PPh Badan) for a financial year that is the calendar year; for any other financial year, by the end of the fourth month after it ends',
   'pmk-81-2024', 50,
   false, 'UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169', 'KUP Law Article 3(3); PMK 81/2024 Article 169',
   'batas SPT Tahunan tidak bergeser', 'the annual return deadline does not move',
   'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28');

-- KEP-79/PJ/2025 (25 March 2025): for individuals' tax year 2024, no penalty for filing the annual return, or paying
-- Article 29 income tax, after 31 March and up to 11 April 2025, around the Nyepi and Eid al-Fitr holidays. The
-- deadline itself stayed 31 March 2025.
insert into public.calendar_waivers (rule_slug, period, decree, waived_until, text_id, text_en, source_url, source_name, checked_on) values
  ('lapor-spt-tahunan-orang-pribadi', '2024', 'KEP-79/PJ/2025', '2025-04-11',
   'Untuk SPT Tahunan PPh orang pribadi tahun pajak 2024, DJP menghapus sanksi atas penyampaian dan pembayaran PPh Pasal 29 sampai 11 April 2025 (KEP-79/PJ/2025). Batas waktunya tetap 31 Maret 2025.',
   'For individuals'' 2024 annual returns, DJP waived the penalties for filing, and for paying Article 29 income tax, up to 11 April 2025 (KEP-79/PJ/2025). The deadline itself stayed 31 March 2025.',
   'https://pajak.go.id/id/peraturan/kebijakan-penghapusan-sanksi-administratif-atas-keterlambatan-pembayaran-pajak', 'DJP', '2026-11-28');

insert into public.calendar_rule_terms (rule_id, entry_id, position)
select r.id, g.id, link.position
from (values
  ('setor-pajak-bulanan', 'pph', 1),
  ('setor-pajak-bulanan', 'ppn', 2),
  ('setor-pajak-bulanan', 'bea-meterai', 3),
  ('setor-ppn', 'ppn', 1),
  ('setor-ppn', 'ppnbm', 2),
  ('lapor-spt-masa-pph', 'spt-masa', 1),
  ('lapor-spt-masa-pph', 'pph', 2),
  ('lapor-spt-masa-ppn', 'spt-masa', 1),
  ('lapor-spt-masa-ppn', 'ppn', 2),
  ('lapor-spt-tahunan-orang-pribadi', 'spt-tahunan', 1),
  ('lapor-spt-tahunan-orang-pribadi', 'pph', 2),
  ('lapor-spt-tahunan-badan', 'spt-tahunan', 1),
  ('lapor-spt-tahunan-badan', 'pph-badan', 2)
) as link (rule_slug, entry_slug, position)
join public.calendar_rules r on r.slug = link.rule_slug
join public.glossary_entries g on g.slug = link.entry_slug;

-- 2025 and 2026 are complete: the national holidays and collective leave of the joint decrees of the Ministers of
-- Religious Affairs, Manpower, and Administrative Reform for each year (2025's as amended on 7 August 2025, which
-- added 18 August). 2027 holds only the holidays whose dates are certain without a decree (fixed dates, and the
-- Christian ones, which follow Easter); the Islamic, Hindu, Buddhist and Chinese holidays and the collective leave
-- days wait for its decree, which was not found, so the year is marked incomplete and has no source.
insert into public.calendar_holiday_years (year, complete, decree, source_url, source_name, checked_on) values
  (2025, true, 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024, diubah dengan SKB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025',
   'https://menpan.go.id/site/berita-foto/penandatanganan-skb-hari-libur-nasional-dan-cuti-bersama-2025', 'KemenPAN-RB', '2026-11-28'),
  (2026, true, 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025',
   'https://www.jpnn.com/news/pemerinah-tetapkan-17-hari-libur-nasional-pada-2026', 'JPNN', '2026-11-28'),
  (2027, false, null, null, null, null);

insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree)
select d.day::date, d.kind, d.name_id, d.name_en, y.decree
from public.calendar_holiday_years y
cross join (values
  ('2026-01-01', 'holiday', 'Tahun Baru 2026 Masehi', 'New Year''s Day'),
  ('2026-01-16', 'holiday', 'Isra Mikraj Nabi Muhammad SAW', 'Isra Mi''raj of the Prophet Muhammad'),
  ('2026-02-16', 'collective_leave', 'Cuti bersama Tahun Baru Imlek', 'Collective leave for Chinese New Year'),
  ('2026-02-17', 'holiday', 'Tahun Baru Imlek 2577 Kongzili', 'Chinese New Year 2577'),
  ('2026-03-18', 'collective_leave', 'Cuti bersama Hari Suci Nyepi', 'Collective leave for Nyepi'),
  ('2026-03-19', 'holiday', 'Hari Suci Nyepi (Tahun Baru Saka 1948)', 'Nyepi, Day of Silence (Saka New Year 1948)'),
  ('2026-03-20', 'collective_leave', 'Cuti bersama Idul Fitri', 'Collective leave for Eid al-Fitr'),
  ('2026-03-21', 'holiday', 'Idul Fitri 1447 Hijriah', 'Eid al-Fitr 1447 AH'),
  ('2026-03-22', 'holiday', 'Idul Fitri 1447 Hijriah', 'Eid al-Fitr 1447 AH'),
  ('2026-03-23', 'collective_leave', 'Cuti bersama Idul Fitri', 'Collective leave for Eid al-Fitr'),
  ('2026-03-24', 'collective_leave', 'Cuti bersama Idul Fitri', 'Collective leave for Eid al-Fitr'),
  ('2026-04-03', 'holiday', 'Wafat Yesus Kristus', 'Good Friday'),
  ('2026-04-05', 'holiday', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'),
  ('2026-05-01', 'holiday', 'Hari Buruh Internasional', 'International Labour Day'),
  ('2026-05-14', 'holiday', 'Kenaikan Yesus Kristus', 'Ascension Day'),
  ('2026-05-15', 'collective_leave', 'Cuti bersama Kenaikan Yesus Kristus', 'Collective leave for Ascension Day'),
  ('2026-05-27', 'holiday', 'Idul Adha 1447 Hijriah', 'Eid al-Adha 1447 AH'),
  ('2026-05-28', 'collective_leave', 'Cuti bersama Idul Adha', 'Collective leave for Eid al-Adha'),
  ('2026-05-31', 'holiday', 'Hari Raya Waisak 2570 BE', 'Vesak Day 2570 BE'),
  ('2026-06-01', 'holiday', 'Hari Lahir Pancasila', 'Pancasila Day'),
  ('2026-06-16', 'holiday', '1 Muharam Tahun Baru Islam 1448 Hijriah', 'Islamic New Year 1448 AH'),
  ('2026-08-17', 'holiday', 'Proklamasi Kemerdekaan', 'Independence Day'),
  ('2026-08-25', 'holiday', 'Maulid Nabi Muhammad SAW', 'Birthday of the Prophet Muhammad'),
  ('2026-12-24', 'collective_leave', 'Cuti bersama Kelahiran Yesus Kristus', 'Collective leave for Christmas'),
  ('2026-12-25', 'holiday', 'Kelahiran Yesus Kristus', 'Christmas Day')
) as d (day, kind, name_id, name_en)
where y.year = 2026;

insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree)
select d.day::date, d.kind, d.name_id, d.name_en, 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024'
from (values
  ('2025-01-01', 'holiday', 'Tahun Baru 2025 Masehi', 'New Year''s Day'),
  ('2025-01-27', 'holiday', 'Isra Mikraj Nabi Muhammad SAW', 'Isra Mi''raj of the Prophet Muhammad'),
  ('2025-01-28', 'collective_leave', 'Cuti bersama Tahun Baru Imlek', 'Collective leave for Chinese New Year'),
  ('2025-01-29', 'holiday', 'Tahun Baru Imlek 2576 Kongzili', 'Chinese New Year 2576'),
  ('2025-03-28', 'collective_leave', 'Cuti bersama Hari Suci Nyepi', 'Collective leave for Nyepi'),
  ('2025-03-29', 'holiday', 'Hari Suci Nyepi (Tahun Baru Saka 1947)', 'Nyepi, Day of Silence (Saka New Year 1947)'),
  ('2025-03-31', 'holiday', 'Idul Fitri 1446 Hijriah', 'Eid al-Fitr 1446 AH'),
  ('2025-04-01', 'holiday', 'Idul Fitri 1446 Hijriah', 'Eid al-Fitr 1446 AH'),
  ('2025-04-02', 'collective_leave', 'Cuti bersama Idul Fitri', 'Collective leave for Eid al-Fitr'),
  ('2025-04-03', 'collective_leave', 'Cuti bersama Idul Fitri', 'Collective leave for Eid al-Fitr'),
  ('2025-04-04', 'collective_leave', 'Cuti bersama Idul Fitri', 'Collective leave for Eid al-Fitr'),
  ('2025-04-07', 'collective_leave', 'Cuti bersama Idul Fitri', 'Collective leave for Eid al-Fitr'),
  ('2025-04-18', 'holiday', 'Wafat Yesus Kristus', 'Good Friday'),
  ('2025-04-20', 'holiday', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'),
  ('2025-05-01', 'holiday', 'Hari Buruh Internasional', 'International Labour Day'),
  ('2025-05-12', 'holiday', 'Hari Raya Waisak 2569 BE', 'Vesak Day 2569 BE'),
  ('2025-05-13', 'collective_leave', 'Cuti bersama Hari Raya Waisak', 'Collective leave for Vesak Day'),
  ('2025-05-29', 'holiday', 'Kenaikan Yesus Kristus', 'Ascension Day'),
  ('2025-05-30', 'collective_leave', 'Cuti bersama Kenaikan Yesus Kristus', 'Collective leave for Ascension Day'),
  ('2025-06-01', 'holiday', 'Hari Lahir Pancasila', 'Pancasila Day'),
  ('2025-06-06', 'holiday', 'Idul Adha 1446 Hijriah', 'Eid al-Adha 1446 AH'),
  ('2025-06-09', 'collective_leave', 'Cuti bersama Idul Adha', 'Collective leave for Eid al-Adha'),
  ('2025-06-27', 'holiday', '1 Muharam Tahun Baru Islam 1447 Hijriah', 'Islamic New Year 1447 AH'),
  ('2025-08-17', 'holiday', 'Proklamasi Kemerdekaan', 'Independence Day'),
  ('2025-09-05', 'holiday', 'Maulid Nabi Muhammad SAW', 'Birthday of the Prophet Muhammad'),
  ('2025-12-25', 'holiday', 'Kelahiran Yesus Kristus', 'Christmas Day'),
  ('2025-12-26', 'collective_leave', 'Cuti bersama Kelahiran Yesus Kristus', 'Collective leave for Christmas')
) as d (day, kind, name_id, name_en);

-- The amendment of 7 August 2025 added one day of collective leave.
insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree) values
  ('2025-08-18', 'collective_leave', 'Cuti bersama Proklamasi Kemerdekaan', 'Collective leave for Independence Day',
   'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025');

insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree) values
  ('2027-01-01', 'holiday', 'Tahun Baru 2027 Masehi', 'New Year''s Day', null),
  ('2027-03-26', 'holiday', 'Wafat Yesus Kristus', 'Good Friday', null),
  ('2027-03-28', 'holiday', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday', null),
  ('2027-05-01', 'holiday', 'Hari Buruh Internasional', 'International Labour Day', null),
  ('2027-05-06', 'holiday', 'Kenaikan Yesus Kristus', 'Ascension Day', null),
  ('2027-06-01', 'holiday', 'Hari Lahir Pancasila', 'Pancasila Day', null),
  ('2027-08-17', 'holiday', 'Proklamasi Kemerdekaan', 'Independence Day', null),
  ('2027-12-25', 'holiday', 'Kelahiran Yesus Kristus', 'Christmas Day', null);
