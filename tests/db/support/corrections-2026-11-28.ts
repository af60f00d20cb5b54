// What a database seeded before 2026-11-28 holds where migration 20261202010100 corrects it: the old texts, exactly as
// supabase/seed/ wrote them then. The migration test seeds them and checks the migration turns them into the seed's
// texts of now (tests/db/corrections-migration.test.ts).

export const OLD_KMS = {
  slug: 'kegiatan-membangun-sendiri-ppn-2-4-persen',
  newSlug: 'kegiatan-membangun-sendiri-ppn-2-2-persen',
  title: 'PPN Kegiatan Membangun Sendiri Kini 2,4%, Ini Syarat dan Cara Setornya',
  excerpt:
    'Membangun rumah sendiri dengan luas minimal 200 meter persegi terutang PPN kegiatan membangun sendiri. Beban efektifnya kini 2,4% dari biaya pembangunan.',
  passages: [
    'Kewajiban ini disebut PPN atas kegiatan membangun sendiri (KMS) dan diatur dalam PMK 61/2022. Dengan tarif PPN 12%, beban efektifnya kini 2,4% dari biaya pembangunan.',
    'Dasar pengenaannya adalah nilai lain sebesar 20% dari total biaya yang dikeluarkan, tidak termasuk harga tanah.\n\n| Komponen | Nilai |\n|---|---|\n| Biaya membangun pada bulan berjalan | Rp200.000.000 |\n| Dasar pengenaan (20% × biaya) | Rp40.000.000 |\n| PPN terutang (12% × dasar pengenaan) | Rp4.800.000 |\n| Beban efektif | 2,4% |',
    'PPN KMS disetor setiap bulan sesuai biaya yang dikeluarkan pada bulan tersebut, paling lambat tanggal 15 bulan berikutnya. Penyetoran dilakukan dengan kode billing yang dibuat melalui Coretax. Orang pribadi yang bukan PKP tidak perlu menyampaikan SPT Masa PPN, tetapi wajib menyimpan bukti setor.',
  ],
};

/**
 * Each corrected article's old sentence, or, where the correction adds a paragraph (`appended`), the seed's last one;
 * the articles given a note after their seeded last paragraph.
 */
export const OLD_SENTENCES: [slug: string, lang: 'id' | 'en', sentence: string, appended: boolean][] = [
  [
    'daftar-barang-kena-ppn-12-dan-ppnbm',
    'id',
    'Pada bulan pertama penerapan, pemerintah memberi masa transisi agar penjual barang mewah dapat menyesuaikan sistem faktur. Setelah itu, tarif penuh berlaku. Pembeli yang telanjur dipungut PPN lebih besar dari seharusnya dapat meminta penggantian faktur kepada penjual.',
    false,
  ],
  [
    'pph-21-dtp-pekerja-industri-padat-karya-bergaji-hingga-10-juta',
    'id',
    'Konsultan pajak mengingatkan perusahaan untuk mencocokkan kode klasifikasi usaha di data Coretax. Kesalahan kode dapat membuat insentif dianggap tidak sah dan berujung pada kewajiban membayar kembali pajak yang tidak dipotong.',
    true,
  ],
  [
    'pph-21-borne-by-government-for-labour-intensive-industry-workers',
    'en',
    'Tax consultants remind companies to check their business classification code in Coretax. A wrong code can cause the incentive to be treated as invalid, leading to an obligation to pay back the tax that was not withheld.',
    true,
  ],
  ['cara-menghitung-pph-21-tarif-efektif-rata-rata', 'id', 'TER hanya dipakai untuk Januari sampai November.', false],
  [
    'how-to-calculate-pph-21-with-monthly-average-effective-rates',
    'en',
    'TER is only used from January to November.',
    false,
  ],
  [
    'perbedaan-pph-21-desember-dan-bulan-lainnya',
    'id',
    'Untuk masa Januari hingga November, pemberi kerja memotong PPh 21 dengan mengalikan',
    false,
  ],
  [
    'why-december-pph-21-withholding-is-higher',
    'en',
    'From January to November, the employer withholds PPh 21 by multiplying',
    false,
  ],
  [
    'pembuatan-bukti-potong-pph-21-di-coretax-langkah-demi-langkah',
    'id',
    'sistem akan menghitung PPh 21 dengan tarif TER untuk masa Januari–November.',
    false,
  ],
  [
    'step-by-step-creating-pph-21-withholding-slips-in-coretax',
    'en',
    'the system calculates PPh 21 using the TER rate for January to November.',
    false,
  ],
  [
    'grup-multinasional-wajib-bayar-pajak-minimum-global',
    'id',
    '2. **Undertaxed Profits Rule (UTPR)** – jaring pengaman bila yurisdiksi induk tidak menerapkan IIR.',
    false,
  ],
  [
    'global-minimum-tax-takes-effect-multinationals-must-prepare',
    'en',
    "2. **Undertaxed Profits Rule (UTPR)** – a backstop in case the parent's jurisdiction does not apply the IIR.",
    false,
  ],
];

