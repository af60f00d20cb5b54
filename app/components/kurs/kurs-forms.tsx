import type { KursPageView } from '~/lib/kurs-page';
import { Form } from '../link';

/**
 * The date lookup and the converter: two GET forms to the page itself, so both work without JavaScript and every
 * answer has an address. The converter's date may be left empty for this week.
 */
export function KursForms({ view, action }: { view: KursPageView; action: string }) {
  const { labels, form, paramNames: names } = view;
  return (
    <div className="mt-10 grid gap-8 md:grid-cols-2">
      <section aria-labelledby="kurs-lookup-heading">
        <h2 id="kurs-lookup-heading" className="section-heading">
          {labels.lookup}
        </h2>
        <Form method="get" action={action} className="kurs-form" aria-labelledby="kurs-lookup-heading">
          <DateField label={labels.date} name={names.date} value={form.date} />
          <button type="submit" className="pill-button">
            {labels.show}
          </button>
        </Form>
      </section>
      <section aria-labelledby="kurs-converter-heading">
        <h2 id="kurs-converter-heading" className="section-heading">
          {labels.converter}
        </h2>
        <Form method="get" action={action} className="kurs-form" aria-labelledby="kurs-converter-heading">
          <label>
            {labels.amount}
            <input
              type="text"
              inputMode="decimal"
              name={names.amount}
              defaultValue={form.amount}
              autoComplete="off"
              aria-describedby="kurs-amount-hint"
            />
            <span id="kurs-amount-hint" className="text-xs font-normal text-muted">
              {labels.amountHint}
            </span>
          </label>
          <label>
            {labels.currency}
            <select name={names.currency} defaultValue={form.currency}>
              {form.currencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.label}
                </option>
              ))}
            </select>
          </label>
          <DateField label={labels.date} name={names.date} value={form.date} hint={labels.dateHint} />
          <button type="submit" className="pill-button">
            {labels.convert}
          </button>
        </Form>
      </section>
    </div>
  );
}

/** A date field, YYYY-MM-DD in the browser's own picker; the range is the one the pages accept. */
function DateField({ label, name, value, hint }: { label: string; name: string; value: string; hint?: string }) {
  return (
    <label>
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value}
        min="1900-01-01"
        max="2199-12-31"
        aria-describedby={hint ? 'kurs-date-hint' : undefined}
      />
      {hint && (
        <span id="kurs-date-hint" className="text-xs font-normal text-muted">
          {hint}
        </span>
      )}
    </label>
  );
}
