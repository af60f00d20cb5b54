import { Link } from '~/components/link';
import { type Lang, langWhereOther } from '~/i18n/config';
import type { CorrectionPageStrings } from '~/i18n/strings/correction-pages';
import { useTranslation } from '~/i18n/translate';
import type { CorrectionItem } from '~/lib/corrections';
import { keepTogether } from '~/lib/keep-together';
import { homePath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { Pagination } from '../pagination';

export type CorrectionsView = {
  lang: Lang;
  labels: CorrectionPageStrings;
  page: number;
  items: CorrectionItem[];
  /** The list's RSS feed. */
  feed: string;
  previous: string | null;
  next: string | null;
};

/** /id/ralat, /en/corrections: every correction and reference-data change, newest first, each linking to its page. */
export function CorrectionsPage({ view }: { view: CorrectionsView }) {
  const { t } = useTranslation();
  const { lang, labels, page, items, previous, next } = view;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath(lang) }, { label: labels.title }]} />
      <h1 className="mt-4 font-serif text-4xl font-bold">
        {labels.title}
        {page > 1 && <span className="ml-3 text-xl font-normal text-muted">{t('listing.page', { page })}</span>}
      </h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      <p className="mt-3 text-sm">
        <a href={view.feed} type="application/rss+xml" className="text-accent-ink underline underline-offset-2">
          {labels.feed}
        </a>
      </p>
      {items.length === 0 ? (
        <p className="mt-10 text-muted">{labels.empty}</p>
      ) : (
        <ol aria-label={labels.title} className="mt-8 divide-y divide-line border-y border-line">
          {items.map((item) => (
            <li key={item.key} className="py-5">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span className="font-semibold text-accent-ink">{item.kindLabel}</span>
                <time dateTime={item.date.iso}>{item.date.label}</time>
                {item.hrefLang !== lang && <span>{labels.inOtherLanguage}</span>}
              </p>
              <h2 className="mt-1 font-serif text-xl font-bold">
                <Link
                  to={item.href}
                  hrefLang={langWhereOther(item.hrefLang, lang)}
                  lang={langWhereOther(item.titleLang, lang)}
                  className="card-link"
                >
                  {keepTogether(item.title)}
                </Link>
              </h2>
              {item.text && (
                <p className="mt-2" lang={langWhereOther(item.text.lang, lang)}>
                  {item.text.text}
                </p>
              )}
              {item.revocation && (
                <p className="mt-2">
                  {item.revocation.before}
                  <Link
                    to={item.revocation.revoker.href}
                    lang={langWhereOther('id', lang)}
                    className="text-accent-ink underline underline-offset-2"
                  >
                    {keepTogether(item.revocation.revoker.name)}
                  </Link>
                  {item.revocation.after}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} previous={previous} next={next} />
    </main>
  );
}
