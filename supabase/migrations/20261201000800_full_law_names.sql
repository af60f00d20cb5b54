-- Laws cited by their names written out: "UU Harmonisasi Peraturan Perpajakan", "the Tax Harmonisation Law".
--
-- Articles name a law by its short name ("UU HPP") or in full, but regulation_names held one or two words, so a
-- full name could not be registered and /id/peraturan/uu-7-2021 listed none of the articles that write it out.
-- A name may now have up to eight words (the longest the articles use is HKPD's, "Hubungan Keuangan antara
-- Pemerintah Pusat dan Pemerintahan Daerah"), each of at most 40 letters. app/lib/citations.ts reads at most that
-- many words, so every name this table accepts is one both parsers find. Names are still letters and single
-- spaces, which is what named_citation_forms relies on to build a pattern from a name without escaping it.
--
-- citation_keys and citation_key need no new definition: they build their alternation from whatever names the
-- table holds, with any number of words, and the regex engine takes the longest at each place as before.
alter table public.regulation_names drop constraint regulation_names_format;
alter table public.regulation_names add constraint regulation_names_format
  check (name ~ '^[A-Za-z]{1,40}( [A-Za-z]{1,40}){0,7}$' and length(name) <= 80);

-- The full names the seed's articles use, for databases seeded before this migration (a new database gets them
-- from supabase/seed/30_regulations.sql, after this has run on an empty register and added nothing). Only for
-- regulations that exist, found by slug; a name already registered, to this regulation or another, in any case,
-- stays as an editor left it. Each row added fires regulation_names_recite, which re-reads exactly the bodies
-- that write the name as a citation: that re-derives the existing articles' citations without parsing the rest.
insert into public.regulation_names (name, regulation_id)
select name.name, r.id
from (values
  ('Harmonisasi Peraturan Perpajakan', 'uu-7-2021'),
  ('Tax Harmonisation', 'uu-7-2021'),
  ('Tax Harmonization', 'uu-7-2021'),
  ('General Tax Provisions', 'uu-6-1983'),
  ('Income Tax', 'uu-7-1983'),
  ('Hubungan Keuangan antara Pemerintah Pusat dan Pemerintahan Daerah', 'uu-1-2022')
) as name (name, slug)
join public.regulations r on r.slug = name.slug
on conflict do nothing;
