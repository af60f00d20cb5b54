import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers a PostgREST request. Each is something a real Supabase, a proxy in front of it or a
 * broken deployment can do; none is an answer the site may show as content or turn into a 500.
 */
export const FAULTS = {
  /** Accepts the connection, reads the request, never answers. */
  hang: null,
  /** Sends 200 and its headers, then stalls before the body. */
  'stall-body': null,
  /** PostgREST's error shape with a 500. */
  'error-500': null,
  /** A gateway's HTML error page with a 502. */
  'html-502': null,
  /** 200 with an object where rows were expected. */
  'wrong-shape-object': null,
  /** 200 with rows that have none of the expected columns. */
  'wrong-shape-rows': null,
  /** 200 with rows whose columns have the wrong types. */
  'wrong-types': null,
  /** 200, application/json, and a body that is not JSON. */
  'invalid-json': null,
  /** 200 with an empty body. */
  'empty-200': null,
} as const;

export type Fault = keyof typeof FAULTS;

export type FakeSupabase = {
  /** What SUPABASE_URL is set to. */
  url: string;
  /** Connections accepted so far: proves a request reached the fake (and was not refused). */
  connections: () => number;
  /** The paths asked for, with their query strings. */
  requests: string[];
  close: () => Promise<void>;
};

/**
 * A fake Supabase API on an ephemeral loopback port that answers every `/rest/v1/*` request with `fault`.
 * With `upstream`, requests for `passThrough` tables (say, categories) are forwarded to the real backend,
 * so a loader gets past its first query and fails on the next one.
 */
let fakes = 0;

export async function startFakeSupabase(
  fault: Fault,
  options: { upstream?: string; passThrough?: string[] } = {},
): Promise<FakeSupabase> {
  let connections = 0;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const table = /^\/rest\/v1\/([^?/]+)/.exec(path)?.[1];
    if (options.upstream && table && options.passThrough?.includes(table)) {
      forward(req, res, `${options.upstream}${path}`).catch(() => res.destroy());
      return;
    }
    answer(fault, res);
  });
  server.on('connection', () => {
    connections++;
  });
  // Each fake gets its own loopback address: the app keeps one Supabase client (and its one-minute
  // categories cache) per URL, so a port the OS hands out again must not look like the previous fake.
  const host = `127.0.${Math.floor(++fakes / 250) % 250}.${(fakes % 250) + 2}`;
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    connections: () => connections,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function answer(fault: Fault, res: ServerResponse) {
  const json = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  };
  switch (fault) {
    case 'hang':
      return; // never answer; the socket stays open until the client gives up or the server closes
    case 'stall-body':
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.flushHeaders();
      res.write('[');
      return;
    case 'error-500':
      return json(500, JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }));
    case 'html-502':
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    case 'wrong-shape-object':
      return json(200, JSON.stringify({ unexpected: true }));
    case 'wrong-shape-rows':
      return json(200, JSON.stringify([{ unexpected: true }]));
    case 'wrong-types':
      return json(
        200,
        JSON.stringify([
          { id: '1', slug: 42, name: null, title: ['x'], lang: 'fr', published_at: 7, updated_at: false },
        ]),
      );
    case 'invalid-json':
      return json(200, '[{"slug": "unterminated');
    case 'empty-200':
      return json(200, '');
  }
}

async function forward(req: IncomingMessage, res: ServerResponse, url: string) {
  const headers: Record<string, string> = {};
  for (const name of ['apikey', 'authorization', 'accept', 'accept-profile', 'prefer']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = await fetch(url, { headers });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
}
