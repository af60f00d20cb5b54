-- The gram choice reads each gram's frequency by its key, whatever plan Postgres picks (issue 16, decision 0026).
--
-- search.rarest_grams (20261130000000) joined the text's grams to search.gram_frequencies under a generic plan.
-- A generic plan cannot know how many grams a text has (it assumes a thousand), so Postgres chose to read all
-- of gram_frequencies (thousands of rows) and hash it on every call: about 1 ms per call, twice per search
-- without a language, more than the search itself. A lookup per gram is the only plan for a correlated
-- subquery, and costs a few microseconds per gram whatever the statistics say.

create or replace function search.rarest_grams(needle text, lang text, gram_count integer) returns text[]
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  gram_length integer := case when length(needle) >= 5 then 5 when length(needle) >= 3 then 3 else length(needle) end;
  head text := left(needle, 64);
  tile record;
  covered boolean[] := '{}';
  apart text[] := '{}';
  overlapping text[] := '{}';
  position integer;
begin
  for tile in
    select candidate.gram, candidate.i
    from (
      select lang || '|' || substr(head, i, gram_length) as gram, i
      from generate_series(1, length(head) - gram_length + 1) as i
    ) as candidate
    order by coalesce((select f.frequency from search.gram_frequencies as f where f.gram = candidate.gram), 0), candidate.i
    -- Ten are enough to choose from, and bound the loop whatever the text's length.
    limit 10
  loop
    -- All grams are gram_length long, so one overlaps a gram taken before exactly when its first or its last
    -- character is covered.
    if coalesce(covered[tile.i], false) or coalesce(covered[tile.i + gram_length - 1], false) then
      overlapping := overlapping || tile.gram;
    else
      for position in tile.i .. tile.i + gram_length - 1 loop
        covered[position] := true;
      end loop;
      apart := apart || tile.gram;
    end if;
  end loop;
  return (apart || overlapping)[1:gram_count]
    || case when length(needle) > 64 then array[lang || '|' || right(needle, gram_length)] else '{}'::text[] end;
end;
$$;
