-- Undoes bench/ab/five-grams.sql.
drop function public.search_articles_five_grams(text, text, integer);
drop function search.rarest_grams_five(text, text, integer);
