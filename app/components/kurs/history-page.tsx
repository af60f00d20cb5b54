import { useTranslation } from '~/i18n/translate';
import type { KursHistoryView } from '~/lib/kurs-history';
import { homePath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { Link } from '../link';
import { RateChart } from './rate-chart';

/** One currency's history: the chart of every week, one year's table, the other years and currencies. */
export function KursHistoryPage({ view }: { view: KursHistoryView }) {
  const { t } = useTranslation();
  const { lang, labels } = view;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: homePath(lang) },
          { label: labels.title, to: view.hub },
          { label: view.code },
        ]}
      />
      <h1 className="mt-4 font-serif text-4xl font-bold">{view.title}</h1>
      {view.per && <p className="mt-2 text-muted">{view.per}</p>}
      {view.chart && <RateChart chart={view.chart} />}
      {view.years.length > 0 && (
        <nav aria-label={labels.years} className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          {view.years.map((year) => (
            <Link
              key={year.year}
              to={year.href}
              aria-current={year.current ? 'page' : undefined}
              className={year.current ? 'text-ink' : 'text-accent-ink underline'}
            >
              {year.year}
            </Link>
          ))}
        </nav>
      )}
      {view.empty ? (
        <p className="mt-6">{view.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="kurs-table">
            <caption className="mt-6 text-start font-serif text-xl font-bold">{view.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.valid}</th>
                <th scope="col">{labels.kmk}</th>
                <th scope="col">{labels.value}</th>
                <th scope="col">{labels.change}</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.from.iso}>
                  <th scope="row">
                    <time dateTime={row.from.iso}>{row.from.label}</time> –{' '}
                    <time dateTime={row.to.iso}>{row.to.label}</time>
                  </th>
                  <td>{row.kmk}</td>
                  <td>{row.value}</td>
                  <td>{row.change ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={labels.otherCurrencies} className="mt-8">
        <h2 className="section-heading">{labels.otherCurrencies}</h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          {view.others.map((other) => (
            <li key={other.code}>
              <Link
                to={other.href}
                aria-current={other.current ? 'page' : undefined}
                className={other.current ? 'text-ink' : 'text-accent-ink underline'}
              >
                {other.code}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-8 text-sm font-semibold">
        <a href={view.csv} download className="text-accent-ink underline">
          {labels.csv}
        </a>
      </p>
    </main>
  );
}
