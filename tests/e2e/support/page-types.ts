/** One page of each type the site has, in the seed; the specs that check every page type walk this list. */
export const PAGE_TYPES = {
  home: '/id',
  'home (en)': '/en',
  listing: '/id/pph',
  article: '/id/berita/dirjen-pajak-coretax-tidak-ditarik-mundur',
  register: '/id/peraturan',
  regulation: '/id/peraturan/pmk-168-2023',
  glossary: '/id/kamus',
  'glossary entry': '/id/kamus/ppn',
  'search results': '/id/search?q=pajak',
  calendar: '/id/kalender',
  'calendar (en)': '/en/calendar',
  author: '/id/penulis/rina-hapsari',
};

/** A phone's screen, as Lighthouse's mobile preset and the layout checks use it. */
export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
