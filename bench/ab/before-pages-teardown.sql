drop function if exists public.search_articles_before_pages(text, text, integer);
