import { chmod, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout } from '../tests/setup/checkout-copy.ts';
import { DEV_TEST_PORTS } from '../tests/setup/ports.ts';
import { childEnv, killProcessesInside, type Launched, launch } from '../tests/setup/processes.ts';
import { waitForHttp } from './backend/ports.ts';
import { parseDevVars, setDevVar } from './lib/dev-vars.ts';

const ports = DEV_TEST_PORTS;

// dev writes .dev.vars and .local/ into the project: it runs in a copy, never touching the developer's own.
const root = await realpath(await mkdtemp(join(tmpdir(), 'newstax-dev-')));
await chmod(root, 0o755);
const checkout = join(root, 'newstax');
const devVarsPath = join(checkout, '.dev.vars');
const started: Launched[] = [];

beforeAll(async () => {
  await copyCheckout(checkout);
  const example = await readFile(join(checkout, '.dev.vars.example'), 'utf8');
  await writeFile(devVarsPath, setDevVar(example, 'THEME_COOKIE_SECRET', 'x'.repeat(32)));
}, 120_000);

afterAll(async () => {
  for (const launched of started) launched.signal('SIGKILL');
  await killProcessesInside(root);
  await rm(root, { recursive: true, force: true });
});

const npmRunDev = () => {
  const launched = launch(process.execPath, ['scripts/dev.ts'], {
    cwd: checkout,
    env: childEnv({
      NEWSTAX_API_PORT: String(ports.gateway),
      NEWSTAX_DB_PORT: String(ports.db),
      NEWSTAX_POSTGREST_PORT: String(ports.postgrest),
      NEWSTAX_POSTGREST_ADMIN_PORT: String(ports.postgrestAdmin),
      PORT: String(ports.dev),
    }),
  });
  started.push(launched);
  return launched;
};

async function withDevVar<T>(name: string, value: string, work: () => Promise<T>): Promise<T> {
  const original = await readFile(devVarsPath, 'utf8');
  await writeFile(devVarsPath, setDevVar(original, name, value));
  try {
    return await work();
  } finally {
    await writeFile(devVarsPath, original);
  }
}

describe('npm run dev', { timeout: 180_000 }, () => {
  it.each([
    ['THEME_COOKIE_SECRET', 'short', 'Fix .dev.vars: THEME_COOKIE_SECRET must be at least 32 characters long.'],
    [
      'SUPABASE_URL',
      '127.0.0.1:55321',
      'SUPABASE_URL in .dev.vars is not an http(s) URL: 127.0.0.1:55321. Use http://127.0.0.1:54321 (the local ' +
        'backend), or https://<ref>.supabase.co for a hosted project.',
    ],
    ['SITE_URL', 'localhost', 'Fix .dev.vars: SITE_URL is not a URL: localhost'],
  ])('refuses to start, in one line, with %s=%s in .dev.vars', async (name, value, line) => {
    await withDevVar(name, value, async () => {
      const dev = npmRunDev();
      try {
        const started = dev.waitFor(/starting the Remix dev server/, 120_000).then(() => 'started, pages failing');
        expect(await Promise.race([dev.exited, started]), dev.output()).toBe(1);
        expect(dev.output()).toBe(`[newstax] ${line}\n`);
      } finally {
        // Without the check it starts a backend, which the next case would reuse.
        dev.signal('SIGINT');
        await dev.exited;
      }
    });
  });

  it("points SITE_URL at its own port when .dev.vars names another local one, so robots.txt's sitemap is its own", async () => {
    const dev = npmRunDev();
    try {
      await dev.waitFor(/starting the Remix dev server/, 120_000);
      const origin = `http://localhost:${ports.dev}`;
      const robots = `http://127.0.0.1:${ports.dev}/robots.txt`;
      await waitForHttp(robots, 60_000);
      expect(/^Sitemap: (.*)$/m.exec(await (await fetch(robots)).text())?.[1]).toBe(`${origin}/sitemap.xml`);
      expect(dev.output()).toContain(
        `[newstax] SITE_URL in .dev.vars is http://localhost:5173, another port than this server's: using ${origin}\n`,
      );
      expect(parseDevVars(await readFile(devVarsPath, 'utf8')).get('SITE_URL')).toBe(origin);
    } finally {
      dev.signal('SIGINT');
      await dev.exited;
    }
  });
});
