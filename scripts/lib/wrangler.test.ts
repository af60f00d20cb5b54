import { type ChildProcess, spawn } from 'node:child_process';
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

async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return text.trim().split(/\s+/).filter(Boolean).map(Number);
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
    const root = tree.pid ?? -1;
    let children: number[] = [];
    for (let tries = 0; tries < 100 && children.length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      children = await childrenOf(root);
    }
    const names = await Promise.all(children.map((pid) => readFile(`/proc/${pid}/comm`, 'utf8')));
    const inner = children[names.findIndex((name) => name.trim() === 'sh')] ?? -1;
    let watcher: number | undefined;
    for (let tries = 0; tries < 100 && watcher === undefined; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      watcher = (await childrenOf(inner))[0];
    }
    const worker = children[names.findIndex((name) => name.trim() === 'workerd')] ?? -1;
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
