-- The glossary (Kamus): the tax terms and abbreviations the news uses, defined once in both languages, linked to
-- each other, to the regulations that govern them, and to the news whose titles name them. Like the regulation
-- register it has no drafts: every row is public.

-- One rule for every name a term is matched by (its terms, abbreviation and aliases): present, no surrounding
-- white space (a name is matched as written, and " VAT" would never match), at most 100 characters. A check
-- constraint may not hold a subquery, hence a function; it is immutable, so Postgres may use it in checks.
create function public.glossary_names_valid(names text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(name is not null and name ~ '^\S(.*\S)?$' and length(name) <= 100), true)
  from unnest(names) as name
$$;

create table public.glossary_entries (
  id bigint generated always as identity primary key,
  -- The same in both languages: /id/kamus/{slug} and /en/glossary/{slug}.
  slug text not null unique
    constraint glossary_entries_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  term_id text not null constraint glossary_entries_term_id_valid check (public.glossary_names_valid(array[term_id])),
  term_en text not null constraint glossary_entries_term_en_valid check (public.glossary_names_valid(array[term_en])),
  -- The same in both languages (PPN, PPh, NPWP, e-Bupot), matched case-sensitively as a whole word.
  abbreviation text constraint glossary_entries_abbreviation_valid check (
    abbreviation is null or (public.glossary_names_valid(array[abbreviation]) and length(abbreviation) <= 20)
  ),
  -- Other ways writers name the term in each language (VAT, value-added tax; pajak pertambahan nilai), matched
  -- case-insensitively as whole words.
  aliases_id text[] not null default '{}' constraint glossary_entries_aliases_id_valid check (public.glossary_names_valid(aliases_id)),
  aliases_en text[] not null default '{}' constraint glossary_entries_aliases_en_valid check (public.glossary_names_valid(aliases_en)),
  -- Markdown, rendered and sanitised like article bodies; two to five sentences.
  definition_id text not null constraint glossary_entries_definition_id_present check (length(btrim(definition_id)) > 0),
  definition_en text not null constraint glossary_entries_definition_en_present check (length(btrim(definition_en)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.glossary_entries is 'The glossary: one tax term in both languages, with its abbreviation, aliases and definitions.';

-- This table has no generated column, so the WHEN clause of articles applies (the regulation register cannot
-- have one: Postgres refuses whole-row references on a table with a generated column).
create trigger glossary_entries_touch_updated_at
  before update on public.glossary_entries
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

-- Related terms. A relation goes both ways and is stored once, in either order; readers take both directions
-- (entry_id = x or related_id = x).
create table public.glossary_related (
  entry_id bigint not null references public.glossary_entries (id) on delete cascade,
  related_id bigint not null references public.glossary_entries (id) on delete cascade,
  primary key (entry_id, related_id),
  constraint glossary_related_not_self check (entry_id <> related_id)
);

-- The pair once: (b, a) is refused where (a, b) is stored.
create unique index glossary_related_pair on public.glossary_related (least(entry_id, related_id), greatest(entry_id, related_id));
create index glossary_related_related on public.glossary_related (related_id);

comment on table public.glossary_related is 'Related glossary terms; each pair once, read in both directions.';

-- The regulations that govern a term.
create table public.glossary_regulations (
  entry_id bigint not null references public.glossary_entries (id) on delete cascade,
  regulation_id bigint not null references public.regulations (id) on delete cascade,
  primary key (entry_id, regulation_id)
);

create index glossary_regulations_regulation on public.glossary_regulations (regulation_id);

comment on table public.glossary_regulations is 'The regulations that govern each glossary term.';

-- Row-level security: exactly as for the register. anon reads everything and writes nothing.
alter table public.glossary_entries enable row level security;
alter table public.glossary_related enable row level security;
alter table public.glossary_regulations enable row level security;

create policy "glossary entries are public" on public.glossary_entries for select to anon, authenticated using (true);
create policy "glossary relations are public" on public.glossary_related for select to anon, authenticated using (true);
create policy "glossary regulations are public" on public.glossary_regulations
  for select to anon, authenticated using (true);

revoke all on public.glossary_entries, public.glossary_related, public.glossary_regulations from anon, authenticated;
grant select on public.glossary_entries, public.glossary_related, public.glossary_regulations to anon, authenticated;

-- Search ---------------------------------------------------------------------

-- The /search API's glossary suggestions: entries whose term in either language, abbreviation or any alias
-- contains the text, literally and case-insensitively. An exact name first ("VAT" is PPN's alias), then names
-- that start with the text, then the rest; alphabetical by the Indonesian term within each. The glossary holds
-- a few hundred rows: a scan is cheaper than any index here.
create function public.search_glossary(search_query text, max_results integer default 5)
returns table (
  slug text, term_id text, term_en text, abbreviation text, definition_id text, definition_en text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  wanted integer := least(greatest(coalesce(max_results, 5), 0), 5);
  -- Matched literally: %, _ and \ are escaped; nothing else is special in a LIKE pattern.
  literal text := replace(replace(replace(btrim(search_query), '\', '\\'), '%', '\%'), '_', '\_');
begin
  if search_query is null or btrim(search_query) = '' or wanted = 0 then
    return;
  end if;
  return query
    select g.slug, g.term_id, g.term_en, g.abbreviation, g.definition_id, g.definition_en
    from public.glossary_entries as g
    cross join lateral (
      select min(case when name ilike literal then 0 when name ilike literal || '%' then 1 else 2 end) as rank
      from unnest(array[g.term_id, g.term_en, g.abbreviation] || g.aliases_id || g.aliases_en) as name
      where name ilike '%' || literal || '%'
    ) as best
    where best.rank is not null
    order by best.rank, g.term_id, g.id
    limit wanted;
end;
$$;

comment on function public.search_glossary(text, integer) is
  'Glossary entries whose term, abbreviation or alias contains search_query (literally, case-insensitively): exact names first, then prefixes, then the rest; at most 5.';

-- News about a term ------------------------------------------------------------

-- The newest published articles in one language whose title names the term: its term or an alias in that
-- language (case-insensitively), or its abbreviation (case-sensitively: "PPN", not "ppn" or "PPNBM"), each as
-- whole words, so "PPN" is not found inside "PPnBM" and "TER" not inside "TERJADWAL".
--
-- A function for the reason search_articles is one (docs/decisions/0010-search.md): queried as anon through
-- the table, RLS puts the policy's condition before the regex, which is not LEAKPROOF, and the trigram index
-- can then never serve it. Running as its owner, this function applies the policy's condition itself
-- (published_at is not null and published_at <= now()), so drafts and scheduled articles never come out.
--
-- The match is a plain `title ~ pattern` / `title ~* pattern` on the column, the form articles_title_trgm can
-- answer: pg_trgm reads the trigrams every match must contain off the regular expression, alternatives and
-- all. At a million articles a rare term is then a bitmap of the few titles holding its trigrams, and a common
-- one ("PPN") a walk of the newest-first index that stops at the sixth match; force_custom_plan lets the
-- planner choose for each term's actual pattern. Wrapping the column in anything (lower(title), a regex built
-- per row, a word split) would leave only a scan of the whole language. As in search_articles, a name without
-- three letters or digits in a row gives the index nothing to look up, so such a term is looked for among the
-- newest 10,000 published titles only (docs/decisions/0016-search-at-scale.md).
create function public.articles_for_term(entry_slug text, article_lang text, max_results integer default 6)
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
  -- A name is a whole word when no letter, digit or _ touches it on either side.
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
  -- Each name literally: every character but letters, digits and spaces escaped; any run of white space
  -- between its words matches any other.
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
      select a.slug, a.title, a.excerpt, a.category, a.lang, a.author, a.cover_image_url, a.cover_image_alt,
             a.published_at
      from public.articles as a
      where a.published_at is not null
        and a.published_at <= now()
        and a.lang = article_lang
        and (a.title ~* phrase_pattern or a.title ~ abbreviation_pattern)
      order by a.published_at desc, a.id desc
      limit wanted;
    return;
  end if;

  -- A name too short for the trigram index: the newest 10,000 published titles of the language and no more.
  return query
    select recent.slug, recent.title, recent.excerpt, recent.category, recent.lang, recent.author,
           recent.cover_image_url, recent.cover_image_alt, recent.published_at
    from (
      select a.slug, a.title, a.excerpt, a.category, a.lang, a.author, a.cover_image_url, a.cover_image_alt,
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

comment on function public.articles_for_term(text, text, integer) is
  'Newest published articles in article_lang whose title names the glossary entry (term or alias in that language case-insensitively, abbreviation case-sensitively, whole words); at most 20. Bypasses RLS so the trigram index applies; filters to published rows itself.';

-- Supabase's default privileges grant EXECUTE on every new function in public; only the two readers are API.
revoke execute on function public.glossary_names_valid(text[]), public.search_glossary(text, integer),
  public.articles_for_term(text, text, integer)
  from public, anon, authenticated;
grant execute on function public.search_glossary(text, integer), public.articles_for_term(text, text, integer)
  to anon, authenticated, service_role;
