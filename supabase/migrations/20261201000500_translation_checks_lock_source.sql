-- Translation links stay one level deep when two editors link at the same moment.
--
-- articles_check_translation reads the source of a new link before the link's foreign key locks that source.
-- If another transaction had just made the source a translation itself and not yet committed, the check read
-- the old row and passed, the foreign key then waited for the other commit, and both went through: a chain
-- (tests/db/translation-race.test.ts). The check now reads the source FOR SHARE: it waits for that commit and
-- reads the row as committed. (The other order was already safe: changing translated_from or lang is a key
-- update, which waits for the link's foreign-key lock, and its own check then sees the link.)

create or replace function public.articles_check_translation() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  source_lang text;
  source_parent bigint;
begin
  if new.translated_from is not null then
    select a.lang, a.translated_from into source_lang, source_parent
      from public.articles a where a.id = new.translated_from
      for share;
    if found then
      if source_parent is not null then
        raise exception 'article % cannot translate %, which is itself a translation', new.slug, new.translated_from
          using errcode = 'check_violation';
      end if;
      if source_lang = new.lang then
        raise exception 'a translation must differ in language from its source (both %)', new.lang
          using errcode = 'check_violation';
      end if;
    end if;
    if exists (select 1 from public.articles t where t.translated_from = new.id) then
      raise exception 'article % has translations and cannot itself be a translation', new.slug
        using errcode = 'check_violation';
    end if;
  end if;
  if tg_op = 'UPDATE' and new.lang is distinct from old.lang
     and exists (select 1 from public.articles t where t.translated_from = new.id and t.lang = new.lang) then
    raise exception 'article % has a translation in %', new.slug, new.lang
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
