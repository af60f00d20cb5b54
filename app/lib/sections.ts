import type { Lang } from '~/i18n/config';

// Read by app/routes.ts when the route table is built, where the app's path aliases do not resolve yet: this
// module imports nothing at run time.

/**
 * Sections whose first segment differs by language. The language switch, hreflang and sitemaps map one to the
 * other through this table only.
 */
export const SECTION_SEGMENTS = {
  regulations: { id: 'peraturan', en: 'regulations' },
  glossary: { id: 'kamus', en: 'glossary' },
  calendar: { id: 'kalender', en: 'calendar' },
  authors: { id: 'penulis', en: 'authors' },
  corrections: { id: 'ralat', en: 'corrections' },
  kurs: { id: 'kurs-pajak', en: 'tax-exchange-rates' },
} as const satisfies Record<string, Record<Lang, string>>;

export type Section = keyof typeof SECTION_SEGMENTS;
