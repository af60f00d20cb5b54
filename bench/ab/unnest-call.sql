-- search_articles as 20261201000700_search_pages.sql defined it (unnest of the function call), renamed.
create or replace function public.search_articles_unnest_call(search_query text, search_lang text default null, max_results integer default 10)
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
grant execute on function public.search_articles_unnest_call(text, text, integer) to anon;
