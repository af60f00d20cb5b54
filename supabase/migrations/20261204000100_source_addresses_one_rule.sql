-- Every link column keeps to one rule, public.is_https_address (migration 20261204000000): the source columns
-- of the glossary, the calendar's rules, holiday years and waivers (migration 20261202000000) had their own,
-- looser check, which let a port past 65535 through. The constraints are added again so rows already held are
-- checked against the new rule too: a migration that finds one it refuses stops, and says which.
create or replace function public.source_url_valid(url text) returns boolean
language sql
immutable
set search_path = ''
as $$ select url is null or public.is_https_address(url) $$;

do $$
declare
  sourced text;
begin
  foreach sourced in array array['glossary_entries', 'calendar_holiday_years', 'calendar_rules', 'calendar_waivers'] loop
    execute format(
      'alter table public.%1$I
         drop constraint %1$s_source_url_valid,
         add constraint %1$s_source_url_valid check (public.source_url_valid(source_url))',
      sourced);
  end loop;
end;
$$;
