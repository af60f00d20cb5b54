-- Where each register entry and glossary entry comes from, and when it was checked. Runs after the register and
-- glossary seeds. Migration 20261204000200 brings a database seeded before it to the same rows, with the same
-- statements, and 20261205000000–0020 (the second reading: sources for the entries that had none, and replacements for
-- a blog, and for a chapter of UU 1/2022 that is not the one on regional taxes) after it, then 20261205000100 (the
-- third reading: UU 7/2021's source read again and found to hold the whole entry):
-- tests/db/reference-sources-migration.test.ts and tests/db/sources-second-reading-migration.test.ts hold them to
-- each other.
--
-- Only sources that were read are entered; an entry without one keeps none, and its page says no source is recorded
-- (docs/decisions/0048). An entry whose source showed that its text needed a correction of its own was corrected first
-- (60_corrections.sql); a checked date says the entry agrees with its source, and one without is still to be read
-- against it.

update public.regulations r
set source_url = v.source_url, source_name = v.source_name, checked_on = v.checked_on::date
from (values
  ('uu-10-2020', 'https://news.harianjogja.com/read/2021/01/25/500/1061804/simak-ini-dokumen-yang-dikenai-bea-meterai-rp10000', 'Harian Jogja', '2026-11-28'),
  ('uu-1-2022', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', '2026-11-28'),
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
  ('pmk-11-2025', 'https://pajak.go.id/id/siaran-pers/pemerintah-terbitkan-aturan-dpp-nilai-lain-dan-besaran-tertentu-ppn', 'DJP', '2026-11-28'),
  ('uu-6-1983', 'https://datacenter.ortax.org/ortax/aturan/show/25055', 'Ortax', '2026-11-28'),
  ('uu-7-1983', 'https://jdih.kemenkeu.go.id/dok/pmk-168-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('uu-8-1983', 'https://jdih.kemenkeu.go.id/fulltext/1983/8Tahun~1983UU.HTM', 'JDIH Kemenkeu', '2026-11-29'),
  ('uu-7-2021', 'https://www.cnnindonesia.com/ekonomi/20211119133558-532-723428/tanggal-main-aturan-pajak-dalam-uu-hpp', 'CNN Indonesia', '2026-11-28'),
  ('pp-23-2018', 'https://suara.com/bisnis/2018/07/12/142144/pph-umkm-turun-jokowi-pelaku-usaha-pasti-senang', 'Suara.com', '2026-11-28'),
  ('pmk-252-2008', 'https://economy.okezone.com/read/2024/01/06/320/2950605/simak-aturan-petunjuk-pemotongan-pajak-pph-21-dan-26', 'Okezone', '2026-11-29')
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
  ('umkm', 'https://news.ddtc.co.id/berita/nasional/1815277/pp-552022-direvisi-formula-omzet-pph-final-umkm-bakal-ikut-diubah', 'DDTCNews', '2026-11-29'),
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
  ('kode-billing', 'https://artikel.pajakku.com/masa-aktif-kode-billing-coretax-diperpanjang-jadi-14-hari', 'Pajakku', '2026-11-28'),
  ('bea-meterai', 'https://news.harianjogja.com/read/2021/01/25/500/1061804/simak-ini-dokumen-yang-dikenai-bea-meterai-rp10000', 'Harian Jogja', '2026-11-28'),
  ('bea-masuk', 'https://jdih.kemenkeu.go.id/dok/pmk-96-tahun-2023/summary', 'JDIH Kemenkeu', '2026-11-28'),
  ('pph-26', 'https://news-mobile.ddtc.co.id/apa-itu-pph-pasal-26-1812390', 'DDTCNews', '2026-11-29'),
  ('pbjt', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', '2026-11-29'),
  ('pbb', 'https://www.idxchannel.com/milenomic/jenis-jenis-pajak-di-indonesia-berdasarkan-cara-sifat-dan-lembaga-pemungutnya/3', 'IDX Channel', '2026-11-29'),
  ('bphtb', 'https://bapenda.pekanbaru.go.id/layanan/bphtb', 'Bapenda Kota Pekanbaru', '2026-11-29'),
  ('pkb', 'https://bapenda.bengkuluprov.go.id/berita/detail/mengenal-opsen-pajak-kendaraan-bermotor-pasca-berlaku-uu-nomor-1-tahun-2022', 'Bapenda Provinsi Bengkulu', '2026-11-29'),
  ('bbnkb', 'https://news.ddtc.co.id/catat-jual-beli-mobil-bekas-bebas-bbnkb-mulai-5-januari-2025-1807879', 'DDTCNews', '2026-11-29'),
  ('opsen', 'https://bapenda.bengkuluprov.go.id/berita/detail/mengenal-opsen-pajak-kendaraan-bermotor-pasca-berlaku-uu-nomor-1-tahun-2022', 'Bapenda Provinsi Bengkulu', '2026-11-29'),
  ('pajak-daerah', 'https://bapenda.bengkuluprov.go.id/berita/detail/mengenal-opsen-pajak-kendaraan-bermotor-pasca-berlaku-uu-nomor-1-tahun-2022', 'Bapenda Provinsi Bengkulu', '2026-11-29'),
  ('hkpd', 'https://news.ddtc.co.id/berita/nasional/36033/sudah-diteken-presiden-jokowi-uu-hkpd-resmi-diundangkan', 'DDTCNews', '2026-11-28'),
  ('natura', 'https://news.ddtc.co.id/berita/nasional/44441/akhirnya-terbit-pp-soal-pajak-penghasilan-turunan-dari-uu-hpp', 'DDTCNews', '2026-11-28'),
  ('banding', 'https://onewebfile.beacukai.go.id/OneWebApi/preview/faq-keberatanbanding-banding', 'DJBC', '2026-11-29'),
  ('but', 'https://pajak.go.id/id/berita/unggah-siniar-baru-penyuluh-pajak-lto-bahas', 'DJP', '2026-11-29'),
  ('carf', 'https://read.oecd.org/10.1787/08663d69-en?format=html', 'OECD', '2026-11-28'),
  ('cukai', 'https://bcmaumere.beacukai.go.id/page/read/14/cukai.html', 'DJBC', '2026-11-29'),
  ('djp', 'https://pajak.go.id/index.php/en/node/40676', 'DJP', '2026-11-29'),
  ('dpp', 'https://web.iaiglobal.or.id/assets/materi/Sertifikasi/CA/modul/hbp/files/basic-html/page443.html', 'Ikatan Akuntan Indonesia', '2026-11-28'),
  ('keberatan', 'https://datacenter.ortax.org/ortax/uu/show/12?bab=257&pasal=265&penjelasan=true', 'Ortax', '2026-11-29'),
  ('kpp', 'https://pajak.go.id/index.php/en/node/40676', 'DJP', '2026-11-29'),
  ('kurang-bayar', 'https://www.kompas.com/tren/read/2021/03/26/073100565/muncul-status-kurang-bayar-atau-lebih-bayar-saat-lapor-spt-ini-solusinya?amp=1&page=2', 'Kompas', '2026-11-29'),
  ('kurs-pajak', 'https://fiskal.kemenkeu.go.id/informasi-publik/kurs-pajak?date=2021-01-01', 'BKF Kemenkeu', '2026-11-28'),
  ('lebih-bayar', 'https://money.kompas.com/read/2023/02/20/090727626/lebih-bayar-ppn-pilih-restitusi-atau-kompensasi?page=2', 'Kompas', '2026-11-28'),
  ('nppn', 'https://datacenter.ortax.org/ortax/uu/show/36?bab=53&pasal=141', 'Ortax', '2026-11-29'),
  ('ntpn', 'https://klikpajak.id/blog/ntpn-nomor-transaksi-penerimaan-negara/', 'Klikpajak', '2026-11-28'),
  ('p3b', 'https://news.ddtc.co.id/berita/nasional/1816364/kemenkeu-rilis-pmk-1122025-formulir-dgt-diperbarui', 'DDTCNews', '2026-11-29'),
  ('pembukuan', 'https://news.ddtc.co.id/berita/nasional/1812920/3-pihak-ini-boleh-tak-lakukan-pembukuan-tapi-wajib-pencatatan', 'DDTCNews', '2026-11-29'),
  ('pemeriksaan', 'https://news.ddtc.co.id/berita/download-peraturan/1809006/download-di-sini-peraturan-menkeu-terbaru-terkait-pemeriksaan-pajak', 'DDTCNews', '2026-11-29'),
  ('pemotong-pemungut', 'https://news-mobile.ddtc.co.id/tahukah-kamu-apa-beda-pemotongan-dan-pemungutan-pajak-1803295', 'DDTCNews', '2026-11-29'),
  ('pencatatan', 'https://news.ddtc.co.id/berita/nasional/1815186/lupa-sampaikan-pemberitahuan-nppn-ini-konsekuensinya', 'DDTCNews', '2026-11-29'),
  ('pengadilan-pajak', 'https://news-lite.ddtc.co.id/5-alasan-permohonan-peninjauan-kembali-di-tingkat-mahkamah-agung-1807481', 'DDTCNews', '2026-11-28'),
  ('penghasilan-bruto', 'https://www.idxchannel.com/milenomic/pahami-perbedaan-penghasilan-bruto-dan-neto/2', 'IDX Channel', '2026-11-29'),
  ('peredaran-bruto', 'https://news.ddtc.co.id/index.php/penentuan-besaran-peredaran-bruto-dalam-penghitungan-pph-final-umkm-1802260', 'DDTCNews', '2026-11-28'),
  ('pkp', 'https://news.ddtc.co.id/berita/nasional/1812363/omzet-akhirnya-di-atas-rp48-miliar-kapan-wp-ajukan-pengukuhan-pkp', 'DDTCNews', '2026-11-28'),
  ('pmse', 'https://news-lite.ddtc.co.id/ini-kriteria-pembeli-produk-digital-dari-luar-negeri-yang-kena-ppn-20995', 'DDTCNews', '2026-11-29'),
  ('pph', 'https://datacenter.ortax.org/ortax/uu/show/36?type=penjelasan', 'Ortax', '2026-11-29'),
  ('pph-23', 'https://stats.pajak.go.id/en/article-23-income-tax', 'DJP', '2026-11-29'),
  ('pph-25', 'https://www.pajak.go.id/content/2218-penghitungan-pph-pasal-25-masa-angsuran-pph-tahun-berjalan', 'DJP', '2026-11-29'),
  ('pph-badan', 'https://amp.kontan.co.id/news/pemerintah-batal-menurunkan-tarif-pph-badan-pada-tahun-2022-jadi-20', 'Kontan', '2026-11-28'),
  ('pps', 'https://www.idxchannel.com/economics/mau-ikutan-tax-amnesty-jilid-ii-simak-ketentuannya-di-sini/2', 'IDX Channel', '2026-11-28'),
  ('restitusi', 'https://datacenter.ortax.org/ortax/uu/show/12?bab=29&pasal=253&penjelasan=true', 'Ortax', '2026-11-28'),
  ('stp', 'https://news-lite.ddtc.co.id/ada-kurang-bayar-pajak-akibat-salah-tulishitung-stp-bisa-diterbitkan-1794107', 'DDTCNews', '2026-11-28'),
  ('thr', 'https://www.medcom.id/ekonomi/bisnis/xkEZ6j3K-waduh-thr-kena-pajak-lho', 'Medcom', '2026-11-28'),
  ('kup', 'https://datacenter.ortax.org/ortax/aturan/show/25055', 'Ortax', '2026-11-29'),
  ('sanksi-administrasi', 'https://www.cnnindonesia.com/edukasi/20240222164248-561-1066108/berapa-denda-jika-tidak-lapor-spt-tahunan-ternyata-segini', 'CNN Indonesia', '2026-11-29'),
  ('pph-22', 'https://stats.pajak.go.id/en/income-tax-collection-article-22', 'DJP', '2026-11-29'),
  ('wajib-pajak', 'https://money.kompas.com/read/2021/03/18/094200926/apa-itu-npwp-dan-bagaimana-cara-daftarnya-', 'Kompas', '2026-11-29'),
  ('transfer-pricing', 'https://news.ddtc.co.id/komunitas/agenda/1814308/punya-transaksi-yang-dipengaruhi-hubungan-istimewa-wajib-paham-ini', 'DDTCNews', '2026-11-29')
) as v (slug, source_url, source_name, checked_on)
where g.slug = v.slug and g.source_url is null;
