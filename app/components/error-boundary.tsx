import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { Link } from '~/components/link';
import { langFromPath } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { documentTitle } from '~/lib/site';

/** The one error page: 404, 503 and anything else, in the language of the URL, always with a way home. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, body] =
    status === 404
      ? [t('errors.notFoundTitle'), t('errors.notFoundBody')]
      : status === 503
        ? [t('errors.unavailableTitle'), t('errors.unavailableBody')]
        : status === 400
          ? [t('errors.badRequestTitle'), t('errors.badRequestBody')]
          : [t('errors.genericTitle'), t('errors.genericBody')];
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center" data-status={status}>
      <title>{documentTitle(title)}</title>
      <meta name="robots" content="noindex" />
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
