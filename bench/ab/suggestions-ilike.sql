-- Setup for `node bench/search-ab.ts --current search_all --candidate search_all_ilike`: the search as it was
-- before migration 20261130000300, whose regulation and glossary suggestions used ILIKE (and the regulations'
-- was planned on every call), beside the current one. bench/ab/suggestions-ilike-teardown.sql undoes it.
create function public.search_regulations_ilike(search_query text, max_results integer default 5)
returns table (
  slug text, designation text, title_id text, title_en text, kind text, number integer, year smallint, status text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text;
begin
  if search_query is null or btrim(search_query) = '' then
    return;
  end if;
  pattern := '%' || replace(replace(replace(btrim(search_query), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select r.slug, r.designation, r.title_id, r.title_en, r.kind, r.number, r.year, public.regulation_status(r)
    from public.regulations as r
    where r.designation ilike pattern
      or (r.number || '/' || r.year) ilike pattern
      or (upper(split_part(r.kind, '-', 1)) || ' ' || r.number || '/' || r.year) ilike pattern
      or (upper(split_part(r.kind, '-', 1)) || ' nomor ' || r.number || ' tahun ' || r.year) ilike pattern
      or r.title_id ilike pattern
      or r.title_en ilike pattern
      or exists (select 1 from public.regulation_names n where n.regulation_id = r.id and n.name ilike pattern)
    order by r.year desc, r.number desc, r.id desc
    limit least(greatest(coalesce(max_results, 5), 0), 5);
end;
$$;

create function public.search_glossary_ilike(search_query text, max_results integer default 5)
returns table (
  slug text, term_id text, term_en text, abbreviation text, definition_id text, definition_en text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  wanted integer := least(greatest(coalesce(max_results, 5), 0), 5);
  -- Matched literally: %, _ and \ are escaped; nothing else is special in a LIKE pattern.
  literal text := replace(replace(replace(btrim(search_query), '\', '\\'), '%', '\%'), '_', '\_');
begin
  if search_query is null or btrim(search_query) = '' or wanted = 0 then
    return;
  end if;
  return query
    select g.slug, g.term_id, g.term_en, g.abbreviation, g.definition_id, g.definition_en
    from public.glossary_entries as g
    cross join lateral (
      select min(case when name ilike literal then 0 when name ilike literal || '%' then 1 else 2 end) as rank
      from unnest(array[g.term_id, g.term_en, g.abbreviation] || g.aliases_id || g.aliases_en) as name
      where name ilike '%' || literal || '%'
    ) as best
    where best.rank is not null
    order by best.rank, g.term_id, g.id
    limit wanted;
end;
$$;

create function public.search_all_ilike(search_query text, search_lang text default null, max_results integer default 10)
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
      from public.search_regulations_ilike(search_query, 5)
        with ordinality as r(slug, designation, title_id, title_en, kind, number, year, status, n)
    ), '[]'::json),
    'terms', coalesce((
      select json_agg(json_build_object(
        'slug', g.slug, 'term_id', g.term_id, 'term_en', g.term_en, 'abbreviation', g.abbreviation,
        'definition_id', g.definition_id, 'definition_en', g.definition_en
      ) order by g.n)
      from public.search_glossary_ilike(search_query, 5)
        with ordinality as g(slug, term_id, term_en, abbreviation, definition_id, definition_en, n)
    ), '[]'::json)
  );
$$;

grant execute on function public.search_regulations_ilike(text, integer), public.search_glossary_ilike(text, integer),
  public.search_all_ilike(text, text, integer) to anon;
