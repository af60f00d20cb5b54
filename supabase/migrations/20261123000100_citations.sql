-- Which regulations each article cites, kept by the database itself so that it is right whatever writes an
-- article (the site's tools, Studio, plain SQL, an import). The parser below is the same grammar as
-- app/lib/citations.ts, which links citations in the rendered body; tests/db/citations.test.ts holds the two to
-- the same answers on every seed article and on generated text, so a change to one is made to the other.

-- The grammar: at the leftmost place a citation starts, the longest citation (Postgres's regex engine takes the
-- longest match of an alternation, as the TypeScript parser does by hand), never overlapping. A citation starts
-- at a letter or digit that does not continue a word, and ends where no letter, digit or _ follows.
-- Quantifiers are bounded: the engine does not backtrack, but a bounded pattern also bounds the work per
-- position, whatever a body contains.
create function public.citation_keys(body text) returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  -- Spaces between the words of a citation; a line break ends one.
  w constant text := '[ \t\u00a0]';
  s constant text := w || '{1,3}';
  word_end constant text := '(?![A-Za-z0-9_])';
  num constant text := '0{0,2}[1-9][0-9]{0,4}';
  yr constant text := '(?:19(?:4[5-9]|[5-9][0-9])|20[0-9]{2}|2100)';
  number_word constant text := '(?:Nomor|Number|No)\.?' || w || '{0,3}';
  undang constant text := 'Undang(?:-|' || s || ')Undang';
  mof constant text := '(?:(?:Minister|Ministry)' || s || 'of' || s || 'Finance|Finance' || s || '(?:Minister|Ministry)|MoF)';
  kinds constant text := concat_ws('|',
    'Peraturan' || s || '(?:Pemerintah(?:' || s || 'Pengganti' || s || undang || ')?|Presiden|Menteri' || s || 'Keuangan)',
    'Keputusan' || s || 'Menteri' || s || 'Keuangan',
    'Government' || s || 'Regulation(?:' || s || 'in' || s || 'Lieu' || s || 'of' || s || 'Law)?',
    'Presidential' || s || 'Regulation',
    '(?:Regulation|Decree|Decision)' || s || 'of' || s || 'the' || s || mof,
    mof || s || '(?:Regulation|Decree|Decision)',
    undang, 'Perp?pu', 'Perpres', 'PMK', 'KMK', 'PP', 'UU', 'Law');
  djp_issuer constant text := concat_ws('|',
    '(?:Peraturan|PER|Surat' || s || 'Edaran|SE)' || s || '(?:(?:Dirjen|Direktur' || s || 'Jenderal)' || s || 'Pajak|DJP)',
    '(?:Director' || s || 'General' || s || 'of' || s || 'Taxes|DGT)' || s || '(?:Regulation|Circular(?:' || s || 'Letter)?)',
    '(?:Regulation|Circular' || s || 'Letter)' || s || 'of' || s || 'the' || s || 'Director' || s || 'General' || s
      || 'of' || s || 'Taxes');
  -- Kind words, then the number and year: "PMK 168/2023", "PP Nomor 58 Tahun 2023", "Law No. 7 of 2021"; or
  -- the designation, which names the kind itself: "PMK-168/PMK.03/2023", "PMK No. 168/PMK.010/2022".
  by_kind constant text := '(?:' || kinds || ')(?:' || s || '(?:' || number_word || ')?|-)' || num
    || '(?:(?:/|' || s || '(?:Tahun|of(?:' || s || 'year)?|year)' || s || ')' || yr
    || '|/(?:PMK|KMK)\.[0-9]{1,3}/' || yr || ')' || word_end;
  -- The designation alone: "168/PMK.03/2023".
  designation constant text := num || '/(?:PMK|KMK)\.[0-9]{1,3}/' || yr || word_end;
  -- "PER-2/PJ/2024", "Peraturan Dirjen Pajak Nomor PER-2/PJ/2024", "SE-5/PJ/2024".
  djp constant text := '(?:(?:' || djp_issuer || ')' || s || '(?:' || number_word || ')?)?(?:PER|SE)-' || num
    || '/PJ(?:\.[0-9]{1,3})?/' || yr || word_end;
  names text;
  pattern text;
begin
  -- Named laws ("UU HPP", "the HPP Law") match only the names the register knows; an empty alternation would
  -- match everywhere, so without names there is no named form at all.
  select string_agg(replace(n.name, ' ', s), '|') into names from public.regulation_names n;
  pattern := '(?:^|[^A-Za-z0-9_])(' || by_kind || '|' || designation || '|' || djp
    || case when names is null then ''
         else '|(?:UU|' || undang || ')' || s || '(?:' || names || ')' || word_end
           || '|(?:' || names || ')' || s || 'Law' || word_end
       end
    || ')';
  return array(
    select distinct key
    from (select distinct m[1] as span from regexp_matches(body, pattern, 'gi') as m) as spans
    cross join lateral public.citation_key(spans.span) as key
    where key is not null
    order by key
  );
end;
$$;

-- The key of one citation that citation_keys found: its shape is known, so this only reads the parts off it.
-- A span is at most a few hundred characters (the grammar bounds it), so these patterns need no bounds of their own.
create function public.citation_key(span text) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  w constant text := '[ \t\u00a0]';
  parts text[];
  kind text;
  short_name text;
  key text;
begin
  if span ~ '[A-Za-z]$' then
    -- A named law: the words after "UU" / "Undang-Undang", or before "Law".
    parts := regexp_match(span, '^(?:UU|Undang(?:-|' || w || '{1,3})Undang)' || w || '{1,3}(.+)$', 'i');
    short_name := coalesce(parts[1], regexp_replace(span, w || '{1,3}Law$', '', 'i'));
    select r.cite_key into key
    from public.regulation_names n join public.regulations r on r.id = n.regulation_id
    where upper(n.name) = upper(regexp_replace(short_name, w || '+', ' ', 'g'));
    return key;
  end if;
  parts := regexp_match(span, '(PER|SE)-([0-9]+)/PJ(?:\.[0-9]+)?/([0-9]{4})$', 'i');
  if parts is not null then
    return case when upper(parts[1]) = 'PER' then 'per-djp' else 'se-djp' end || '/' || parts[2]::int || '/' || parts[3];
  end if;
  parts := regexp_match(span, '([0-9]+)/(PMK|KMK)\.[0-9]+/([0-9]{4})$', 'i');
  if parts is not null then
    return lower(parts[2]) || '/' || parts[1]::int || '/' || parts[3];
  end if;
  -- Kind words, an optional number word, the number, then "/" or "Tahun" / "of" and the year.
  parts := regexp_match(span, '^([^0-9]*)([0-9]+)[^0-9]+([0-9]{4})$');
  if parts is null then
    return null;
  end if;
  kind := regexp_replace(parts[1], '(?:' || w || '{1,3}(?:Nomor|Number|No)\.?)?(?:' || w || '{0,3}|-)$', '', 'i');
  kind := regexp_replace(lower(kind), '[- \t\u00a0]+', ' ', 'g');
  -- The same rules, in the same order, as kindOf in app/lib/citations.ts.
  kind := case
    when kind ~ '^(uu|undang undang|law)$' then 'uu'
    when kind ~ '^(perp?pu|peraturan pemerintah pengganti undang undang|government regulation in lieu of law)$'
      then 'perpu'
    when kind ~ '^(pp|peraturan pemerintah|government regulation)$' then 'pp'
    when kind ~ '^(perpres|peraturan presiden|presidential regulation)$' then 'perpres'
    when kind ~ '^(kmk|keputusan menteri keuangan)$|decree|decision' then 'kmk'
    else 'pmk'
  end;
  return kind || '/' || parts[2]::int || '/' || parts[3];
end;
$$;

-- Citations ------------------------------------------------------------------

-- One row per article and key. Keys are kept whether or not the register holds the regulation yet: one added
-- later links by its key. lang and published_at are copies of the article's, so that a regulation page lists
-- its citing articles newest first with one index range scan.
create table public.article_citations (
  article_id bigint not null references public.articles (id) on delete cascade,
  cite_key text not null constraint article_citations_cite_key_format check (cite_key ~ '^[a-z-]+/[1-9][0-9]*/[0-9]{4}$'),
  lang text not null constraint article_citations_lang check (lang in ('id', 'en')),
  published_at timestamptz,
  primary key (article_id, cite_key)
);

comment on table public.article_citations is 'Regulations each article cites, by cite key. Maintained by triggers on articles and regulation_names; never written directly.';

create index article_citations_key_lang_published on public.article_citations (cite_key, lang, published_at desc, article_id desc)
  where published_at is not null;

-- Recomputes one article's rows from its body: removes keys it no longer cites, adds new ones.
create function public.refresh_article_citations(target bigint) returns void
language sql
set search_path = ''
as $$
  with found_keys as (
    select a.id, k.cite_key, a.lang, a.published_at
    from public.articles a cross join lateral unnest(public.citation_keys(a.body)) as k (cite_key)
    where a.id = target
  ),
  gone as (
    delete from public.article_citations c
    where c.article_id = target and not exists (select 1 from found_keys f where f.cite_key = c.cite_key)
  )
  insert into public.article_citations (article_id, cite_key, lang, published_at)
  select f.id, f.cite_key, f.lang, f.published_at from found_keys f
  on conflict (article_id, cite_key) do update set lang = excluded.lang, published_at = excluded.published_at
    where (public.article_citations.lang, public.article_citations.published_at)
      is distinct from (excluded.lang, excluded.published_at);
$$;

-- The triggers run as the table owner: whoever writes an article (the service role, an editor, an import)
-- keeps its citations right without any right of their own on article_citations.
create function public.articles_cite_from_body() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_article_citations(new.id);
  return null;
end;
$$;

-- An empty body cites nothing; bulk loads of bare rows skip the parser.
create trigger articles_cite_on_insert
  after insert on public.articles
  for each row
  when (new.body <> '')
  execute function public.articles_cite_from_body();

create trigger articles_cite_on_body_change
  after update of body on public.articles
  for each row
  when (old.body is distinct from new.body)
  execute function public.articles_cite_from_body();

create function public.articles_copy_to_citations() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.article_citations c
  set lang = new.lang, published_at = new.published_at
  where c.article_id = new.id;
  return null;
end;
$$;

create trigger articles_cite_on_publication_change
  after update of lang, published_at on public.articles
  for each row
  when (old.lang is distinct from new.lang or old.published_at is distinct from new.published_at)
  execute function public.articles_copy_to_citations();

-- A name added, renamed or removed changes what "UU <name>" means in every body that mentions it. Naming a law
-- is a rare operator action, so a plain case-insensitive scan of the bodies for the name's first word is
-- acceptable (no index serves a substring of body, and none is worth keeping for this). The first word alone
-- also catches a name written with other spaces between its words.
create function public.regulation_names_recite() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  words text[] := '{}';
begin
  if tg_op in ('UPDATE', 'DELETE') then
    words := words || split_part(old.name, ' ', 1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    words := words || split_part(new.name, ' ', 1);
  end if;
  perform public.refresh_article_citations(a.id)
  from public.articles a
  where a.body ilike any (select '%' || word || '%' from unnest(words) as word);
  return null;
end;
$$;

create trigger regulation_names_recite
  after insert or update or delete on public.regulation_names
  for each row execute function public.regulation_names_recite();

-- A regulation renumbered changes the key its names stand for; numbered citations follow by key on their own.
create function public.regulations_recite() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_article_citations(a.id)
  from public.articles a
  where exists (
    select 1 from public.regulation_names n
    where n.regulation_id = new.id and a.body ilike '%' || split_part(n.name, ' ', 1) || '%'
  );
  return null;
end;
$$;

create trigger regulations_recite
  after update of kind, number, year on public.regulations
  for each row
  when (old.cite_key is distinct from new.cite_key)
  execute function public.regulations_recite();

-- Articles written before this migration.
insert into public.article_citations (article_id, cite_key, lang, published_at)
select a.id, k.cite_key, a.lang, a.published_at
from public.articles a cross join lateral unnest(public.citation_keys(a.body)) as k (cite_key);

-- Embedding for the pages ------------------------------------------------------

-- PostgREST computed relationships: the article page embeds cited_regulations in its one query, a regulation
-- page embeds citing_articles (filtered by lang, newest first). No SET clause on these two: Postgres inlines
-- only a SQL function without one, and inlined, the page's filter, order and limit reach the index. Every name
-- in them is schema-qualified, so the caller's search_path cannot change what they read.
create function public.cited_regulations(public.articles) returns setof public.regulations
language sql
stable
rows 10
as $$
  select r.*
  from public.article_citations c join public.regulations r on r.cite_key = c.cite_key
  where c.article_id = $1.id
$$;

-- Drafts never appear on a regulation page; saying so here also lets the partial index serve every caller.
create function public.citing_articles(public.regulations) returns setof public.article_citations
language sql
stable
rows 20
as $$
  select c.*
  from public.article_citations c
  where c.cite_key = $1.cite_key and c.published_at is not null
$$;

-- Row-level security: exactly as for articles. Nothing but the triggers writes.
alter table public.article_citations enable row level security;

create policy "citations of published articles are public" on public.article_citations
  for select to anon, authenticated
  using (published_at is not null and published_at <= now());

revoke all on public.article_citations from anon, authenticated;
grant select on public.article_citations to anon, authenticated;

-- The parser and the writers are not part of the public API (a long body posted to it would only cost CPU).
revoke execute on function public.citation_keys(text), public.citation_key(text),
  public.refresh_article_citations(bigint), public.articles_cite_from_body(), public.articles_copy_to_citations(),
  public.regulation_names_recite(), public.regulations_recite()
  from public, anon, authenticated;

revoke execute on function public.cited_regulations(public.articles), public.citing_articles(public.regulations)
  from public;
grant execute on function public.cited_regulations(public.articles), public.citing_articles(public.regulations)
  to anon, authenticated;
