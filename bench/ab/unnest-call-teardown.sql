drop function if exists public.search_articles_unnest_call(text, text, integer);
