import { createServer } from 'node:net';
import { SetupError } from './setup-error.ts';

export type PortName = { port: number; what: string; envVar: string };

/** Fails with one line naming the port and how to move it, instead of a stack trace later on. */
export async function assertPortsFree(ports: PortName[]): Promise<void> {
  for (const { port, what, envVar } of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (!free) {
      throw new PortInUseError(
        `Port ${port} (${what}) is already in use. Stop whatever holds it, or set ${envVar} to another port.`,
      );
    }
  }
}

/** A port nothing listens on right now, from the system's ephemeral range: for a server only this process uses. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export class PortInUseError extends SetupError {
  override name = 'PortInUseError';
}

export async function waitForHttp(url: string, timeoutMs: number, isReady = (r: Response) => r.ok): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (isReady(response)) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was not ready after ${timeoutMs} ms: ${String(lastError)}`);
}
