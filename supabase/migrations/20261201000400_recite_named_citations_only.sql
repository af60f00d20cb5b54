-- A law's short name added, renamed or removed re-reads only the bodies that write it as a named citation.
--
-- The triggers of 20261123000100 re-read every body holding the name's first word anywhere: for "PPN", "PPh"
-- or "KUP" that is most of a tax archive, each body parsed again inside one statement (about a minute per
-- 200,000 bodies, measured on a bulk-seeded database). Only a body that writes "UU <name>", "Undang-Undang
-- <name>" or "<name> Law" can cite a law by that name, so those forms, as citation_keys spells them and
-- without its word boundaries (a few more bodies, never fewer), now choose the bodies. The scan of the bodies
-- stays; the parsing is left to the few that need it.

create function public.named_citation_forms(name text) returns text
language sql
immutable
set search_path = ''
as $$
  -- regulation_names_format allows letters and one space only: nothing in a name is special to a pattern.
  select '(?:UU|Undang(?:-|[ \t\u00a0]{1,3})Undang)[ \t\u00a0]{1,3}' || words || '|' || words || '[ \t\u00a0]{1,3}Law'
  from (select replace(name, ' ', '[ \t\u00a0]{1,3}') as words) as spelt;
$$;

create or replace function public.regulation_names_recite() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  names text[] := '{}';
begin
  if tg_op in ('UPDATE', 'DELETE') then
    names := names || old.name;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    names := names || new.name;
  end if;
  perform public.refresh_article_citations(a.id)
  from public.articles a
  where a.body ~* (select string_agg(public.named_citation_forms(n), '|') from unnest(names) as n);
  return null;
end;
$$;

-- A regulation renumbered changes the key its names stand for; numbered citations follow by key on their own.
create or replace function public.regulations_recite() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  forms text := (
    select string_agg(public.named_citation_forms(n.name), '|') from public.regulation_names n
    where n.regulation_id = new.id
  );
begin
  if forms is not null then
    perform public.refresh_article_citations(a.id) from public.articles a where a.body ~* forms;
  end if;
  return null;
end;
$$;

revoke all on function public.named_citation_forms(text) from public, anon, authenticated;
