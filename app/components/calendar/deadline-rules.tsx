import type { RuleView } from '~/lib/calendar-page';
import { keepTogether } from '~/lib/keep-together';
import { SourceLine } from '../source-line';

/**
 * The calendar's deadline rules: where each puts its date, whether that date moves off a weekend or holiday and on
 * which legal basis, and where the rule comes from and when it was checked.
 */
export function DeadlineRules({ heading, rules }: { heading: string; rules: RuleView[] }) {
  return (
    <section aria-labelledby="rules-heading" className="mt-10">
      <h2 id="rules-heading" className="section-heading">
        {heading}
      </h2>
      <ul className="space-y-4">
        {rules.map((rule) => (
          <li key={rule.slug} id={`rule-${rule.slug}`}>
            <p className="font-semibold">{keepTogether(rule.name)}</p>
            <p className="text-muted">{rule.when}</p>
            <p className="text-sm">{rule.workingDay}</p>
            <SourceLine source={rule.source} />
          </li>
        ))}
      </ul>
    </section>
  );
}
