import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pauseFileWatchers } from './wrangler.ts';

/** A process's state letter: S sleeping, T stopped. */
async function stateOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '';
}

const childrenOf = async (pid: number) =>
  (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(/\s+/).filter(Boolean).map(Number);

/**
 * The first process below `root` named `name`, once there is one: a shell starts its children a moment after it
 * runs, and a child keeps the shell's name until it has exec'd its program.
 */
async function descendantNamed(root: number, name: string): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const pending = await childrenOf(root);
    while (pending.length > 0) {
      const pid = pending.shift() as number;
      const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
      if (comm.trim() === name) return pid;
      pending.push(...(await childrenOf(pid).catch(() => [])));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no process named ${name} started below ${root}`);
}

describe('pauseFileWatchers', () => {
  let tree: ChildProcess | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    if (tree?.pid !== undefined) process.kill(-tree.pid, 'SIGKILL');
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('pauses the esbuild processes below a server, and only those, until resumed', async () => {
    // `sleep` under two names: the process name is the name it was started by.
    folder = await mkdtemp(join(tmpdir(), 'newstax-watchers-'));
    const esbuild = join(folder, 'esbuild');
    const workerd = join(folder, 'workerd');
    await symlink('/bin/sleep', esbuild);
    await symlink('/bin/sleep', workerd);
    const unrelated = spawn(esbuild, ['30'], { stdio: 'ignore' });
    // A server's shape: a parent, its watcher grandchild, and a worker beside it.
    tree = spawn('sh', ['-c', `sh -c '${esbuild} 30 & wait' & ${workerd} 30 & wait`], {
      detached: true,
      stdio: 'ignore',
    });
    // A process that could not start has no pid: say why, rather than read /proc/-1 below.
    await Promise.all([once(unrelated, 'spawn'), once(tree, 'spawn')]);
    const root = tree.pid ?? -1;
    const watcher = await descendantNamed(root, 'esbuild');
    const worker = await descendantNamed(root, 'workerd');

    try {
      const paused = await pauseFileWatchers(root);
      // A signal is taken when the process next runs: wait for the state it sets.
      await expect.poll(() => stateOf(watcher)).toBe('T');
      expect(await stateOf(worker)).toBe('S');
      expect(await stateOf(unrelated.pid ?? -1), 'an esbuild outside the tree').toBe('S');
      paused.resume();
      await expect.poll(() => stateOf(watcher)).toBe('S');
    } finally {
      unrelated.kill('SIGKILL');
    }
  });
});
