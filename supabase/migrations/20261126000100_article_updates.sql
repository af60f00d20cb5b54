-- The last substantive update of an article, set by an editor. updated_at moves on every write (a typo fix, a
-- new cover, a backfill), so on its own it can only guess that a change mattered (the site counts a change more
-- than an hour after publication). When revised_at is set it is the answer: the article's "Updated" notice, its
-- dateModified and the sitemaps' lastmod all show it, whatever updated_at says (app/lib/articles.ts).
alter table public.articles add column revised_at timestamptz;

comment on column public.articles.revised_at is
  'Last substantive update, set by an editor. When set, the site shows it as "Diperbarui"/"Updated" instead of '
  'deriving the date from updated_at. Leave null to let the site decide from updated_at.';
