import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../backend/index.ts';

/**
 * Starts a project binary (node_modules/.bin) in its own process group, so that stopping it also stops
 * whatever it started itself (Vite's workers, wrangler's workerd), not just the top process. Ctrl-C reaches
 * our handler, which stops the group.
 */
export function spawnTool(bin: string, args: string[]): ChildProcess & { stop: () => void } {
  const child = spawn(join(projectRoot, 'node_modules', '.bin', bin), args, {
    cwd: projectRoot,
    // Its own group is not the terminal's foreground group, so it must not read the terminal (SIGTTIN).
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  return Object.assign(child, {
    stop: () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  });
}
