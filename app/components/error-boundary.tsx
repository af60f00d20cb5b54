import { useLocation, useRouteError } from '@remix-run/react';
import { Link } from '~/components/link';
import { langFromPath } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { errorStatus, errorTexts } from '~/lib/error-page';

/**
 * The one error page: 404, 503 and anything else, in the language of the URL, always with a way home. Its
 * `<title>` and noindex come from the routes' `meta` (lib/error-page.ts), in the head.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  const status = errorStatus(error);
  const { title, body } = errorTexts(status, lang);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center" data-status={status}>
      <p className="font-serif text-6xl font-bold text-accent">{status}</p>
      <h1 className="mt-4 font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">{body}</p>
      <p className="mt-8">
        <Link to={`/${lang}`} className="rounded bg-accent px-4 py-2 font-semibold text-page no-underline">
          {t('errors.backHome')}
        </Link>
      </p>
    </main>
  );
}

export function RootErrorBoundary() {
  return <ErrorPage />;
}
