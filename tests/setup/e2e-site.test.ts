import { createServer } from 'node:http';
import { expect, it } from 'vitest';
import { startSite } from '../e2e/support/wrangler-server.ts';
import { E2E_SITE_TEST_PORT } from './ports.ts';

// A run interrupted during the browser tests' global setup leaves its wrangler servers running: they are
// process-group leaders of their own, which a Ctrl-C to the runner does not reach. The next run must not take
// such a server, which serves the build it was started with, for the one it starts from today's build.
it('refuses a port that something already answers on, instead of testing whatever answers there', async () => {
  const leftover = createServer((_, response) => response.end('an earlier build'));
  await new Promise<void>((resolve, reject) => {
    leftover.once('error', reject);
    leftover.listen(E2E_SITE_TEST_PORT, '127.0.0.1', resolve);
  });
  try {
    const outcome = await startSite(E2E_SITE_TEST_PORT, {}).then(
      async (site) => {
        await site.stop();
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(new RegExp(`Port ${E2E_SITE_TEST_PORT} .* is already in use`));
  } finally {
    await new Promise((resolve) => leftover.close(resolve));
  }
});
