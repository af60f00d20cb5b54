import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const WORKER_BUDGET_GZIP_BYTES = 1024 * 1024;
const outdir = await mkdtemp(join(tmpdir(), 'newstax-worker-'));
afterAll(() => rm(outdir, { recursive: true, force: true }));

describe('the Pages Function bundle', () => {
  it('builds with `wrangler pages functions build` and stays under 1 MB gzipped', { timeout: 120_000 }, async () => {
    expect(existsSync('build/server/index.js'), 'run `npm run build` first (npm test does)').toBe(true);
    const { stderr } = await run('node_modules/.bin/wrangler', ['pages', 'functions', 'build', '--outdir', outdir], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    // `npm run deploy` and `npm run preview` print what this build prints: a warning there is one every operator
    // learns to skip, and the next, real one is skipped with it.
    expect(stripVTControlCharacters(stderr).match(/^.*\[WARNING\].*$/gm) ?? []).toEqual([]);
    const files = (await readdir(outdir, { recursive: true })).filter((f) => /\.(m?js|wasm)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    let gzipped = 0;
    for (const file of files) gzipped += gzipSync(await readFile(join(outdir, file)), { level: 9 }).length;
    console.info(`worker bundle: ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
    expect(gzipped).toBeLessThan(WORKER_BUDGET_GZIP_BYTES);
  });
});

describe('the server build', () => {
  it("names itself, so the edge cache keeps each build's copies apart", async () => {
    const dir = 'build/server';
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.js'));
    const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    const ids = texts.flatMap((text) => [...text.matchAll(/const buildId = "([0-9a-f-]{36})"/g)].map((m) => m[1]));
    expect(ids).toHaveLength(1);
  });
});
