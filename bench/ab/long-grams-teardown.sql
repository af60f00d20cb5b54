-- Undoes bench/ab/long-grams.sql.
drop function public.search_articles_long_grams(text, text, integer);
drop function search.rarest_grams_long(text, text, integer);
drop index search.article_titles_long_grams;
drop function search.lang_title_long_grams(text, text);
select search.refresh_gram_frequencies();
