-- Seed content for local development and tests. Categories first; articles live in seed/*.sql
-- (the Supabase CLI reads both through [db.seed] sql_paths in config.toml).
-- All text was written for this project.

insert into public.categories (slug, name, name_en) values
  ('berita', 'Berita', 'News'),
  ('kebijakan', 'Kebijakan', 'Policy'),
  ('bisnis', 'Bisnis', 'Business'),
  ('edukasi', 'Edukasi', 'Education'),
  ('data', 'Data', 'Data'),
  ('opini', 'Opini', 'Opinion'),
  ('pph', 'PPh', 'Income Tax'),
  ('ppn', 'PPN', 'VAT'),
  ('kepabeanan', 'Kepabeanan & Cukai', 'Customs & Excise'),
  ('pajak-daerah', 'Pajak Daerah', 'Regional Taxes'),
  ('internasional', 'Internasional', 'International'),
  ('teknologi', 'Teknologi Pajak', 'Tax Technology'),
  ('regulasi', 'Regulasi', 'Regulations');
