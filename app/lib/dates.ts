import type { Lang } from '~/i18n/config';

const LOCALES: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };
const TIME_ZONE = 'Asia/Jakarta';
/** Jakarta's zone in both languages: readers know it as WIB (Intl names it "GMT+7" in English). */
const TIME_ZONE_LABEL = 'WIB';

const TIME_OPTIONS: Record<Lang, Intl.DateTimeFormatOptions> = {
  // Indonesian writes 24-hour time with a dot (14.05); English a 12-hour clock (2:05 pm).
  id: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  en: { hour: 'numeric', minute: '2-digit', hour12: true },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time', lang: Lang): Intl.DateTimeFormat {
  const key = `${kind}:${lang}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options: Intl.DateTimeFormatOptions = kind === 'date' ? { dateStyle: 'long' } : TIME_OPTIONS[lang];
    cached = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: TIME_ZONE });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * "21 November 2026" in the reader's language, in Jakarta time (the newsroom's), whatever the edge
 * location. Formatted on the server, so the browser never re-formats it differently during hydration.
 */
export function formatDate(iso: string, lang: Lang): string {
  return formatter('date', lang).format(new Date(iso));
}

/** A date as a page shows it: the ISO date for <time dateTime> and its label in the reader's language. */
export type DateLabel = { iso: string; label: string };

/** An ISO date and its label, or null when the date is not recorded. */
export function dateLabel(iso: string | null, lang: Lang): DateLabel | null {
  return iso ? { iso, label: formatDate(iso, lang) } : null;
}

/** "12 Mei 2026, 14.05 WIB" / "12 May 2026, 2:05 pm WIB": a moment readers compare within a day (an update). */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return `${formatter('date', lang).format(date)}, ${formatter('time', lang).format(date)} ${TIME_ZONE_LABEL}`;
}
