// Every UI string, in both languages. Indonesian strings named in the spec are binding; do not reword them.
const id = {
  site: {
    name: 'newstax',
    tagline: 'Berita pajak Indonesia, jernih dan tepercaya.',
    description:
      'newstax menyajikan berita, analisis, dan panduan pajak Indonesia: PPh, PPN, Coretax, SPT, dan kebijakan fiskal terbaru.',
    copyright: '© {{year}} newstax. Seluruh hak cipta dilindungi.',
  },
  nav: {
    skipToContent: 'Langsung ke konten utama',
    home: 'Beranda',
    more: 'Lainnya',
    menu: 'Menu',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    categories: 'Kategori',
    mainNavigation: 'Navigasi utama',
    breadcrumb: 'Breadcrumb',
  },
  language: {
    label: 'Bahasa',
    switching: '...',
    id: 'Indonesia',
    en: 'English',
  },
  theme: {
    label: 'Tema: {{mode}}',
    system: 'Sistem',
    light: 'Terang',
    dark: 'Gelap',
    change: 'Ganti tema',
  },
  search: {
    button: 'Cari',
    title: 'Cari artikel pajak',
    placeholder: 'Ketik kata kunci, misalnya: PPh 21',
    loading: 'Mencari...',
    empty: 'Tidak ditemukan hasil.',
    error: 'Pencarian gagal. Coba lagi sebentar lagi.',
    close: 'Tutup',
    submit: 'Cari',
    resultsFor: 'Hasil pencarian untuk “{{query}}”',
    pageTitle: 'Pencarian',
  },
  ad: {
    label: 'Iklan',
    placeholder: 'PREVIEW IKLAN',
  },
  home: {
    title: 'newstax: berita pajak Indonesia',
    lead: 'Berita utama',
    latest: 'Terbaru',
    seeAll: 'Lihat semua',
  },
  listing: {
    title: '{{category}}',
    page: 'Halaman {{page}}',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    empty: 'Belum ada artikel di kategori ini.',
  },
  article: {
    by: 'Oleh {{author}}',
    published: 'Terbit',
    updated: 'Diperbarui',
    related: 'Artikel terkait',
    onlyInOtherLanguage: 'Artikel ini hanya tersedia dalam bahasa Indonesia.',
    readInOtherLanguage: 'Baca artikel dalam bahasa Indonesia',
  },
  footer: {
    about: 'Tentang newstax',
    languages: 'Bahasa',
    rss: 'RSS',
  },
  errors: {
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundBody: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    unavailableTitle: 'Layanan sedang terganggu',
    unavailableBody: 'Kami tidak dapat memuat konten saat ini. Silakan coba lagi dalam beberapa saat.',
    genericTitle: 'Terjadi kesalahan',
    genericBody: 'Maaf, terjadi kesalahan yang tidak terduga.',
    backHome: 'Kembali ke beranda',
  },
};

export type Translations = typeof id;

const en: Translations = {
  site: {
    name: 'newstax',
    tagline: 'Indonesian tax news, clear and reliable.',
    description:
      'newstax covers Indonesian tax news, analysis and guides: income tax, VAT, Coretax, annual returns and the latest fiscal policy.',
    copyright: '© {{year}} newstax. All rights reserved.',
  },
  nav: {
    skipToContent: 'Skip to main content',
    home: 'Home',
    more: 'More',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    categories: 'Categories',
    mainNavigation: 'Main navigation',
    breadcrumb: 'Breadcrumb',
  },
  language: {
    label: 'Language',
    switching: '...',
    id: 'Indonesia',
    en: 'English',
  },
  theme: {
    label: 'Theme: {{mode}}',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
    change: 'Change theme',
  },
  search: {
    button: 'Search',
    title: 'Search tax articles',
    placeholder: 'Type a keyword, e.g. PPh 21',
    loading: 'Searching...',
    empty: 'No results found.',
    error: 'Search failed. Please try again shortly.',
    close: 'Close',
    submit: 'Search',
    resultsFor: 'Search results for “{{query}}”',
    pageTitle: 'Search',
  },
  ad: {
    label: 'Advertisement',
    placeholder: 'PREVIEW IKLAN',
  },
  home: {
    title: 'newstax: Indonesian tax news',
    lead: 'Top story',
    latest: 'Latest',
    seeAll: 'See all',
  },
  listing: {
    title: '{{category}}',
    page: 'Page {{page}}',
    previous: 'Previous',
    next: 'Next',
    empty: 'No articles in this category yet.',
  },
  article: {
    by: 'By {{author}}',
    published: 'Published',
    updated: 'Updated',
    related: 'Related articles',
    onlyInOtherLanguage: 'This article is only available in Indonesian.',
    readInOtherLanguage: 'Read the article in Indonesian',
  },
  footer: {
    about: 'About newstax',
    languages: 'Languages',
    rss: 'RSS',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
    unavailableTitle: 'Service temporarily unavailable',
    unavailableBody: 'We cannot load the content right now. Please try again in a moment.',
    genericTitle: 'Something went wrong',
    genericBody: 'Sorry, an unexpected error occurred.',
    backHome: 'Back to the home page',
  },
};

export const resources = {
  id: { translation: id },
  en: { translation: en },
} as const;
