-- The tax calendar's rules and the holidays known for sure. Runs after 30_regulations.sql and the glossary
-- seeds, whose slugs the links below name.

insert into public.calendar_rules (slug, kind, day, month, months_after, name_id, name_en, taxes_id, taxes_en, regulation_slug, position) values
  -- PMK 81/2024 Article 94(2): the 15th. VAT and PPnBM due for a tax month are not on this list; they have their
  -- own rule below.
  ('setor-pajak-bulanan', 'monthly_day', 15, null, null,
   'Batas setor pajak bulanan', 'Monthly tax payment deadline',
   'PPh Pasal 4 ayat (2), 15, 21, 22 (selain atas impor), 23, 25 dan 26; PPN atas pemanfaatan barang tidak berwujud dan jasa dari luar daerah pabean; PPN kegiatan membangun sendiri; bea meterai yang dipungut pemungut',
   'Income tax Articles 4(2), 15, 21, 22 (other than on imports), 23, 25 and 26; VAT on intangible goods and services used from outside the customs area; VAT on self-construction; stamp duty collected by appointed collectors',
   'pmk-81-2024', 10),
  ('lapor-spt-masa-pph', 'monthly_day', 20, null, null,
   'Batas lapor SPT Masa PPh', 'Monthly income tax return (SPT Masa PPh) deadline',
   'SPT Masa PPh', 'Monthly income tax returns (SPT Masa PPh)',
   'pmk-81-2024', 20),
  -- VAT and PPnBM due for a tax month: by the end of the next month, and before the monthly VAT return is filed.
  ('setor-ppn', 'monthly_end', null, null, null,
   'Batas setor PPN dan PPnBM', 'VAT and luxury-goods sales tax payment deadline',
   'PPN dan PPnBM yang terutang dalam satu masa pajak, disetor sebelum SPT Masa PPN disampaikan',
   'VAT (PPN) and luxury-goods sales tax (PPnBM) due for the tax month, paid before the monthly VAT return is filed',
   'pmk-81-2024', 25),
  ('lapor-spt-masa-ppn', 'monthly_end', null, null, null,
   'Batas lapor SPT Masa PPN', 'Monthly VAT return (SPT Masa PPN) deadline',
   'SPT Masa PPN', 'Monthly VAT returns (SPT Masa PPN)',
   'pmk-81-2024', 30),
  ('lapor-spt-tahunan-orang-pribadi', 'yearly_day', 31, 3, null,
   'Batas lapor SPT Tahunan PPh Orang Pribadi', 'Individual annual income tax return deadline',
   'SPT Tahunan PPh Orang Pribadi', 'Annual income tax returns of individuals (SPT Tahunan PPh Orang Pribadi)',
   'pmk-81-2024', 40),
  ('lapor-spt-tahunan-badan', 'yearly_month_end', null, null, 4,
   'Batas lapor SPT Tahunan PPh Badan', 'Corporate annual income tax return deadline',
   'SPT Tahunan PPh Badan', 'Annual corporate income tax returns (SPT Tahunan PPh Badan)',
   'pmk-81-2024', 50);

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

-- Only the holidays whose dates are certain: fixed-date holidays, and the Christian ones, whose dates follow
-- Easter. The Islamic, Hindu, Buddhist and Chinese holidays and the collective leave days are left out until
-- their decree is entered, so both years are marked incomplete; decrees stay empty until checked.
insert into public.calendar_holiday_years (year, complete, decree) values
  (2026, false, null),
  (2027, false, null);

insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree)
select make_date(y.year, d.month, d.day), 'holiday', d.name_id, d.name_en, null
from (values (2026), (2027)) as y (year)
cross join (values
  (1, 1, 'Tahun Baru Masehi', 'New Year''s Day'),
  (5, 1, 'Hari Buruh Internasional', 'International Labour Day'),
  (6, 1, 'Hari Lahir Pancasila', 'Pancasila Day'),
  (8, 17, 'Hari Kemerdekaan Republik Indonesia', 'Independence Day'),
  (12, 25, 'Hari Raya Natal', 'Christmas Day')
) as d (month, day, name_id, name_en);

insert into public.calendar_holidays (holiday_on, kind, name_id, name_en, decree) values
  ('2026-04-03', 'holiday', 'Wafat Yesus Kristus', 'Good Friday', null),
  ('2026-05-14', 'holiday', 'Kenaikan Yesus Kristus', 'Ascension Day', null),
  ('2027-03-26', 'holiday', 'Wafat Yesus Kristus', 'Good Friday', null),
  ('2027-05-06', 'holiday', 'Kenaikan Yesus Kristus', 'Ascension Day', null);
