-- The title search as it was before 20261201000700_search_pages.sql (from 20261130000400_search_long_grams.sql), renamed.
create or replace function public.search_articles_before_pages(search_query text, search_lang text default null, max_results integer default 10)
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
  -- The walk for a text that the gram statistics call rare: a tenth of the above.
  rare_walk_rows constant integer := 300;
  walk_limits integer[];
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

  if search_lang is not null then
    grams := search.rarest_grams(needle, search_lang, 5);
  else
    -- Both languages of public.articles (its check constraint articles_lang), each with its own grams. Three
    -- each, not five: each language's lists are about half as long, and at a million articles three per
    -- language measured the same p95 as one index with five and no language (bench/README.md).
    grams := search.rarest_grams(needle, 'id', 3);
    other_grams := search.rarest_grams(needle, 'en', 3);
  end if;

  -- The first of the grams is the text's rarest. Missing from gram_frequencies, it is in fewer titles than any
  -- gram there, and so is the text, at the time of the last ANALYZE: the gram index's candidates are few, and a
  -- long walk would most likely find nothing. A short one still comes first, for a text that has become common
  -- among the newest titles since (a new topic, a new regulation's name). An empty gram_frequencies (never
  -- analyzed) tells nothing, and the long walk comes first.
  if exists (select 1 from search.gram_frequencies as f where f.gram = grams[1] or f.gram = other_grams[1])
    or not exists (select 1 from search.gram_frequencies) then
    walk_limits := array[walk_rows, max_walk_rows];
  else
    walk_limits := array[rare_walk_rows];
  end if;

  -- Three or more matches but fewer than wanted after walk_rows: the text is in about one title in a thousand or
  -- more, so reading on to max_walk_rows most likely finds the rest, more cheaply than the gram index, whose
  -- candidates (every match in the archive) would number a thousand or more at a million articles.
  foreach walk_limit in array walk_limits loop
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
    if search_lang is not null and length(needle) >= 8 then
      found := array(
        select t.article_id
        from search.article_titles as t
        where search.lang_title_long_grams(t.folded, t.lang) @> grams
          and strpos(t.folded, needle) > 0
          and t.published_at <= now()
          and t.lang = search_lang
        order by t.published_at desc, t.article_id desc
        limit wanted
      );
    elsif length(needle) >= 8 then
      found := array(
        select t.article_id
        from search.article_titles as t
        where (search.lang_title_long_grams(t.folded, t.lang) @> grams
            or search.lang_title_long_grams(t.folded, t.lang) @> other_grams)
          and strpos(t.folded, needle) > 0
          and t.published_at <= now()
        order by t.published_at desc, t.article_id desc
        limit wanted
      );
    elsif search_lang is not null then
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
grant execute on function public.search_articles_before_pages(text, text, integer) to anon;
