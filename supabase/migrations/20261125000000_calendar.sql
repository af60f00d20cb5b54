-- The tax calendar: the deadlines for paying and filing taxes, stored as rules an operator edits, and the
-- holidays that move a deadline to the next working day (docs/decisions/0020-tax-calendar.md). The dates
-- themselves are computed by the site (app/lib/calendar.ts), never stored, so a corrected holiday or rule moves
-- every deadline it touches at once. Like the register and the glossary, every row is public.

create table public.calendar_rules (
  id bigint generated always as identity primary key,
  -- Part of every feed UID (rule, period, language): change it and subscribers see new events.
  slug text not null unique
    constraint calendar_rules_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  -- monthly_day: day `day` of the month after the tax month (the 15th, the 20th);
  -- monthly_end: the last day of the month after the tax month;
  -- yearly_day: day `day` of month `month` of the year after the tax year (31 March);
  -- yearly_month_end: the last day of the `months_after`th month after the tax year (the 4th: 30 April).
  kind text not null
    constraint calendar_rules_kind check (kind in ('monthly_day', 'monthly_end', 'yearly_day', 'yearly_month_end')),
  -- At most 28 for monthly rules, so the day exists in every month; a month-end deadline is monthly_end.
  day smallint constraint calendar_rules_day_range check (day between 1 and 31),
  month smallint constraint calendar_rules_month_range check (month between 1 and 12),
  months_after smallint constraint calendar_rules_months_after_range check (months_after between 1 and 12),
  constraint calendar_rules_shape check (
    case kind
      when 'monthly_day' then day between 1 and 28 and month is null and months_after is null
      when 'monthly_end' then day is null and month is null and months_after is null
      -- The day must exist in every year: 29 February would not.
      when 'yearly_day' then month is not null and months_after is null and day is not null
        and day <= extract(day from make_date(2001, month, 1) + interval '1 month - 1 day')
      when 'yearly_month_end' then day is null and month is null and months_after is not null
    end
  ),
  name_id text not null constraint calendar_rules_name_id_present check (length(btrim(name_id)) > 0),
  name_en text not null constraint calendar_rules_name_en_present check (length(btrim(name_en)) > 0),
  -- The taxes it covers, as readers name them ("PPh 21/26, PPh 23/26, PPN …").
  taxes_id text not null constraint calendar_rules_taxes_id_present check (length(btrim(taxes_id)) > 0),
  taxes_en text not null constraint calendar_rules_taxes_en_present check (length(btrim(taxes_en)) > 0),
  -- The regulation that sets the deadline; unknown stays null rather than guessed.
  regulation_slug text references public.regulations (slug) on update cascade on delete set null,
  -- Order among deadlines on the same day.
  position smallint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.calendar_rules is
  'Tax deadline rules: when a payment or filing for a tax month or year is due, before the working-day rule.';

create index calendar_rules_regulation on public.calendar_rules (regulation_slug);

create trigger calendar_rules_touch_updated_at
  before update on public.calendar_rules
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

-- The glossary entries a rule's name uses (SPT, PPh, PPN), in the order the page lists them.
create table public.calendar_rule_terms (
  rule_id bigint not null references public.calendar_rules (id) on delete cascade,
  entry_id bigint not null references public.glossary_entries (id) on delete cascade,
  position smallint not null default 0,
  primary key (rule_id, entry_id)
);

create index calendar_rule_terms_entry on public.calendar_rule_terms (entry_id);

comment on table public.calendar_rule_terms is 'The glossary entries each calendar rule links to.';

-- Days on which no deadline falls: national holidays (hari libur nasional) and collective leave (cuti bersama),
-- both set each year by a joint ministerial decree.
create table public.calendar_holidays (
  id bigint generated always as identity primary key,
  holiday_on date not null,
  kind text not null constraint calendar_holidays_kind check (kind in ('holiday', 'collective_leave')),
  name_id text not null constraint calendar_holidays_name_id_present check (length(btrim(name_id)) > 0),
  name_en text not null constraint calendar_holidays_name_en_present check (length(btrim(name_en)) > 0),
  -- The decree that declares it, as written; null until someone has checked it.
  decree text constraint calendar_holidays_decree_present check (decree is null or length(btrim(decree)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint calendar_holidays_once unique (holiday_on, name_id)
);

comment on table public.calendar_holidays is 'National holidays and collective leave days: deadlines on them move to the next working day.';

create trigger calendar_holidays_touch_updated_at
  before update on public.calendar_holidays
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

-- Whether a year's holidays are all entered. A year without a row has none entered; an incomplete year holds
-- only the holidays known for sure. The pages say which, so a reader never takes a partial list for the whole.
create table public.calendar_holiday_years (
  year smallint primary key constraint calendar_holiday_years_range check (year between 2000 and 2100),
  complete boolean not null default false,
  decree text constraint calendar_holiday_years_decree_present check (decree is null or length(btrim(decree)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.calendar_holiday_years is 'Per year: whether its holiday list is complete, and the decree it follows.';

create trigger calendar_holiday_years_touch_updated_at
  before update on public.calendar_holiday_years
  for each row
  when (old.* is distinct from new.*)
  execute function public.touch_updated_at();

-- Row-level security: exactly as for articles' public tables. anon reads everything and writes nothing.
alter table public.calendar_rules enable row level security;
alter table public.calendar_rule_terms enable row level security;
alter table public.calendar_holidays enable row level security;
alter table public.calendar_holiday_years enable row level security;

create policy "calendar rules are public" on public.calendar_rules for select to anon, authenticated using (true);
create policy "calendar rule terms are public" on public.calendar_rule_terms
  for select to anon, authenticated using (true);
create policy "calendar holidays are public" on public.calendar_holidays for select to anon, authenticated using (true);
create policy "calendar holiday years are public" on public.calendar_holiday_years
  for select to anon, authenticated using (true);

revoke all on public.calendar_rules, public.calendar_rule_terms, public.calendar_holidays,
  public.calendar_holiday_years from anon, authenticated;
grant select on public.calendar_rules, public.calendar_rule_terms, public.calendar_holidays,
  public.calendar_holiday_years to anon, authenticated;
