-- Title search that stays fast for phrases of common words and for texts of any length
-- (docs/decisions/0023-search-phrases-at-scale.md; figures in bench/README.md, "Search at scale").
--
-- Why: pg_trgm takes trigrams from single words and keeps none across the space between them, so every
-- trigram of "laporan pajak" is common and articles_title_trgm handed ~83,000 candidates on ~43,000 heap pages
-- to the recheck (0.5 s at a million articles). Texts without three letters or digits in a row had no trigram
-- at all, so decision 0016 bounded them to the newest 10,000 titles. Both limits go:
--
-- * search.article_titles mirrors, per article, what search needs and nothing else: published_at, lang and the
--   lower-cased title. Rows are ~80 bytes, so a walk or a recheck reads a few hundred pages, not thousands.
-- * search.title_grams() gives every substring of 1, 2, 3 and 5 characters of that lower-cased title, spaces
--   and punctuation included, so a gram crosses word boundaries ("n paj" is rare even where "laporan" and
--   "pajak" are not), plus a lang:<lang> marker. A GIN index over it finds the titles holding the grams the
--   function picks from the text: 5-grams for 5 or more characters (those that tile the text, then the
--   rarest others, 12 at most), 3-grams for 3-4, the text itself for 1-2 (exact over the whole archive).
-- * public.search_articles first walks the newest titles (an index-only scan of walk_rows of them, read on to
--   max_walk_rows when they held 3-9 matches) and stops at 10 matches: that answers every common text. Only
--   when the walk found fewer does it ask the GIN index, whose candidates are then few.
--
-- On a large existing table run VACUUM after this migration (autovacuum does it too): until the visibility
-- map of search.article_titles is set, the walk reads heap pages as well as the index.
--
-- What search returns does not change: titles containing the text as a case-insensitive, literal substring,
-- published only, newest first, at most 10. Postgres defines ILIKE on UTF-8 as LIKE over lower() of both
-- sides, so strpos(lower(title), lower(text)) > 0 is the same test with nothing to escape;
-- tests/db/search-oracle.test.ts compares the two over thousands of texts.
--
-- The schema "search" is not exposed by PostgREST and the API roles have no USAGE on it: the table holds
-- drafts' titles too (they are filtered at query time, like the RLS policy does).
--
-- Index maintenance is a trigger on public.articles (insert, and updates of title, published_at or lang) and
-- the foreign key's ON DELETE CASCADE. It reads no other article column, so columns added to articles later
-- need nothing here. A bulk load that disables triggers (session_replication_role = replica, as
-- scripts/seed-bulk.ts does) must call search.refresh_article_titles() afterwards.
--
-- search.gram_frequencies holds which grams are common (from ANALYZE), so that a search asks the index for a
-- few rare grams rather than every gram of the text. It only steers speed; call
-- search.refresh_gram_frequencies() after the vocabulary of titles changes a lot (a bulk load, a new topic).

create schema if not exists search;
revoke all on schema search from public;
comment on schema search is 'Internal search structures; read only through public.search_articles.';

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

comment on function search.title_grams(text, text) is
  'Every substring of 1, 2, 3 and 5 characters (spaces included) of an already lower-cased title, and lang:<lang> (longer than any gram, so it never equals one), for the GIN index of search.article_titles.';

create table search.article_titles (
  article_id bigint primary key references public.articles (id) on delete cascade,
  -- As in public.articles: null is a draft, a future time is scheduled. Filtered when searching.
  published_at timestamptz,
  lang text not null,
  folded text not null
);

comment on table search.article_titles is
  'One row per article: what title search reads (published_at, lang, lower(title)). Kept by the trigger articles_search_titles.';

alter table search.article_titles enable row level security;
revoke all on search.article_titles from public, anon, authenticated;

set local maintenance_work_mem = '256MB';

insert into search.article_titles (article_id, published_at, lang, folded)
select a.id, a.published_at, a.lang, lower(a.title) from public.articles as a;

-- The walk: newest first, covering, so it never visits the table's heap (while the visibility map is set).
create index article_titles_newest on search.article_titles (published_at desc, article_id desc)
  include (lang, folded) where published_at is not null;
create index article_titles_lang_newest on search.article_titles (lang, published_at desc, article_id desc)
  include (folded) where published_at is not null;
