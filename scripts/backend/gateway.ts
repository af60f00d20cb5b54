import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';

/** Test-only misbehaviour. `hang`: accept every API request and never answer, like a wedged upstream. */
export type GatewayFault = 'hang';

export type GatewayHandle = { url: string; stop: () => Promise<void>; setFault: (fault: GatewayFault | null) => void };

/**
 * A small stand-in for Supabase's API gateway: it gives PostgREST the hosted URL layout (`/rest/v1/...`) and,
 * like Supabase's gateway, refuses requests that carry no API key. The key itself is checked by PostgREST.
 */
export async function startGateway(opts: { port: number; postgrestPort: () => number }): Promise<GatewayHandle> {
  let fault: GatewayFault | null = null;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname === '/health') return sendJson(res, 200, { ok: true });
    // The client's timeout ends such a request; stop() closes whatever is still open.
    if (fault === 'hang') return;
    if (!url.pathname.startsWith('/rest/v1/') && url.pathname !== '/rest/v1') {
      return sendJson(res, 404, { message: 'no Route matched with those values' });
    }
    if (!req.headers.apikey && !req.headers.authorization) {
      return sendJson(res, 401, { message: 'No API key found in request' });
    }
    proxy(req, res, opts.postgrestPort(), url.pathname.slice('/rest/v1'.length) || '/', url.search);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    setFault: (next) => {
      fault = next;
    },
  };
}

function proxy(req: IncomingMessage, res: ServerResponse, port: number, path: string, search: string) {
  const headers = { ...req.headers };
  delete headers.host;
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path: path + search, headers },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, 503, { message: 'The upstream server is currently unavailable' });
    else res.destroy();
  });
  req.pipe(upstream);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
