-- Dates the site can read, whatever tool writes them.
--
-- Postgres takes 'infinity', '-infinity', years BC and years past 9999 in any date or timestamptz column. PostgREST
-- then writes "infinity", "0044-03-15T00:00:00+00:00 BC" or "20245-01-01", and JavaScript's Date reads none of
-- them. One such value, typed in Studio (a five-digit year for 2025) or left by an import, broke every page that
-- showed the row: a regulation's effective date made the register and the entry 500s; an article published at
-- '-infinity' made its listing, its regulations', terms' and author's pages 503s and its feeds and sitemaps 500s;
-- an updated_at past 9999 did the same to the feeds, the glossary or the sitemaps (tests/db/readable-dates.test.ts).
--
-- Every date and time column of the content tables now keeps to years 1 to 9999. A timestamptz keeps a day's margin
-- at each end, so that no session time zone can write it as year 0 or 10000. article_citations.published_at is a
-- copy of articles.published_at, kept by triggers, and needs no check of its own.

create function public.readable_date(value date) returns boolean
language sql
immutable
set search_path = ''
as $$ select value is null or value between date '0001-01-01' and date '9999-12-31' $$;

create function public.readable_time(value timestamptz) returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
    or value between timestamptz '0001-01-02 00:00:00+00' and timestamptz '9999-12-30 00:00:00+00'
$$;

revoke execute on function public.readable_date(date), public.readable_time(timestamptz)
  from public, anon, authenticated;

alter table public.categories
  add constraint categories_created_at_readable check (public.readable_time(created_at));

alter table public.articles
  add constraint articles_published_at_readable check (public.readable_time(published_at)),
  add constraint articles_updated_at_readable check (public.readable_time(updated_at)),
  add constraint articles_revised_at_readable check (public.readable_time(revised_at)),
  add constraint articles_created_at_readable check (public.readable_time(created_at));

alter table public.authors
  add constraint authors_created_at_readable check (public.readable_time(created_at)),
  add constraint authors_updated_at_readable check (public.readable_time(updated_at));

alter table public.regulations
  add constraint regulations_issued_on_readable check (public.readable_date(issued_on)),
  add constraint regulations_effective_on_readable check (public.readable_date(effective_on)),
  add constraint regulations_created_at_readable check (public.readable_time(created_at)),
  add constraint regulations_updated_at_readable check (public.readable_time(updated_at));

alter table public.glossary_entries
  add constraint glossary_entries_created_at_readable check (public.readable_time(created_at)),
  add constraint glossary_entries_updated_at_readable check (public.readable_time(updated_at));

alter table public.calendar_rules
  add constraint calendar_rules_created_at_readable check (public.readable_time(created_at)),
  add constraint calendar_rules_updated_at_readable check (public.readable_time(updated_at));

alter table public.calendar_holidays
  add constraint calendar_holidays_holiday_on_readable check (public.readable_date(holiday_on)),
  add constraint calendar_holidays_created_at_readable check (public.readable_time(created_at)),
  add constraint calendar_holidays_updated_at_readable check (public.readable_time(updated_at));

alter table public.calendar_holiday_years
  add constraint calendar_holiday_years_created_at_readable check (public.readable_time(created_at)),
  add constraint calendar_holiday_years_updated_at_readable check (public.readable_time(updated_at));