export const NOTED_ARTICLES: [slug: string, lang: 'id' | 'en', last: string][] = [
  [
    'masa-berlaku-pph-final-umkm-0-5-persen',
    'id',
    'Informasi lengkap tersedia di [pajak.go.id](https://www.pajak.go.id/).',
  ],
  [
    'umkm-bersiap-beralih-ke-pembukuan-saat-pph-final-berakhir',
    'id',
    'DJP menyediakan kelas pajak gratis melalui program Business Development Services di sejumlah kantor pajak. Informasi jadwal tersedia di [pajak.go.id](https://www.pajak.go.id/).',
  ],
  [
    'small-businesses-prepare-for-bookkeeping-as-final-tax-period-ends',
    'en',
    'The DJP offers free tax classes through its Business Development Services programme at several tax offices. Schedules are available at [pajak.go.id](https://www.pajak.go.id/).',
  ],
];

export const OLD_KMS_DEFINITION = {
  id: 'Kegiatan membangun bangunan yang dilakukan orang pribadi atau badan tidak dalam kegiatan usahanya, untuk digunakan sendiri atau oleh pihak lain. KMS dikenai PPN bila bangunannya memenuhi kriteria tertentu, antara lain diperuntukkan bagi tempat tinggal atau tempat usaha dengan luas keseluruhan paling sedikit 200 meter persegi. PPN-nya dihitung dengan besaran tertentu yang diatur dalam PMK 61/2022 dan disetor sendiri oleh pihak yang membangun.',
  en: "Building work that an individual or an entity carries out outside its business, for its own use or for someone else's. It is subject to VAT when the building meets certain criteria, among them being meant as a home or business premises with a total floor area of at least 200 square metres. The VAT is calculated at a set effective rate under PMK 61/2022 and paid over by whoever does the building.",
};

/** Old sentences of glossary definitions, per entry: [id, en]. pph-final-umkm gets a note after its last. */
export const OLD_GLOSSARY_SENTENCES: Record<string, [string, string]> = {
  ppnbm: [
    'Berdasarkan PMK 131/2024, barang mewah yang dikenai PPnBM juga dikenai PPN dengan tarif penuh 12%.',
    'Under PMK 131/2024, luxury goods subject to this tax bear VAT at the full 12% rate.',
  ],
  'pajak-minimum-global': [
    'Indonesia menerapkannya mulai 1 Januari 2025 melalui PMK 136/2024.',
    'Indonesia has applied the rules since 1 January 2025 through PMK 136/2024.',
  ],
  'pph-final-umkm': [
    'Fasilitas ini berlaku untuk jangka waktu tertentu, dan wajib pajak dapat memilih beralih ke tarif umum.',
    'The scheme is available for a limited number of years, and a taxpayer may choose to move to the normal rates instead.',
  ],
};

/** Old summaries of the register entries corrected. */
export const OLD_SUMMARIES: Record<string, [string, string]> = {
  'pmk-61-2022': [
    'PPN atas kegiatan membangun sendiri (KMS) dengan besaran tertentu.',
    'VAT on self-construction (KMS) at a set effective rate.',
  ],
  'pmk-131-2024': [
    'Tarif PPN 12% dikenakan penuh atas barang mewah yang juga dikenai PPnBM; untuk barang dan jasa lain, PPN dihitung dari dasar pengenaan pajak nilai lain sebesar 11/12 dari harga jual, penggantian, atau nilai impor.',
    'The 12% VAT rate applies in full to luxury goods that also bear the luxury-goods sales tax; for other goods and services, VAT is charged on an other-value tax base of 11/12 of the selling price, consideration or import value.',
  ],
  'pmk-10-2025': [
    'PPh Pasal 21 ditanggung pemerintah bagi pekerja di industri padat karya tertentu.',
    'Article 21 income tax borne by the government for workers in certain labour-intensive industries.',
  ],
  'pmk-168-2023': [
    'Petunjuk pemotongan PPh Pasal 21/26 atas penghasilan orang pribadi: tarif efektif rata-rata (TER) untuk masa Januari sampai November, dan tarif Pasal 17 UU PPh pada masa pajak terakhir.',
    "How Article 21/26 income tax is withheld from individuals' income: average effective rates (TER) from January to November, and the Article 17 rates in the last tax period.",
  ],
  'pmk-136-2024': [
    'Pajak minimum global 15% (Pilar Dua OECD) bagi grup usaha multinasional dengan peredaran bruto konsolidasi tertentu.',
    'A 15% global minimum tax (OECD Pillar Two) for multinational groups above a consolidated revenue threshold.',
  ],
};
