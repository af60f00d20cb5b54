-- Search with a bounded cost at a million articles (issue 6, docs/decisions/0016-search-at-scale.md). What
-- search_articles returns is unchanged for every text with three letters or digits in a row.
--
-- 1. Fold once, at write time. ILIKE in a UTF-8 database is lower(title) LIKE lower(pattern): Postgres lowers
--    both sides on every row it checks. title_folded stores lower(title), so a search lowers the text once and
--    compares bytes. Rechecking a trigram candidate is most of what a search costs when every trigram of the
--    text is common; this makes each recheck several times cheaper. The trigram index moves to the folded
--    column (trigrams are case-insensitive, so it holds the same entries).
--
-- 2. Look at the newest articles first. The newest 1,000 published articles (of the language) are read in
--    order from the newest-first index; if 10 of them match, they are the answer, exactly (nothing older can
--    come before them). A common word is answered here in about a millisecond, whatever the planner thinks of
--    the pattern. Otherwise the text is rare among recent titles and
--
-- 3. the trigram index finds every match: the candidates are read without an ORDER BY the index could serve
--    (so Postgres cannot decide to walk a million rows looking for a rare phrase) and sorted afterwards;
--    sequential scans are off inside the function, so a misestimate cannot read the whole table either.
--
-- 4. A text without three letters or digits in a row ("pp", "21", "€", "---") gives the trigram index nothing
--    to look up, and an exhaustive answer means reading every published title. Such a search reads the newest
--    10,000 published articles and no more: exact when there are fewer, or when 10 of those match (any
--    common short text); otherwise the matches among those 10,000. The modal and the API say nothing of it:
--    it is a bound on cost, documented in docs/api.md.

alter table public.articles add column title_folded text generated always as (lower(title)) stored;

comment on column public.articles.title_folded is
  'lower(title), kept by Postgres. Title search compares against it (ILIKE would lower every row it reads).';

drop index if exists public.articles_title_trgm;
create index articles_title_folded_trgm on public.articles using gin (title_folded extensions.gin_trgm_ops);

create or replace function public.search_articles(search_query text, search_lang text default null, max_results integer default 10)
returns table (slug text, title text, excerpt text, category text, lang text)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
-- Every statement below has an index to use. Without this, a text whose trigrams are all common can be
-- estimated to match so often that reading the whole table looks cheaper than the trigram index; it never is.
set enable_seqscan = off
as $$
declare
  wanted integer := least(greatest(coalesce(max_results, 10), 0), 10);
  pattern text;
  has_trigram boolean;
  window_rows integer;
  recent_ids bigint[];
begin
  if search_query is null or btrim(search_query) = '' or wanted = 0 then
    return;
  end if;
  -- Matched literally: %, _ and \ are escaped; nothing else is special in a LIKE pattern.
  pattern := '%' || replace(replace(replace(lower(search_query), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- pg_trgm takes trigrams from runs of letters and digits; a LIKE text without a run of three yields none.
  has_trigram := search_query ~ '[[:alnum:]]{3}';
  window_rows := case when has_trigram then 1000 else 10000 end;

  -- Matches among the newest titles, newest first (at most a page of them).
  select coalesce(array_agg(hit.id order by hit.published_at desc, hit.id desc), '{}')
  into recent_ids
  from (
    select recent.id, recent.published_at
    from (
      select a.id, a.published_at, a.title_folded
      from public.articles as a
      where a.published_at is not null
        and a.published_at <= now()
        and (search_lang is null or a.lang = search_lang)
      order by a.published_at desc, a.id desc
      limit window_rows
    ) as recent
    where recent.title_folded like pattern
    order by recent.published_at desc, recent.id desc
    limit wanted
  ) as hit;

  if cardinality(recent_ids) = wanted or not has_trigram then
    return query
      select a.slug, a.title, a.excerpt, a.category, a.lang
      from unnest(recent_ids) with ordinality as hit(id, position)
      join public.articles as a on a.id = hit.id
      order by hit.position;
    return;
  end if;

  return query
    with matches as materialized (
      select a.slug, a.title, a.excerpt, a.category, a.lang, a.published_at, a.id
      from public.articles as a
      where a.title_folded like pattern
        and a.published_at is not null
        and a.published_at <= now()
        and (search_lang is null or a.lang = search_lang)
    )
    select m.slug, m.title, m.excerpt, m.category, m.lang
    from matches as m
    order by m.published_at desc, m.id desc
    limit wanted;
end;
$$;

comment on function public.search_articles(text, text, integer) is
  'Published articles whose title contains search_query (literally, case-insensitively), newest first, at most 10. Bypasses RLS so the trigram index applies; filters to published rows itself. A text without three letters or digits in a row searches the newest 10,000 published articles only.';

alter table public.articles alter column title_folded set statistics 1000;
analyze public.articles;
