// `npm run deploy [-- wrangler pages deploy options]`: refuse a wrangler.toml that would ship a broken site,
// build, then deploy build/client and functions/ to the production branch unless a --branch is given.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './backend/index.ts';
import { deployConfigProblems } from './deploy-config.ts';

// `wrangler pages project create newstax --production-branch main` (README). Without --branch, wrangler takes
// the checked-out git branch: from a detached HEAD (a rollback from an earlier commit) or any other branch
// that is a preview deployment, and production stays as it was.
const PRODUCTION_BRANCH = 'main';

const problems = deployConfigProblems(readFileSync(join(projectRoot, 'wrangler.toml'), 'utf8'));
if (problems.length > 0) {
  console.error('[newstax] not deploying: wrangler.toml would ship a broken site or a secret.');
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('  Fix wrangler.toml as each line says and commit it (README, "Deploying to Cloudflare Pages").');
  process.exit(1);
}

// `npm run deploy --branch=x`, without the `--`, is npm's own option: npm keeps it, and this would deploy to
// production what was meant as a preview.
if (process.env.npm_config_branch) {
  console.error('[newstax] not deploying: pass the branch after "--": npm run deploy -- --branch <name>');
  process.exit(1);
}

const passed = process.argv.slice(2);
const branch = passed.some((arg) => arg === '--branch' || arg.startsWith('--branch='))
  ? []
  : ['--branch', PRODUCTION_BRANCH];
const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);

for (const [command, args] of [
  [bin('remix'), ['vite:build']],
  [bin('wrangler'), ['pages', 'deploy', ...branch, ...passed]],
] as const) {
  const run = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' });
  if (run.error) console.error(`[newstax] could not run ${command}: ${run.error.message}`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
