import type { TestProject } from 'vitest/node';
import { VITEST_BACKEND_PORTS } from './ports.ts';
import { type BackendInfo, backendInfo, startTestBackend } from './test-backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    backend: BackendInfo;
  }
}

/**
 * vitest's own 'exit' listener calls process.exit(), which ends the process before Node gets to print an
 * uncaught exception: an error thrown by an event listener in this process (the backend's child processes,
 * sockets and timers live here) would exit 1 with nothing after RUN. The monitor only prints; Node still
 * treats the exception as fatal.
 */
function printUncaught(error: unknown, origin: string) {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`\n[vitest global setup] ${origin}: ${text}\n`);
}

export default async function setup(project: TestProject) {
  process.on('uncaughtExceptionMonitor', printUncaught);
  const backend = await startTestBackend(VITEST_BACKEND_PORTS).catch((error: unknown) => {
    process.off('uncaughtExceptionMonitor', printUncaught);
    throw error;
  });
  project.provide('backend', backendInfo(backend));
  return async () => {
    await backend.stop();
    process.off('uncaughtExceptionMonitor', printUncaught);
  };
}
