-- The register's and the glossary's sources of 28 November 2026, third reading: the nine entries the second
-- reading (20261205000000) left without a source or without a checked date were searched again. A fresh database
-- gets the same rows from supabase/seed/60_sources.sql; docs/corrections/2026-11-28.md says what was found.
--
-- Only UU 7/2021 (HPP) changes: its recorded source, CNN Indonesia, read again, gives every statement the entry
-- still makes: the law's number and title, that it was promulgated and took effect on 29 October 2021, that it
-- changes the income tax law and carries new rules for general tax procedures (KUP) and VAT, and that parts of it
-- take effect on other dates (income tax from tax year 2022, VAT from 1 April 2022). No text changes, so no change
-- is recorded on the corrections pages. The row is marked checked only where it still has that source, no checked
-- date and no signing date (none is sourced), and where every other statement it makes is one the seed and the
-- second reading left (a blank one makes none): an entry an editor changed is theirs to check. Running it twice
-- changes nothing.
--
-- Still without an acceptable source after this search, and left as they are: uu-2-2020 and the glossary entries
-- kup, pph-22, pph-final, skp and wajib-pajak. Still not checked: uu-8-1983 (its summary's amendment history rests
-- on pages other than the recorded one) and pmk-252-2008 (its official page was read only in a copy).

update public.regulations
set checked_on = date '2026-11-28'
where slug = 'uu-7-2021'
  and source_url = 'https://www.cnnindonesia.com/ekonomi/20211119133558-532-723428/tanggal-main-aturan-pajak-dalam-uu-hpp'
  and source_name = 'CNN Indonesia'
  and checked_on is null
  and issued_on is null
  and (effective_on is null or effective_on = date '2021-10-29')
  and (title_id is null or title_id = $c$Harmonisasi Peraturan Perpajakan$c$)
  and (title_en is null or title_en = $c$Harmonisation of Tax Regulations$c$)
  and (summary_id is null or summary_id = $c$UU HPP mengubah, antara lain, UU KUP, UU PPh, dan UU PPN. Sebagian ketentuannya mulai berlaku pada tanggal lain yang ditetapkan dalam undang-undang ini.$c$)
  and (summary_en is null or summary_en = $c$The HPP Law amends, among others, the KUP, Income Tax and VAT Laws. Some of its provisions take effect on other dates set in the law itself.$c$);
