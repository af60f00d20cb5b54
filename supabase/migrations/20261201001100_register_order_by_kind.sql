-- The register's order within a year: by kind, then by number, newest first (docs/decisions/0018).
--
-- The register listed a year's regulations by number across kinds (year desc, number desc), which put PMK 96/2023
-- before PP 58/2023 though the numbers of different kinds say nothing about which is newer; and no index served
-- that order, so every page scanned and sorted the table. A number does run in order of issue within one kind and
-- year, and most issue dates are not recorded (none may be guessed), so within a year the register now goes kind
-- by kind, in the order of the hierarchy of regulations (laws first), each kind newest number first.
--
-- kind_rank is that order as a column PostgREST can sort on; the check on kind lists the same kinds, and a kind
-- added there without a rank here fails on insert rather than sorting nowhere. Two indexes serve the register's
-- pages: one for the whole register or a year, one for a kind (with or without a year). They replace the two
-- that matched no query: regulations_newest (by issue date, which the register cannot sort on while most are
-- null) and regulations_kind_year.

alter table public.regulations
  add column kind_rank smallint not null generated always as (
    case kind
      when 'uu' then 1
      when 'perpu' then 2
      when 'pp' then 3
      when 'perpres' then 4
      when 'pmk' then 5
      when 'kmk' then 6
      when 'per-djp' then 7
      when 'se-djp' then 8
      when 'perda' then 9
    end
  ) stored;

comment on column public.regulations.kind_rank is
  'The register''s order of kinds within a year: the hierarchy of regulations, laws first (lib/regulations.ts REGULATION_KINDS).';

drop index public.regulations_newest;
drop index public.regulations_kind_year;

create index regulations_register_order on public.regulations (year desc, kind_rank, number desc, id desc);
create index regulations_kind_register_order on public.regulations (kind, year desc, kind_rank, number desc, id desc);
