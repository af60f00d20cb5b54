-- The regulation register: laws and regulations the news cites, how they relate, and the status a reader sees.
-- Status is never stored: regulation_status() derives it from the dates and the relations, so the two cannot
-- disagree (docs/decisions/0018-regulation-register.md).

-- Segments the site's own pages use, now and for the content types that follow; no category may take them.
alter table public.categories drop constraint categories_slug_not_reserved;
alter table public.categories add constraint categories_slug_not_reserved check (
  slug not in (
    'search', 'cari', 'feed', 'rss', 'sitemap', 'sitemaps', 'robots', 'action', 'actions',
    'api', 'assets', 'static', 'resources', 'admin', 'id', 'en',
    'peraturan', 'regulations', 'kamus', 'glossary', 'kalender', 'calendar', 'penulis', 'authors'
  )
);

create table public.regulations (
  id bigint generated always as identity primary key,
  -- The same in both languages: /id/peraturan/{slug} and /en/regulations/{slug}.
  slug text not null unique
    constraint regulations_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  -- uu: Undang-Undang; perpu: Perppu; pp: Peraturan Pemerintah; perpres: Peraturan Presiden; pmk / kmk:
  -- Peraturan / Keputusan Menteri Keuangan; per-djp / se-djp: Peraturan / Surat Edaran Direktur Jenderal Pajak;
  -- perda: Peraturan Daerah.
  kind text not null
    constraint regulations_kind check (kind in ('uu', 'perpu', 'pp', 'perpres', 'pmk', 'kmk', 'per-djp', 'se-djp', 'perda')),
  number integer not null constraint regulations_number_positive check (number > 0),
  year smallint not null constraint regulations_year_range check (year between 1945 and 2100),
  -- The official designation as the regulation writes it, e.g. 168/PMK.03/2023 or PER-2/PJ/2024.
  designation text not null constraint regulations_designation_present check (length(btrim(designation)) > 0),
  -- Unknown facts stay empty rather than guessed (a title, a date, a link): the page shows what is known, and the
  -- designation always names the regulation.
  title_id text constraint regulations_title_id_present check (title_id is null or length(btrim(title_id)) > 0),
  title_en text constraint regulations_title_en_present check (title_en is null or length(btrim(title_en)) > 0),
  issued_on date,
  effective_on date,
  -- Markdown, rendered and sanitised like article bodies.
  summary_id text,
  summary_en text,
  source_url text constraint regulations_source_url_https check (source_url is null or source_url ~ '^https://'),
  -- How a citation names it (kind/number/year): what article_citations stores and the citation parsers produce.
  -- Regional regulations are left out of citations (their number repeats across regions).
  cite_key text generated always as (kind || '/' || number || '/' || year) stored
    constraint regulations_cite_key_unique unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.regulations is 'The regulation register. Status is derived by regulation_status(), never stored.';

-- No WHEN (old.* is distinct from new.*) as on articles: Postgres refuses whole-row references on a table with a
-- generated column.
create trigger regulations_touch_updated_at
  before update on public.regulations
  for each row
  execute function public.touch_updated_at();

-- regulation_id acts on target_id: it revokes, amends or implements it. The inverse is read from the other side.
create table public.regulation_relations (
  regulation_id bigint not null references public.regulations (id) on delete cascade,
  kind text not null constraint regulation_relations_kind check (kind in ('revokes', 'amends', 'implements')),
  target_id bigint not null references public.regulations (id) on delete cascade,
  primary key (regulation_id, kind, target_id),
  constraint regulation_relations_not_self check (regulation_id <> target_id)
);

create index regulation_relations_target on public.regulation_relations (target_id, kind);

comment on table public.regulation_relations is 'regulation_id revokes / amends / implements target_id.';

-- The common short names writers use for laws ("UU HPP", "UU KUP"), matched case-insensitively after "UU".
create table public.regulation_names (
  name text primary key
    constraint regulation_names_format check (name ~ '^[A-Za-z][A-Za-z]*( [A-Za-z]+)?$' and length(name) <= 40),
  regulation_id bigint not null references public.regulations (id) on delete cascade
);

create unique index regulation_names_upper on public.regulation_names (upper(name));

-- Today in Jakarta, the newsroom's and the regulations' own time zone.
create function public.jakarta_today() returns date
language sql
stable
set search_path = ''
as $$ select (now() at time zone 'Asia/Jakarta')::date $$;

-- A relation takes effect when the acting regulation does; one whose date is unknown counts as in effect.
create function public.regulation_in_effect(effective_on date) returns boolean
language sql
stable
set search_path = ''
as $$ select effective_on is null or effective_on <= public.jakarta_today() $$;

-- in_force, amended, revoked or not_yet_in_force. A PostgREST computed field: select=regulation_status.
create function public.regulation_status(r public.regulations) returns text
language sql
stable
set search_path = ''
as $$
  select case
    when exists (
      select 1 from public.regulation_relations x join public.regulations a on a.id = x.regulation_id
      where x.target_id = r.id and x.kind = 'revokes' and public.regulation_in_effect(a.effective_on)
    ) then 'revoked'
    when r.effective_on > public.jakarta_today() then 'not_yet_in_force'
    when exists (
      select 1 from public.regulation_relations x join public.regulations a on a.id = x.regulation_id
      where x.target_id = r.id and x.kind = 'amends' and public.regulation_in_effect(a.effective_on)
    ) then 'amended'
    else 'in_force'
  end
$$;

create index regulations_newest on public.regulations (year desc, issued_on desc nulls last, id desc);
create index regulations_kind_year on public.regulations (kind, year desc);
create index regulations_designation_trgm on public.regulations using gin (designation extensions.gin_trgm_ops);

-- Row-level security: as for articles, anon reads and never writes. The register has no drafts.
alter table public.regulations enable row level security;
alter table public.regulation_relations enable row level security;
alter table public.regulation_names enable row level security;

create policy "regulations are public" on public.regulations for select to anon, authenticated using (true);
create policy "regulation relations are public" on public.regulation_relations
  for select to anon, authenticated using (true);
create policy "regulation names are public" on public.regulation_names for select to anon, authenticated using (true);

revoke all on public.regulations, public.regulation_relations, public.regulation_names from anon, authenticated;
grant select on public.regulations, public.regulation_relations, public.regulation_names to anon, authenticated;

revoke execute on function public.jakarta_today(), public.regulation_in_effect(date),
  public.regulation_status(public.regulations) from public;
grant execute on function public.jakarta_today(), public.regulation_in_effect(date),
  public.regulation_status(public.regulations) to anon, authenticated;

-- The /search API's regulation suggestions: designation, number/year ("168/2023"), kind and number ("pmk 168"),
-- a short name ("hpp") or a title containing the text, literally and case-insensitively; newest first. The
-- register holds hundreds of rows, not millions: a scan is cheaper than any index here.
create function public.search_regulations(search_query text, max_results integer default 5)
returns table (
  slug text, designation text, title_id text, title_en text, kind text, number integer, year smallint, status text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text;
begin
  if search_query is null or btrim(search_query) = '' then
    return;
  end if;
  pattern := '%' || replace(replace(replace(btrim(search_query), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select r.slug, r.designation, r.title_id, r.title_en, r.kind, r.number, r.year, public.regulation_status(r)
    from public.regulations as r
    where r.designation ilike pattern
      or (r.number || '/' || r.year) ilike pattern
      or (upper(split_part(r.kind, '-', 1)) || ' ' || r.number || '/' || r.year) ilike pattern
      or (upper(split_part(r.kind, '-', 1)) || ' nomor ' || r.number || ' tahun ' || r.year) ilike pattern
      or r.title_id ilike pattern
      or r.title_en ilike pattern
      or exists (select 1 from public.regulation_names n where n.regulation_id = r.id and n.name ilike pattern)
    order by r.year desc, r.number desc, r.id desc
    limit least(greatest(coalesce(max_results, 5), 0), 5);
end;
$$;

revoke all on function public.search_regulations(text, integer) from public;
grant execute on function public.search_regulations(text, integer) to anon, authenticated, service_role;
