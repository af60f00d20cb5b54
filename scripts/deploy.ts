// `npm run deploy [-- wrangler pages deploy options]`: refuse a wrangler.toml that would ship a broken site,
// and a project without the secrets the app needs, build, then deploy build/client and functions/ to the production branch unless a --branch is given.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './backend/index.ts';
import { deployConfigProblems, missingSecretProblems, secretListCommand } from './deploy-config.ts';

// `wrangler pages project create newstax --production-branch main` (docs/deploying.md). Without --branch, wrangler takes
// the checked-out git branch: from a detached HEAD (a rollback from an earlier commit) or any other branch
// that is a preview deployment, and production stays as it was.
const PRODUCTION_BRANCH = 'main';

const problems = deployConfigProblems(readFileSync(join(projectRoot, 'wrangler.toml'), 'utf8'));
if (problems.length > 0) {
  console.error('[newstax] not deploying: wrangler.toml would ship a broken site or a secret.');
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('  Fix wrangler.toml as each line says and commit it (docs/deploying.md).');
  process.exit(1);
}

// `npm run deploy --branch=x`, without the `--`, is npm's own option: npm keeps it, and this would deploy to
// production what was meant as a preview.
if (process.env.npm_config_branch) {
  console.error('[newstax] not deploying: pass the branch after "--": npm run deploy -- --branch <name>');
  process.exit(1);
}

const passed = process.argv.slice(2);
const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);

// Secrets live only on Cloudflare, so only wrangler can say whether they are set. Its stderr passes through: when
// it cannot list (not logged in, offline) its own message says why, and the line after it what to do.
const list = secretListCommand(passed, PRODUCTION_BRANCH);
const listed = spawnSync(bin('wrangler'), list.args, {
  cwd: projectRoot,
  encoding: 'utf8',
  stdio: ['inherit', 'pipe', 'inherit'],
});
if (listed.error || listed.status !== 0) {
  const why = listed.error ? listed.error.message : `wrangler ${list.args.join(' ')} failed`;
  console.error(`[newstax] not deploying: could not list the Pages project's secrets (${why}).`);
  console.error('  Log in with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and check the connection.');
  process.exit(1);
}
const missing = missingSecretProblems(listed.stdout, list.environment);
if (missing.length > 0) {
  console.error("[newstax] not deploying: the Pages project's secrets are missing or could not be confirmed.");
  for (const problem of missing) console.error(`  - ${problem}`);
  process.exit(1);
}

const branch = passed.some((arg) => arg === '--branch' || arg.startsWith('--branch='))
  ? []
  : ['--branch', PRODUCTION_BRANCH];

for (const [command, args] of [
  [bin('remix'), ['vite:build']],
  [bin('wrangler'), ['pages', 'deploy', ...branch, ...passed]],
] as const) {
  const run = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' });
  if (run.error) console.error(`[newstax] could not run ${command}: ${run.error.message}`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
