import type { TestProject } from 'vitest/node';
import { VITEST_BACKEND_PORTS } from './ports.ts';
import { type BackendInfo, backendInfo, startTestBackend } from './test-backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    backend: BackendInfo;
  }
}

export default async function setup(project: TestProject) {
  const backend = await startTestBackend(VITEST_BACKEND_PORTS);
  project.provide('backend', backendInfo(backend));
  return () => backend.stop();
}
