-- A register entry's page shows its relations (and the status they give it), the calendar deadlines it sets and
-- the glossary terms it governs, so a change to any of them changes the entry. Its updated_at, and with it the
-- sitemaps' lastmod, now moves when a relation, a deadline rule or a term's link is added, edited or removed,
-- whatever tool made the change (Studio, an import, SQL). Before, only an edit of the regulation's own row moved
-- it. A glossary entry's page shows the regulations governing it and the deadlines naming it, so the same changes
-- move its updated_at too.

create function public.touch_regulations_of_relation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  -- Both sides: the actor lists what it revokes or amends, the target what revoked or amended it.
  update public.regulations set updated_at = now()
  where id in (new.regulation_id, new.target_id, old.regulation_id, old.target_id);
  return null;
end;
$$;

create trigger regulation_relations_touch_regulations
  after insert or update or delete on public.regulation_relations
  for each row
  execute function public.touch_regulations_of_relation();

create function public.touch_regulation_of_calendar_rule() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  -- A rule moved from one regulation to another changes both pages.
  update public.regulations set updated_at = now()
  where slug in (new.regulation_slug, old.regulation_slug);
  -- Each term the rule names lists it. On a delete the links are already gone (cascade): their own trigger runs.
  update public.glossary_entries set updated_at = now()
  where id in (select entry_id from public.calendar_rule_terms where rule_id = coalesce(new.id, old.id));
  return null;
end;
$$;

create trigger calendar_rules_touch_regulation
  after insert or update or delete on public.calendar_rules
  for each row
  execute function public.touch_regulation_of_calendar_rule();

create function public.touch_sides_of_glossary_regulation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  update public.regulations set updated_at = now() where id in (new.regulation_id, old.regulation_id);
  update public.glossary_entries set updated_at = now() where id in (new.entry_id, old.entry_id);
  return null;
end;
$$;

create trigger glossary_regulations_touch_sides
  after insert or update or delete on public.glossary_regulations
  for each row
  execute function public.touch_sides_of_glossary_regulation();

create function public.touch_glossary_entry_of_rule_term() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  update public.glossary_entries set updated_at = now() where id in (new.entry_id, old.entry_id);
  return null;
end;
$$;

create trigger calendar_rule_terms_touch_glossary_entry
  after insert or update or delete on public.calendar_rule_terms
  for each row
  execute function public.touch_glossary_entry_of_rule_term();

revoke execute on function public.touch_regulations_of_relation(), public.touch_regulation_of_calendar_rule(),
  public.touch_sides_of_glossary_regulation(), public.touch_glossary_entry_of_rule_term() from public;
