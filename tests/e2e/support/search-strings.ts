// The search modal's strings as the product specification writes them. Spelled out, not imported from the app,
// so that a changed string fails the specs.
export const STRINGS = {
  id: {
    button: 'Cari',
    title: 'Cari artikel pajak',
    placeholder: 'Ketik kata kunci, misalnya: PPh 21',
    loading: 'Mencari...',
    empty: 'Tidak ditemukan hasil.',
    error: 'Pencarian gagal. Coba lagi sebentar lagi.',
  },
  en: {
    button: 'Search',
    title: 'Search tax articles',
    placeholder: 'Type a keyword, e.g. PPh 21',
    loading: 'Searching...',
    empty: 'No results found.',
    error: 'Search failed. Please try again shortly.',
  },
} as const;
