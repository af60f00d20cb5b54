import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { renderToReadableStream } from 'react-dom/server';
import { SiteStylesContext } from '~/components/site-styles';
import { NONCE_PLACEHOLDER } from '~/lib/csp';
import siteStyles from './styles.css?inline';

declare const __BUILD_ID__: string;

/** Names this build (vite.config.ts makes one per build): the edge cache keeps each build's copies apart. */
export const buildId: string = __BUILD_ID__;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  // Single fetch streams loader data through inline scripts: they need the nonce too.
  const body = await renderToReadableStream(
    <SiteStylesContext.Provider value={siteStyles}>
      <RemixServer context={remixContext} url={request.url} nonce={NONCE_PLACEHOLDER} />
    </SiteStylesContext.Provider>,
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
