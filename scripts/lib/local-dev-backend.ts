import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EnvError, serverEnv } from '../../app/lib/env.server.ts';
import {
  type BackendPorts,
  devPorts,
  findRunningBackend,
  type LocalBackend,
  projectRoot,
  startLocalBackend,
} from '../backend/index.ts';
import { isApiKeyFor, newJwtSecret, signApiKey } from '../backend/keys.ts';
import { assertPortsFree } from '../backend/ports.ts';
import { runningPostmasterOf } from '../backend/postgres.ts';
import { SetupError } from '../backend/setup-error.ts';
import { isLocalUrl, parseDevVars, readDevVars, setDevVar, siteUrlFollowingPort, writeDevVars } from './dev-vars.ts';

export const localDir = join(projectRoot, '.local', 'supabase');
export const devDataDir = join(localDir, 'db');

export const say = (line: string) => console.log(`[newstax] ${line}`);

/** The dev backend's JWT secret: made once, kept beside the database it belongs to. */
async function devJwtSecret(): Promise<string> {
  const file = join(localDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(localDir, { recursive: true });
  const secret = newJwtSecret();
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The local backend as dev, preview and the db scripts use it; `stop` is a no-op for one another process runs. */
export type DevBackend = Pick<LocalBackend, 'supabaseUrl' | 'anonKey' | 'dbUrl' | 'stop'> & { reused: boolean };

/** The site dev or preview is about to serve, so that .dev.vars can be checked as the site will read it. */
export type SiteServer = {
  /** Where it is served, e.g. http://localhost:5173. */
  origin: string;
  /** preview binds SITE_URL to `origin` itself; dev has only .dev.vars, where a local SITE_URL follows its port. */
  bindsSiteUrl?: boolean;
};

/**
 * Makes sure .dev.vars exists (from .dev.vars.example) and, unless it points at a hosted Supabase project,
 * starts the local backend, or reuses the one another `npm run dev`/`npm run preview` already runs on the same
 * ports, and keeps SUPABASE_URL / SUPABASE_ANON_KEY in .dev.vars in step with it. Given the `site` about to be
 * served, first checks .dev.vars with the site's own parser, so that a bad value stops the start in one line
 * instead of failing every page. Returns null when a hosted project is configured.
 */
export async function prepareDevBackend(site?: SiteServer): Promise<DevBackend | null> {
  let devVars = await readDevVars(projectRoot);
  if (!devVars) {
    say('writing .dev.vars from .dev.vars.example');
    const example = await readFile(join(projectRoot, '.dev.vars.example'), 'utf8');
    await writeDevVars(join(projectRoot, '.dev.vars'), example);
    devVars = await readDevVars(projectRoot);
  }
  if (!devVars) throw new Error('.dev.vars could not be written');
  let text = devVars.text;
  if (!devVars.vars.get('THEME_COOKIE_SECRET')) {
    text = setDevVar(text, 'THEME_COOKIE_SECRET', randomBytes(32).toString('base64url'));
  }

  const supabaseUrl = devVars.vars.get('SUPABASE_URL');
  if (!isLocalUrl(supabaseUrl)) {
    if (site) text = validatedForSite(text, site);
    if (text !== devVars.text) await writeDevVars(devVars.path, text);
    say(`using the hosted Supabase project at ${supabaseUrl}; no local backend started`);
    return null;
  }

  const jwtSecret = await devJwtSecret();
  const ports = devPorts();
  if (!(await isApiKeyFor(devVars.vars.get('SUPABASE_ANON_KEY'), 'anon', jwtSecret))) {
    text = setDevVar(text, 'SUPABASE_ANON_KEY', await signApiKey('anon', jwtSecret));
  }
  // SUPABASE_URL is dev's to write (the gateway's address, below); the rest must already be right.
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  if (site) text = validatedForSite(text, site, { SUPABASE_URL: gatewayUrl });
  let backend: DevBackend;
  const running = await findRunningBackend({ dataDir: devDataDir, ports, jwtSecret });
  if (running) {
    say(
      `reusing the local backend already running at ${running.supabaseUrl} (started by another npm run dev/preview; ` +
        'it stops when that one stops)',
    );
    // Not ours to stop: the process that started it stops it on its own Ctrl-C.
    backend = { ...running, reused: true, stop: async () => {} };
  } else {
    say('starting the local Supabase backend (Postgres, PostgREST, gateway)…');
    const started = Date.now();
    const own = await startLocalBackend({ dataDir: devDataDir, ports, jwtSecret, log: say });
    say(`backend ready at ${own.supabaseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    backend = { ...own, reused: false };
  }
  text = setDevVar(text, 'SUPABASE_URL', backend.supabaseUrl);
  if (text !== devVars.text) {
    await writeDevVars(devVars.path, text);
    const before = devVars.vars;
    const changed = [...parseDevVars(text)].filter(([name, value]) => before.get(name) !== value);
    say(`updated ${changed.map(([name]) => name).join(', ')} in .dev.vars`);
  }
  return backend;
}

/**
 * Checks the variables as the site itself will (app/lib/env.server.ts), so that dev and preview refuse to start
 * on a value every page would fail on, with one line instead of a stack trace per request. Then, unless SITE_URL
 * is bound apart, a local SITE_URL on another port than the site's becomes the site's origin. `managed` are
 * the values dev writes itself later on.
 */
function validatedForSite(text: string, site: SiteServer, managed: Record<string, string> = {}): string {
  const vars = Object.fromEntries(parseDevVars(text));
  try {
    serverEnv({ ...vars, ...managed, ...(site.bindsSiteUrl ? { SITE_URL: site.origin } : {}) } as unknown as Env);
  } catch (error) {
    if (error instanceof EnvError) throw new SetupError(`Fix .dev.vars: ${error.message}`);
    throw error;
  }
  const siteUrl = site.bindsSiteUrl ? null : siteUrlFollowingPort(vars.SITE_URL, site.origin);
  if (!siteUrl) return text;
  say(`SITE_URL in .dev.vars is ${vars.SITE_URL}, another port than this server's: using ${siteUrl}`);
  return setDevVar(text, 'SITE_URL', siteUrl);
}

/**
 * db:reset's deleting half. Whether dev runs is asked of the data folder itself, not of the ports: an operator
 * who moved NEWSTAX_DB_PORT to get past a taken port would otherwise delete the folder under dev's Postgres.
 */
export async function deleteDevDatabase(opts: { dataDir: string; ports: BackendPorts; supabaseUrl?: string }) {
  const { dataDir, ports, supabaseUrl } = opts;
  if (!isLocalUrl(supabaseUrl)) {
    throw new SetupError(`.dev.vars points at ${supabaseUrl}; db:reset only ever resets the local database.`);
  }
  const pid = await runningPostmasterOf(dataDir);
  if (pid !== null) {
    throw new SetupError(
      `Postgres (pid ${pid}) is running on ${dataDir}. Stop \`npm run dev\` and \`npm run preview\` (preview ` +
        'reuses the same backend) with Ctrl-C, then run `npm run db:reset` again.',
    );
  }
  // The folder is idle, so what holds these ports is not this database; the rebuild needs them all the same.
  await assertPortsFree([
    { port: ports.db, what: 'Postgres', envVar: 'NEWSTAX_DB_PORT' },
    { port: ports.gateway, what: 'the API gateway', envVar: 'NEWSTAX_API_PORT' },
  ]);
  say(`deleting ${dataDir}`);
  await rm(dataDir, { recursive: true, force: true });
}

/** Runs `cleanup` once on Ctrl-C, SIGTERM or when the child exits, then exits with `code`. */
export function onShutdown(cleanup: () => Promise<void>) {
  let done = false;
  const shutdown = async (code: number) => {
    if (done) return;
    done = true;
    await cleanup().catch((error) => console.error(error));
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(130));
  process.on('SIGTERM', () => shutdown(143));
  process.on('SIGHUP', () => shutdown(129));
  return shutdown;
}
