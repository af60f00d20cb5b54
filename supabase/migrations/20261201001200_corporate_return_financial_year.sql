-- The corporate annual return's calendar text says whose deadline it is (2026-11-25), for a database seeded
-- before it.
--
-- The calendar dates the return for tax year 2026 on 30 April 2027: right for a company whose financial year is
-- the calendar year. A company's tax year is its financial year (UU KUP Article 1), and one whose year ends in June
-- files by the end of October; the rule's "taxes" text said only "SPT Tahunan PPh Badan". It now says the date is
-- for a calendar financial year and how the deadline runs otherwise, as the glossary's entry for SPT Tahunan does.
--
-- The row changes only where it is still as the seed wrote it: a rule an editor rewrote is theirs, and a database
-- without the seed gets the corrected row from supabase/seed/.
update public.calendar_rules
set taxes_id = 'SPT Tahunan PPh Badan dengan tahun buku sama dengan tahun kalender; untuk tahun buku lain, akhir bulan keempat setelah tahun buku berakhir',
    taxes_en = 'Annual corporate income tax returns (SPT Tahunan PPh Badan) for a financial year that is the calendar year; for any other financial year, by the end of the fourth month after it ends'
where slug = 'lapor-spt-tahunan-badan'
  and taxes_id = 'SPT Tahunan PPh Badan'
  and taxes_en = 'Annual corporate income tax returns (SPT Tahunan PPh Badan)';
