-- Every search (the /search API and the search page) asks three questions of the same text: articles,
-- regulations, glossary terms. Asked as three RPCs, each is its own HTTP request and its own PostgREST
-- transaction; at a million articles those round trips, not the database, were most of the end-to-end time
-- (bench/README.md, "Search at scale"). search_all asks the three in one call. What each part returns is exactly
-- what its own function returns, in the same order: it only calls them.
--
-- SECURITY INVOKER: search_articles stays the one definer (it reads search.article_titles); regulations and
-- the glossary are read as the caller, under their row-level security, as before.
create function public.search_all(search_query text, search_lang text default null, max_results integer default 10)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'articles', coalesce((
      select json_agg(json_build_object(
        'slug', a.slug, 'title', a.title, 'excerpt', a.excerpt, 'category', a.category, 'lang', a.lang
      ) order by a.n)
      from public.search_articles(search_query, search_lang, max_results)
        with ordinality as a(slug, title, excerpt, category, lang, n)
    ), '[]'::json),
    'regulations', coalesce((
      select json_agg(json_build_object(
        'slug', r.slug, 'designation', r.designation, 'title_id', r.title_id, 'title_en', r.title_en,
        'kind', r.kind, 'number', r.number, 'year', r.year, 'status', r.status
      ) order by r.n)
      from public.search_regulations(search_query, 5)
        with ordinality as r(slug, designation, title_id, title_en, kind, number, year, status, n)
    ), '[]'::json),
    'terms', coalesce((
      select json_agg(json_build_object(
        'slug', g.slug, 'term_id', g.term_id, 'term_en', g.term_en, 'abbreviation', g.abbreviation,
        'definition_id', g.definition_id, 'definition_en', g.definition_en
      ) order by g.n)
      from public.search_glossary(search_query, 5)
        with ordinality as g(slug, term_id, term_en, abbreviation, definition_id, definition_en, n)
    ), '[]'::json)
  );
$$;

comment on function public.search_all(text, text, integer) is
  'One call for a search: {articles: search_articles(...), regulations: search_regulations(..., 5), terms: search_glossary(..., 5)}, each in its own order.';

revoke all on function public.search_all(text, text, integer) from public;
grant execute on function public.search_all(text, text, integer) to anon, authenticated, service_role;
