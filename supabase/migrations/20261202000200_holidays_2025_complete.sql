-- 2025's holidays complete, and each holiday year's source (2026-11-28), for a database seeded before it.
--
-- The seed held 2025's national holidays and the collective leave around Eid al-Fitr only, and said the year was
-- incomplete. Checked against the joint decree of the Ministers of Religious Affairs, Manpower, and Administrative
-- Reform for 2025 (Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024) and its amendment of 7 August
-- 2025 (Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025), which added 18 August: six more days of
-- collective leave, and the year is complete. 28 March 2025, collective leave for Nyepi, opened the run of holidays
-- that KEP-79/PJ/2025 names. No deadline's date changes: none fell on the added days. 2026's record gets its source;
-- 2027's decree was not found, so it stays incomplete and without one.
--
-- 2025 changes only where it is still as the seed wrote it (incomplete, no decree, its Eid leave entered): a year an
-- editor completed is theirs, and a database without the seed gets the rows from supabase/seed/.
do $$
declare
  first_decree constant text :=
    'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024';
begin
  if not exists (
    select 1 from public.calendar_holiday_years
    where year = 2025 and not complete and decree is null and source_url is null
  ) or not exists (
    select 1 from public.calendar_holidays where holiday_on = '2025-04-07' and name_id = 'Cuti bersama Idul Fitri'
  ) then
    return;
  end if;

  insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree)
  select v.day::date, 'collective_leave', v.name_id, v.name_en, coalesce(v.decree, first_decree)
  from (values
    ('2025-01-28', 'Cuti bersama Tahun Baru Imlek', 'Collective leave for Chinese New Year', null),
    ('2025-03-28', 'Cuti bersama Hari Suci Nyepi', 'Collective leave for Nyepi', null),
    ('2025-05-13', 'Cuti bersama Hari Raya Waisak', 'Collective leave for Vesak Day', null),
    ('2025-05-30', 'Cuti bersama Kenaikan Yesus Kristus', 'Collective leave for Ascension Day', null),
    ('2025-06-09', 'Cuti bersama Idul Adha', 'Collective leave for Eid al-Adha', null),
    -- Added by the amendment of 7 August 2025.
    ('2025-08-18', 'Cuti bersama Proklamasi Kemerdekaan', 'Collective leave for Independence Day',
     'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025'),
    ('2025-12-26', 'Cuti bersama Kelahiran Yesus Kristus', 'Collective leave for Christmas', null)
  ) as v (day, name_id, name_en, decree)
  on conflict (holiday_on, name_id) do nothing;

  -- The days the seed had entered for 2025 follow the first decree.
  update public.calendar_holidays
  set decree = first_decree
  where holiday_on between '2025-01-01' and '2025-12-31' and decree is null;

  update public.calendar_holiday_years
  set complete = true,
      decree = first_decree || ', diubah dengan SKB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025',
      source_url = 'https://menpan.go.id/site/berita-foto/penandatanganan-skb-hari-libur-nasional-dan-cuti-bersama-2025',
      source_name = 'KemenPAN-RB',
      checked_on = '2026-11-28'
  where year = 2025;
end;
$$;

update public.calendar_holiday_years
set source_url = 'https://www.jpnn.com/news/pemerinah-tetapkan-17-hari-libur-nasional-pada-2026',
    source_name = 'JPNN',
    checked_on = '2026-11-28'
where year = 2026
  and source_url is null
  and decree = 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025';
