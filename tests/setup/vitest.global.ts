import type { TestProject } from 'vitest/node';
import { type BackendInfo, backendInfo, startTestBackend } from './test-backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    backend: BackendInfo;
  }
}

export const VITEST_PORTS = { db: 55432, gateway: 55421, postgrest: 55423, postgrestAdmin: 55424 };

export default async function setup(project: TestProject) {
  const backend = await startTestBackend(VITEST_PORTS);
  project.provide('backend', backendInfo(backend));
  return () => backend.stop();
}
