import type { TestProject } from 'vitest/node';
import { VITEST_BACKEND_PORTS, VITEST_MAX_WORKERS, vitestWorkerApiPorts } from './ports.ts';
import { type BackendInfo, backendInfo, startTestBackend } from './test-backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker: worker n (VITEST_POOL_ID) uses the n-th (tests/setup/backend.ts). */
    backends: BackendInfo[];
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

/**
 * One Postgres; each worker gets its own copy of the seeded database with its own PostgREST and gateway, so
 * that files running side by side never see each other's rows (many compare a page with all the database holds).
 */
export default async function setup(project: TestProject) {
  const workers = project.globalConfig.fileParallelism ? (project.globalConfig.maxWorkers ?? 1) : 1;
  if (workers > VITEST_MAX_WORKERS) {
    throw new Error(`vitest runs at most ${VITEST_MAX_WORKERS} workers here (tests/setup/ports.ts), not ${workers}`);
  }
  process.on('uncaughtExceptionMonitor', printUncaught);
  const copies = Array.from({ length: workers - 1 }, (_, i) => ({
    database: `worker_${i + 2}`,
    ports: vitestWorkerApiPorts(i + 2),
  }));
  const backend = await startTestBackend(VITEST_BACKEND_PORTS, copies).catch((error: unknown) => {
    process.off('uncaughtExceptionMonitor', printUncaught);
    throw error;
  });
  const main = backendInfo(backend);
  project.provide('backends', [
    main,
    ...backend.copies.map(({ supabaseUrl, dbUrl }) => ({ ...main, supabaseUrl, dbUrl })),
  ]);
  return async () => {
    await backend.stop();
    process.off('uncaughtExceptionMonitor', printUncaught);
  };
}
