-- What a page shows of its neighbours. A glossary entry's page lists its related terms and its regulations (their
-- designation, title and status); a register entry's lists the regulations it relates to (the same) and the terms
-- it governs (term and abbreviation). Renaming one of them changed those pages but moved none of their updated_at,
-- so the sitemaps' lastmod stayed behind whatever tool made the edit (20261201001300 and 20261201001500 cover the
-- links themselves; this covers the names on them).
--
-- Only the columns the neighbours show count: a glossary entry's slug, terms and abbreviation; a regulation's slug,
-- designation, titles and date in force (its status on their pages follows from it). These triggers write only
-- updated_at, which no such trigger watches, so nothing fires in a loop.

create function public.touch_neighbours_of_glossary_entry() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (old.slug, old.term_id, old.term_en, old.abbreviation)
     is not distinct from (new.slug, new.term_id, new.term_en, new.abbreviation) then
    return null;
  end if;
  update public.glossary_entries set updated_at = now()
  where id in (
    select r.related_id from public.glossary_related r where r.entry_id = new.id
    union
    select r.entry_id from public.glossary_related r where r.related_id = new.id
  );
  update public.regulations set updated_at = now()
  where id in (select l.regulation_id from public.glossary_regulations l where l.entry_id = new.id);
  return null;
end;
$$;

create trigger glossary_entries_touch_neighbours
  after update of slug, term_id, term_en, abbreviation on public.glossary_entries
  for each row
  execute function public.touch_neighbours_of_glossary_entry();

create function public.touch_neighbours_of_regulation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (old.slug, old.designation, old.title_id, old.title_en, old.effective_on)
     is not distinct from (new.slug, new.designation, new.title_id, new.title_en, new.effective_on) then
    return null;
  end if;
  update public.regulations set updated_at = now()
  where id in (
    select x.target_id from public.regulation_relations x where x.regulation_id = new.id
    union
    select x.regulation_id from public.regulation_relations x where x.target_id = new.id
  );
  update public.glossary_entries set updated_at = now()
  where id in (select l.entry_id from public.glossary_regulations l where l.regulation_id = new.id);
  return null;
end;
$$;

create trigger regulations_touch_neighbours
  after update of slug, designation, title_id, title_en, effective_on on public.regulations
  for each row
  execute function public.touch_neighbours_of_regulation();

revoke execute on function public.touch_neighbours_of_glossary_entry(), public.touch_neighbours_of_regulation()
  from public;
