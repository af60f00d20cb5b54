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
} as const;
