import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';
import { pathOf, translatedPair } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Data access: no secret reaches the browser. The browser never talks to Supabase in this design (every
 * query runs in the Worker), so not even the public anon key or the API's URL belongs in anything it downloads.
 * global-setup hands this run's secrets to specs as E2E_* variables.
 */

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through playwright test (global-setup sets it)`);
  return value;
}

/** What must never appear, by name. The JWT secret also in the base64url form a careless encoder would give. */
function secrets(): Record<string, string> {
  const jwtSecret = env('E2E_JWT_SECRET');
  const serviceKey = env('E2E_SERVICE_ROLE_KEY');
  return {
    'JWT secret': jwtSecret,
    'JWT secret, base64': Buffer.from(jwtSecret).toString('base64').replace(/=+$/, ''),
    'service role key': serviceKey,
    'service role key signature': serviceKey.split('.')[2] ?? serviceKey,
    'theme cookie secret': env('E2E_COOKIE_SECRET'),
    'anon key': env('E2E_ANON_KEY'),
    'Supabase URL': env('E2E_SUPABASE_URL'),
  };
}

/** A developer's local secrets, if this checkout has them: a build must not have picked them up either. */
function localSecrets(): Record<string, string> {
  const found: Record<string, string> = {};
  if (existsSync('.dev.vars')) {
    for (const line of readFileSync('.dev.vars', 'utf8').split('\n')) {
      const [, name, value] = /^\s*(SUPABASE_ANON_KEY|THEME_COOKIE_SECRET)\s*=\s*"?([^"\s]{16,})"?/.exec(line) ?? [];
      if (name && value) found[`.dev.vars ${name}`] = value;
    }
  }
  const jwtFile = '.local/supabase/jwt-secret';
  if (existsSync(jwtFile)) found['local JWT secret'] = readFileSync(jwtFile, 'utf8').trim();
  return found;
}

/** Things that would mean server code or configuration was bundled for the browser. */
const FORBIDDEN_PATTERNS: [string, RegExp][] = [
  ['a JWT', /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
  ['the service_role name', /service_role/],
  ['a secret variable name', /SUPABASE_ANON_KEY|THEME_COOKIE_SECRET|SERVICE_ROLE_KEY|JWT_SECRET/],
  ['a Supabase REST path', /\/rest\/v1\b/],
];

function leaks(text: string, where: string): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries({ ...secrets(), ...localSecrets() })) {
    if (value && text.includes(value)) found.push(`${where} contains the ${name}`);
  }
  for (const [name, pattern] of FORBIDDEN_PATTERNS) if (pattern.test(text)) found.push(`${where} contains ${name}`);
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('the built client assets hold no secret, no key and no server configuration', () => {
  const files = filesUnder('build/client');
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const found = files.flatMap((file) => leaks(readFileSync(file).toString('latin1'), file));
  expect(found).toEqual([]);
});

/** Opens `paths` in Chromium and returns every leak in any response the browser received, headers included. */
async function browse(page: Page, paths: string[], act?: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const where = `${response.request().method()} ${response.url()}`;
        const headers = Object.entries(await response.allHeaders())
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        found.push(...leaks(headers, `${where} (headers)`));
        if (response.status() >= 300 && response.status() < 400) return;
        const body = await response.body().catch(() => Buffer.from(''));
        found.push(...leaks(body.toString('latin1'), where));
      })(),
    );
  });
  for (const path of paths) await page.goto(path);
  if (act) await act(page);
  await Promise.all(pending);
  return found;
}

test('no page, script, style or data response the browser gets holds a secret, the anon key or the API URL', async ({
  page,
}) => {
  const pair = await translatedPair();
  const found = await browse(
    page,
    ['/id', '/en', '/id/pph', pathOf(pair.source), pathOf(pair.translation), '/en/search?q=pajak', '/id/tidak-ada'],
    async (p) => {
      // Client-side navigation (single-fetch .data requests) and the search modal (/search).
      await p.goto('/id');
      const button = p.locator('header').getByRole('link', { name: 'Cari', exact: true });
      await expect(button).toHaveAttribute('data-enhanced', 'true');
      await p.locator('main a[href^="/id/"]').first().click();
      await p.waitForLoadState('networkidle');
      await p.locator('header').getByRole('link', { name: 'Cari', exact: true }).click();
      await p.getByRole('dialog').getByRole('combobox').fill('pajak');
      await expect(p.getByRole('dialog').getByRole('option').first()).toBeVisible();
    },
  );
  expect(found).toEqual([]);
});

test('the error pages of a site whose database is down hold no secret either', async ({ page }) => {
  const found = await browse(page, [`${siteUrl('down')}/id/pph`, `${siteUrl('down')}/en`]);
  expect(found).toEqual([]);
});

test('resource routes, data URLs and the theme action hold no secret', async ({ request }) => {
  const found: string[] = [];
  const check = async (what: string, response: Awaited<ReturnType<typeof request.get>>) => {
    const headers = Object.entries(response.headers())
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    found.push(...leaks(`${headers}\n${await response.text()}`, what));
  };
  for (const path of [
    '/search?q=pajak',
    '/search?q=',
    '/search?lang=xx',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/pages-id.xml',
    '/sitemaps/articles-id-1.xml',
    '/sitemap-news.xml',
    '/id/feed.xml',
    '/en/pph/feed.xml',
    '/id.data',
    '/en/pph.data',
    '/id/tidak-ada.data',
  ]) {
    await check(path, await request.get(path));
  }
  await check(
    'POST /action/set-theme',
    await request.post('/action/set-theme', { data: '{"theme":"dark"}', headers: { 'content-type': 'text/plain' } }),
  );
  await check('POST /id', await request.post('/id', { data: 'x=1', maxRedirects: 0 }));
  expect(found).toEqual([]);
});
