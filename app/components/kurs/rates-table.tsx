import type { KursPageLabels, KursWeekView } from '~/lib/kurs-page';
import { Link } from '../link';

/** One week's KMK, dates, source and its 25 rates with their change against the week before. */
export function RatesTable({ week, labels }: { week: KursWeekView; labels: KursPageLabels }) {
  return (
    <section aria-labelledby="kurs-week-heading" className="mt-8">
      <h2 id="kurs-week-heading" className="font-serif text-2xl font-bold">
        {week.caption}
      </h2>
      <dl className="regulation-facts">
        <div>
          <dt>{labels.kmk}</dt>
          <dd>{week.kmk}</dd>
        </div>
        <div>
          <dt>{labels.valid}</dt>
          <dd>
            <time dateTime={week.from.iso}>{week.from.label}</time> –{' '}
            <time dateTime={week.to.iso}>{week.to.label}</time>
          </dd>
        </div>
        <div>
          <dt>{labels.source}</dt>
          <dd>
            <a href={week.source.url} className="text-accent-ink underline" rel="noopener">
              {week.source.name}
            </a>
          </dd>
        </div>
        {week.source.note && (
          <div className="sm:col-span-2">
            <dt>{labels.sourceNote}</dt>
            <dd lang={week.source.noteLang} className="break-words">
              {week.source.note}
            </dd>
          </div>
        )}
        <div>
          <dt>{labels.checked}</dt>
          <dd>
            <time dateTime={week.checked.iso}>{week.checked.label}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">{week.changeNote}</p>
      <div className="table-scroll">
        <table className="kurs-table">
          <caption className="sr-only">{week.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.currency}</th>
              <th scope="col">{labels.value}</th>
              <th scope="col">{labels.change}</th>
              <th scope="col">{labels.history}</th>
            </tr>
          </thead>
          <tbody>
            {week.rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">
                  {row.name} <abbr>{row.code}</abbr>
                  {row.per && <span className="block text-sm font-normal text-muted">{row.per}</span>}
                </th>
                <td>{row.value}</td>
                <td>
                  {row.change ?? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{row.changeMissing}</span>
                    </>
                  )}
                </td>
                <td>
                  <Link to={row.historyHref} className="text-accent-ink underline" aria-label={row.historyLabel}>
                    {labels.history}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
