import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('the Worker environment type', () => {
  it('is what `npm run typegen` generates from wrangler.toml and .dev.vars.example today', {
    timeout: 60_000,
  }, async () => {
    const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.typegen as string;
    const [command, ...args] = script.split(' ');
    expect(command).toBe('wrangler');
    // --check exits non-zero when the committed worker-configuration.d.ts is stale.
    await run('node_modules/.bin/wrangler', [...args, '--check'], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
  });

  it('names every variable that .dev.vars.example documents', () => {
    const documented = [...readFileSync('.dev.vars.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (m) => m[1],
    );
    const typed = readFileSync('worker-configuration.d.ts', 'utf8');
    for (const name of documented) expect(typed, name).toMatch(new RegExp(`\\b${name}: string;`));
  });
});
