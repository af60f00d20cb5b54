import type { GlossaryLinkView } from '~/lib/glossary';
import { keepTogether } from '~/lib/keep-together';
import { Link } from '../link';

/** Glossary entries as a list of links, each with its abbreviation beside it. */
export function TermLinks({ terms }: { terms: GlossaryLinkView[] }) {
  return (
    <ul className="space-y-2">
      {terms.map((entry) => (
        <li key={entry.href}>
          <Link to={entry.href} className="text-accent-ink underline">
            {keepTogether(entry.term)}
          </Link>
          {entry.abbreviation && <span className="ml-2 text-sm text-muted">{keepTogether(entry.abbreviation)}</span>}
        </li>
      ))}
    </ul>
  );
}
