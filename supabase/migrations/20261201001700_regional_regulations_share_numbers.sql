-- Regional regulations share numbers. A perda is numbered within its province, regency or city, so "Nomor 1 Tahun
-- 2024" names one in many regions; that is why citations never name one by its key (app/lib/citations.ts). Yet
-- cite_key (kind/number/year) was unique across the register, so the second region's regulation of a number and
-- year could not be entered at all. The key stays unique for every other kind, whose numbers run nationally; the
-- citation parsers never produce a perda key, so no article can cite the wrong region's.

alter table public.regulations drop constraint regulations_cite_key_unique;

create unique index regulations_cite_key_unique on public.regulations (cite_key) where kind <> 'perda';
