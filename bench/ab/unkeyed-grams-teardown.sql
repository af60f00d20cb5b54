-- Undoes bench/ab/unkeyed-grams.sql.
drop function public.search_articles_unkeyed(text, text, integer);
drop index search.article_titles_unkeyed_grams;
drop function search.title_grams(text, text);
delete from search.gram_frequencies where strpos(gram, '|') = 0;
select search.refresh_gram_frequencies();
