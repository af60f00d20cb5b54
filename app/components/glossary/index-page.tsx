import { Link } from '~/components/link';
import type { Lang } from '~/i18n/config';
import type { GlossaryPageStrings } from '~/i18n/strings/glossary-pages';
import { useTranslation } from '~/i18n/translate';
import { sameTerm } from '~/lib/glossary';
import { keepTogether } from '~/lib/keep-together';
import { homePath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';

export type GlossaryIndexView = {
  lang: Lang;
  labels: GlossaryPageStrings;
  /** Entries grouped by the first letter of their term in the page's language, in that language's order. */
  letters: {
    letter: string;
    entries: { href: string; term: string; otherTerm: string; abbreviation: string | null }[];
  }[];
};

/** The glossary A–Z: letter jumps, then each letter's terms with their abbreviation and the other language's term. */
export function GlossaryIndexPage({ view }: { view: GlossaryIndexView }) {
  const { t } = useTranslation();
  const { lang, labels, letters } = view;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath(lang) }, { label: t('glossary.title') }]} />
      <h1 className="mt-4 font-serif text-4xl font-bold">{t('glossary.title')}</h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      <nav aria-label={labels.letters} className="glossary-letters">
        <ul>
          {letters.map(({ letter }) => (
            <li key={letter}>
              <a href={`#letter-${letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map(({ letter, entries }) => (
        <section key={letter} aria-labelledby={`letter-${letter}`} className="mt-8">
          <h2 id={`letter-${letter}`} className="section-heading">
            {letter}
          </h2>
          <dl className="glossary-list">
            {entries.map((entry) => (
              <div key={entry.href}>
                {/* The gap before the abbreviation is the term's margin, not the abbreviation's: where the
                    abbreviation wraps (kept whole: "PPh 25"), it starts its line where the term does. */}
                <dt>
                  <Link to={entry.href} className="mr-1 inline-block font-semibold text-accent-ink underline">
                    {keepTogether(entry.term)}
                  </Link>
                  {entry.abbreviation && entry.abbreviation !== entry.term && (
                    <>
                      {' '}
                      <abbr className="whitespace-nowrap text-sm text-muted no-underline">{entry.abbreviation}</abbr>
                    </>
                  )}
                </dt>
                {/* "Coretax / Coretax" says nothing: a term both languages share is named once. */}
                {sameTerm(entry.term, entry.otherTerm) ? (
                  <dd className="text-sm text-muted">{labels.sameInOtherLanguage}</dd>
                ) : (
                  <dd lang={lang === 'id' ? 'en' : 'id'} className="text-sm text-muted">
                    {entry.otherTerm}
                  </dd>
                )}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </main>
  );
}
