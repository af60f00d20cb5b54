-- Title search as a function, so that the trigram index can serve it (docs/decisions/0010-search.md).
--
-- Why not a plain filter on public.articles: under row-level security Postgres evaluates the policy's
-- condition before any condition whose operator is not LEAKPROOF, and the regex and LIKE operators are not
-- (only a superuser could mark them). Queried as anon, `title ~* ...` or `title ilike ...` can therefore never
-- become an index condition: every search reads the whole table, or the whole language's share of it.
-- tests/db/search-plan.test.ts shows both plans.
--
-- This function runs as its owner, who is not subject to RLS, and applies the policy's condition
-- ("published articles are public": published_at is not null and published_at <= now()) itself, so only
-- published articles ever come out. The text is matched literally: %, _ and \ are escaped for ILIKE, and
-- nothing else is special in a LIKE pattern. plan_cache_mode = force_custom_plan plans every call with the
-- actual pattern, so a rare word uses articles_title_trgm and a common one may walk the newest-first index.

create function public.search_articles(search_query text, search_lang text default null, max_results integer default 10)
returns table (slug text, title text, excerpt text, category text, lang text)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  pattern text;
begin
  if search_query is null or btrim(search_query) = '' then
    return;
  end if;
  pattern := '%' || replace(replace(replace(search_query, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select a.slug, a.title, a.excerpt, a.category, a.lang
    from public.articles as a
    where a.published_at is not null
      and a.published_at <= now()
      and a.title ilike pattern
      and (search_lang is null or a.lang = search_lang)
    order by a.published_at desc, a.id desc
    limit least(greatest(coalesce(max_results, 10), 0), 10);
end;
$$;

comment on function public.search_articles(text, text, integer) is
  'Published articles whose title contains search_query (literally, case-insensitively), newest first, at most 10. Bypasses RLS so the trigram index applies; filters to published rows itself.';

revoke all on function public.search_articles(text, text, integer) from public;
grant execute on function public.search_articles(text, text, integer) to anon, authenticated, service_role;
