-- Each title search finds its matches once, not twice.
--
-- Since 20261201000700, search_articles and search_articles_page read their matches as
-- `from unnest(search.newest_title_matches(...))`. To estimate how many rows that unnest returns, the planner
-- evaluates the argument of unnest when it can, a stable function call included: with plan_cache_mode =
-- force_custom_plan every call was planned afresh, so the planner ran the whole search (the walk over the newest
-- titles, then the gram index) and the executor ran it again. Counted with track_functions, one search_articles
-- call made two calls of newest_title_matches; side by side at 100k articles (bench/README.md, "Title search
-- runs its matching twice"), the median search took 2.2 times as long as the same function from before.
--
-- The ids now go into a variable first, as before 20261201000700; the statement gets them as a parameter, which
-- the planner reads without running anything. The same answers, the same statements otherwise.
--
-- Functions only: no table or row changes. CREATE OR REPLACE keeps their grants and comments.

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
  found bigint[];
begin
  if search_query is null or btrim(search_query) = '' or wanted = 0 then
    return;
  end if;
  found := search.newest_title_matches(search_query, search_lang, wanted);
  return query
    select a.slug, a.title, a.excerpt, a.category, a.lang
    from unnest(found) with ordinality as hit (id, rank)
    join public.articles as a on a.id = hit.id
    where a.published_at is not null and a.published_at <= now()
    order by hit.rank;
end;
$$;

create or replace function public.search_articles_page(
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
  found bigint[];
begin
  if search_query is null or btrim(search_query) = '' or page > max_matches / size then
    return;
  end if;
  skipped := (page - 1) * size;
  found := (search.newest_title_matches(search_query, search_lang, skipped + size + 1))[skipped + 1:];
  return query
    select a.slug, a.title, a.excerpt, a.category, a.lang, a.published_at
    from unnest(found) with ordinality as hit (id, rank)
    join public.articles as a on a.id = hit.id
    where a.published_at is not null and a.published_at <= now()
    order by hit.rank;
end;
$$;
