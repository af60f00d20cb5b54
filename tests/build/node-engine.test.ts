import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

// `npm install` as a newcomer runs it, in a folder of its own: the dry run reads the lock file alone, offline.
const dir = await mkdtemp(join(tmpdir(), 'newstax-engine-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
  if (existsSync(file)) await copyFile(file, join(dir, file));
}

/** `npm install --dry-run` as npm would run it on Node `version` (npm checks `engines` against process.version). */
async function installOn(version: string) {
  const pretend = Buffer.from(`Object.defineProperty(process, 'version', { value: 'v${version}' });`).toString(
    'base64',
  );
  const options = [process.env.NODE_OPTIONS, `--import=data:text/javascript;base64,${pretend}`];
  return run('npm', ['install', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: options.filter(Boolean).join(' '), npm_config_loglevel: 'error' },
  }).then(
    () => ({ ok: true, stderr: '' }),
    (error: { stderr: string }) => ({ ok: false, stderr: error.stderr }),
  );
}

describe('npm install', { timeout: 60_000 }, () => {
  it('stops on a Node older than package.json names, saying which it needs', async () => {
    // Without it the install passed, and `npm run dev` then failed on `scripts/dev.ts` with a stack trace about
    // an unknown file extension (Node strips types from 22.18 on).
    const old = await installOn('22.17.0');
    expect(old.ok).toBe(false);
    expect(old.stderr).toContain('Required: {"node":"^22.19.0 || >=24"}');
    expect(old.stderr).toContain('newstax@');
  });

  it('goes through on the oldest Node that README names, every package included', async () => {
    // Each package's own "engines" counts as well: Lighthouse 13 names 22.19, and 22.18 stopped here.
    const oldest = await installOn('22.19.0');
    expect(oldest.stderr).toBe('');
    expect(oldest.ok).toBe(true);
  });
});
