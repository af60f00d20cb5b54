import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertPortsFree, waitForHttp } from '../../../scripts/backend/ports.ts';
import { pagesDevArgs, pauseFileWatchers } from '../../../scripts/lib/wrangler.ts';

export type SiteServer = { url: string; stop: () => Promise<void> };

/**
 * Serves the production build (build/client + functions/) in workerd with `wrangler pages dev`, exactly as
 * `npm run preview` does, with every variable given on the command line so a developer's .dev.vars is ignored.
 */
export async function startSite(port: number, vars: Record<string, string>): Promise<SiteServer> {
  // Readiness is only "the port answers": a server left by an interrupted run would pass for this one.
  await assertPortsFree([
    { port, what: 'an e2e site; an interrupted run may have left its wrangler', envVar: 'NEWSTAX_TEST_PORT_OFFSET' },
  ]);
  const persistTo = await mkdtemp(join(tmpdir(), 'newstax-wrangler-'));
  const output: string[] = [];
  const child: ChildProcess = spawn('node_modules/.bin/wrangler', pagesDevArgs({ port, vars, persistTo }), {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (process.env.E2E_SERVER_LOGS) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/favicon.png`, 300_000);
  } catch (error) {
    killGroup(child);
    throw new Error(`wrangler pages dev on ${port} did not start: ${String(error)}\n${output.join('').slice(-3000)}`);
  }
  const watchers = await pauseFileWatchers(child.pid ?? -1);
  return {
    url,
    stop: async () => {
      watchers.resume();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        killGroup(child);
        setTimeout(() => killGroup(child, 'SIGKILL'), 5000).unref();
      });
      await rm(persistTo, { recursive: true, force: true });
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
