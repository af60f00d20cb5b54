import type { Lang } from '~/i18n/config';
import { calendarPageStrings, fill } from '~/i18n/strings/calendar-pages';
import { civilDate, type DeadlineRule } from './calendar';
import { formatCivil } from './calendar-view';
import { calendarPath } from './urls';

/** A calendar rule as a regulation's or a glossary term's page lists it: which deadline, and where the rule puts it. */
export type SetDeadline = Pick<DeadlineRule, 'slug' | 'kind' | 'day' | 'month' | 'monthsAfter'> & {
  name: Record<Lang, string>;
};

export type SetDeadlinesView = {
  items: { slug: string; name: string; when: string }[];
  /** That a deadline on a weekend or holiday moves, and where the dates themselves are. */
  note: string;
  calendar: { href: string; label: string };
};

const ENGLISH_ORDINAL = new Intl.PluralRules('en', { type: 'ordinal' });
const ENGLISH_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** "15th" in English; Indonesian writes "tanggal 15" and "bulan ke-4" around a plain number. */
function ordinal(value: number, lang: Lang): string {
  return lang === 'en' ? `${value}${ENGLISH_SUFFIX[ENGLISH_ORDINAL.select(value)]}` : String(value);
}

/**
 * Where a rule puts its deadline, before the working-day rule moves it: "Tanggal 15 bulan berikutnya setelah
 * masa pajak berakhir". The table's constraints guarantee each kind its fields (supabase/migrations, calendar).
 */
export function ruleInWords(rule: SetDeadline, lang: Lang): string {
  const labels = calendarPageStrings[lang];
  switch (rule.kind) {
    case 'monthly_day':
      return fill(labels.ruleMonthlyDay, { day: ordinal(rule.day ?? 0, lang) });
    case 'monthly_end':
      return labels.ruleMonthlyEnd;
    case 'yearly_day':
      // 2001 had no 29 February, as the table allows none.
      return fill(labels.ruleYearlyDay, {
        date: formatCivil(civilDate(2001, rule.month ?? 1, rule.day ?? 1), lang, 'dayMonth'),
      });
    case 'yearly_month_end':
      return fill(labels.ruleYearlyMonthEnd, { months: ordinal(rule.monthsAfter ?? 0, lang) });
  }
}

/** The deadlines a regulation sets, or that name a glossary term, for its page; null when there are none. */
export function setDeadlinesView(rules: readonly SetDeadline[], lang: Lang): SetDeadlinesView | null {
  if (rules.length === 0) return null;
  const labels = calendarPageStrings[lang];
  return {
    items: rules.map((rule) => ({ slug: rule.slug, name: rule.name[lang], when: ruleInWords(rule, lang) })),
    note: labels.intro,
    calendar: { href: calendarPath(lang), label: labels.allDeadlines },
  };
}
