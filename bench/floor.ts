// The no-JavaScript floor for bench/lighthouse.ts: a page exactly as the site serves it, minus every script and
// module preload, gzipped like the site's own documents; every other request (images, icons) is answered by the
// site itself. Comparing a page with its floor in the same run leaves the JavaScript as the only difference.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

// The documents are the site's own server output (React escapes "</" inside inline scripts), so a script element
// always ends at the first "</script>"; the check below fails loudly if that ever stops being true.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

export function withoutJavaScript(html: string): string {
  const stripped = html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (/<script\b/i.test(stripped) || /modulepreload/i.test(stripped)) {
    throw new Error('the floor still holds a script or a module preload');
  }
  return stripped;
}

// Hop-by-hop or body-shaped headers: the floor sets its own.
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export type Floor = { url: string; stop: () => Promise<void> };

export async function startFloor(site: string): Promise<Floor> {
  const server = http.createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${site}${request.url ?? '/'}`, {
        headers: { accept: request.headers.accept ?? '*/*', 'user-agent': request.headers['user-agent'] ?? '' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!DROPPED.has(name)) headers[name] = value;
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if ((upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        body = gzipSync(withoutJavaScript(body.toString('utf8')));
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      response.writeHead(upstream.status, headers).end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
