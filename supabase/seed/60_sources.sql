-- Where each register entry and glossary entry comes from, and when it was checked. Runs after the register and
-- glossary seeds. Migration 20261204000200 brings a database seeded before it to the same rows, with the same
-- statements: tests/db/reference-sources-migration.test.ts holds the two to each other.
--
-- Only sources that were read are entered; an entry without one keeps none, and its page says no source is recorded
-- (docs/decisions/0048). An entry whose source showed that its text needed a correction of its own was corrected first
-- (60_corrections.sql); a checked date says the entry agrees with its source, and one without is still to be read
-- against it.

update public.regulations r
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('uu-10-2020', 'https://news.harianjogja.com/read/2021/01/25/500/1061804/simak-ini-dokumen-yang-dikenai-bea-meterai-rp10000', 'Harian Jogja', '2026-11-28'),
  ('uu-1-2022', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', '2026-11-28'),
  ('pp-55-2022', 'https://peraturan.bpk.go.id/Details/233488/pp-no-55-tahun-202', 'JDIH BPK', '2026-11-28'),
  ('pp-58-2023', 'https://fliphtml5.com/zhohk/dhzg/Slides_DJP_-_PP_Nomor_58_Tahun_2023_PPh_TER/4', 'DJP', '2026-11-28'),
  ('pmk-61-2022', 'https://peraturan.bpk.go.id/Home/Details/206311/pmk-no-61pmk032022', 'JDIH BPK', '2026-11-28'),
  ('pmk-112-2022', 'https://peraturan.bpk.go.id/Home/Details/217310/pmk-no-112pmk032022', 'JDIH BPK', '2026-11-28'),
  ('pmk-136-2023', 'https://news.ddtc.co.id/pmk-baru-implementasi-penuh-nik-sebagai-npwp-mundur-jadi-1-juli-2024-1799156', 'DDTCNews', '2026-11-28'),
  ('pmk-96-2023', 'https://jdih.kemenkeu.go.id/dok/pmk-96-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('pmk-168-2023', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('pmk-81-2024', 'https://news-lite.ddtc.co.id/pmk-terbaru-soal-coretax-system-sudah-terbit-download-di-sini-1806650', 'DDTCNews', '2026-11-28'),
  ('pmk-131-2024', 'https://kompas.tv/ekonomi/564059/isi-pmk-131-tahun-2024-format-pdf-aturan-baru-kemenkeu-ppn-12-persen-untuk-barang-mewah?page=all', 'Kompas TV', '2026-11-28'),
  ('pmk-136-2024', 'https://news.ddtc.co.id/berita/nasional/1808456/sri-mulyani-pajak-minimum-global-bikin-iklim-investasi-lebih-sehat', 'DDTCNews', '2026-11-28'),
  ('per-11-pj-2025', 'https://news.ddtc.co.id/berita/nasional/1811018/peraturan-baru-djp-tetapkan-format-spt-bupot-dan-faktur-era-coretax', 'DDTCNews', '2026-11-28'),
  ('pmk-10-2025', 'https://datacenter.ortax.org/ortax/aturan/show/26105', 'Ortax', '2026-11-28'),
  ('pmk-11-2025', 'https://pajak.go.id/id/siaran-pers/pemerintah-terbitkan-aturan-dpp-nilai-lain-dan-besaran-tertentu-ppn', 'DJP', '2026-11-28')
) as v (slug, source_url, source_name, checked_on)
where r.slug = v.slug and r.source_url is null and r.source_name is null and r.checked_on is null;

update public.glossary_entries g
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('kms', 'https://news.ddtc.co.id/berita/nasional/1808700/pmk-omnibus-terbit-tarif-ppn-kegiatan-membangun-sendiri-tetap-22', 'DDTCNews', '2026-11-28'),
  ('spt-tahunan', 'https://pajak.go.id/id/batas-waktu-lapor', 'DJP', '2026-11-28'),
  ('spt-masa', 'https://pajak.go.id/id/pelaporan-spt-masa-pajak-penghasilan', 'DJP', '2026-11-28'),
  ('spt', 'https://pajak.go.id/id/pelaporan-spt-masa-pajak-penghasilan', 'DJP', '2026-11-28'),
  ('ppn', 'https://kompas.tv/ekonomi/564059/isi-pmk-131-tahun-2024-format-pdf-aturan-baru-kemenkeu-ppn-12-persen-untuk-barang-mewah?page=all', 'Kompas TV', '2026-11-28'),
  ('dpp-nilai-lain', 'https://pajak.go.id/id/siaran-pers/pemerintah-terbitkan-aturan-dpp-nilai-lain-dan-besaran-tertentu-ppn', 'DJP', '2026-11-28'),
  ('ppnbm', 'https://radarlambar.bacakoran.co/read/17665/ppn-12-persen-untuk-barang-mewah-berlaku-penuh-pada-1-februari-2025-januari-adalah-masa-transisi', 'Radar Lambar', '2026-11-28'),
  ('pph-final-umkm', 'https://peraturan.bpk.go.id/Details/233488/pp-no-55-tahun-202', 'JDIH BPK', '2026-11-28'),
  ('umkm', 'https://news.ddtc.co.id/berita/nasional/1815277/pp-552022-direvisi-formula-omzet-pph-final-umkm-bakal-ikut-diubah', 'DDTCNews', null),
  ('ter', 'https://fliphtml5.com/zhohk/dhzg/Slides_DJP_-_PP_Nomor_58_Tahun_2023_PPh_TER/4', 'DJP', '2026-11-28'),
  ('pph-21', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('pajak-minimum-global', 'https://news.ddtc.co.id/berita/nasional/1808456/sri-mulyani-pajak-minimum-global-bikin-iklim-investasi-lebih-sehat', 'DDTCNews', '2026-11-28'),
  ('dtp', 'https://datacenter.ortax.org/ortax/aturan/show/26105', 'Ortax', '2026-11-28'),
  ('ptkp', 'https://www.idxchannel.com/economics/cara-menghitung-penghasilan-tidak-kena-pajak-atau-ptkp-mudah-dan-cepat/2', 'IDX Channel', '2026-11-28'),
  ('npwp', 'https://peraturan.bpk.go.id/Home/Details/217310/pmk-no-112pmk032022', 'JDIH BPK', '2026-11-28'),
  ('nik', 'https://peraturan.bpk.go.id/Home/Details/217310/pmk-no-112pmk032022', 'JDIH BPK', '2026-11-28'),
  ('nitku', 'https://peraturan.bpk.go.id/Home/Details/217310/pmk-no-112pmk032022', 'JDIH BPK', '2026-11-28'),
  ('coretax', 'https://news-lite.ddtc.co.id/pmk-terbaru-soal-coretax-system-sudah-terbit-download-di-sini-1806650', 'DDTCNews', '2026-11-28'),
  ('faktur-pajak', 'https://tbrights.com/coretax-update-to-improve-tax-services', 'TB Rights', '2026-11-28'),
  ('e-faktur', 'https://tbrights.com/coretax-update-to-improve-tax-services', 'TB Rights', '2026-11-28'),
  ('bukti-potong', 'https://news.ddtc.co.id/berita/nasional/1811018/peraturan-baru-djp-tetapkan-format-spt-bupot-dan-faktur-era-coretax', 'DDTCNews', '2026-11-28'),
  ('e-bupot', 'https://news.ddtc.co.id/berita/nasional/1811018/peraturan-baru-djp-tetapkan-format-spt-bupot-dan-faktur-era-coretax', 'DDTCNews', '2026-11-28'),
  ('kode-billing', 'https://aguspajak.com/2018/02/22/8-cara-membuat-kode-billing/', 'aguspajak.com', null),
  ('sanksi-administrasi', 'https://mantrie.com/sanksi-denda-administrasi-perpajakan/', 'mantrie.com', '2026-11-28'),
  ('bea-meterai', 'https://news.harianjogja.com/read/2021/01/25/500/1061804/simak-ini-dokumen-yang-dikenai-bea-meterai-rp10000', 'Harian Jogja', '2026-11-28'),
  ('bea-masuk', 'https://jdih.kemenkeu.go.id/dok/pmk-96-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('pph-26', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', null),
  ('pbjt', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('pbb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('bphtb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('pkb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('bbnkb', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('opsen', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('pajak-daerah', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('hkpd', 'https://www.basishukum.com/uu/1/2022/III?m=d', 'basishukum.com', null),
  ('natura', 'https://news.ddtc.co.id/berita/nasional/44441/akhirnya-terbit-pp-soal-pajak-penghasilan-turunan-dari-uu-hpp', 'DDTCNews', '2026-11-28')
) as v (slug, source_url, source_name, checked_on)
where g.slug = v.slug and g.source_url is null;
