import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../backend/index.ts';

/**
 * Starts a project binary (node_modules/.bin) in its own process group, so that stopping it also stops
 * whatever it started itself (Vite's workers, wrangler's workerd), not just the top process. Ctrl-C reaches
 * our handler, which stops the group. `stop` resolves once the tool has exited, so that a command which
 * returns has let go of the tool's port; a tool that ignores SIGTERM for 5 s gets SIGKILL.
 */
export function spawnTool(bin: string, args: string[]): ChildProcess & { stop: () => Promise<void> } {
  const child = spawn(join(projectRoot, 'node_modules', '.bin', bin), args, {
    cwd: projectRoot,
    // Its own group is not the terminal's foreground group, so it must not read the terminal (SIGTTIN).
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return Object.assign(child, {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          // Whatever of its group outlived it (a workerd, a Vite worker) is left over: it goes too.
          signalGroup('SIGKILL');
          resolve();
        });
        signalGroup('SIGTERM');
      }),
  });
}
