import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { parse } from 'smol-toml';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '~/lib/csp';

// HTMLRewriter exists only in workerd, so secureResponse runs there: a tiny worker that secures the HTML it is
// posted, bundled from the real module by Vite and run at the project's compatibility date.
const ENTRY = 'virtual:secure-response-worker';
const WORKER = `
import { secureResponse } from ${JSON.stringify(fileURLToPath(new URL('./security-headers.server.ts', import.meta.url)))};
export default {
  async fetch(request) {
    const page = new Response(await request.text(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    return secureResponse(page, { ads: false, https: true });
  },
};`;

async function bundleWorker(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '~': fileURLToPath(new URL('..', import.meta.url)) } },
    plugins: [
      { name: 'entry', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? WORKER : null) },
    ],
    ssr: { target: 'webworker', noExternal: true },
    build: { write: false, minify: false, ssr: true, rollupOptions: { input: ENTRY } },
  });
  // One build without a watcher gives one output.
  const chunk = (output as Rollup.RollupOutput).output[0];
  if (chunk?.type !== 'chunk') throw new Error('the worker did not bundle');
  return chunk.code;
}

const wrangler = parse(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8'));
let worker: Miniflare;

beforeAll(async () => {
  const contents = await bundleWorker();
  worker = new Miniflare({
    workers: [
      {
        config: {
          name: 'secure-response',
          compatibilityDate: String(wrangler.compatibility_date),
          manifest: { mainModule: 'worker.js', modules: { 'worker.js': { type: 'esm', contents } } },
        },
      },
    ],
  });
  await worker.ready;
});

afterAll(() => worker?.dispose());

async function secure(html: string) {
  const response = await worker.dispatchFetch('https://newstax.test/', { method: 'POST', body: html });
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  return { csp, nonce: /script-src 'self' 'nonce-([^']*)'/.exec(csp)?.[1], html: await response.text() };
}

/** The attributes of the element with this id, as the edge sent them. */
function attributesOf(html: string, id: string): string {
  const match = new RegExp(`<(?:script|style|link)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element #${id} in ${html}`);
  return match[0];
}

const ours = `nonce="${NONCE_PLACEHOLDER}"`;
const PAGE = `<!DOCTYPE html><html><head>
<style id="our-style" ${ours}>body{color:red}</style>
<link id="our-preload" rel="modulepreload" href="/assets/a.js" ${ours}>
<script id="our-script" ${ours}>window.ok = 1</script>
</head><body>
<script id="foreign" nonce="attacker-chosen">alert(1)</script>
<script id="empty" nonce="">alert(2)</script>
<script id="bare" nonce>alert(3)</script>
<style id="foreign-style" nonce="x">body{display:none}</style>
<link id="foreign-preload" rel="modulepreload" href="/evil.js" nonce="y">
<script id="twice" nonce="z" ${ours}>alert(4)</script>
<script id="plain" src="/assets/b.js"></script>
</body></html>`;

describe('secureResponse in workerd', () => {
  it('writes the fresh nonce of the CSP on the elements rendered with the placeholder', async () => {
    const { csp, nonce, html } = await secure(PAGE);
    expect(nonce).toMatch(/^[\w-]{16,}$/);
    expect(nonce).not.toBe(NONCE_PLACEHOLDER);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    for (const id of ['our-style', 'our-preload', 'our-script']) {
      expect(attributesOf(html, id)).toContain(`nonce="${nonce}"`);
    }
    expect(html).not.toContain(NONCE_PLACEHOLDER);
  });

  it('strips any other nonce, so the CSP blocks an element the page did not render itself', async () => {
    const { nonce, html } = await secure(PAGE);
    // A browser reads the first of two nonces (`twice`): the placeholder behind another one gains nothing.
    for (const id of ['foreign', 'empty', 'bare', 'foreign-style', 'foreign-preload', 'twice', 'plain']) {
      expect(attributesOf(html, id)).not.toMatch(/\bnonce\b/);
    }
    expect(html.split(`nonce="${nonce}"`)).toHaveLength(4);
    // The elements themselves stay; only their claim to run goes.
    expect(html).toContain('<script id="foreign">alert(1)</script>');
  });

  it('draws a new nonce for every response', async () => {
    const [a, b] = await Promise.all([secure(PAGE), secure(PAGE)]);
    expect(a.nonce).not.toBe(b.nonce);
  });
});
