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

/** The children of `pid`, once it has started `count` of them (a shell starts them a moment after it runs). */
async function childrenOnceStarted(pid: number, count: number): Promise<number[]> {
  for (let tries = 0; tries < 100; tries++) {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    const children = text.trim().split(/\s+/).filter(Boolean).map(Number);
    if (children.length >= count) return children;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${pid} did not start ${count} processes`);
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
    const children = await childrenOnceStarted(root, 2);
    const names = await Promise.all(children.map(async (pid) => (await readFile(`/proc/${pid}/comm`, 'utf8')).trim()));
    const [watcher] = await childrenOnceStarted(children[names.indexOf('sh')] ?? -1, 1);
    const worker = children[names.indexOf('workerd')] ?? -1;
    if (watcher === undefined) throw new Error('the watcher did not start');

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
