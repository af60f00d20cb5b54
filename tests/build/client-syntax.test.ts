import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ASSETS = 'build/client/assets';

/**
 * The client build targets Vite's default browsers, Safari 14 among them. Safari compiles a regular expression
 * with a look-behind only from 16.4 on; before that, the pattern is a SyntaxError when its module runs (the build
 * turns such a literal into `new RegExp(…)`, which moves the error from parsing to running), and the module fails
 * with every module importing it. A shared helper imported by the language layout takes every page's
 * JavaScript down with it: no search, no theme switch, no term tips on those iPhones.
 */
describe('client JavaScript runs in the browsers the build targets', () => {
  it('holds no regular expression look-behind', () => {
    expect(existsSync(ASSETS), 'run `npm run build` first (npm test does)').toBe(true);
    const withLookBehind = readdirSync(ASSETS)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => /\(\?<[!=]/.test(readFileSync(join(ASSETS, name), 'utf8')));
    expect(withLookBehind).toEqual([]);
  });
});
