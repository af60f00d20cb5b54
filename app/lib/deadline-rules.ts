import type { Lang } from '~/i18n/config';
import { calendarPageStrings, fill } from '~/i18n/strings/calendar-pages';
import { civilDate, type DeadlineRule, type WorkingDayBasis } from './calendar';
import { formatCivil } from './calendar-view';
import { calendarPath } from './urls';

/** A calendar rule as a regulation's or a glossary term's page lists it: which deadline, and where the rule puts it. */
export type SetDeadline = Pick<
  DeadlineRule,
  'slug' | 'kind' | 'day' | 'month' | 'monthsAfter' | 'movesToWorkingDay'
> & {
  name: Record<Lang, string>;
  workingDay: WorkingDayBasis;
};

export type SetDeadlinesView = {
  /** `workingDay`: whether the date moves off a weekend or holiday, and the provision saying so. */
  items: { slug: string; name: string; when: string; workingDay: string }[];
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

/**
 * Whether a rule's deadline moves off a weekend or holiday, and on which basis, as a sentence: "Tidak digeser ke
 * hari kerja berikutnya: batas SPT Tahunan tidak bergeser (UU KUP Pasal 3 ayat 3)." A basis not yet recorded is
 * said to be so, never left out.
 */
export function workingDayInWords(rule: Pick<SetDeadline, 'movesToWorkingDay' | 'workingDay'>, lang: Lang): string {
  const labels = calendarPageStrings[lang];
  const basis = rule.workingDay.basis?.[lang] ?? labels.basisMissing;
  const reason = rule.workingDay.staysReason?.[lang];
  if (rule.movesToWorkingDay || !reason) return fill(labels.movesRule, { basis });
  return fill(labels.staysRule, { reason, basis });
}

/** The deadlines a regulation sets, or that name a glossary term, for its page; null when there are none. */
export function setDeadlinesView(rules: readonly SetDeadline[], lang: Lang): SetDeadlinesView | null {
  if (rules.length === 0) return null;
  const labels = calendarPageStrings[lang];
  return {
    items: rules.map((rule) => ({
      slug: rule.slug,
      name: rule.name[lang],
      when: ruleInWords(rule, lang),
      workingDay: workingDayInWords(rule, lang),
    })),
    note: labels.intro,
    calendar: { href: calendarPath(lang), label: labels.allDeadlines },
  };
}
