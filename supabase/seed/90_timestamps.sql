-- Seed rows are inserted today; make their bookkeeping dates match their publication so pages do not claim
-- every article was updated today. A few get a later update, as real corrections do.
update public.articles
set created_at = coalesce(published_at, now()) - interval '2 hours',
    updated_at = coalesce(published_at, now())
where published_at is not null;

update public.articles
set updated_at = published_at + interval '2 days'
where published_at < now() - interval '10 days'
  and id % 7 = 0;
