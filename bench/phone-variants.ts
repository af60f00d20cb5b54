// The versions of a page that bench/phone.ts loads side by side, and the proxy that serves each of them.
//
// A variant is written `[build:]base[+change…]`:
//   - base `served`: the page exactly as the site serves it; `stock`: the same HTML with Remix's scripts where
//     its `<Scripts>` puts them (the end of the body, nothing held back, no preload moved; what the site did before
//     decision 0025); `floor`: the same HTML without any script or module preload (bench/floor.ts);
//   - `build:` takes the pages from another checkout's build (`--against build=DIR`) instead of this checkout's;
//   - a change takes one mechanism out of the bytes the browser receives, so its worth shows against the same
//     build with it: `no-expect` (the render-blocking `link rel=expect`), `no-share-probe` (the head's one-statement share-sheet script).
// Every variant goes through the same proxy, which decodes each response, transforms it, and gzips every text
// response at the same level, so the only difference between two variants is the transform.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { withoutJavaScript } from './floor.ts';

export const BASES = ['served', 'stock', 'floor'] as const;
export type Base = (typeof BASES)[number];
type Step = { html: (html: string) => string };
const CHANGES: Record<string, Step> = {
  'no-expect': { html: (html) => withoutExpect(html) },
  'no-share-probe': { html: (html) => withoutShareProbe(html) },
  // Trials of where Remix's module preloads go and how urgently they are fetched.
  'early-preloads': { html: (html) => html.replace(HELD_PRELOADS, '$1') },
  'low-preloads': {
    html: (html) => html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
  },
};
type Change = string;

/** `build` names another checkout's build (bench/phone.ts --against), or is undefined for this checkout's. */
export type Variant = { name: string; build: string | undefined; base: Base; changes: Change[] };

export function parseVariant(name: string): Variant {
  const colon = name.indexOf(':');
  const build = colon < 0 ? undefined : name.slice(0, colon);
  const [base, ...changes] = name.slice(colon + 1).split('+');
  if (!BASES.includes(base as Base)) throw new Error(`unknown variant ${name}: the base is one of ${BASES}`);
  for (const change of changes) {
    if (!(change in CHANGES)) throw new Error(`unknown change ${change} in ${name}: ${Object.keys(CHANGES)}`);
  }
  return { name, build, base: base as Base, changes };
}

// The held-back tags of decision 0025/0031 (`<template data-after-paint>` and the script that restores them).
const HELD = /<template data-after-paint(?:="last")?>([\s\S]*?)<\/template>/g;
const HELD_PRELOADS = /<template data-after-paint>((?:<link rel="modulepreload"[^>]*\/>)+)<\/template>/g;
const RESTORE = /<script nonce="[^"]*">\(\(\)=>\{document\.currentScript\.remove\(\);[\s\S]*?<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const CONTEXT_SCRIPT = '>window.__remixContext = ';

/**
 * Remix's own placement of its tags, from a page as served: nothing held in templates, and the module preloads
 * just before the context script, where `<Scripts>` renders them. Throws if the result is not that shape, so a
 * change of the served shape cannot silently compare against something else.
 */
export function stock(html: string): string {
  let out = html.replace(HELD, '$1').replace(RESTORE, '');
  const preloads = out.match(MODULE_PRELOAD) ?? [];
  out = out.replace(MODULE_PRELOAD, '');
  const context = out.indexOf(CONTEXT_SCRIPT);
  const start = context < 0 ? -1 : out.lastIndexOf('<script', context);
  if (start < 0 || preloads.length === 0) throw new Error('stock: no context script or no module preload found');
  out = `${out.slice(0, start)}${preloads.map((tag) => tag.replace(/ fetchpriority="[^"]*"/, '')).join('')}${out.slice(start)}`;
  if (out.includes('data-after-paint')) throw new Error('stock: a held tag is left');
  return out;
}

const withoutExpect = (html: string) => html.replace(/<link rel="expect"[^>]*\/>/, '');
const withoutShareProbe = (html: string) =>
  html.replace(/<script nonce="[^"]*">if\(navigator\.share\)[^<]*<\/script>/, '');

function transformHtml(variant: Variant, html: string): string {
  let out = variant.base === 'stock' ? stock(html) : variant.base === 'floor' ? withoutJavaScript(html) : html;
  for (const change of variant.changes) {
    const step = CHANGES[change];
    if (step) out = step.html(out);
  }
  return out;
}

// Hop-by-hop or body-shaped headers: the proxy sets its own.
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export type VariantProxy = { variant: Variant; url: string; stop: () => Promise<void> };

/**
 * Serves `variant` of the site at `upstream` on a port of its own. Immutable assets are transformed and
 * compressed once and kept; documents are fetched, transformed and compressed on every request, as the site
 * serves them from its edge cache.
 */
export async function startVariantProxy(variant: Variant, upstream: string): Promise<VariantProxy> {
  const assets = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  async function answer(request: http.IncomingMessage) {
    const path = request.url ?? '/';
    const kept = assets.get(path);
    if (kept) return kept;
    const upstreamResponse = await fetch(`${upstream}${path}`, {
      method: request.method,
      headers: {
        accept: request.headers.accept ?? '*/*',
        'user-agent': request.headers['user-agent'] ?? '',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    upstreamResponse.headers.forEach((value, name) => {
      if (!DROPPED.has(name)) headers[name] = value;
    });
    const type = upstreamResponse.headers.get('content-type') ?? '';
    let body = Buffer.from(await upstreamResponse.arrayBuffer());
    if (type.startsWith('text/html')) body = Buffer.from(transformHtml(variant, body.toString('utf8')));
    if (TEXT.test(type) && body.length > 0) {
      body = gzipSync(body, { level: 6 });
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    const result = { status: upstreamResponse.status, headers, body };
    if (path.startsWith('/assets/') && upstreamResponse.status === 200) assets.set(path, result);
    return result;
  }
  const server = http.createServer((request, response) => {
    answer(request).then(
      ({ status, headers, body }) => response.writeHead(status, headers).end(request.method === 'HEAD' ? '' : body),
      (error: unknown) => response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    variant,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
