-- Corrections in the open (docs/decisions/0049-corrections-in-the-open.md): a fact we got wrong is corrected with a
-- dated row that says what was wrong and what is right, shown where the fact is and listed on /id/ralat and
-- /en/corrections with their feeds.
--
-- - article_corrections: dated corrections of an article, in its language. Readable exactly when the article is.
-- - reference_changes: dated corrections of reference data (a regulation's entry, a deadline rule, a glossary
--   entry), in both languages, each naming the one row it concerns.
-- - article_former_slugs: the addresses an article was published under before its slug changed; the article page
--   answers them with a 301 to the current address. A trigger records them, so no rename breaks a link.
-- - corrections: the list both pages read in one round trip, with the status changes the register derives (a
--   regulation revoked when its revoker takes effect), which are never written by hand.

-- The section's segments, kept from categories as the other sections' are. A constraint of its own, so that it
-- adds to categories_slug_not_reserved whatever another migration makes of that one.
alter table public.categories add constraint categories_slug_not_reserved_corrections
  check (slug not in ('ralat', 'corrections'));

create table public.article_corrections (
  id bigint generated always as identity primary key,
  article_id bigint not null references public.articles (id) on delete cascade,
  -- When the correction was made public: its date on the page, and the article's last change from then on.
  published_at timestamptz not null default now()
    constraint article_corrections_published_at_readable check (public.readable_time(published_at)),
  -- In the article's language, each a sentence or more: what the article said, and what is right.
  what_was_wrong text not null
    constraint article_corrections_what_was_wrong_present check (length(btrim(what_was_wrong)) > 0),
  what_is_right text not null
    constraint article_corrections_what_is_right_present check (length(btrim(what_is_right)) > 0),
  created_at timestamptz not null default now()
    constraint article_corrections_created_at_readable check (public.readable_time(created_at)),
  updated_at timestamptz not null default now()
    constraint article_corrections_updated_at_readable check (public.readable_time(updated_at))
);

comment on table public.article_corrections is
  'Dated corrections of an article, in its language: what was wrong and what is right. Shown on the article and on '
  '/id/ralat, /en/corrections; the newest moves the article''s dateModified, lastmod and RSS date.';

create index article_corrections_article on public.article_corrections (article_id, published_at desc);

create trigger article_corrections_touch_updated_at
  before update on public.article_corrections
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

create table public.reference_changes (
  id bigint generated always as identity primary key,
  published_at timestamptz not null default now()
    constraint reference_changes_published_at_readable check (public.readable_time(published_at)),
  -- The one row it concerns, and so the page it links to: the regulation's entry, the calendar, the term's entry.
  regulation_id bigint references public.regulations (id) on delete cascade,
  calendar_rule_id bigint references public.calendar_rules (id) on delete cascade,
  glossary_entry_id bigint references public.glossary_entries (id) on delete cascade,
  constraint reference_changes_one_subject check (num_nonnulls(regulation_id, calendar_rule_id, glossary_entry_id) = 1),
  what_was_wrong_id text not null
    constraint reference_changes_what_was_wrong_id_present check (length(btrim(what_was_wrong_id)) > 0),
  what_is_right_id text not null
    constraint reference_changes_what_is_right_id_present check (length(btrim(what_is_right_id)) > 0),
  what_was_wrong_en text not null
    constraint reference_changes_what_was_wrong_en_present check (length(btrim(what_was_wrong_en)) > 0),
  what_is_right_en text not null
    constraint reference_changes_what_is_right_en_present check (length(btrim(what_is_right_en)) > 0),
  created_at timestamptz not null default now()
    constraint reference_changes_created_at_readable check (public.readable_time(created_at)),
  updated_at timestamptz not null default now()
    constraint reference_changes_updated_at_readable check (public.readable_time(updated_at))
);

comment on table public.reference_changes is
  'Dated corrections of reference data in both languages, each naming one regulation, deadline rule or glossary '
  'entry. A regulation''s status change is derived from its relations (the corrections view), never written here.';

create index reference_changes_regulation on public.reference_changes (regulation_id);
create index reference_changes_calendar_rule on public.reference_changes (calendar_rule_id);
create index reference_changes_glossary_entry on public.reference_changes (glossary_entry_id);

create trigger reference_changes_touch_updated_at
  before update on public.reference_changes
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

create table public.article_former_slugs (
  slug text primary key
    constraint article_former_slugs_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  article_id bigint not null references public.articles (id) on delete cascade,
  created_at timestamptz not null default now()
    constraint article_former_slugs_created_at_readable check (public.readable_time(created_at))
);

comment on table public.article_former_slugs is
  'Slugs an article was published under before it was renamed; the article page redirects them (301) to it.';

create index article_former_slugs_article on public.article_former_slugs (article_id);

-- A published article's old slug is kept when it changes, whatever tool renames it; a draft's never was an
-- address. An article taking back an old slug of its own, or one another article left, removes that row: the
-- article itself answers there now.
create function public.articles_keep_former_slug() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.article_former_slugs where slug = new.slug;
  if old.published_at is not null and old.published_at <= now() then
    insert into public.article_former_slugs (slug, article_id) values (old.slug, new.id)
    on conflict (slug) do update set article_id = excluded.article_id;
  end if;
  return null;
