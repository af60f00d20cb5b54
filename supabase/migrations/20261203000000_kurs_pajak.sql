-- Kurs pajak: the weekly tax exchange rates the Minister of Finance fixes in a KMK, valid from a Wednesday to
-- the Tuesday after (two or three weeks around Idulfitri), for 25 currencies (docs/kurs-pajak.md). A week is all its currencies or nothing, weeks
-- never overlap, and every value is kept exactly as published (numeric, never a float). Like the register and
-- the glossary every row is public: anon reads, nobody but an editor's own connection writes.

-- The sections' segments: a category of that name would be shadowed by the section.
alter table public.categories add constraint categories_slug_not_reserved_kurs check (
  slug not in ('kurs-pajak', 'tax-exchange-rates')
);

-- The currencies a KMK lists, in the order of its table. Indonesian names as the Fiscal Policy Agency's kurs
-- pajak page writes them; the yen is quoted per 100, every other currency per 1.
create table public.kurs_currencies (
  code text primary key constraint kurs_currencies_code_format check (code ~ '^[A-Z]{3}$'),
  name_id text not null constraint kurs_currencies_name_id_present check (length(btrim(name_id)) > 0),
  name_en text not null constraint kurs_currencies_name_en_present check (length(btrim(name_en)) > 0),
  unit smallint not null constraint kurs_currencies_unit check (unit in (1, 100)),
  position smallint not null unique
);

comment on table public.kurs_currencies is 'The 25 currencies of the weekly kurs pajak, in the KMK''s order; value is rupiah per unit.';

insert into public.kurs_currencies (code, name_id, name_en, unit, position) values
  ('USD', 'Dolar Amerika Serikat', 'US dollar', 1, 1),
  ('AUD', 'Dolar Australia', 'Australian dollar', 1, 2),
  ('CAD', 'Dolar Kanada', 'Canadian dollar', 1, 3),
  ('DKK', 'Kroner Denmark', 'Danish krone', 1, 4),
  ('HKD', 'Dolar Hongkong', 'Hong Kong dollar', 1, 5),
  ('MYR', 'Ringgit Malaysia', 'Malaysian ringgit', 1, 6),
  ('NZD', 'Dolar Selandia Baru', 'New Zealand dollar', 1, 7),
  ('NOK', 'Kroner Norwegia', 'Norwegian krone', 1, 8),
  ('GBP', 'Poundsterling Inggris', 'Pound sterling', 1, 9),
  ('SGD', 'Dolar Singapura', 'Singapore dollar', 1, 10),
  ('SEK', 'Kroner Swedia', 'Swedish krona', 1, 11),
  ('CHF', 'Franc Swiss', 'Swiss franc', 1, 12),
  ('JPY', 'Yen Jepang', 'Japanese yen', 100, 13),
  ('MMK', 'Kyat Myanmar', 'Myanmar kyat', 1, 14),
  ('INR', 'Rupee India', 'Indian rupee', 1, 15),
  ('KWD', 'Dinar Kuwait', 'Kuwaiti dinar', 1, 16),
  ('PKR', 'Rupee Pakistan', 'Pakistani rupee', 1, 17),
  ('PHP', 'Peso Philipina', 'Philippine peso', 1, 18),
  ('SAR', 'Riyal Saudi Arabia', 'Saudi riyal', 1, 19),
  ('LKR', 'Rupee Sri Lanka', 'Sri Lankan rupee', 1, 20),
  ('THB', 'Baht Thailand', 'Thai baht', 1, 21),
  ('BND', 'Dolar Brunei Darussalam', 'Brunei dollar', 1, 22),
  ('EUR', 'Euro', 'Euro', 1, 23),
  ('CNY', 'Yuan Renminbi Tiongkok', 'Chinese yuan renminbi', 1, 24),
  ('KRW', 'Won Korea', 'South Korean won', 1, 25);

