-- Seed rows are inserted today; make their bookkeeping dates match their publication so pages do not claim
-- every article was updated today. Some get a later update, as real corrections do, so the "Updated" notice
-- and its rule (app/lib/articles.ts: more than an hour after publication, or an editor's revised_at) show.
update public.articles
set created_at = coalesce(published_at, now()) - interval '2 hours',
    updated_at = coalesce(published_at, now())
where published_at is not null;

-- Corrected days later: the byline says "Diperbarui"/"Updated".
update public.articles
set updated_at = published_at + interval '2 days'
where published_at < now() - interval '10 days'
  and id % 7 = 0;

-- Updated the same day, hours after publication: these show the notice too.
update public.articles
set updated_at = published_at + interval '3 hours 25 minutes'
where slug in ('batas-spt-tahunan-orang-pribadi-31-maret', 'individual-tax-return-deadline-march-31',
               'kenaikan-ppn-12-persen-hanya-barang-mewah');

-- Touched minutes after publication (a typo, a caption): part of publishing, so no notice.
update public.articles
set updated_at = published_at + interval '12 minutes'
where slug in ('dirjen-pajak-coretax-tidak-ditarik-mundur', 'director-general-coretax-will-not-be-rolled-back',
               'cara-menghitung-pph-21-tarif-efektif-rata-rata');

-- An editor marked the substantive update; a later small fix moved updated_at, but the notice keeps the
-- editor's date.
update public.articles
set revised_at = published_at + interval '5 hours 5 minutes',
    updated_at = published_at + interval '4 days'
where slug = 'aturan-lengkap-pph-21-skema-ter-pmk-168-2023';