end;
$$;

revoke execute on function public.articles_keep_former_slug() from public;

create trigger articles_keep_former_slug
  after update of slug on public.articles
  for each row
  when (old.slug is distinct from new.slug)
  execute function public.articles_keep_former_slug();

-- The newest correction an anon reader may see, as a PostgREST computed field (select=corrected_at): what the
-- feeds and sitemaps read for an article's last change (app/lib/articles.ts).
create function public.corrected_at(article public.articles) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select max(c.published_at) from public.article_corrections c
  where c.article_id = article.id and c.published_at <= now()
$$;

-- Row-level security: readable when the article is (published, not scheduled), and the correction itself is out;
-- no writes. A reference change has no draft but its date.
alter table public.article_corrections enable row level security;
alter table public.reference_changes enable row level security;
alter table public.article_former_slugs enable row level security;

create policy "corrections of published articles are public" on public.article_corrections
  for select to anon, authenticated
  using (
    published_at <= now()
    and exists (
      select 1 from public.articles a
      where a.id = article_id and a.published_at is not null and a.published_at <= now()
    )
  );

create policy "reference changes are public once dated" on public.reference_changes
  for select to anon, authenticated
  using (published_at <= now());

create policy "former slugs of published articles are public" on public.article_former_slugs
  for select to anon, authenticated
  using (
    exists (
      select 1 from public.articles a
      where a.id = article_id and a.published_at is not null and a.published_at <= now()
    )
  );

-- Every correction, newest first on the pages: article corrections (their text in the article's language, the
-- other language's columns null), reference changes, and each revocation that has taken effect on a known date
-- (a revoker with no recorded date in force cannot be dated, so it is not listed). security_invoker: the rows are
-- those the reader's own row-level security lets through.
create view public.corrections with (security_invoker = true) as
  select
    'article-' || c.id as key,
    'article' as kind,
    c.published_at,
    a.lang,
    case a.lang when 'id' then c.what_was_wrong end as what_was_wrong_id,
    case a.lang when 'id' then c.what_is_right end as what_is_right_id,
    case a.lang when 'en' then c.what_was_wrong end as what_was_wrong_en,
    case a.lang when 'en' then c.what_is_right end as what_is_right_en,
    a.slug as subject_slug,
    a.category as subject_category,
    case a.lang when 'id' then a.title end as subject_name_id,
    case a.lang when 'en' then a.title end as subject_name_en,
    null::text as actor_slug,
    null::text as actor_name
  from public.article_corrections c
  join public.articles a on a.id = c.article_id
  where c.published_at <= now() and a.published_at <= now()
  union all
  select
    'reference-' || r.id,
    case
      when r.regulation_id is not null then 'regulation'
      when r.calendar_rule_id is not null then 'calendar_rule'
      else 'glossary_entry'
    end,
    r.published_at,
    null,
    r.what_was_wrong_id,
    r.what_is_right_id,
    r.what_was_wrong_en,
    r.what_is_right_en,
    coalesce(reg.slug, rule.slug, entry.slug),
    null,
    coalesce(reg.designation, rule.name_id, entry.term_id),
    coalesce(reg.designation, rule.name_en, entry.term_en),
    null,
    null
  from public.reference_changes r
  left join public.regulations reg on reg.id = r.regulation_id
  left join public.calendar_rules rule on rule.id = r.calendar_rule_id
  left join public.glossary_entries entry on entry.id = r.glossary_entry_id
  where r.published_at <= now()
  union all
  select
    'revocation-' || x.regulation_id || '-' || x.target_id,
    'revocation',
    -- The day it takes effect begins in Jakarta, as regulation_in_effect() counts it.
    actor.effective_on::timestamp at time zone 'Asia/Jakarta',
    null,
    null,
    null,
    null,
    null,
    target.slug,
    null,
    target.designation,
    target.designation,
    actor.slug,
    actor.designation
  from public.regulation_relations x
  join public.regulations actor on actor.id = x.regulation_id
  join public.regulations target on target.id = x.target_id
  where x.kind = 'revokes' and actor.effective_on is not null and actor.effective_on <= public.jakarta_today();

comment on view public.corrections is
  'Every correction and reference-data change a reader may see, for /id/ralat and /en/corrections: kind article, '
  'regulation, calendar_rule, glossary_entry or revocation (derived from regulation_relations).';

create index article_corrections_newest on public.article_corrections (published_at desc, id desc);
create index reference_changes_newest on public.reference_changes (published_at desc, id desc);

revoke all on public.article_corrections, public.reference_changes, public.article_former_slugs, public.corrections
  from anon, authenticated;
grant select on public.article_corrections, public.reference_changes, public.article_former_slugs, public.corrections
  to anon, authenticated;

revoke execute on function public.corrected_at(public.articles) from public;
grant execute on function public.corrected_at(public.articles) to anon, authenticated;
