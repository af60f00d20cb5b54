-- The regulation and glossary suggestions that every search asks for, in fewer steps (issue 16, decision 0026).
--
-- Every /search call runs both lookups, whatever the size of the archive, and together they had come to cost
-- more than the title search itself: about 0.6 ms of database time per search at 10,000 articles against
-- 0.4-0.7 ms for the articles (bench/README.md, "Suggestions without ILIKE"). Two causes:
--
-- * search_regulations was planned again on every call (its custom plans looked cheaper to Postgres than a
--   generic one), 0.15 ms each time for a scan of a few hundred rows at most. Any plan serves such a table;
--   a generic plan is made once per connection.
-- * ILIKE on a UTF-8 database folds both sides with lower() on every call and then runs a general pattern
--   matcher: seven times per regulation (designation, three spellings of kind/number/year, two titles, a
--   correlated subquery for the short names), once per name of every glossary entry.
--
-- What matches does not change. ILIKE on a UTF-8 database is lower(text) LIKE lower(pattern), and the pattern
-- '%' || escaped(text) || '%' matches exactly when strpos(lower(field), lower(text)) > 0, the rule title search
-- already uses (decision 0023). The glossary's exact and prefix ranks are equality and starts_with() of the
-- folded names. tests/db/suggestion-oracle.test.ts compares both functions with the ILIKE queries they replace.

create or replace function public.search_regulations(search_query text, max_results integer default 5)
returns table (
  slug text, designation text, title_id text, title_en text, kind text, number integer, year smallint, status text
)
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  needle text := lower(btrim(search_query));
  wanted integer := least(greatest(coalesce(max_results, 5), 0), 5);
begin
  if needle is null or needle = '' or wanted = 0 then
    return;
  end if;
  return query
    select r.slug, r.designation, r.title_id, r.title_en, r.kind, r.number, r.year, public.regulation_status(r)
    from public.regulations as r
    where strpos(lower(r.designation), needle) > 0
      or strpos(r.number || '/' || r.year, needle) > 0
      or strpos(lower(upper(split_part(r.kind, '-', 1)) || ' ' || r.number || '/' || r.year), needle) > 0
      or strpos(lower(upper(split_part(r.kind, '-', 1)) || ' nomor ' || r.number || ' tahun ' || r.year), needle) > 0
      or strpos(lower(r.title_id), needle) > 0
      or strpos(lower(r.title_en), needle) > 0
      -- Uncorrelated: the names are read once per call, not once per regulation.
      or r.id = any (array(
        select n.regulation_id from public.regulation_names as n where strpos(lower(n.name), needle) > 0
      ))
    order by r.year desc, r.number desc, r.id desc
    limit wanted;
end;
$$;

create or replace function public.search_glossary(search_query text, max_results integer default 5)
returns table (
  slug text, term_id text, term_en text, abbreviation text, definition_id text, definition_en text
)
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  wanted integer := least(greatest(coalesce(max_results, 5), 0), 5);
  needle text := lower(btrim(search_query));
begin
  if needle is null or needle = '' or wanted = 0 then
    return;
  end if;
  return query
    select g.slug, g.term_id, g.term_en, g.abbreviation, g.definition_id, g.definition_en
    from public.glossary_entries as g
    cross join lateral (
      select min(case when folded.name = needle then 0 when starts_with(folded.name, needle) then 1 else 2 end) as rank
      from unnest(array[g.term_id, g.term_en, g.abbreviation] || g.aliases_id || g.aliases_en) as name
      cross join lateral (select lower(name) as name) as folded
      where strpos(folded.name, needle) > 0
    ) as best
    -- Only an entry with the text somewhere in its names is ranked name by name. The joined names may also
    -- match across two of them; `best` then finds no single name and drops the entry.
    where strpos(
        lower(concat_ws(E'\n', g.term_id, g.term_en, g.abbreviation,
          array_to_string(g.aliases_id, E'\n'), array_to_string(g.aliases_en, E'\n'))),
        needle
      ) > 0
      and best.rank is not null
    order by best.rank, g.term_id, g.id
    limit wanted;
end;
$$;
