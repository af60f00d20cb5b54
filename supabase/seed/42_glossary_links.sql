-- Two terms the seed headlines use that 40_ and 41_ do not cover, then related entries across those two files
-- (each pair once).
insert into public.glossary_entries (slug, term_id, term_en, abbreviation, aliases_id, aliases_en, definition_id, definition_en) values
  ('pbjt', 'Pajak Barang dan Jasa Tertentu', 'Tax on certain goods and services', 'PBJT', '{}', '{}',
   $def$Pajak daerah berbasis konsumsi yang diatur dalam UU HKPD. PBJT menggabungkan pajak hotel, pajak restoran, pajak hiburan, pajak parkir, dan pajak penerangan jalan ke dalam satu jenis pajak.$def$,
   $def$A consumption-based regional tax set out in the HKPD Law. It merges the hotel, restaurant, entertainment, parking and street-lighting taxes into a single tax.$def$),
  ('carf', 'Kerangka Pelaporan Aset Kripto', 'Crypto-Asset Reporting Framework', 'CARF', '{}', '{}',
   $def$Standar OECD untuk pertukaran informasi otomatis atas transaksi aset kripto. Penyedia jasa aset kripto mengumpulkan data pengguna dan transaksinya lalu melaporkannya kepada otoritas pajak, yang kemudian mempertukarkannya dengan otoritas pajak negara lain.$def$,
   $def$An OECD standard for the automatic exchange of information on crypto-asset transactions. Crypto-asset service providers collect data on their users and transactions and report it to the tax authority, which exchanges it with the tax authorities of other countries.$def$);

insert into public.glossary_regulations (entry_id, regulation_id)
select g.id, r.id from public.glossary_entries g join public.regulations r on r.slug = 'uu-1-2022' where g.slug = 'pbjt';

insert into public.glossary_related (entry_id, related_id)
select a.id, b.id
from (values
  ('hkpd', 'pajak-daerah'),
  ('hkpd', 'opsen'),
  ('hkpd', 'pkb'),
  ('hkpd', 'pbb'),
  ('hkpd', 'bphtb'),
  ('ppn', 'pkp'),
  ('ppn', 'faktur-pajak'),
  ('ppn', 'e-faktur'),
  ('pph-21', 'bukti-potong'),
  ('pph-21', 'e-bupot'),
  ('pph-23', 'bukti-potong'),
  ('pph', 'spt-tahunan'),
  ('pph', 'pph-25'),
  ('pph', 'wajib-pajak'),
  ('ptkp', 'wajib-pajak'),
  ('pph-final-umkm', 'nppn'),
  ('pbjt', 'pajak-daerah'),
  ('pbjt', 'hkpd')
) as pair (a_slug, b_slug)
join public.glossary_entries a on a.slug = pair.a_slug
join public.glossary_entries b on b.slug = pair.b_slug
on conflict do nothing;
