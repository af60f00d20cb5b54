import { inject } from 'vitest';
import type { BackendInfo } from './test-backend.ts';

/** The test backend of the worker running this file: its own database, which no file beside it writes to. */
export function testBackend(): BackendInfo {
  const backends = inject('backends');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const backend = backends[worker - 1];
  if (!backend) throw new Error(`no test backend for vitest worker ${worker} (of ${backends.length})`);
  return backend;
}
