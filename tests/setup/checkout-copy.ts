import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, realpath, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../scripts/backend/index.ts';

/**
 * Copies this checkout into `dest`: the files git sees (tracked or new, not ignored), as they are on disk, so
 * a test can run the project's own scripts there without their side effects (.dev.vars, .local/, build/)
 * reaching the checkout. node_modules is linked to ours, except `ownPackages`, which are copied: a package
 * whose files must sit inside the copy (say, Postgres's binaries under a folder only root may enter).
 */
export async function copyCheckout(dest: string, options: { ownPackages?: string[] } = {}): Promise<void> {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\0')
    // A checkout's node_modules may itself be a link (a worktree's), which git does not ignore.
    .filter((file) => file && file !== 'node_modules' && existsSync(join(projectRoot, file)));
  for (const file of files) {
    await mkdir(dirname(join(dest, file)), { recursive: true });
    await cp(join(projectRoot, file), join(dest, file), { verbatimSymlinks: true });
  }

  const modules = await realpath(join(projectRoot, 'node_modules'));
  const own = options.ownPackages ?? [];
  if (own.length === 0) {
    await symlink(modules, join(dest, 'node_modules'));
    return;
  }
  await mkdir(join(dest, 'node_modules'));
  for (const entry of await readdir(modules)) {
    const from = join(modules, entry);
    if (own.includes(entry)) {
      await cp(from, join(dest, 'node_modules', entry), { recursive: true, verbatimSymlinks: true });
    } else {
      await symlink(from, join(dest, 'node_modules', entry));
    }
  }
}
