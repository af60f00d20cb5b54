// One page of each type, measured by bench/lighthouse.ts and bench/layout-shift.ts (dataset seed).
export const PAGES = {
  home: '/id',
  listing: '/id/pph',
  article: '/id/berita/dirjen-pajak-coretax-tidak-ditarik-mundur',
  register: '/id/peraturan',
  regulation: '/id/peraturan/pmk-168-2023',
  glossary: '/id/kamus',
  term: '/id/kamus/ppn',
  search: '/id/search?q=pajak',
  calendar: '/id/kalender',
  author: '/id/penulis/rina-hapsari',
  kurs: '/id/kurs-pajak',
  kursHistory: '/id/kurs-pajak/usd',
} as const;

/** The page types of the phone-profile benchmark (bench/phone.ts), as issue 45 names them. */
export const PHONE_PAGES = {
  home: '/id',
  listing: '/id/berita',
  article: PAGES.article,
  register: '/id/peraturan',
  glossary: '/id/kamus',
  calendar: '/id/kalender',
  search: PAGES.search,
} as const;

/** The route modules a first load of each page type fetches, for bench/sizes.ts and the client budget test. */
export const PAGE_ROUTES = {
  home: ['root', 'routes/$lang', 'routes/$lang._index'],
  listing: ['root', 'routes/$lang', 'routes/$lang.$category._index'],
  article: ['root', 'routes/$lang', 'routes/$lang.$category.$slug'],
  search: ['root', 'routes/$lang', 'routes/$lang.search'],
  register: ['root', 'routes/$lang', 'routes/$lang.peraturan._index'],
  regulation: ['root', 'routes/$lang', 'routes/$lang.peraturan.$slug'],
  glossary: ['root', 'routes/$lang', 'routes/$lang.kamus._index'],
  term: ['root', 'routes/$lang', 'routes/$lang.kamus.$slug'],
  calendar: ['root', 'routes/$lang', 'routes/$lang.kalender._index'],
  author: ['root', 'routes/$lang', 'routes/$lang.penulis.$slug'],
  kurs: ['root', 'routes/$lang', 'routes/$lang.kurs-pajak._index'],
  kursHistory: ['root', 'routes/$lang', 'routes/$lang.kurs-pajak.$currency'],
} as const satisfies Record<keyof typeof PAGES, readonly string[]>;
