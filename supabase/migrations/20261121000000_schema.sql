-- newstax schema: categories and articles, readable by the anon role only where published.
-- Applied once by the local backend (scripts/backend/migrate.ts) and by `supabase db push` on a hosted project.

create extension if not exists pg_trgm with schema extensions;

-- Categories -----------------------------------------------------------------

create table public.categories (
  slug text primary key
    constraint categories_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 64)
    -- Route segments that the site uses for its own pages; a category may never shadow them.
    constraint categories_slug_not_reserved check (
      slug not in (
        'search', 'cari', 'feed', 'rss', 'sitemap', 'sitemaps', 'robots', 'action', 'actions',
        'api', 'assets', 'static', 'resources', 'admin', 'id', 'en'
      )
    ),
  name text not null constraint categories_name_present check (length(btrim(name)) > 0),
  name_en text constraint categories_name_en_present check (name_en is null or length(btrim(name_en)) > 0),
  created_at timestamptz not null default now()
);

comment on table public.categories is 'News categories. slug is the URL segment; name is Indonesian, name_en English (falls back to name).';

-- Articles -------------------------------------------------------------------

create table public.articles (
  id bigint generated always as identity primary key,
  slug text not null unique
    constraint articles_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  title text not null constraint articles_title_present check (length(btrim(title)) > 0),
  excerpt text not null default '',
  body text not null default '',
  -- An article without a category is served under the segment "berita".
  category text references public.categories (slug) on update cascade on delete set null,
  lang text not null constraint articles_lang check (lang in ('id', 'en')),
  -- Deleting a source turns its translation into a standalone article: no dangling pointer.
  translated_from bigint references public.articles (id) on delete set null,
  author text,
  cover_image_url text,
  cover_image_alt text,
  -- null: draft; in the future: scheduled.
  published_at timestamptz,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint articles_not_own_translation check (translated_from is distinct from id),
  -- A source has at most one translation per language.
  constraint articles_one_translation_per_lang unique (translated_from, lang)
);

comment on table public.articles is 'News articles in Indonesian (id) or English (en). A translation points at its source through translated_from.';

-- Translation integrity that a CHECK cannot express: it spans two rows.
create function public.articles_check_translation() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  source_lang text;
  source_parent bigint;
begin
  if new.translated_from is not null then
    select a.lang, a.translated_from into source_lang, source_parent
      from public.articles a where a.id = new.translated_from;
    if found then
      if source_parent is not null then
        raise exception 'article % cannot translate %, which is itself a translation', new.slug, new.translated_from
          using errcode = 'check_violation';
      end if;
      if source_lang = new.lang then
        raise exception 'a translation must differ in language from its source (both %)', new.lang
          using errcode = 'check_violation';
      end if;
    end if;
    if exists (select 1 from public.articles t where t.translated_from = new.id) then
      raise exception 'article % has translations and cannot itself be a translation', new.slug
        using errcode = 'check_violation';
    end if;
  end if;
  if tg_op = 'UPDATE' and new.lang is distinct from old.lang
     and exists (select 1 from public.articles t where t.translated_from = new.id and t.lang = new.lang) then
    raise exception 'article % has a translation in %', new.slug, new.lang
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger articles_check_translation
  before insert or update of translated_from, lang on public.articles
  for each row execute function public.articles_check_translation();

create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An update that sets updated_at itself (an import, a backfill) keeps its value.
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger articles_touch_updated_at
  before update on public.articles
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

revoke execute on function public.articles_check_translation() from public;
revoke execute on function public.touch_updated_at() from public;

-- Indexes: one for every query in app/lib/news.server.ts -----------------------

-- Title search: case-insensitive substring (ILIKE '%q%') served by trigram GIN.
create index articles_title_trgm on public.articles using gin (title extensions.gin_trgm_ops);
-- Newest first per language (home, feeds, search order), published rows only.
create index articles_lang_published on public.articles (lang, published_at desc, id desc)
  where published_at is not null;
-- Newest first per category and language (listings, related articles).
create index articles_category_lang_published on public.articles (category, lang, published_at desc, id desc)
  where published_at is not null;
-- translated_from lookups are served by articles_one_translation_per_lang (translated_from, lang).

-- Row-level security ---------------------------------------------------------

alter table public.categories enable row level security;
alter table public.articles enable row level security;

create policy "categories are public" on public.categories
  for select to anon, authenticated
  using (true);

create policy "published articles are public" on public.articles
  for select to anon, authenticated
  using (published_at is not null and published_at <= now());

-- Supabase grants broad table privileges to anon by default; the public site only ever reads.
revoke all on public.categories, public.articles from anon, authenticated;
grant select on public.categories, public.articles to anon, authenticated;
