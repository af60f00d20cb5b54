-- A cover the page can show, whatever tool writes it.
--
-- cover_image_url took any text. The page puts it in <img src> and in og:image, so a path without its leading
-- slash ("images/covers/x.jpg") resolved under each article's own address and never loaded, an http:// address
-- was mixed content, and "//host/x.jpg", "data:…" or a typo with a space made a cover no reader or crawler could
-- fetch. A cover is now a path on the site ("/images/covers/x.jpg") or an https address (a CDN, Supabase Storage),
-- without white space, at most 2,048 characters, as the regulations' source_url and authors' links are checked.
-- If a hosted database already holds another value, this migration fails and Postgres names the row.

alter table public.articles
  add constraint articles_cover_image_url_address check (
    cover_image_url is null
    or (
      cover_image_url ~ '^(/[^/\\[:space:]]|https://[^/?#\\[:space:]])[^[:space:]]*$'
      and length(cover_image_url) <= 2048
    )
  );

comment on column public.articles.cover_image_url is
  'A path on the site (/images/covers/x.jpg) or an https address; shown 1200×630 and used as the social image.';
