-- Search at scale (measurements and plans in bench/README.md, "Search at scale"). Two changes, no
-- change to what search_articles returns.
--
-- 1. Newest first across both languages. GET /search?q=… without lang calls search_articles with
--    search_lang => null, which wants the newest published titles of both languages. articles_lang_published
--    leads with lang, so without a language Postgres had no index to walk in published order: a common word
--    became a bitmap scan of every matching row plus a sort. With a million articles that was ~167,000 rows
--    for "pajak", 0.3-0.7 s in the database and 0.6-0.8 s end to end. With this index the function walks the
--    newest rows and stops after 10 matches (~3 ms), as it already did with a language. Rare words still go
--    through articles_title_trgm (tests/db/search-plan.test.ts).
--
-- 2. Finer statistics on title. search_articles plans every call for its pattern (force_custom_plan), and the
--    planner estimates how many titles contain a pattern by matching it against the column's histogram. With
--    the default 100 entries every pattern rarer than 1 % looks equally rare, so a phrase in one title of 400
--    ("diperketat di Medan") was sent to the trigram index, whose bitmap over such common trigrams took
--    ~45-60 ms, where walking the newest-first index finds its 10 matches in ~10 ms. 1000 entries tell 0.1 %
--    from 0.01 %. The cost: ANALYZE samples 300,000 rows (a few seconds on a million), and planning a search
--    matches the pattern against 1000 titles instead of 100 (well under a millisecond).
--
-- The migration runs in a transaction, so the index is a plain CREATE INDEX: a few seconds on a million rows,
-- blocking writes to articles meanwhile. On a large hosted table create it CONCURRENTLY by hand first; IF NOT
-- EXISTS then makes this a no-op.

create index if not exists articles_published on public.articles (published_at desc, id desc)
  where published_at is not null;

alter table public.articles alter column title set statistics 1000;
analyze public.articles;
