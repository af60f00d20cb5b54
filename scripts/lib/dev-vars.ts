import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SetupError } from '../backend/setup-error.ts';

export type DevVars = Map<string, string>;

export function parseDevVars(text: string): DevVars {
  const vars: DevVars = new Map();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    vars.set(match[1], (match[2] ?? '').replace(/^(["'])(.*)\1$/, '$2'));
  }
  return vars;
}

/** Sets `name=value` in a .dev.vars text, keeping every comment and the order of the lines. */
export function setDevVar(text: string, name: string, value: string): string {
  const pattern = new RegExp(`^\\s*${name}\\s*=.*$`, 'm');
  return pattern.test(text)
    ? text.replace(pattern, `${name}=${value}`)
    : `${text.replace(/\n?$/, '\n')}${name}=${value}\n`;
}

export async function readDevVars(root: string): Promise<{ path: string; text: string; vars: DevVars } | null> {
  const path = join(root, '.dev.vars');
  if (!existsSync(path)) return null;
  const text = await readFile(path, 'utf8');
  return { path, text, vars: parseDevVars(text) };
}

export async function writeDevVars(path: string, text: string) {
  await writeFile(path, text, { mode: 0o600 });
}

const isLocalHost = (hostname: string) => hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';

/**
 * Whether .dev.vars's SUPABASE_URL is the local backend (empty: dev fills it in) rather than a hosted project.
 * A value without http(s):// is neither: taken for a hosted project, it started no backend and failed every page.
 */
export function isLocalUrl(url: string | undefined): boolean {
  if (!url) return true;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new SetupError(
      `SUPABASE_URL in .dev.vars is not an http(s) URL: ${url}. Use http://127.0.0.1:54321 (the local backend), ` +
        'or https://<ref>.supabase.co for a hosted project.',
    );
  }
  return isLocalHost(parsed.hostname);
}

/**
 * The SITE_URL for a site served at `servedOrigin`, when .dev.vars's one is a local address on another port
 * (dev on PORT=5180 with SITE_URL=http://localhost:5173): canonical links, robots.txt and feeds would name a
 * server that is not this one. Null when it needs no change; a hosted SITE_URL is never replaced.
 */
export function siteUrlFollowingPort(configured: string | undefined, servedOrigin: string): string | null {
  if (!configured || !URL.canParse(configured)) return null;
  const site = new URL(configured);
  if (!isLocalHost(site.hostname)) return null;
  return portOf(site) === portOf(new URL(servedOrigin)) ? null : servedOrigin;
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
