-- A regulation's status shows on other pages than its own: on the regulations related to it (a register entry
-- lists its relations with their status) and on the glossary terms it governs. Its status follows the regulations
-- amending or revoking it and their dates in force, so a write to either changes those pages. 20261201001300 moved
-- only the two regulations of a relation, and 20261201001600 the neighbours of a regulation whose own date moved:
-- a revocation entered for a regulation left the pages of its terms and of the regulations related to it with
-- their old lastmod while they showed "Dicabut" (tests/db/status-changes.test.ts).
--
-- touch_pages_showing_status moves those pages for a set of regulations. The relation trigger calls it for the
-- target of an amending or revoking relation; the regulation trigger for the regulation renamed or re-dated
-- itself (what it did before, now in one place) and, when its date in force moved, for the regulations it amends
-- or revokes. It writes only updated_at, which no trigger watches, so nothing fires in a loop.

create function public.touch_pages_showing_status(regulation_ids bigint[]) returns void
language sql
set search_path = ''
as $$
  update public.regulations set updated_at = now()
  where id in (
    select x.target_id from public.regulation_relations x where x.regulation_id = any(regulation_ids)
    union
    select x.regulation_id from public.regulation_relations x where x.target_id = any(regulation_ids)
  );
  update public.glossary_entries set updated_at = now()
  where id in (select l.entry_id from public.glossary_regulations l where l.regulation_id = any(regulation_ids));
$$;

create or replace function public.touch_regulations_of_relation() returns trigger
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
  -- "implements" says nothing of the target's status.
  perform public.touch_pages_showing_status(array_remove(array[
    case when new.kind in ('amends', 'revokes') then new.target_id end,
    case when old.kind in ('amends', 'revokes') then old.target_id end
  ], null));
  return null;
end;
$$;

create or replace function public.touch_neighbours_of_regulation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (old.slug, old.designation, old.title_id, old.title_en, old.effective_on)
     is not distinct from (new.slug, new.designation, new.title_id, new.title_en, new.effective_on) then
    return null;
  end if;
  perform public.touch_pages_showing_status(array[new.id]);
  if old.effective_on is distinct from new.effective_on then
    perform public.touch_pages_showing_status(array(
      select x.target_id from public.regulation_relations x
      where x.regulation_id = new.id and x.kind in ('amends', 'revokes')
    ));
  end if;
  return null;
end;
$$;

revoke execute on function public.touch_pages_showing_status(bigint[]) from public, anon, authenticated;
