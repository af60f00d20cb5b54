import { createServer } from 'node:http';
import type { LocalBackend } from '../../../scripts/backend/index.ts';

export type ControlServer = { url: string; stop: () => Promise<void> };

/** What a spec may ask of the e2e backend. Each answers 200 once the change has taken effect. */
export type ControlAction =
  | 'postgrest/stop'
  | 'postgrest/start'
  | 'postgrest/pause'
  | 'postgrest/resume'
  | 'postgres/stop'
  | 'postgres/start'
  | 'gateway/hang'
  | 'gateway/normal';

/**
 * The e2e backend lives in the Playwright runner process (global-setup), and specs run in worker processes.
 * This loopback-only server lets a spec reach it: `POST /postgrest/stop` and so on. It is test machinery,
 * started only by global-setup, and never part of the site.
 */
export async function startControlServer(port: number, backend: LocalBackend): Promise<ControlServer> {
  const actions: Record<ControlAction, () => Promise<void> | void> = {
    'postgrest/stop': () => backend.stopPostgrest(),
    'postgrest/start': () => backend.startPostgrest(),
    'postgrest/pause': () => backend.pausePostgrest(),
    'postgrest/resume': () => backend.resumePostgrest(),
    'postgres/stop': () => backend.stopPostgres(),
    'postgres/start': () => backend.startPostgres(),
    'gateway/hang': () => backend.setGatewayFault('hang'),
    'gateway/normal': () => backend.setGatewayFault(null),
  };
  // One change at a time, in the order asked.
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    const action = (req.url ?? '').replace(/^\//, '') as ControlAction;
    if (req.method !== 'POST' || !(action in actions)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`unknown control ${req.method} ${req.url}\n`);
      return;
    }
    const run = queue.then(() => actions[action]());
    queue = run.catch(() => undefined);
    run.then(
      () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`${action}: done\n`),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${action}: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** For specs: asks the runner's control server to do `action` and waits until it is done. */
export async function control(action: ControlAction): Promise<void> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error('E2E_CONTROL_URL is not set: run through playwright test (global-setup starts it)');
  const response = await fetch(`${base}/${action}`, { method: 'POST', signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`control ${action} failed: ${response.status} ${await response.text()}`);
}
