-- Two corrections to the seeded register and calendar (2026-11-24), for a database seeded before them.
--
-- 1. The summary of UU 6/1983 (KUP) called the HPP Law its latest amendment; later laws amended it too. It now
--    says "among others", as the glossary does.
-- 2. Easter Sunday 2027 (28 March) joins the 2027 holidays that are certain before the year's decree, as Easter
--    Sunday 2026 is in 2026's list. It falls on a Sunday, so no deadline moves.
--
-- Each changes a database only where the seed's rows are still as the seed wrote them: a row an editor rewrote
-- is theirs, and a database without the seed gets the corrected rows from supabase/seed/.
update public.regulations
set summary_id = 'Undang-undang tentang hak dan kewajiban wajib pajak serta tata cara pendaftaran, pelaporan, pembayaran, pemeriksaan, dan penagihan pajak (UU KUP). Telah diubah beberapa kali, antara lain oleh UU HPP.',
    summary_en = 'The law on taxpayers'' rights and obligations and on how taxes are registered, reported, paid, audited and collected (the KUP Law). Amended several times, among others by the HPP Law.'
where slug = 'uu-6-1983'
  and summary_id = 'Undang-undang tentang hak dan kewajiban wajib pajak serta tata cara pendaftaran, pelaporan, pembayaran, pemeriksaan, dan penagihan pajak (UU KUP). Telah diubah beberapa kali, terakhir dalam rangkaian UU HPP.'
  and summary_en = 'The law on taxpayers'' rights and obligations and on how taxes are registered, reported, paid, audited and collected (the KUP Law). Amended several times, most recently through the HPP Law.';

insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree)
select date '2027-03-28', 'holiday', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday', null
where exists (
    select 1 from public.calendar_holidays
    where holiday_on = date '2027-03-26' and name_id = 'Wafat Yesus Kristus' and decree is null
  )
  and exists (select 1 from public.calendar_holiday_years where year = 2027 and not complete)
  and not exists (select 1 from public.calendar_holidays where holiday_on = date '2027-03-28');
