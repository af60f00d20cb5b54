-- One trigger function for the link tables whose rows only join two pages (20261201001300, 001500): a link added,
-- moved or removed changes the page on each side, so each side's updated_at moves. Three functions did this,
-- differing only in the tables and columns they named; the trigger now names them as arguments, in pairs of
-- (table, link column). The relation and deadline-rule triggers keep their own functions: they do more (a
-- relation moves the pages showing the target's status; a rule is linked by slug and through its terms).

create function public.touch_sides_of_link() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  pair integer := 0;
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  while pair < tg_nargs loop
    -- to_jsonb of a missing row (old on insert, new on delete) is null, and so is its id: no row matches it.
    execute format('update public.%I set updated_at = now() where id = any($1)', tg_argv[pair])
    using array[(to_jsonb(new) ->> tg_argv[pair + 1])::bigint, (to_jsonb(old) ->> tg_argv[pair + 1])::bigint];
    pair := pair + 2;
  end loop;
  return null;
end;
$$;

revoke execute on function public.touch_sides_of_link() from public;

drop trigger glossary_regulations_touch_sides on public.glossary_regulations;
create trigger glossary_regulations_touch_sides
  after insert or update or delete on public.glossary_regulations
  for each row
  execute function public.touch_sides_of_link('regulations', 'regulation_id', 'glossary_entries', 'entry_id');

drop trigger glossary_related_touch_entries on public.glossary_related;
create trigger glossary_related_touch_entries
  after insert or update or delete on public.glossary_related
  for each row
  execute function public.touch_sides_of_link('glossary_entries', 'entry_id', 'glossary_entries', 'related_id');

drop trigger calendar_rule_terms_touch_glossary_entry on public.calendar_rule_terms;
create trigger calendar_rule_terms_touch_glossary_entry
  after insert or update or delete on public.calendar_rule_terms
  for each row
  execute function public.touch_sides_of_link('glossary_entries', 'entry_id');

drop function public.touch_sides_of_glossary_regulation();
drop function public.touch_sides_of_glossary_relation();
drop function public.touch_glossary_entry_of_rule_term();
