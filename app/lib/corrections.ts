import { type Lang, otherLang } from '~/i18n/config';
import type { CorrectionPageStrings } from '~/i18n/strings/correction-pages';
import { type DateLabel, formatDate } from './dates';
import { articlePath, calendarPath, glossaryPath, regulationPath } from './urls';

/**
 * Corrections in the open (docs/decisions/0049): an article's dated corrections, and the list of every correction
 * and reference-data change that /id/ralat and /en/corrections and their feeds show.
 */

/** A correction as the article shows it, in the article's language. */
export type ArticleCorrection = { publishedAt: string; whatWasWrong: string; whatIsRight: string };

/** A correction as the article page shows it: its date for `<time>` and in the reader's words, and its text. */
export type CorrectionNotice = DateLabel & { text: string };

/** What was wrong, then what is right: one paragraph on the article, one CorrectionComment's text. */
export function correctionText(correction: ArticleCorrection): string {
  return `${correction.whatWasWrong} ${correction.whatIsRight}`;
}

export function correctionNotices(corrections: ArticleCorrection[], lang: Lang): CorrectionNotice[] {
  return corrections.map((correction) => ({
    iso: correction.publishedAt,
    label: formatDate(correction.publishedAt, lang),
    text: correctionText(correction),
  }));
}

/** What was corrected: an article, a regulation's entry, a deadline rule, a glossary entry; or a derived revocation. */
export const CORRECTION_KINDS = ['article', 'regulation', 'calendar_rule', 'glossary_entry', 'revocation'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export function isCorrectionKind(value: unknown): value is CorrectionKind {
  return (CORRECTION_KINDS as readonly unknown[]).includes(value);
}

/**
 * One entry of the list. Texts and names are per language: an article's only in its own (`lang`), reference data's
 * in both; a revocation has no text of its own, the page words it from the two regulations and the date.
 */
export type CorrectionEntry = {
  /** Unique in the list: `article-12`, `reference-3`, `revocation-{revoker id}-{revoked id}`. */
  key: string;
  kind: CorrectionKind;
  /** ISO 8601 UTC; a revocation's is the start of its revoker's first day in force, in Jakarta. */
  publishedAt: string;
  /** The article's language; null for reference data, which is in both. */
  lang: Lang | null;
  whatWasWrong: Record<Lang, string | null>;
  whatIsRight: Record<Lang, string | null>;
  subject: { slug: string; category: string | null; name: Record<Lang, string | null> };
  /** The revoking regulation, for a revocation. */
  actor: { slug: string; name: string } | null;
};

/** The page an entry concerns, for a reader of `lang`: an article lives in its own language only. */
export function correctionSubjectPath(entry: CorrectionEntry, lang: Lang): string {
  const { slug, category } = entry.subject;
  switch (entry.kind) {
    case 'article':
      return articlePath({ slug, category, lang: entry.lang ?? lang });
    case 'regulation':
    case 'revocation':
      return regulationPath(lang, slug);
    case 'calendar_rule':
      return calendarPath(lang);
    case 'glossary_entry':
      return glossaryPath(lang, slug);
  }
}

/** A text in the reader's language when it exists, else in the one it was written in, with that language. */
export function inLanguage(texts: Record<Lang, string | null>, lang: Lang): { text: string; lang: Lang } | null {
  const own = texts[lang];
  if (own) return { text: own, lang };
  const other = texts[otherLang(lang)];
  return other ? { text: other, lang: otherLang(lang) } : null;
}

/** An entry as the page and the feed show it, in the reader's language. */
export type CorrectionItem = {
  key: string;
  kind: CorrectionKind;
  kindLabel: string;
  date: DateLabel;
  /** The page it concerns, and that page's language (an article's own, which may not be the reader's). */
  href: string;
  hrefLang: Lang;
  /** What it concerns, and the language that name is in (a designation is Indonesian in both). */
  title: string;
  titleLang: Lang;
  /** What was wrong, then what is right, in the language it was written in. */
  text: { text: string; lang: Lang } | null;
  /** A revocation is worded around a link to its revoker (a designation, so Indonesian) instead. */
  revocation: { before: string; revoker: { href: string; name: string }; after: string } | null;
};

export function correctionItem(entry: CorrectionEntry, lang: Lang, labels: CorrectionPageStrings): CorrectionItem {
  const date = { iso: entry.publishedAt, label: formatDate(entry.publishedAt, lang) };
  const title = inLanguage(entry.subject.name, lang);
  const wrong = inLanguage(entry.whatWasWrong, lang);
  const right = inLanguage(entry.whatIsRight, lang);
  const designation = entry.kind === 'regulation' || entry.kind === 'revocation';
  const [before = '', after = ''] = labels.revoked.replace('{{date}}', date.label).split('{{revoker}}');
  return {
    key: entry.key,
    kind: entry.kind,
    kindLabel: labels.kinds[entry.kind],
    date,
    href: correctionSubjectPath(entry, lang),
    hrefLang: entry.lang ?? lang,
    title: title?.text ?? entry.subject.slug,
    titleLang: designation ? 'id' : (title?.lang ?? lang),
    text: wrong ? { text: [wrong.text, right?.text].filter(Boolean).join(' '), lang: wrong.lang } : null,
    revocation:
      entry.kind === 'revocation' && entry.actor
        ? { before, revoker: { href: regulationPath(lang, entry.actor.slug), name: entry.actor.name }, after }
        : null,
  };
}

/** An item's words as plain text, for the feed. */
export function correctionItemText(item: CorrectionItem): string {
  if (item.revocation) return `${item.revocation.before}${item.revocation.revoker.name}${item.revocation.after}`;
  return item.text?.text ?? '';
}
