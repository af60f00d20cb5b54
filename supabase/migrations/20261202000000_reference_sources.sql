-- Reference facts carry their source and the day they were last checked against it (docs/decisions/0048): every
-- regulation, deadline rule, holiday year and glossary entry records where it comes from (an address and a short
-- name such as "JDIH Kemenkeu") and when someone last read that source. A fact without them says so on its page.
-- And whether a deadline moves to the next working day is a fact of its rule, with its legal basis, not the site's
-- code: annual returns do not move (UU KUP Article 3(3)), payments do (PMK 81/2024 Article 100).

-- A source's address: https, a host with a dot, no white space anywhere. regulations.source_url keeps its own
-- check (migration 20261123000000); the new columns use this one, which every address it accepts also passes.
create function public.source_url_valid(url text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is null
    or url ~ '^https://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:[0-9]{1,5})?([/?#][^[:space:]]*)?$'
$$;

-- A source's short name as a reader knows it ("JDIH Kemenkeu", "JDIH BPK", "DJP"): no surrounding white space.
create function public.source_name_valid(name text) returns boolean
language sql
immutable
set search_path = ''
as $$ select name is null or (name ~ '^[^[:space:]](.*[^[:space:]])?$' and length(name) <= 60) $$;

revoke execute on function public.source_url_valid(text), public.source_name_valid(text) from public, anon, authenticated;

-- The regulation register already had source_url.
alter table public.regulations
  add column source_name text constraint regulations_source_name_valid check (public.source_name_valid(source_name)),
  -- Every date the site reads is one it can read (migration 20261201001400), as on every other date column.
  add column checked_on date constraint regulations_checked_on_readable check (public.readable_date(checked_on)),
  -- A name names an address. (A checked date without one is shown as no source at all.)
  add constraint regulations_source_named check (source_name is null or source_url is not null);

-- The same three columns and checks on each of the other sourced tables; there a name and an address go together.
do $$
declare
  sourced text;
begin
  foreach sourced in array array['glossary_entries', 'calendar_holiday_years', 'calendar_rules'] loop
    execute format(
      'alter table public.%1$I
         add column source_url text constraint %1$s_source_url_valid check (public.source_url_valid(source_url)),
         add column source_name text constraint %1$s_source_name_valid check (public.source_name_valid(source_name)),
         add column checked_on date constraint %1$s_checked_on_readable check (public.readable_date(checked_on)),
         add constraint %1$s_source_named check ((source_name is null) = (source_url is null))',
      sourced);
  end loop;
end;
$$;

alter table public.calendar_rules
  -- True: a deadline on a Saturday, Sunday, national holiday or collective leave day moves to the next working day.
  -- False: it stays on that day.
  add column moves_to_working_day boolean not null default true,
  -- The provision that decides it, as readers cite it: "UU KUP Pasal 3 ayat 3" / "KUP Law Article 3(3)". Null
  -- while unchecked: the page says the basis is not yet recorded.
  add column working_day_basis_id text,
  add column working_day_basis_en text,
  -- For a deadline that stays: what the basis says, as a clause ("batas SPT Tahunan tidak bergeser" / "the annual
  -- return deadline does not move"), which the page puts after the day it stays on.
  add column stays_reason_id text,
  add column stays_reason_en text,
  add constraint calendar_rules_working_day_basis check (
    (working_day_basis_id is null) = (working_day_basis_en is null)
    and (working_day_basis_id is null or (length(btrim(working_day_basis_id)) > 0 and length(btrim(working_day_basis_en)) > 0))
  ),
  -- A deadline stays put only on a cited basis, and says why; one that moves has no such clause.
  add constraint calendar_rules_stays_reason check (
    (stays_reason_id is null) = (stays_reason_en is null)
    and (stays_reason_id is null or (length(btrim(stays_reason_id)) > 0 and length(btrim(stays_reason_en)) > 0))
    and moves_to_working_day = (stays_reason_id is null)
    and (moves_to_working_day or working_day_basis_id is not null)
  );

comment on column public.calendar_rules.moves_to_working_day is
  'Whether a deadline on a non-working day moves to the next working day; working_day_basis_* cites why.';

-- An official waiver for one period of a rule: the deadline stays, and the decree waives the penalties for
-- filing or paying late up to a date (KEP-79/PJ/2025 for individuals' 2024 annual returns). Shown beside that
-- period's deadline. Entered only with its source: a waiver we cannot point to is not one.
create table public.calendar_waivers (
  id bigint generated always as identity primary key,
  rule_slug text not null references public.calendar_rules (slug) on update cascade on delete cascade,
  -- The tax month (YYYY-MM) or tax year (YYYY) it concerns, as the calendar names a deadline's period.
  period text not null constraint calendar_waivers_period_format check (period ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'),
  -- The decree as written: "KEP-79/PJ/2025".
  decree text not null constraint calendar_waivers_decree_present check (length(btrim(decree)) > 0),
  waived_until date not null constraint calendar_waivers_waived_until_readable check (public.readable_date(waived_until)),
  -- What it waives, in a sentence per language.
  text_id text not null constraint calendar_waivers_text_id_present check (length(btrim(text_id)) > 0),
  text_en text not null constraint calendar_waivers_text_en_present check (length(btrim(text_en)) > 0),
  source_url text not null constraint calendar_waivers_source_url_valid check (public.source_url_valid(source_url)),
  source_name text not null constraint calendar_waivers_source_name_valid check (public.source_name_valid(source_name)),
  checked_on date not null constraint calendar_waivers_checked_on_readable check (public.readable_date(checked_on)),
  created_at timestamptz not null default now() constraint calendar_waivers_created_at_readable check (public.readable_time(created_at)),
  updated_at timestamptz not null default now() constraint calendar_waivers_updated_at_readable check (public.readable_time(updated_at)),
  constraint calendar_waivers_once unique (rule_slug, period, decree)
);

comment on table public.calendar_waivers is
  'Official waivers of the penalties for one period of a deadline rule, with the decree and its source.';

create trigger calendar_waivers_touch_updated_at
  before update on public.calendar_waivers
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

-- A waiver is shown with its rule's deadline: adding, editing or removing one changes the calendar, which is dated
-- by its rules' updated_at (the sitemaps' lastmod, the feed's Last-Modified), so it moves the rule's.
create function public.touch_rule_of_waiver() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  update public.calendar_rules set updated_at = now() where slug in (new.rule_slug, old.rule_slug);
  return null;
end;
$$;

revoke execute on function public.touch_rule_of_waiver() from public;

create trigger calendar_waivers_touch_rule
  after insert or update or delete on public.calendar_waivers
  for each row
  execute function public.touch_rule_of_waiver();

-- Row-level security: as for the rest of the calendar. anon reads everything and writes nothing.
alter table public.calendar_waivers enable row level security;
create policy "calendar waivers are public" on public.calendar_waivers for select to anon, authenticated using (true);
revoke all on public.calendar_waivers from anon, authenticated;
grant select on public.calendar_waivers to anon, authenticated;
