// The category and reference names the header, its menu sheet and the footer list, in their order.

/** The categories the desktop header shows itself; "Lainnya" holds the others. */
export const FEATURED = ['Berita', 'Kebijakan', 'Bisnis', 'Edukasi', 'Data', 'Opini'];
export const OTHERS_ID = [
  'Aturan Baru',
  'Internasional',
  'Kepabeanan & Cukai',
  'Pajak Daerah',
  'PPh',
  'PPN',
  'Teknologi Pajak',
];
/** The register, the glossary, the calendar and the tax exchange rates, by language. */
export const REFERENCE_ID = ['Peraturan Perpajakan', 'Kamus Pajak', 'Kalender Pajak', 'Kurs Pajak'];
export const REFERENCE_EN = ['Tax Regulations', 'Tax Glossary', 'Tax Calendar', 'Tax Exchange Rates'];