-- A small pending list (128 kB): new titles' grams are appended there and merged into the index in batches,
-- which costs a write a fraction of inserting some 150 grams one by one, while every search scans at most
-- 128 kB of not yet merged entries.
create index article_titles_grams on search.article_titles using gin (search.title_grams(folded, lang))
  with (fastupdate = on, gin_pending_list_limit = 128);

-- Which grams are common, for choosing the few grams a search asks the index for (see search_articles).
-- ANALYZE's most common elements of the gram arrays, with 500 as the target: up to 5,000 grams.
alter index search.article_titles_grams alter column 1 set statistics 500;
analyze search.article_titles;

create table search.gram_frequencies (
  gram text primary key,
  frequency real not null
);

comment on table search.gram_frequencies is
  'The most common grams of search.article_titles and the share of titles holding each, copied from ANALYZE by search.refresh_gram_frequencies(). A hint for speed only: a stale or empty table never changes a result.';

alter table search.gram_frequencies enable row level security;
revoke all on search.gram_frequencies from public, anon, authenticated;

create function search.refresh_gram_frequencies() returns void
language sql
security definer
set search_path = ''
as $$
  delete from search.gram_frequencies;
  insert into search.gram_frequencies (gram, frequency)
  select e.gram, max(e.frequency)
  from pg_catalog.pg_stats as s,
    unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(gram, frequency)
  where s.schemaname = 'search' and s.tablename = 'article_titles_grams' and e.gram is not null
  group by e.gram;
$$;

select search.refresh_gram_frequencies();

create function search.sync_article_title() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into search.article_titles (article_id, published_at, lang, folded)
  values (new.id, new.published_at, new.lang, lower(new.title))
  on conflict (article_id) do update
    set published_at = excluded.published_at, lang = excluded.lang, folded = excluded.folded
    where (search.article_titles.published_at, search.article_titles.lang, search.article_titles.folded)
      is distinct from (excluded.published_at, excluded.lang, excluded.folded);
  return null;
end;
$$;

create trigger articles_search_titles
  after insert or update of title, published_at, lang on public.articles
  for each row execute function search.sync_article_title();

-- For bulk loads that ran with triggers off: adds missing rows and corrects stale ones.
create function search.refresh_article_titles() returns void
language sql
security definer
set search_path = ''
as $$
  insert into search.article_titles (article_id, published_at, lang, folded)
  select a.id, a.published_at, a.lang, lower(a.title) from public.articles as a
  on conflict (article_id) do update
    set published_at = excluded.published_at, lang = excluded.lang, folded = excluded.folded
    where (search.article_titles.published_at, search.article_titles.lang, search.article_titles.folded)
      is distinct from (excluded.published_at, excluded.lang, excluded.folded);
$$;

revoke all on function search.title_grams(text, text), search.sync_article_title(), search.refresh_article_titles(),
  search.refresh_gram_frequencies() from public, anon, authenticated;

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
    -- The grams that tile the text end to end (every gram_length-th one, and the last), so that every part
    -- of it narrows the candidates, then the rarest of the others, twelve in all at most: the index decodes
    -- the whole posting list of every gram it is asked for, and the lists of common grams are long.
    -- Grams of the first 64 characters only (and the very last gram): any subset of the text's grams is
    -- correct, and substr() counts characters from the start, so all grams of a huge text cost quadratic time.
    head := left(needle, 64);
    grams := array(
      select tile.gram
      from (
        select substr(head, i, gram_length) as gram, i, (i - 1) % gram_length = 0 or i = length(head) - gram_length + 1 as tiles
        from generate_series(1, length(head) - gram_length + 1) as i
      ) as tile
      left join search.gram_frequencies as f on f.gram = tile.gram
      order by tile.tiles desc, coalesce(f.frequency, 0), tile.i
      limit 12
    );
    if length(needle) > 64 then
      grams := grams || right(needle, gram_length);
    end if;
    -- With a language, its marker too: a phrase of the other language then leaves no candidates to recheck.
    if search_lang is not null then
      grams := grams || ('lang:' || search_lang);
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

comment on function public.search_articles(text, text, integer) is
  'Published articles whose title contains search_query (literally, case-insensitively), newest first, at most 10, over the whole archive whatever the length of the text. Reads search.article_titles; bypasses RLS and filters to published rows itself.';
