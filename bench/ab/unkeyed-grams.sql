-- Setup for `node bench/search-ab.ts --candidate search_articles_unkeyed`: title search as it was before
-- migration 20261130000000 (one gram index without languages, the five rarest grams), beside the current one.
-- Builds a second gram index: minutes at a million articles. bench/ab/unkeyed-grams-teardown.sql undoes it.
set maintenance_work_mem = '256MB';

create function search.title_grams(folded text, lang text) returns text[]
language sql
immutable
strict
parallel safe
as $$
  select array(
    select substr(folded, i, n)
    from unnest(array[1, 2, 3, 5]) as n, generate_series(1, length(folded) - n + 1) as i
  ) || ('lang:' || lang)
$$;

create index article_titles_unkeyed_grams on search.article_titles using gin (search.title_grams(folded, lang))
  with (fastupdate = on, gin_pending_list_limit = 128);
alter index search.article_titles_unkeyed_grams alter column 1 set statistics 500;
analyze search.article_titles;

-- Its frequencies beside the current ones: those are keyed "<lang>|<gram>", these are plain grams.
insert into search.gram_frequencies (gram, frequency)
select e.gram, max(e.frequency)
from pg_catalog.pg_stats as s,
  unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(gram, frequency)
where s.schemaname = 'search' and s.tablename = 'article_titles_unkeyed_grams' and e.gram is not null
group by e.gram
on conflict (gram) do nothing;

create function public.search_articles_unkeyed(search_query text, search_lang text default null, max_results integer default 10)
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
  head text;
  gram_length integer;
  grams text[];
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
    gram_length := case when length(needle) >= 5 then 5 when length(needle) >= 3 then 3 else length(needle) end;
    -- The five rarest of the text's grams (by search.gram_frequencies; a gram missing there is rarer than any
    -- in it), and no language marker: the index decodes the posting list of every gram it is asked for, and
    -- the lists of common grams and of a language are long, while rechecking a few more candidates is cheap.
    -- Measured at a million articles over the benchmark's 808 texts (decision 0026): same answers, database
    -- p95 8.1 -> 4.6 ms against twelve grams with the tiling ones first and the marker.
    -- Grams of the first 64 characters only (and the very last gram): any subset of the text's grams is
    -- correct, and substr() counts characters from the start, so all grams of a huge text cost quadratic time.
    head := left(needle, 64);
    grams := array(
      select tile.gram
      from (
        select substr(head, i, gram_length) as gram, i
        from generate_series(1, length(head) - gram_length + 1) as i
      ) as tile
      left join search.gram_frequencies as f on f.gram = tile.gram
      order by coalesce(f.frequency, 0), tile.i
      limit 5
    );
    if length(needle) > 64 then
      grams := grams || right(needle, gram_length);
    end if;
    -- Only the gram index may answer this statement: walking the newest-first index for a rare text would
    -- read the whole archive. The function's SET clauses restore both settings when it returns.
    perform set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true);
    found := array(
      select t.article_id
      from search.article_titles as t
      where search.title_grams(t.folded, t.lang) @> grams
        and strpos(t.folded, needle) > 0
        and t.published_at <= now()
        and (search_lang is null or t.lang = search_lang)
      order by t.published_at desc, t.article_id desc
      limit wanted
    );
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

grant execute on function public.search_articles_unkeyed(text, text, integer) to anon;
