-- Authors: a table of the people who write the news, with a page each (/id/penulis/{slug}, /en/authors/{slug}).
-- Articles point at their author; the free-text `author` column is moved into the table and dropped, so a name
-- is written once and a correction reaches every byline (docs/decisions/0022-authors.md).

-- Up to five public profile links, each https, without white space, at most 300 characters. A check constraint
-- may not hold a subquery, hence a function (as glossary_names_valid).
create function public.authors_links_valid(links text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(cardinality(links) <= 5, true)
    and coalesce(bool_and(link is not null and link ~ '^https://[^[:space:]]+$' and length(link) <= 300), true)
  from unnest(links) as link
$$;

revoke execute on function public.authors_links_valid(text[]) from public, anon, authenticated;

create table public.authors (
  id bigint generated always as identity primary key,
  -- The same in both languages.
  slug text not null unique
    constraint authors_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  -- No length limit: every byline the free-text column held must fit.
  name text not null constraint authors_name_present check (length(btrim(name)) > 0),
  -- What the author covers, one line per language ("Jurnalis pajak" / "Tax reporter"); unknown stays null.
  role_id text constraint authors_role_id_present check (role_id is null or length(btrim(role_id)) > 0),
  role_en text constraint authors_role_en_present check (role_en is null or length(btrim(role_en)) > 0),
  -- Markdown, rendered and sanitised like article bodies; a few sentences.
  bio_id text constraint authors_bio_id_present check (bio_id is null or length(btrim(bio_id)) > 0),
  bio_en text constraint authors_bio_en_present check (bio_en is null or length(btrim(bio_en)) > 0),
  -- Public profiles (a newsroom page, LinkedIn, X): https only, as the page links them and JSON-LD names them.
  links text[] not null default '{}' constraint authors_links_valid check (public.authors_links_valid(links)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.authors is 'The people who write articles: one page each, in both languages, under the same slug.';

create trigger authors_touch_updated_at
  before update on public.authors
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

-- Deleting an author keeps their articles, without a byline.
alter table public.articles add column author_id bigint references public.authors (id) on delete set null;

comment on column public.articles.author_id is 'The author; null when the article has none (an agency text, an editorial).';

-- An author's page: newest first per language, published rows only.
create index articles_author_lang_published on public.articles (author_id, lang, published_at desc, id desc)
  where published_at is not null;

-- Moving the free-text names ------------------------------------------------------------------------------------

-- A name as it is kept: white space (non-breaking spaces too) trimmed at both ends and single between words.
-- Names equal after that and after lower() are one person written twice; the spelling most articles use wins.
-- Blank names were never a byline and become no author.
create function pg_temp.tidy_name(raw text) returns text
language sql
immutable
as $$
  select nullif(regexp_replace(regexp_replace(raw, '[[:space:]\u00a0\u2007\u202f]+', ' ', 'g'), '^ | $', '', 'g'), '')
$$;

-- The URL form of a name: accents dropped (NFKD, then the combining marks), anything but a-z and 0-9 a hyphen.
-- A name with no such letter at all (written in another script) gets "penulis".
create function pg_temp.name_slug(name text) returns text
language sql
immutable
as $$
  select coalesce(
    nullif(
      rtrim(left(btrim(regexp_replace(lower(regexp_replace(normalize(name, NFKD), '[\u0300-\u036f]', '', 'g')),
        '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'),
      ''),
    'penulis')
$$;

do $$
declare
  person record;
  base text;
  candidate text;
  n integer;
begin
  for person in
    select distinct on (lower(tidy)) tidy as name
    from (
      select pg_temp.tidy_name(a.author) as tidy, count(*) as uses, min(a.id) as first_id
      from public.articles as a
      where pg_temp.tidy_name(a.author) is not null
      group by 1
    ) as spellings
    order by lower(tidy), uses desc, first_id
  loop
    -- Two people whose names give the same slug ("Rina Hapsari", "Rina-Hapsari") get -2, -3, …
    base := pg_temp.name_slug(person.name);
    candidate := base;
    n := 1;
    while exists (select 1 from public.authors where slug = candidate) loop
      n := n + 1;
      candidate := base || '-' || n;
    end loop;
    insert into public.authors (slug, name) values (candidate, person.name);
  end loop;
end;
$$;

-- Moving the byline is not an edit of the article: its updated_at (the "Updated" date readers see) stays.
alter table public.articles disable trigger articles_touch_updated_at;

update public.articles as a
set author_id = au.id
from public.authors as au
where lower(au.name) = lower(pg_temp.tidy_name(a.author));

alter table public.articles enable trigger articles_touch_updated_at;

-- Every named article found its author, or nothing is committed.
do $$
begin
  if exists (select 1 from public.articles where pg_temp.tidy_name(author) is not null and author_id is null) then
    raise exception 'an author name was not moved';
  end if;
end;
$$;

alter table public.articles drop column author;

-- Readers of the old column (a site still deployed from before this migration, an export script) keep getting
-- the name: PostgREST serves `select=author` on articles from this computed field. Writes of `author` fail.
create function public.author(article public.articles) returns text
language sql
stable
set search_path = ''
as $$ select au.name from public.authors as au where au.id = article.author_id $$;

comment on function public.author(public.articles) is
  'The author''s name, for readers of the former articles.author column (select=author through PostgREST).';

-- articles_for_term returned the column too; it now returns the name from the table, with the same signature.
-- Only the two `author` expressions differ from 20261124000000_glossary.sql.
create or replace function public.articles_for_term(entry_slug text, article_lang text, max_results integer default 6)
returns table (
  slug text, title text, excerpt text, category text, lang text, author text, cover_image_url text,
  cover_image_alt text, published_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
set enable_seqscan = off
as $$
declare
  wanted integer := least(greatest(coalesce(max_results, 6), 0), 20);
  word_start constant text := '(?:^|[^[:alnum:]_])';
  word_end constant text := '(?:$|[^[:alnum:]_])';
  entry public.glossary_entries;
  phrases text[];
  phrase_pattern text;
  abbreviation_pattern text;
begin
  if wanted = 0 or article_lang is null or article_lang not in ('id', 'en') then
    return;
  end if;
  select * into entry from public.glossary_entries as g where g.slug = entry_slug;
  if not found then
    return;
  end if;
  phrases := case article_lang
    when 'id' then array[entry.term_id] || entry.aliases_id
    else array[entry.term_en] || entry.aliases_en
  end;
  select word_start || '(?:' || string_agg(
           regexp_replace(regexp_replace(p, '([^[:alnum:][:space:]])', '\\\1', 'g'), '[[:space:]]+', '[[:space:]]+', 'g'),
           '|') || ')' || word_end
    into phrase_pattern
    from unnest(phrases) as p;
  if entry.abbreviation is not null then
    abbreviation_pattern := word_start
      || regexp_replace(entry.abbreviation, '([^[:alnum:][:space:]])', '\\\1', 'g') || word_end;
  end if;

  if not exists (
    select 1 from unnest(phrases || entry.abbreviation) as name where name is not null and name !~ '[[:alnum:]]{3}'
  ) then
    return query
      select a.slug, a.title, a.excerpt, a.category, a.lang,
             (select au.name from public.authors as au where au.id = a.author_id),
             a.cover_image_url, a.cover_image_alt, a.published_at
      from public.articles as a
      where a.published_at is not null
        and a.published_at <= now()
        and a.lang = article_lang
        and (a.title ~* phrase_pattern or a.title ~ abbreviation_pattern)
      order by a.published_at desc, a.id desc
      limit wanted;
    return;
  end if;

  return query
    select recent.slug, recent.title, recent.excerpt, recent.category, recent.lang,
           (select au.name from public.authors as au where au.id = recent.author_id),
           recent.cover_image_url, recent.cover_image_alt, recent.published_at
    from (
      select a.slug, a.title, a.excerpt, a.category, a.lang, a.author_id, a.cover_image_url, a.cover_image_alt,
             a.published_at, a.id
      from public.articles as a
      where a.published_at is not null
        and a.published_at <= now()
        and a.lang = article_lang
      order by a.published_at desc, a.id desc
      limit 10000
    ) as recent
    where recent.title ~* phrase_pattern or recent.title ~ abbreviation_pattern
    order by recent.published_at desc, recent.id desc
    limit wanted;
end;
$$;

-- Row-level security: as for the glossary and the register. anon reads every author and writes nothing.
alter table public.authors enable row level security;

create policy "authors are public" on public.authors for select to anon, authenticated using (true);

revoke all on public.authors from anon, authenticated;
grant select on public.authors to anon, authenticated;

revoke execute on function public.author(public.articles) from public, anon, authenticated;
grant execute on function public.author(public.articles) to anon, authenticated, service_role;