create table public.kurs_weeks (
  id bigint generated always as identity primary key,
  -- Exactly as published; its shape changed over the years (56/KM.10/2020, 2/KM.10/KF.4/2024,
  -- 31/MK/EF.2/2025). It ends with the year it was issued: the week's own, or the year before for a week that
  -- starts on the first days of January. Null while no source at hand names it: a number is never inferred from
  -- its neighbours, and the pages say it is not recorded.
  kmk text unique
    constraint kurs_weeks_kmk_format check (kmk ~ '^[1-9][0-9]*(/[A-Z0-9]+(\.[A-Z0-9]+)*)+/[0-9]{4}$'),
  valid_from date not null
    -- ISO day of the week 3: Wednesday.
    constraint kurs_weeks_starts_wednesday check (extract(isodow from valid_from) = 3),
  -- To a Tuesday: seven days, or whole weeks more where one decree covers Idulfitri (14 days in 2024 to 2026,
  -- 21 in 2018).
  valid_to date not null
    constraint kurs_weeks_whole_weeks check ((valid_to - valid_from + 1) in (7, 14, 21, 28)),
  -- Where the week was checked, and by whom it is published.
  source_url text not null
    constraint kurs_weeks_source_url_https check (source_url ~ '^https://[^/?#[:space:]]+[^[:space:]]*$' and length(source_url) <= 2048),
  source_name text not null constraint kurs_weeks_source_name_present check (length(btrim(source_name)) > 0),
  -- What else the check rests on, as the editor wrote it (where the values were read when the source above gives
  -- the KMK number and the dates only).
  source_note text constraint kurs_weeks_source_note_present check (source_note is null or length(btrim(source_note)) > 0),
  -- When an editor compared every value with the source.
  checked_on date not null,
  entered_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint kurs_weeks_kmk_year check (
    right(kmk, 4)::int between extract(year from valid_from)::int - 1 and extract(year from valid_from)::int
  ),
  constraint kurs_weeks_checked_after_publication check (checked_on >= valid_from - 14),
  -- As every date of the content tables (20261201001400_readable_dates.sql).
  constraint kurs_weeks_dates_readable check (
    public.readable_date(valid_from) and public.readable_date(valid_to) and public.readable_date(checked_on)
    and public.readable_time(entered_at) and public.readable_time(updated_at)
  ),
  -- No day is in two weeks. A range type's own GiST operator class: no extension needed.
  constraint kurs_weeks_no_overlap exclude using gist (daterange(valid_from, valid_to, '[]') with &&)
);

comment on table public.kurs_weeks is 'One KMK of kurs pajak: its number, the Wednesday to Tuesday it applies to, and where it was checked.';

create index kurs_weeks_valid_from on public.kurs_weeks (valid_from);

create trigger kurs_weeks_touch_updated_at
  before update on public.kurs_weeks
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

create table public.kurs_rates (
  week_id bigint not null references public.kurs_weeks (id) on delete cascade,
  currency text not null references public.kurs_currencies (code),
  -- Rupiah per unit of the currency (per 100 yen), to the cent as published: a third decimal is refused, not
  -- rounded, so a mistyped value never passes as a plausible one.
  value numeric not null constraint kurs_rates_value_valid check (value > 0 and value = round(value, 2) and value < 1e12),
  primary key (week_id, currency)
);

comment on table public.kurs_rates is 'The rupiah value of each currency in a kurs pajak week.';

-- One currency's history, week by week.
create index kurs_rates_currency on public.kurs_rates (currency, week_id) include (value);

-- A week is all the currencies or none, checked when the transaction commits, so a week and its rates can be
-- written in any order inside one. A week deleted as a whole (its rates cascade) passes.
create function public.kurs_check_week_complete() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  week_ids bigint[];
  each_id bigint;
  have integer;
  want integer;
