-- Bound the cost of title searches the trigram index cannot narrow
-- (docs/decisions/0016-search-at-scale.md). Nothing changes for a text with three letters or digits in a row.
--
-- pg_trgm takes trigrams from runs of letters and digits, so a text without a run of three ("pp", "21", "€",
-- "---") gives articles_title_trgm nothing to look up. The function then walked the newest-first index until
-- it had 10 matches: quick for a common short text, but a rare one read every published title of the
-- language: 1.1-1.4 s at a million articles, and 503s once anon's 3 s statement timeout hit under
-- concurrency (bench/README.md). Such a text now reads the newest 10,000 published titles and no more: exact
-- when there are fewer, or when 10 of those match (any common short text); otherwise the matches among those
-- 10,000. docs/api.md says so.
--
-- Sequential scans are also off inside the function: every statement has an index to use, and a pattern
-- whose trigrams are all common can otherwise be estimated to make reading the whole table look cheaper than
-- the trigram index (it chose a parallel sequential scan of a million rows for "laporan pajak" outside the
-- function: 1.2 s against 0.5 s).

create or replace function public.search_articles(search_query text, search_lang text default null, max_results integer default 10)
returns table (slug text, title text, excerpt text, category text, lang text)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
set enable_seqscan = off
as $$
declare
  wanted integer := least(greatest(coalesce(max_results, 10), 0), 10);
  pattern text;
begin
  if search_query is null or btrim(search_query) = '' or wanted = 0 then
    return;
  end if;
  -- Matched literally: %, _ and \ are escaped; nothing else is special in a LIKE pattern.
  pattern := '%' || replace(replace(replace(search_query, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- pg_trgm takes trigrams from runs of letters and digits: with a run of three the trigram index can narrow
  -- the search, and the planner weighs it against walking the newest-first index for this very pattern.
  if search_query ~ '[[:alnum:]]{3}' then
    return query
      select a.slug, a.title, a.excerpt, a.category, a.lang
      from public.articles as a
      where a.published_at is not null
        and a.published_at <= now()
        and a.title ilike pattern
        and (search_lang is null or a.lang = search_lang)
      order by a.published_at desc, a.id desc
      limit wanted;
    return;
  end if;

  -- Without one, nothing narrows it: read the newest 10,000 published titles and no more.
  return query
    select recent.slug, recent.title, recent.excerpt, recent.category, recent.lang
    from (
      select a.slug, a.title, a.excerpt, a.category, a.lang, a.published_at, a.id
      from public.articles as a
      where a.published_at is not null
        and a.published_at <= now()
        and (search_lang is null or a.lang = search_lang)
      order by a.published_at desc, a.id desc
      limit 10000
    ) as recent
    where recent.title ilike pattern
    order by recent.published_at desc, recent.id desc
    limit wanted;
end;
$$;

comment on function public.search_articles(text, text, integer) is
  'Published articles whose title contains search_query (literally, case-insensitively), newest first, at most 10. Bypasses RLS so the trigram index applies; filters to published rows itself. A text without three letters or digits in a row is looked for among the newest 10,000 published articles only.';
