-- Title search keeps one gram index, but each gram now carries its title's language (issue 16, decision 0026).
--
-- The slowest search left at a million articles was a text common in one language and asked for in the other:
-- "turun di Ba" with lang=en. Every 5-gram of it is in 5-8% of all titles, the five the function asked for
-- intersected to 8,202 Indonesian titles, and the recheck visited 3,489 heap pages to find no English one
-- (17 ms warm, 107 ms cold). Asking for the lang:en marker too found nothing in 10-15 ms: its posting list is
-- half the archive, and decoding it costs as much as the recheck it saves.
--
-- Now every gram is indexed as "<lang>|<gram>" ("en|turun"), so each language has its own posting lists in the
-- same index: a search with lang asks only its language's lists ("en|turun" is empty there), and a search
-- without lang asks both languages' lists, each with its own rarest grams, as one BitmapOr. The index holds as
-- many entries as before (each title's grams once), in twice as many, shorter lists; the marker goes.
-- search.gram_frequencies now counts "<lang>|<gram>" keys, read from the same index by the same function, with
-- a larger statistics target since there are twice as many keys to count. The grams asked for are chosen apart
-- from each other where the text allows (search.rarest_grams).
--
-- What search returns does not change: tests/db/search-oracle.test.ts compares it with ILIKE, and
-- tests/db/search-plan.test.ts checks that a text of the other language reads no candidate at all.
--
-- On a large table this rebuilds the gram index (minutes at a million articles; bench/README.md has the time).

create function search.lang_title_grams(folded text, lang text) returns text[]
language sql
immutable
strict
parallel safe
as $$
  select array(
    select lang || '|' || substr(folded, i, n)
    from unnest(array[1, 2, 3, 5]) as n, generate_series(1, length(folded) - n + 1) as i
  )
$$;

comment on function search.lang_title_grams(text, text) is
  'Every substring of 1, 2, 3 and 5 characters (spaces included) of an already lower-cased title, each prefixed with <lang>|, for the GIN index of search.article_titles.';

revoke all on function search.lang_title_grams(text, text) from public, anon, authenticated;

set local maintenance_work_mem = '256MB';

create index article_titles_lang_grams on search.article_titles using gin (search.lang_title_grams(folded, lang))
  with (fastupdate = on, gin_pending_list_limit = 128);
alter index search.article_titles_lang_grams alter column 1 set statistics 1000;

-- The grams a search asks the index for, in one language: gram_count of the text's, the rarest first (by
-- search.gram_frequencies; a gram missing there is rarer than any in it), and those that overlap none taken
-- before the others. Overlapping grams nearly always come together ("faktu", "aktur"), so the second filters out
-- almost nothing, while grams apart ("faktu", "i bal") may each cut the candidates; and the index decodes the
-- posting list of every gram it is asked for, while rechecking a few more candidates is cheap. Grams of the
-- first 64 characters only, and the very last gram: any subset of the text's grams is correct, and substr()
-- counts characters from the start, so all grams of a huge text would cost quadratic time.
-- Its own function, with a generic plan: search_articles plans each of its statements for the text it is given
-- (force_custom_plan), and this statement gains nothing from that.
create function search.rarest_grams(needle text, lang text, gram_count integer) returns text[]
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
    left join search.gram_frequencies as f on f.gram = candidate.gram
    order by coalesce(f.frequency, 0), candidate.i
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

revoke all on function search.rarest_grams(text, text, integer) from public, anon, authenticated;

create or replace function public.search_articles(search_query text, search_lang text default null, max_results integer default 10)
returns table (slug text, title text, excerpt text, category text, lang text)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
set enable_seqscan = off
set enable_indexscan = on
set enable_indexonlyscan = on
as $$
declare
  -- How many of the newest titles (of search_lang, if given) the walk reads before it asks the gram index.
  -- A text the walk cannot answer is in fewer than 10 of them, which bounds the gram index's candidates to
  -- about 10 / walk_rows of the archive. bench/README.md has the measurements behind the figure.
  walk_rows constant integer := 3000;
  max_walk_rows constant integer := 10000;
  wanted integer := least(greatest(coalesce(max_results, 10), 0), 10);
  needle text;
  grams text[];
  other_grams text[];
  found bigint[];
  walk_limit integer;
begin
  if search_query is null or btrim(search_query) = '' or wanted = 0 then
    return;
  end if;
  needle := lower(search_query);

  -- Three or more matches but fewer than wanted after walk_rows: the text is in about one title in a thousand or
  -- more, so reading on to max_walk_rows most likely finds the rest, more cheaply than the gram index, whose
  -- candidates (every match in the archive) would number a thousand or more at a million articles.
  foreach walk_limit in array array[walk_rows, max_walk_rows] loop
    select array(
      select recent.article_id
      from (
        select t.article_id, t.published_at, t.folded
        from search.article_titles as t
        where t.published_at <= now() and (search_lang is null or t.lang = search_lang)
        order by t.published_at desc, t.article_id desc
        limit walk_limit
      ) as recent
      where strpos(recent.folded, needle) > 0
      order by recent.published_at desc, recent.article_id desc
      limit wanted
    ) into found;
    exit when not (cardinality(found) between 3 and wanted - 1);
  end loop;

  if cardinality(found) < wanted then
    -- Only the gram index may answer these statements: walking the newest-first index for a rare text would
    -- read the whole archive. The function's SET clauses restore both settings when it returns.
    perform set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true);
    if search_lang is not null then
      grams := search.rarest_grams(needle, search_lang, 5);
      found := array(
        select t.article_id
        from search.article_titles as t
        where search.lang_title_grams(t.folded, t.lang) @> grams
          and strpos(t.folded, needle) > 0
          and t.published_at <= now()
          and t.lang = search_lang
        order by t.published_at desc, t.article_id desc
        limit wanted
      );
    else
      -- Both languages of public.articles (its check constraint articles_lang), each with its own grams. Three
      -- each, not five: each language's lists are about half as long, and at a million articles three per
      -- language measured the same p95 as one index with five and no language (bench/README.md).
      grams := search.rarest_grams(needle, 'id', 3);
      other_grams := search.rarest_grams(needle, 'en', 3);
      found := array(
        select t.article_id
        from search.article_titles as t
        where (search.lang_title_grams(t.folded, t.lang) @> grams
            or search.lang_title_grams(t.folded, t.lang) @> other_grams)
          and strpos(t.folded, needle) > 0
          and t.published_at <= now()
        order by t.published_at desc, t.article_id desc
        limit wanted
      );
    end if;
    perform set_config('enable_indexscan', 'on', true), set_config('enable_indexonlyscan', 'on', true);
  end if;

  return query
    select a.slug, a.title, a.excerpt, a.category, a.lang
    from unnest(found) with ordinality as hit (id, rank)
    join public.articles as a on a.id = hit.id
    where a.published_at is not null and a.published_at <= now()
    order by hit.rank;
end;
$$;

drop index search.article_titles_grams;
drop function search.title_grams(text, text);
alter index search.article_titles_lang_grams rename to article_titles_grams;

analyze search.article_titles;
select search.refresh_gram_frequencies();
