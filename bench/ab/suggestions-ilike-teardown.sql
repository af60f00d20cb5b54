-- Undoes bench/ab/suggestions-ilike.sql.
drop function public.search_all_ilike(text, text, integer);
drop function public.search_regulations_ilike(text, integer);
drop function public.search_glossary_ilike(text, integer);
