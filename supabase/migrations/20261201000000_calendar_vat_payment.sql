-- The seeded tax calendar put VAT (PPN) and luxury-goods sales tax (PPnBM) under the 15th. PMK 81/2024 Article
-- 94(2) lists for the 15th only the VAT on intangible goods and services used from outside the customs area and
-- on self-construction; VAT and PPnBM due for a tax month are paid by the end of the next month, before the
-- monthly VAT return is filed (docs/decisions/0020-tax-calendar.md, "Correction").
--
-- The calendar's rules are data an operator edits, so this corrects only a database that still holds the rule
-- exactly as the seed wrote it: a rule someone has rewritten is theirs, and a database without the seed gets the
-- corrected rules from supabase/seed/50_calendar.sql.
do $$
declare
  seeded_rule bigint;
  vat_rule bigint;
begin
  select id into seeded_rule
  from public.calendar_rules
  where slug = 'setor-pajak-bulanan'
    and taxes_id = 'PPh Pasal 21/26, PPh Pasal 23/26, PPh Pasal 4 ayat (2), PPh Pasal 15, PPh Pasal 22, PPN, PPnBM';
  if seeded_rule is null then
    return;
  end if;

  update public.calendar_rules
  set taxes_id = 'PPh Pasal 4 ayat (2), 15, 21, 22 (selain atas impor), 23, 25 dan 26; PPN atas pemanfaatan barang tidak berwujud dan jasa dari luar daerah pabean; PPN kegiatan membangun sendiri; bea meterai yang dipungut pemungut',
      taxes_en = 'Income tax Articles 4(2), 15, 21, 22 (other than on imports), 23, 25 and 26; VAT on intangible goods and services used from outside the customs area; VAT on self-construction; stamp duty collected by appointed collectors'
  where id = seeded_rule;

  delete from public.calendar_rule_terms t
  using public.glossary_entries g
  where t.rule_id = seeded_rule and g.id = t.entry_id and g.slug = 'ppnbm';

  insert into public.calendar_rule_terms (rule_id, entry_id, position)
  select seeded_rule, g.id, 3 from public.glossary_entries g where g.slug = 'bea-meterai'
  on conflict do nothing;

  insert into public.calendar_rules (slug, kind, name_id, name_en, taxes_id, taxes_en, regulation_slug, position)
  select 'setor-ppn', 'monthly_end', 'Batas setor PPN dan PPnBM', 'VAT and luxury-goods sales tax payment deadline',
         'PPN dan PPnBM yang terutang dalam satu masa pajak, disetor sebelum SPT Masa PPN disampaikan',
         'VAT (PPN) and luxury-goods sales tax (PPnBM) due for the tax month, paid before the monthly VAT return is filed',
         (select slug from public.regulations where slug = 'pmk-81-2024'), 25
  on conflict (slug) do nothing
  returning id into vat_rule;

  if vat_rule is not null then
    insert into public.calendar_rule_terms (rule_id, entry_id, position)
    select vat_rule, g.id, link.position
    from (values ('ppn', 1), ('ppnbm', 2)) as link (slug, position)
    join public.glossary_entries g on g.slug = link.slug;
  end if;
end
$$;