begin
  if tg_table_name = 'kurs_weeks' then
    week_ids := array[new.id];
  elsif tg_op = 'INSERT' then
    week_ids := array[new.week_id];
  elsif tg_op = 'DELETE' then
    week_ids := array[old.week_id];
  else
    week_ids := array[old.week_id, new.week_id];
  end if;
  select count(*) into want from public.kurs_currencies;
  foreach each_id in array week_ids loop
    if exists (select 1 from public.kurs_weeks where id = each_id) then
      select count(*) into have from public.kurs_rates where week_id = each_id;
      if have <> want then
        raise exception 'kurs week from % has % of its % rates: a week is all its currencies or nothing',
          (select valid_from from public.kurs_weeks where id = each_id), have, want
          using errcode = 'check_violation', constraint = 'kurs_week_complete';
      end if;
    end if;
  end loop;
  return null;
end
$$;

create constraint trigger kurs_weeks_complete
  after insert on public.kurs_weeks
  deferrable initially deferred
  for each row execute function public.kurs_check_week_complete();

create constraint trigger kurs_rates_complete
  after insert or update or delete on public.kurs_rates
  deferrable initially deferred
  for each row execute function public.kurs_check_week_complete();

-- A changed rate is a changed week: the pages' and the API's validators follow updated_at.
create function public.kurs_rates_touch_week() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.kurs_weeks set updated_at = now() where id in (old.week_id, new.week_id) and updated_at < now();
  return null;
end
$$;

create trigger kurs_rates_touch_week
  after update on public.kurs_rates
  for each row
  when (old.* is distinct from new.*)
  execute function public.kurs_rates_touch_week();

-- The one way the importer (npm run kurs:import) and the seed write a week: the week and all its rates in one
-- statement, checked at once rather than at commit, so the error names the week. `rates` is a JSON array of
-- {"code": "USD", "value": "14228.00"}; values are JSON strings, read as numeric without passing through a float.
create function public.import_kurs_week(
  week_kmk text,
  week_from date,
  week_to date,
  week_source_url text,
  week_source_name text,
  week_source_note text,
  week_checked_on date,
  rates jsonb
) returns bigint
language plpgsql
set search_path = ''
as $$
declare
  new_id bigint;
begin
  if jsonb_typeof(rates) is distinct from 'array' then
    raise exception 'rates must be a JSON array' using errcode = 'invalid_parameter_value';
  end if;
  insert into public.kurs_weeks (kmk, valid_from, valid_to, source_url, source_name, source_note, checked_on)
  values (week_kmk, week_from, week_to, week_source_url, week_source_name, week_source_note, week_checked_on)
  returning id into new_id;
  insert into public.kurs_rates (week_id, currency, value)
  select new_id, rate ->> 'code', (rate ->> 'value')::numeric from jsonb_array_elements(rates) as rate;
  -- The whole-week check now rather than at commit, then deferred again for whatever else the transaction writes.
  set constraints public.kurs_weeks_complete, public.kurs_rates_complete immediate;
  set constraints public.kurs_weeks_complete, public.kurs_rates_complete deferred;
  return new_id;
end
$$;

-- The read functions' helpers, out of the API's reach (PostgREST serves the public schema alone).
create schema kurs;
revoke all on schema kurs from public;
comment on schema kurs is 'Internal helpers of the kurs pajak read functions in public.';

-- A week as the pages read it: its facts and its rates as [code, value] pairs in the KMK's order, each value a
-- string with two decimals, so no reader ever sees it as a float.
create function kurs.week_json(w public.kurs_weeks) returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'kmk', w.kmk, 'valid_from', w.valid_from, 'valid_to', w.valid_to, 'source_url', w.source_url,
    'source_name', w.source_name, 'source_note', w.source_note, 'checked_on', w.checked_on, 'entered_at', w.entered_at,
    'rates', (
      select coalesce(json_agg(json_build_array(r.currency, round(r.value, 2)::text) order by c.position), '[]')
      from public.kurs_rates r join public.kurs_currencies c on c.code = r.currency
      where r.week_id = w.id
    )
  )
