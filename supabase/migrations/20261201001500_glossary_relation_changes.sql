-- A glossary entry's page lists its related terms, read in both directions, so a relation added, moved or removed
-- changes both entries' pages. Their updated_at, and with it the sitemaps' lastmod, now moves whatever tool makes
-- the change (Studio, an import, SQL), as a register entry's does when its relations change (20261201001300).
-- Deleting an entry deletes its relations, and so moves the entries it was related to.

create function public.touch_sides_of_glossary_relation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  update public.glossary_entries set updated_at = now()
  where id in (new.entry_id, new.related_id, old.entry_id, old.related_id);
  return null;
end;
$$;

create trigger glossary_related_touch_entries
  after insert or update or delete on public.glossary_related
  for each row
  execute function public.touch_sides_of_glossary_relation();

revoke execute on function public.touch_sides_of_glossary_relation() from public;
