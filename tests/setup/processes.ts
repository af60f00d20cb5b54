import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import { sep } from 'node:path';

export type Launched = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output: () => string;
  /** Its exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  /** Resolves once its output matches `pattern`; fails, with the output, when it exits first or time runs out. */
  waitFor: (pattern: RegExp, timeoutMs: number) => Promise<void>;
  /** Sends `signal` to its whole process group: it and whatever it started in that group. */
  signal: (signal: NodeJS.Signals) => void;
};

/**
 * Starts a command the way a developer's shell would, but as the leader of its own process group, so that a
 * test can stop it and everything it started (Postgres, PostgREST) with one signal.
 */
export function launch(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Launched {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
  let hasExited = false;
  exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });
  return {
    child,
    output: () => output,
    exited,
    waitFor: (pattern, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) done(null);
          else if (hasExited) done(`it exited (${child.exitCode ?? child.signalCode}) first`);
        };
        const timer = setTimeout(() => done(`${timeoutMs} ms passed`), timeoutMs);
        const done = (failure: string | null) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (failure)
            reject(new Error(`${command} ${args.join(' ')} never printed ${pattern}: ${failure}.\n${output}`));
          else resolve();
        };
        listeners.add(check);
        check();
      }),
    signal: (signal) => {
      if (child.pid === undefined || hasExited) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is gone already
      }
    },
  };
}

/** The environment a child npm script gets: ours, without what would make a child vitest think it is a worker. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
  for (const name of Object.keys(env)) {
    if (name.startsWith('VITEST') || ['TEST', 'NODE_ENV', 'FORCE_COLOR'].includes(name)) delete env[name];
  }
  return env;
}

/**
 * Kills (SIGKILL) every process of ours working inside `dir`, whatever its process group: wrangler, Vite and
 * workerd run in groups of their own, and Postgres in its data folder, so a test that failed half-way leaves
 * nothing behind. Linux only (/proc); elsewhere the process groups are all there is.
 */
export async function killProcessesInside(dir: string): Promise<number[]> {
  if (!existsSync('/proc')) return [];
  const killed: number[] = [];
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
    if (cwd === dir || cwd.startsWith(dir + sep)) {
      try {
        process.kill(pid, 'SIGKILL');
        killed.push(pid);
      } catch {
        // gone, or not ours
      }
    }
  }
  return killed;
}
