-- Glossary suggestions in a reader's alphabetical order within each rank.
--
-- search_glossary ordered entries of one rank (exact name, name that starts with the query, name that holds
-- it) by term_id in the database's collation; in the byte order of the C collation the local database uses,
-- every capital comes before every small letter, and "pajak p" suggested five
-- "PPh …" entries (by aliases such as "Pajak Penghasilan Badan") and left out "Pajak Penghasilan" and "Pajak
-- Pertambahan Nilai", whose own names start with it just as well. The terms are now
-- compared folded to lower case, as a reader reads them, and in the "C" collation so that the order is the
-- same whatever collation a database was created with. What matches does not change.

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
    order by best.rank, lower(g.term_id) collate "C", g.id
    limit wanted;
end;
$$;
