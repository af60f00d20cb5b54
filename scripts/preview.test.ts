import { chmod, mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyCheckout } from '../tests/setup/checkout-copy.ts';
import { PREVIEW_TEST_PORTS as ports } from '../tests/setup/ports.ts';
import { childEnv, killProcessesInside, type Launched, launch } from '../tests/setup/processes.ts';
import { assertPortsFree, waitForHttp } from './backend/ports.ts';
import { parseDevVars } from './lib/dev-vars.ts';

// dev and preview write .dev.vars, .local/ (the dev database) and build/ into the project: they run in a copy
// of the checkout, so this test never touches a developer's dev database or the build the browser tests use.
const root = await realpath(await mkdtemp(join(tmpdir(), 'newstax-preview-')));
await chmod(root, 0o755);
const checkout = join(root, 'newstax');
const gateway = `http://127.0.0.1:${ports.gateway}`;
const backendEnv = {
  NEWSTAX_API_PORT: String(ports.gateway),
  NEWSTAX_DB_PORT: String(ports.db),
  NEWSTAX_POSTGREST_PORT: String(ports.postgrest),
  NEWSTAX_POSTGREST_ADMIN_PORT: String(ports.postgrestAdmin),
};
const started: Launched[] = [];

afterAll(async () => {
  for (const launched of started) launched.signal('SIGKILL');
  await killProcessesInside(root);
  await rm(root, { recursive: true, force: true });
});

const npmRun = (script: 'dev' | 'preview', port: number) => {
  const launched = launch(process.execPath, [`scripts/${script}.ts`], {
    cwd: checkout,
    env: childEnv({ ...backendEnv, PORT: String(port) }),
  });
  started.push(launched);
  return launched;
};

/** Ctrl-C, as a terminal sends it: to the whole foreground group. */
async function interrupt(launched: Launched) {
  launched.signal('SIGINT');
  const timer = setTimeout(() => launched.signal('SIGKILL'), 30_000);
  const code = await launched.exited;
  clearTimeout(timer);
  return code;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

describe('npm run preview while npm run dev runs', { timeout: 420_000 }, () => {
  it('reuses the backend dev started, serves the site from it, and leaves it to dev on Ctrl-C', async () => {
    await copyCheckout(checkout);

    const dev = npmRun('dev', ports.dev);
    await dev.waitFor(/starting the Remix dev server/, 120_000);
    expect(dev.output()).toContain(`backend ready at ${gateway}`);

    const anonKey = parseDevVars(await readFile(join(checkout, '.dev.vars'), 'utf8')).get('SUPABASE_ANON_KEY') ?? '';
    const articles = (key: string) =>
      fetch(`${gateway}/rest/v1/articles?select=title&lang=eq.id&order=published_at.desc&limit=1`, {
        headers: { apikey: key, authorization: `Bearer ${key}` },
      });
    const [newest] = (await (await articles(anonKey)).json()) as { title: string }[];
    expect(newest?.title).toBeTruthy();

    // The build comes first (about a minute on two cores), then the backend.
    const preview = npmRun('preview', ports.preview);
    await preview.waitFor(/reusing the local backend|Port \d+ .* is already in use/, 300_000);
    expect(preview.output()).toContain(
      `[newstax] reusing the local backend already running at ${gateway} (started by another npm run dev/preview`,
    );
    const home = `http://127.0.0.1:${ports.preview}/id`;
    await waitForHttp(home, 60_000);
    const response = await fetch(home);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(escapeHtml(newest?.title ?? ''));
    // Its links name its own origin, not dev's (.dev.vars's SITE_URL).
    expect(html).toContain(`<link rel="canonical" href="http://localhost:${ports.preview}/id"/>`);

    expect(await interrupt(preview), preview.output()).toBe(130);
    expect(preview.output()).toContain('stopped (the backend is left to the process that started it)');
    expect(dev.child.exitCode).toBeNull();
    expect((await articles(anonKey)).status).toBe(200);

    expect(await interrupt(dev), dev.output()).toBe(130);
    expect(dev.output()).toMatch(/\[newstax\] stopped\n/);
    await assertPortsFree(
      [ports.gateway, ports.db, ports.postgrest, ports.postgrestAdmin, ports.dev, ports.preview].map((port) => ({
        port,
        what: 'a port dev or preview left taken',
        envVar: '-',
      })),
    );
  });
});
