import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { createInstance } from 'i18next';
import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { langFromPath } from '~/i18n/config';
import { i18nOptions } from '~/i18n/i18next';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng: langFromPath(new URL(request.url).pathname) });

  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <I18nextProvider i18n={i18n}>
      <RemixServer context={remixContext} url={request.url} />
    </I18nextProvider>,
    {
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        console.error('render failed', new URL(request.url).pathname, error);
      },
    },
  );
  // Pages are small and cached whole at the edge, so every visitor (bot or not) gets the complete document.
  await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error('request failed', new URL(request.url).pathname, error);
};
