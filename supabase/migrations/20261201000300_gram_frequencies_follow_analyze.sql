-- Title search's gram frequencies follow the table's statistics by themselves.
--
-- search.gram_frequencies is a copy of what ANALYZE found in search.article_titles' gram indexes; the search
-- uses it to pick a text's rarest grams (decisions 0023, 0026). Only migrations and the bulk seed copied it, so
-- a hosted project migrated while empty kept an empty copy as the archive grew: results stayed right, but every
-- search picked its grams by position instead of rarity. Autovacuum analyzes the table as it changes; now the
-- first write to the articles after such an analysis copies the new statistics. It costs a write two reads of
-- the statistics collector and of a one-row table; the copy itself (a few thousand rows) happens once per
-- analysis, by whichever writer gets there first, never makes a writer wait for another and never fails one.

create table search.gram_statistics_copied (
  singleton boolean primary key default true check (singleton),
  analyzed_at timestamptz not null
);

comment on table search.gram_statistics_copied is
  'When the statistics search.gram_frequencies holds were made: the latest ANALYZE of search.article_titles at the time of the copy.';

alter table search.gram_statistics_copied enable row level security;
revoke all on search.gram_statistics_copied from public, anon, authenticated;

create or replace function search.titles_analyzed_at() returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(
    greatest(
      pg_catalog.pg_stat_get_last_analyze_time('search.article_titles'::regclass),
      pg_catalog.pg_stat_get_last_autoanalyze_time('search.article_titles'::regclass)
    ),
    '-infinity'
  );
$$;

-- One copy at a time: a second caller waits, then copies again from a snapshot that sees the first one's rows.
create or replace function search.refresh_gram_frequencies() returns void
language sql
security definer
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('search.refresh_gram_frequencies'));
  delete from search.gram_frequencies;
  insert into search.gram_frequencies (gram, frequency)
  select e.gram, max(e.frequency)
  from pg_catalog.pg_stats as s,
    unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(gram, frequency)
  where s.schemaname = 'search' and s.tablename in ('article_titles_grams', 'article_titles_long_grams')
    and e.gram is not null
  group by e.gram;
  insert into search.gram_statistics_copied (analyzed_at) values (search.titles_analyzed_at())
  on conflict (singleton) do update set analyzed_at = excluded.analyzed_at;
$$;

create function search.follow_gram_statistics() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  analyzed timestamptz := search.titles_analyzed_at();
begin
  if analyzed > coalesce((select c.analyzed_at from search.gram_statistics_copied as c), '-infinity')
    -- ANALYZE sets its time a moment before its statistics commit: a copy made in between would keep the old
    -- ones and the new time for good.
    and analyzed < pg_catalog.clock_timestamp() - interval '2 seconds'
    -- Another writer is copying them right now: this one goes on without waiting.
    and pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('search.refresh_gram_frequencies'))
  then
    -- A hint for speed never fails a write (a serialization failure under repeatable read, a timeout…).
    begin
      perform search.refresh_gram_frequencies();
    exception when others then
      raise warning 'search.gram_frequencies not copied: %', sqlerrm;
    end;
  end if;
  return null;
end;
$$;

create trigger articles_follow_gram_statistics
  after insert or update or delete on public.articles
  for each statement execute function search.follow_gram_statistics();

revoke all on function search.titles_analyzed_at(), search.follow_gram_statistics(),
  search.refresh_gram_frequencies() from public, anon, authenticated;

select search.refresh_gram_frequencies();
