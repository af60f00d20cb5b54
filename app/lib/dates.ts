import type { Lang } from '~/i18n/config';

const LOCALES: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };
const formatters = new Map<Lang, Intl.DateTimeFormat>();

/**
 * "21 November 2026" in the reader's language, in Jakarta time (the newsroom's), whatever the edge
 * location. Formatted on the server, so the browser never re-formats it differently during hydration.
 */
export function formatDate(iso: string, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}