$$;

-- What every kurs answer carries beside its weeks: the currencies, the first and last recorded weeks, and the
-- latest change to any week (the validators and the pages' "recorded from … to …").
create function kurs.context() returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'currencies', (
      select json_agg(json_build_object('code', code, 'name_id', name_id, 'name_en', name_en, 'unit', unit) order by position)
      from public.kurs_currencies
    ),
    'first', (select json_build_object('valid_from', valid_from, 'valid_to', valid_to)
              from public.kurs_weeks order by valid_from limit 1),
    'last', (select json_build_object('valid_from', valid_from, 'valid_to', valid_to)
             from public.kurs_weeks order by valid_from desc limit 1),
    'changed_at', (select max(updated_at) from public.kurs_weeks)
  )
$$;

-- The week in force on `day`, or, when none is recorded for it, the latest that started before it; and the
-- week just before that one when it is recorded (for each rate's change). The page and the API decide what
-- "in force" means from the dates: this function never passes one week off as another.
create function public.kurs_week_on(day date) returns json
language sql
stable
security definer
set search_path = ''
as $$
  with chosen as (
    select w from public.kurs_weeks w where w.valid_from <= day order by w.valid_from desc limit 1
  )
  select json_build_object(
    'week', (select kurs.week_json(chosen.w) from chosen),
    'previous', (
      select kurs.week_json(p) from public.kurs_weeks p, chosen where p.valid_to = (chosen.w).valid_from - 1
    ),
    'context', kurs.context()
  )
$$;

-- One currency's every week, oldest first, as [valid_from, valid_to, kmk, value]; null for an unknown code.
create function public.kurs_history(currency_code text) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'code', c.code,
    'weeks', (
      select coalesce(json_agg(json_build_array(w.valid_from, w.valid_to, w.kmk, round(r.value, 2)::text) order by w.valid_from), '[]')
      from public.kurs_rates r join public.kurs_weeks w on w.id = r.week_id
      where r.currency = c.code
    ),
    'context', kurs.context()
  )
  from public.kurs_currencies c where c.code = currency_code
$$;

-- The newest `newest` weeks (every week when null), newest first, each with its rates: the feed and the CSV.
create function public.kurs_week_list(newest integer default null) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'weeks', (
      select coalesce(json_agg(kurs.week_json(w) order by w.valid_from desc), '[]')
      from (select * from public.kurs_weeks order by valid_from desc limit greatest(0, least(newest, 100000))) w
    ),
    'context', kurs.context()
  )
$$;

-- Row-level security: exactly as for the register and the glossary. anon reads everything and writes nothing.
alter table public.kurs_currencies enable row level security;
alter table public.kurs_weeks enable row level security;
alter table public.kurs_rates enable row level security;

create policy "kurs currencies are public" on public.kurs_currencies for select to anon, authenticated using (true);
create policy "kurs weeks are public" on public.kurs_weeks for select to anon, authenticated using (true);
create policy "kurs rates are public" on public.kurs_rates for select to anon, authenticated using (true);

revoke all on public.kurs_currencies, public.kurs_weeks, public.kurs_rates from anon, authenticated;
grant select on public.kurs_currencies, public.kurs_weeks, public.kurs_rates to anon, authenticated;

-- Only an editor's own connection imports. The API roles read through the three read functions, which run as
-- their owner (every row they read is public anyway) so that their helpers need not be callable on their own.
revoke execute on function public.import_kurs_week(text, date, date, text, text, text, date, jsonb)
  from public, anon, authenticated;
revoke execute on function public.kurs_check_week_complete() from public, anon, authenticated;
revoke execute on function public.kurs_rates_touch_week() from public, anon, authenticated;
revoke execute on function kurs.week_json(public.kurs_weeks), kurs.context() from public, anon, authenticated;
grant execute on function public.kurs_week_on(date), public.kurs_history(text), public.kurs_week_list(integer)
  to anon, authenticated;
