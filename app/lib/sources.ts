import type { Lang } from '~/i18n/config';
import { sourceLineStrings } from '~/i18n/strings/source-lines';
import { type DateLabel, dateLabel } from './dates';

/** Where a reference fact comes from and when it was last checked against it (docs/decisions/0048). */
export type Source = {
  /** The address of the source; null when none is recorded. */
  url: string | null;
  /** Its short name ("JDIH Kemenkeu", "DJP"); without one the page names the address's host. */
  name: string | null;
  /** The day it was last checked (YYYY-MM-DD). */
  checkedOn: string | null;
};

/** The columns every sourced table shares, and how a row of them reads. */
export const SOURCE_COLUMNS = 'source_url,source_name,checked_on';

/**
 * A source line as a page shows it, filled in the reader's language: the name linking to the address and the
 * day of the check, or that no source is recorded. Never blank.
 */
export type SourceView =
  | { lead: string; name: string; href: string; checked: string; checkedOn: DateLabel | null }
  | { missing: string };

/** The host of a recorded address, or null when it is not a URL at all (the database checks, this never throws). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export function sourceView(source: Source, lang: Lang): SourceView {
  const labels = sourceLineStrings[lang];
  const host = source.url ? hostOf(source.url) : null;
  if (!source.url || !host) return { missing: labels.missing };
  const checkedOn = dateLabel(source.checkedOn, lang);
  return {
    lead: labels.source,
    name: source.name ?? host,
    href: source.url,
    checked: checkedOn ? labels.checked : labels.notChecked,
    checkedOn,
  };
}

/** The source line as one plain sentence, for texts without links (the iCalendar feed). */
export function sourceText(view: SourceView): string {
  if ('missing' in view) return view.missing;
  const checked = view.checkedOn ? `${view.checked} ${view.checkedOn.label}` : view.checked;
  return `${view.lead} ${view.name} (${view.href}) · ${checked}`;
}
