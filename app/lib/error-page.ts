import { isRouteErrorResponse, type MetaDescriptor } from '@remix-run/react';
import { type Lang, langFromPath } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { documentTitle } from './site';

/** The status an error page stands for: a thrown response's own, anything else a 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The error page's heading and text for `status`, in `lang`. */
export function errorTexts(status: number, lang: Lang): { title: string; body: string } {
  const { errors } = resources[lang].translation;
  if (status === 404) return { title: errors.notFoundTitle, body: errors.notFoundBody };
  if (status === 503) return { title: errors.unavailableTitle, body: errors.unavailableBody };
  if (status === 400) return { title: errors.badRequestTitle, body: errors.badRequestBody };
  return { title: errors.genericTitle, body: errors.genericBody };
}

/**
 * An error page's `<title>` and noindex, for the `meta` of every page route (and the layouts') when it has no
 * data: in the document's head, where they belong, in the language of the URL.
 */
export function errorPageMeta(error: unknown, pathname: string): MetaDescriptor[] {
  const { title } = errorTexts(errorStatus(error), langFromPath(pathname));
  return [{ title: documentTitle(title) }, { name: 'robots', content: 'noindex' }];
}
