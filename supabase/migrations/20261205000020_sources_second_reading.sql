-- The second reading of 28 November 2026, ending 20261205000000 and 20261205000010 (split only to keep each file
-- short; the header of 20261205000000 says how it changes rows): the sources.

-- 3. Sources. A source the seed gave that does not hold the entry's facts (a chapter of UU 1/2022 on transfers to
--    the regions, a page that names a tax but none of its rates) or that is no reputable publisher (a personal
--    blog) is replaced where the row still has it; one without a reputable replacement is removed.

update public.regulations r
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('uu-1-2022', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', '2026-11-28')
) as v (slug, old_url, old_name, source_url, source_name, checked_on)
where r.slug = v.slug and r.source_url = v.old_url and r.source_name = v.old_name;

update public.glossary_entries g
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('kode-billing', 'https://aguspajak.com/2018/02/22/8-cara-membuat-kode-billing/', 'aguspajak.com', 'https://artikel.pajakku.com/masa-aktif-kode-billing-coretax-diperpanjang-jadi-14-hari', 'Pajakku', '2026-11-28'),
  ('pph-26', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', 'https://id.m.wikisource.org/wiki/Halaman:UU_Nomor_11_Tahun_2020_tentang_Cipta_Kerja.pdf/632', 'Wikisource', null),
  ('pbjt', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', null),
  ('pbb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://terc.lpem.org/seri-analisis-fiskal-tax-policy-brief-edisi-14-agustus-2025', 'LPEM FEB UI', null),
  ('bphtb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://bapenda.pekanbaru.go.id/layanan/bphtb', 'Bapenda Kota Pekanbaru', null),
  ('pkb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://peraturan.info/uu/2022/1/pasal-9', 'peraturan.info', null),
  ('bbnkb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://www.basishukum.com/uu/1/2022/II/kesatu/3?m=d', 'basishukum.com', null),
  ('opsen', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', null),
  ('pajak-daerah', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://www.basishukum.com/uu/1/2022/II/kesatu/13?m=d', 'basishukum.com', null),
  ('hkpd', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', '2026-11-28')
) as v (slug, old_url, old_name, source_url, source_name, checked_on)
where g.slug = v.slug and g.source_url = v.old_url and g.source_name = v.old_name;

update public.glossary_entries
set source_url = null, source_name = null, checked_on = null
where slug = 'sanksi-administrasi' and source_url = 'https://mantrie.com/sanksi-denda-administrasi-perpajakan/' and source_name = 'mantrie.com';

-- 4. Entries that had no source: the one found, where no source is recorded yet (one an editor entered is theirs).

update public.regulations r
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('uu-6-1983', 'https://datacenter.ortax.org/ortax/aturan/show/25055', 'Ortax', '2026-11-28'),
  ('uu-7-1983', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('uu-8-1983', 'https://jdih.kemenkeu.go.id/fulltext/1983/8Tahun~1983UU.HTM', 'JDIH Kemenkeu', null),
  ('uu-7-2021', 'https://www.cnnindonesia.com/ekonomi/20211119133558-532-723428/tanggal-main-aturan-pajak-dalam-uu-hpp', 'CNN Indonesia', null),
  ('pp-23-2018', 'https://suara.com/bisnis/2018/07/12/142144/pph-umkm-turun-jokowi-pelaku-usaha-pasti-senang', 'Suara.com', '2026-11-28'),
  ('pmk-252-2008', 'https://jdih.kemenkeu.go.id/FullText/2008/252~PMK.03~2008Per.HTM', 'JDIH Kemenkeu', null)
) as v (slug, source_url, source_name, checked_on)
where r.slug = v.slug and r.source_url is null and r.source_name is null and r.checked_on is null;

update public.glossary_entries g
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('banding', 'https://news-lite.ddtc.co.id/5-alasan-permohonan-peninjauan-kembali-di-tingkat-mahkamah-agung-1807481', 'DDTCNews', null),
  ('but', 'https://pajak.go.id/id/berita/unggah-siniar-baru-penyuluh-pajak-lto-bahas', 'DJP', null),
  ('carf', 'https://read.oecd.org/10.1787/08663d69-en?format=html', 'OECD', '2026-11-28'),
  ('cukai', 'https://id.wikisource.org/wiki/Halaman:UU_Nomor_7_Tahun_2021.pdf/98', 'Wikisource', null),
  ('djp', 'https://pajak.go.id/index.php/en/node/40676', 'DJP', null),
  ('dpp', 'https://web.iaiglobal.or.id/assets/materi/Sertifikasi/CA/modul/hbp/files/basic-html/page443.html', 'Ikatan Akuntan Indonesia', '2026-11-28'),
  ('keberatan', 'https://sippn.menpan.go.id/pelayanan-publik/8306178/kantor-wilayah-direktorat-jenderal-pajak-riau/keberatan', 'SIPPN KemenPANRB', null),
  ('kpp', 'https://pajak.go.id/index.php/en/node/40676', 'DJP', null),
  ('kurang-bayar', 'https://web.iaiglobal.or.id/assets/materi/Sertifikasi/CA/modul/hbp/files/basic-html/page158.html', 'Ikatan Akuntan Indonesia', null),
  ('kurs-pajak', 'https://fiskal.kemenkeu.go.id/informasi-publik/kurs-pajak?date=2021-01-01', 'BKF Kemenkeu', '2026-11-28'),
  ('lebih-bayar', 'https://money.kompas.com/read/2023/02/20/090727626/lebih-bayar-ppn-pilih-restitusi-atau-kompensasi?page=2', 'Kompas', '2026-11-28'),
  ('nppn', 'https://datacenter.ortax.org/ortax/uu/show/36?bab=53&pasal=141', 'Ortax', null),
  ('ntpn', 'https://klikpajak.id/blog/ntpn-nomor-transaksi-penerimaan-negara/', 'Klikpajak', '2026-11-28'),
  ('p3b', 'https://nasional.kontan.co.id/news/aturan-p3b-berubah-ditjen-pajak-umumkan-formulir-dgt-baru', 'Kontan', null),
  ('pembukuan', 'https://peraturan.bpk.go.id/Details/168825/pmk-no-54pmk032021', 'JDIH BPK', '2026-11-28'),
  ('pemeriksaan', 'https://news.ddtc.co.id/berita/nasional/1793928/lapor-spt-nyatakan-lebih-bayar-djp-bisa-lakukan-pemeriksaan-ini', 'DDTCNews', null),
  ('pemotong-pemungut', 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995', 'DDTCNews', null),
  ('pencatatan', 'https://news.ddtc.co.id/berita/nasional/1815186/lupa-sampaikan-pemberitahuan-nppn-ini-konsekuensinya', 'DDTCNews', null),
  ('pengadilan-pajak', 'https://news-lite.ddtc.co.id/5-alasan-permohonan-peninjauan-kembali-di-tingkat-mahkamah-agung-1807481', 'DDTCNews', '2026-11-28'),
  ('penghasilan-bruto', 'https://stats.pajak.go.id/en/calculation-article-25-income-tax', 'DJP', null),
  ('peredaran-bruto', 'https://news.ddtc.co.id/index.php/penentuan-besaran-peredaran-bruto-dalam-penghitungan-pph-final-umkm-1802260', 'DDTCNews', '2026-11-28'),
  ('pkp', 'https://news.ddtc.co.id/berita/nasional/1812363/omzet-akhirnya-di-atas-rp48-miliar-kapan-wp-ajukan-pengukuhan-pkp', 'DDTCNews', '2026-11-28'),
  ('pmse', 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995', 'DDTCNews', null),
  ('pph', 'https://datacenter.ortax.org/ortax/uu/show/36?type=penjelasan', 'Ortax', null),
  ('pph-23', 'https://stats.pajak.go.id/en/article-23-income-tax', 'DJP', null),
  ('pph-25', 'https://stats.pajak.go.id/en/calculation-article-25-income-tax', 'DJP', null),
  ('pph-badan', 'https://amp.kontan.co.id/news/pemerintah-batal-menurunkan-tarif-pph-badan-pada-tahun-2022-jadi-20', 'Kontan', '2026-11-28'),
  ('pps', 'https://www.idxchannel.com/economics/mau-ikutan-tax-amnesty-jilid-ii-simak-ketentuannya-di-sini/2', 'IDX Channel', '2026-11-28'),
  ('restitusi', 'https://datacenter.ortax.org/ortax/uu/show/12?bab=29&pasal=253&penjelasan=true', 'Ortax', '2026-11-28'),
  ('stp', 'https://news-lite.ddtc.co.id/ada-kurang-bayar-pajak-akibat-salah-tulishitung-stp-bisa-diterbitkan-1794107', 'DDTCNews', '2026-11-28'),
  ('thr', 'https://www.medcom.id/ekonomi/bisnis/xkEZ6j3K-waduh-thr-kena-pajak-lho', 'Medcom', '2026-11-28'),
  ('transfer-pricing', 'https://news.ddtc.co.id/komunitas/agenda/1814308/punya-transaksi-yang-dipengaruhi-hubungan-istimewa-wajib-paham-ini', 'DDTCNews', null)
) as v (slug, source_url, source_name, checked_on)
where g.slug = v.slug and g.source_url is null and g.source_name is null and g.checked_on is null;
