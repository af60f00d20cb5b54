// Mozilla HTTP Observatory's grader, run locally over HTTPS on 127.0.0.1 against the production build in
// workerd, once with ads off and once with ads on. Usage (as root: the grader scans port 443; needs openssl):
//   npm run build && node bench/observatory.ts
// The grader is not a project dependency: its install scripts download data (they would fail CI's npm install
// offline), so this script installs it on first use into .local/tools with --ignore-scripts.
// A throwaway CA signs a certificate for 127.0.0.1 that wrangler serves and the grader trusts, so the grade
// is the one a real certificate would get (wrangler's own self-signed one costs -20 for "invalid cert").
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { startLocalBackend } from '../scripts/backend/index.ts';
import { newJwtSecret } from '../scripts/backend/keys.ts';
import { pagesDevArgs } from '../scripts/lib/wrangler.ts';

const toolsDir = join(import.meta.dirname, '..', '.local', 'tools', 'observatory');
const graderPackage = join(toolsDir, 'node_modules', '@mdn', 'mdn-http-observatory');
if (!existsSync(graderPackage)) {
  execFileSync(
    'npm',
    ['install', '--prefix', toolsDir, '--ignore-scripts', '--no-audit', '--no-fund', '@mdn/mdn-http-observatory@1'],
    {
      stdio: 'inherit',
    },
  );
}
// The skipped postinstall would download Chrome's HSTS preload list, which only matters for hosts on it;
// 127.0.0.1 never is, so an empty list grades the same.
const preloadList = join(graderPackage, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) await writeFile(preloadList, '{}');

const ports = { db: 58432, gateway: 58421, postgrest: 58423, postgrestAdmin: 58424 };

const certDir = await mkdtemp(join(tmpdir(), 'newstax-observatory-tls-'));
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: certDir, stdio: 'ignore' });
openssl(
  'req',
  '-x509',
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:P-256',
  '-nodes',
  '-days',
  '2',
  '-subj',
  '/CN=newstax observatory CA',
  '-keyout',
  'ca.key',
  '-out',
  'ca.pem',
);
openssl(
  'req',
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:P-256',
  '-nodes',
  '-subj',
  '/CN=127.0.0.1',
  '-keyout',
  'site.key',
  '-out',
  'site.csr',
);
await writeFile(join(certDir, 'ext.cnf'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
openssl(
  'x509',
  '-req',
  '-in',
  'site.csr',
  '-CA',
  'ca.pem',
  '-CAkey',
  'ca.key',
  '-CAcreateserial',
  '-days',
  '2',
  '-extfile',
  'ext.cnf',
  '-out',
  'site.pem',
);

/**
 * The grader runs in its own process (NODE_EXTRA_CA_CERTS is only read at start-up), asynchronously: the
 * local backend's gateway lives in this process and must keep answering meanwhile.
 */
type Grade = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { result: string; scoreModifier?: number }>;
};

async function grade(): Promise<Grade> {
  const entry = pathToFileURL(join(graderPackage, 'src', 'scanner', 'index.js')).href;
  const script = `const { scan } = await import(${JSON.stringify(entry)}); console.log(JSON.stringify(await scan('127.0.0.1')));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: join(certDir, 'ca.pem') },
    encoding: 'utf8',
  });
  return JSON.parse(stdout);
}

async function serveHttps(vars: Record<string, string>) {
  const persist = await mkdtemp(join(tmpdir(), 'newstax-observatory-'));
  const child = spawn(
    'node_modules/.bin/wrangler',
    pagesDevArgs({
      port: 443,
      vars,
      persistTo: persist,
      extra: [
        '--local-protocol',
        'https',
        '--https-key-path',
        join(certDir, 'site.key'),
        '--https-cert-path',
        join(certDir, 'site.pem'),
      ],
    }),
    { detached: true, stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  await waitForReady();
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await rm(persist, { recursive: true, force: true });
  };
}

async function waitForReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      execFileSync('openssl', ['s_client', '-connect', '127.0.0.1:443', '-brief'], {
        input: '',
        stdio: ['pipe', 'ignore', 'ignore'],
        timeout: 2000,
      });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('wrangler did not start on :443');
}

const dataDir = await mkdtemp(join(tmpdir(), 'newstax-observatory-db-'));
const backend = await startLocalBackend({ dataDir: join(dataDir, 'db'), ports, jwtSecret: newJwtSecret() });
const base = {
  SUPABASE_URL: backend.supabaseUrl,
  SUPABASE_ANON_KEY: backend.anonKey,
  THEME_COOKIE_SECRET: 'observatory-theme-cookie-secret-0123456789',
  SITE_URL: 'https://127.0.0.1',
};
const rows: string[] = [];
try {
  for (const [mode, vars] of [
    ['ads off', { ...base, ADSENSE_CLIENT_ID: '', ADSENSE_SLOT_ID: '' }],
    ['ads on', { ...base, ADSENSE_CLIENT_ID: 'ca-pub-0000000000000000', ADSENSE_SLOT_ID: '1234567890' }],
  ] as const) {
    const stop = await serveHttps(vars);
    try {
      const result = await grade();
      const failed = Object.values(result.tests)
        .filter((t) => (t.scoreModifier ?? 0) < 0)
        .map((t) => `${t.result} (${t.scoreModifier})`);
      const bonus = Object.values(result.tests)
        .filter((t) => (t.scoreModifier ?? 0) > 0)
        .map((t) => `${t.result} (+${t.scoreModifier})`);
      rows.push(
        `| ${mode} | ${result.scan.grade} | ${result.scan.score} | ${result.scan.testsPassed}/${result.scan.testsQuantity} | ${bonus.join(', ') || '-'} | ${failed.join(', ') || '-'} |`,
      );
    } finally {
      await stop();
    }
  }
} finally {
  await backend.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(certDir, { recursive: true, force: true });
}
console.log('| mode | grade | score | tests passed | extra credit | penalties |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
