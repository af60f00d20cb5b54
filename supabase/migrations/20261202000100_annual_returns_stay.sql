-- Annual returns do not move to the next working day (2026-11-28), for a database seeded before it.
--
-- The calendar moved every deadline off a weekend or holiday. Payments move by PMK 81/2024 Article 100, and monthly
-- returns as DJP applies it, but the annual returns (SPT Tahunan) are fixed by UU KUP Article 3(3), restated by PMK
-- 81/2024 Article 169, and no provision shifts them: 31 March 2024, a Sunday, and 31 March 2025, Eid al-Fitr,
-- stayed, and DJP said so in February 2025. Each rule now says whether it moves and on which basis, and where it
-- comes from; the two annual rules stay. KEP-79/PJ/2025, the waiver of 2025 for individuals' 2024 returns, is
-- recorded beside that deadline.
--
-- A rule changes only where it is still as the seed wrote it (same kind and day, moving, no basis or source yet): a
-- rule an editor rewrote is theirs, and a database without the seed gets the rows from supabase/seed/.
update public.calendar_rules r
set moves_to_working_day = v.moves,
    working_day_basis_id = v.basis_id,
    working_day_basis_en = v.basis_en,
    stays_reason_id = v.reason_id,
    stays_reason_en = v.reason_en,
    source_url = v.source_url,
    source_name = v.source_name,
    checked_on = v.checked_on::date
from (values
  ('setor-pajak-bulanan', 'monthly_day', 15, null::smallint, null::smallint, true,
   'PMK 81/2024 Pasal 100', 'PMK 81/2024 Article 100', null, null,
   'https://news.ddtc.co.id/berita/nasional/1817311/jangan-lupa-15-februari-tanggal-merah-deadline-bayar-pajak-mundur', 'DDTCNews', '2026-11-28'),
  ('lapor-spt-masa-pph', 'monthly_day', 20, null, null, true, null, null, null, null,
   'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28'),
  ('setor-ppn', 'monthly_end', null, null, null, true,
   'PMK 81/2024 Pasal 100', 'PMK 81/2024 Article 100', null, null,
   'https://www.supriyantorekan.com/2025/02/pmk-81tahun-2024-pembayaran-dan.html', 'Supriyanto Rekan', '2026-11-28'),
  ('lapor-spt-masa-ppn', 'monthly_end', null, null, null, true, null, null, null, null,
   'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28'),
  ('lapor-spt-tahunan-orang-pribadi', 'yearly_day', 31, 3, null, false,
   'UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169', 'KUP Law Article 3(3); PMK 81/2024 Article 169',
   'batas SPT Tahunan tidak bergeser', 'the annual return deadline does not move',
   'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28'),
  ('lapor-spt-tahunan-badan', 'yearly_month_end', null, null, 4, false,
   'UU KUP Pasal 3 ayat 3; PMK 81/2024 Pasal 169', 'KUP Law Article 3(3); PMK 81/2024 Article 169',
   'batas SPT Tahunan tidak bergeser', 'the annual return deadline does not move',
   'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28')
) as v (slug, kind, day, month, months_after, moves, basis_id, basis_en, reason_id, reason_en, source_url, source_name, checked_on)
where r.slug = v.slug
  and r.kind = v.kind
  and r.day is not distinct from v.day
  and r.month is not distinct from v.month
  and r.months_after is not distinct from v.months_after
  and r.moves_to_working_day
  and r.working_day_basis_id is null
  and r.source_url is null;

-- KEP-79/PJ/2025 (25 March 2025): no penalty for individuals who filed their 2024 annual return, or paid its Article
-- 29 income tax, after 31 March and up to 11 April 2025. Wherever the rule exists, whatever its text.
insert into public.calendar_waivers (rule_slug, period, decree, waived_until, text_id, text_en, source_url, source_name, checked_on)
select slug, '2024', 'KEP-79/PJ/2025', '2025-04-11',
  'Untuk SPT Tahunan PPh orang pribadi tahun pajak 2024, DJP menghapus sanksi atas penyampaian dan pembayaran PPh Pasal 29 sampai 11 April 2025 (KEP-79/PJ/2025). Batas waktunya tetap 31 Maret 2025.',
  'For individuals'' 2024 annual returns, DJP waived the penalties for filing, and for paying Article 29 income tax, up to 11 April 2025 (KEP-79/PJ/2025). The deadline itself stayed 31 March 2025.',
  'https://pajak.go.id/id/peraturan/kebijakan-penghapusan-sanksi-administratif-atas-keterlambatan-pembayaran-pajak', 'DJP', '2026-11-28'
from public.calendar_rules
where slug = 'lapor-spt-tahunan-orang-pribadi'
on conflict (rule_slug, period, decree) do nothing;
