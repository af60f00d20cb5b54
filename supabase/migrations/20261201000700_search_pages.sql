-- The search page pages through its results (/{lang}/search?q=…&page=N), still in one call per page.
--
-- search_articles answers the newest 10 matches and nothing after them, so the page could never show the 11th.
-- Its way of finding matches (walk the newest titles, then ask the gram index; decisions 0023 and 0026) moves
-- unchanged into search.newest_title_matches, which returns the ids of the newest `wanted` matches. Called with
-- at most 10, as search_articles calls it, it runs exactly the statements it ran before, with the same limits:
-- what the /search API answers does not change (tests/db/search-oracle.test.ts, tests/db/search-plan.test.ts).
--
-- search_articles_page asks it for one page of the search page plus one row, which tells the page whether a next
-- page exists without counting the matches. Pages reach the newest 100 matches only: deeper, every page would
-- ask for more rows than the walk over the newest titles can give, and the gram index would hand every match in
-- the archive to the recheck and the sort. A text with more than 100 matches is common enough that a reader
-- narrows it rather than reading on; the page says so. search_page is search_all's sibling for the page: the
-- articles with their publication dates, and the regulation and glossary suggestions on the first page only.
--
-- Functions only: no table or row changes.

create function search.newest_title_matches(search_query text, search_lang text, wanted integer)
returns bigint[]
language plpgsql
stable
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
  needle text;
  grams text[];
  other_grams text[];
  found bigint[];
  walk_limit integer;
begin
  if search_query is null or btrim(search_query) = '' or coalesce(wanted, 0) <= 0 then
    return '{}';
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

  return found;
end;
$$;

comment on function search.newest_title_matches(text, text, integer) is
  'Ids of the newest `wanted` published articles whose title contains the text (any case; of search_lang, if given), newest first: the walk over the newest titles, then the gram index (decisions 0023, 0026).';

revoke all on function search.newest_title_matches(text, text, integer) from public, anon, authenticated;

-- The same answer as before: the newest matches, at most 10.
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
  wanted integer := least(greatest(coalesce(max_results, 10), 0), 10);
begin
  if search_query is null or btrim(search_query) = '' or wanted = 0 then
    return;
  end if;
  return query
    select a.slug, a.title, a.excerpt, a.category, a.lang
    from unnest(search.newest_title_matches(search_query, search_lang, wanted)) with ordinality as hit (id, rank)
    join public.articles as a on a.id = hit.id
    where a.published_at is not null and a.published_at <= now()
    order by hit.rank;
end;
$$;

-- Page page_number (from 1) of page_size matches (1 to 20), newest first, plus the first match of the next page
-- when there is one. Nothing past the newest 100 matches: a page that would reach beyond them is empty.
create function public.search_articles_page(
  search_query text,
  search_lang text default null,
  page_number integer default 1,
  page_size integer default 20
)
returns table (slug text, title text, excerpt text, category text, lang text, published_at timestamptz)
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
  -- The deepest match a page may show. The page's +1 may be the 101st: it tells that more exist.
  max_matches constant integer := 100;
  size integer := least(greatest(coalesce(page_size, 20), 1), 20);
  page integer := greatest(coalesce(page_number, 1), 1);
  skipped integer;
begin
  if search_query is null or btrim(search_query) = '' or page > max_matches / size then
    return;
  end if;
  skipped := (page - 1) * size;
  return query
    select a.slug, a.title, a.excerpt, a.category, a.lang, a.published_at
    from unnest(
      (search.newest_title_matches(search_query, search_lang, skipped + size + 1))[skipped + 1:]
    ) with ordinality as hit (id, rank)
    join public.articles as a on a.id = hit.id
    where a.published_at is not null and a.published_at <= now()
    order by hit.rank;
end;
$$;

comment on function public.search_articles_page(text, text, integer, integer) is
  'Page page_number of page_size (at most 20) published articles whose title contains the text, newest first, plus one row when a next page exists; pages reach the newest 100 matches only.';

revoke all on function public.search_articles_page(text, text, integer, integer) from public;
grant execute on function public.search_articles_page(text, text, integer, integer) to anon, authenticated, service_role;

-- search_all for the search page: one call per page. The suggestions belong to the query, not to a page: the
-- first page shows them, later pages do not ask for them.
create function public.search_page(
  search_query text,
  search_lang text default null,
  page_number integer default 1,
  page_size integer default 20
)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'articles', coalesce((
      select json_agg(json_build_object(
        'slug', a.slug, 'title', a.title, 'excerpt', a.excerpt, 'category', a.category, 'lang', a.lang,
        'published_at', a.published_at
      ) order by a.n)
      from public.search_articles_page(search_query, search_lang, page_number, page_size)
        with ordinality as a(slug, title, excerpt, category, lang, published_at, n)
    ), '[]'::json),
    'regulations', coalesce((
      select json_agg(json_build_object(
        'slug', r.slug, 'designation', r.designation, 'title_id', r.title_id, 'title_en', r.title_en,
        'kind', r.kind, 'number', r.number, 'year', r.year, 'status', r.status
      ) order by r.n)
      from public.search_regulations(search_query, 5)
        with ordinality as r(slug, designation, title_id, title_en, kind, number, year, status, n)
      where coalesce(page_number, 1) <= 1
    ), '[]'::json),
    'terms', coalesce((
      select json_agg(json_build_object(
        'slug', g.slug, 'term_id', g.term_id, 'term_en', g.term_en, 'abbreviation', g.abbreviation,
        'definition_id', g.definition_id, 'definition_en', g.definition_en
      ) order by g.n)
      from public.search_glossary(search_query, 5)
        with ordinality as g(slug, term_id, term_en, abbreviation, definition_id, definition_en, n)
      where coalesce(page_number, 1) <= 1
    ), '[]'::json)
  );
$$;

comment on function public.search_page(text, text, integer, integer) is
  'One call for a page of the search page: {articles: search_articles_page(...), regulations, terms (as search_all, on the first page only)}.';

revoke all on function public.search_page(text, text, integer, integer) from public;
grant execute on function public.search_page(text, text, integer, integer) to anon, authenticated, service_role;
