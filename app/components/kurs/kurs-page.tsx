import { useTranslation } from '~/i18n/translate';
import type { KursPageView } from '~/lib/kurs-page';
import { homePath, kursPath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { Link } from '../link';
import { KursForms } from './kurs-forms';
import { RatesTable } from './rates-table';

/**
 * The kurs pajak hub: what week is shown and whether it is in force, the converter's answer, the lookup and
 * converter forms, the week's table, and the open data.
 */
export function KursPage({ view }: { view: KursPageView }) {
  const { t } = useTranslation();
  const { lang, labels } = view;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath(lang) }, { label: labels.title }]} />
      <h1 className="mt-4 font-serif text-4xl font-bold">{labels.title}</h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      {view.errors.length > 0 && (
        <ul role="alert" className="kurs-notice mt-4" data-kind="error">
          {view.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <section aria-labelledby="kurs-status" className="kurs-notice mt-6" data-kind={view.missing ? 'missing' : 'ok'}>
        <h2 id="kurs-status" className="font-serif text-xl font-bold">
          {view.heading}
        </h2>
        {view.notes.map((note) => (
          <p key={note} className="mt-2">
            {note}
          </p>
        ))}
        {view.links.length > 0 && (
          <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm font-semibold">
            {view.links.map((link) => (
              <Link key={link.href} to={link.href} className="text-accent-ink underline">
                {link.label}
              </Link>
            ))}
          </p>
        )}
      </section>
      {(view.conversion || view.conversionMessage) && (
        <div role="status" className="kurs-notice mt-4" data-kind="result">
          {view.conversion && (
            <>
              <p className="text-xl font-bold">{view.conversion.result}</p>
              <p className="mt-1 text-sm">{view.conversion.basis}</p>
              <p className="mt-1 text-sm text-muted">{view.conversion.rounding}</p>
            </>
          )}
          {view.conversionMessage && <p>{view.conversionMessage}</p>}
        </div>
      )}
      <KursForms view={view} action={kursPath(lang)} />
      {view.week && <RatesTable week={view.week} labels={labels} />}
      <section aria-labelledby="kurs-downloads" className="mt-10">
        <h2 id="kurs-downloads" className="section-heading">
          {labels.downloads}
        </h2>
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <a href={view.downloads.csv} download className="text-accent-ink underline">
            {labels.csv}
          </a>
          <a href={view.downloads.feed} className="text-accent-ink underline">
            {labels.feed}
          </a>
          <a href={view.downloads.api} className="text-accent-ink underline">
            {labels.api}
          </a>
        </p>
      </section>
    </main>
  );
}
