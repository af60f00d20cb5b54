-- An author deleted, or a category renamed or deleted, is not an edit of the articles that point at them.
--
-- The foreign keys carry such a change into every article concerned (author_id set null; category renamed, or set
-- null so the article moves under "berita"), and each of those updates moved the article's updated_at. That date
-- is the article's "Updated" notice, its dateModified, its RSS date and its sitemap lastmod (app/lib/articles.ts):
-- deleting a departed author's profile told readers that every article they ever wrote was updated today. Moving
-- bylines into the authors table was already not an edit (20261126000000_authors.sql); a cascade now is not one
-- either. An editor's own update of an article, its category or byline included, still moves the date.
--
-- A foreign key's action runs inside its own trigger, so the article's trigger sees a depth above one; the row
-- must also differ only in the two columns a cascade writes, so another trigger's update still counts.

create function public.articles_touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  unchanged public.articles;
begin
  if pg_trigger_depth() > 1 then
    unchanged := new;
    unchanged.author_id := old.author_id;
    unchanged.category := old.category;
    if unchanged is not distinct from old then
      return new;
    end if;
  end if;
  -- As touch_updated_at: an update that sets updated_at itself (an import, a backfill) keeps its value.
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function public.articles_touch_updated_at() from public;

drop trigger articles_touch_updated_at on public.articles;

create trigger articles_touch_updated_at
  before update on public.articles
  for each row
  when (old.* is distinct from new.*)
  execute function public.articles_touch_updated_at();
