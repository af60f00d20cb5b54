-- A category's own description, in each language: the line under its listing page's heading and the page's
-- description for search results and link previews. Optional: without one, the page uses a general line in its
-- language (and an English page never shows the Indonesian text).

alter table public.categories
  add column description text
    constraint categories_description_present
    check (description is null or (length(btrim(description)) > 0 and length(description) <= 300)),
  add column description_en text
    constraint categories_description_en_present
    check (description_en is null or (length(btrim(description_en)) > 0 and length(description_en) <= 300));

comment on column public.categories.description is
  'Indonesian description of the category (plain text, at most 300 characters), shown under its listing heading.';
comment on column public.categories.description_en is
  'English description of the category (plain text, at most 300 characters); English pages never fall back to the Indonesian one.';
