import { stripVTControlCharacters } from 'node:util';
import { parse } from 'smol-toml';
import { EnvError, serverEnv } from '../app/lib/env.server.ts';

/**
 * What would make a deployment of this wrangler.toml broken or wrong from its first request: the Worker reads
 * SITE_URL and SUPABASE_URL only from the file's [vars] (the dashboard cannot override them while
 * `pages_build_output_dir` is set), so a placeholder or a missing value ships as it is, and every page is an
 * error or names the wrong origin; a secret there is committed and shipped as a plain variable. An empty list:
 * nothing found.
 */
export function deployConfigProblems(wranglerToml: string): string[] {
  const config = parse(wranglerToml);
  // Pages reads [env.production.vars] and [env.preview.vars] instead of [vars] where they exist: check each.
  const environments = Object.entries(table(config.env)).map(([name, env]) => [
    `env.${name}.vars`,
    table(table(env).vars),
  ]);
  return [['vars', table(config.vars)], ...environments].flatMap(([where, vars]) =>
    varsProblems(where as string, vars as Record<string, unknown>).map((problem) => `[${where}] ${problem}`),
  );
}

/** The variables .dev.vars.example marks "Secret on Cloudflare": set with `wrangler pages secret put`. */
export const SECRET_NAMES = ['SUPABASE_ANON_KEY', 'THEME_COOKIE_SECRET'] as const;

/** docs/deploying.md's form; a secret of the preview environment needs `--env preview`, production is the default. */
export function secretPutCommand(name: string, environment: string): string {
  return `npx wrangler pages secret put ${name}${environment === 'preview' ? ' --env preview' : ''}`;
}

export type PagesEnvironment = 'production' | 'preview';

/**
 * The `wrangler pages secret list` that shows the secrets the deployment `npm run deploy -- <passed>` will read:
 * a branch other than the production branch is a preview deployment, which has secrets of its own.
 */
export function secretListCommand(
  passed: readonly string[],
  productionBranch: string,
): { environment: PagesEnvironment; args: string[] } {
  const branch = optionValue(passed, '--branch') ?? productionBranch;
  const environment = branch === productionBranch ? 'production' : 'preview';
  const project = optionValue(passed, '--project-name') ?? optionValue(passed, '--project');
  return {
    environment,
    args: [
      ...['pages', 'secret', 'list'],
      ...(environment === 'preview' ? ['--env', 'preview'] : []),
      // Without it wrangler takes the project name from wrangler.toml, as `pages deploy` does.
      ...(project === undefined ? [] : ['--project-name', project]),
    ],
  };
}

function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] as string;
  return arg === name ? args[index + 1] : arg.slice(name.length + 1);
}

// wrangler 4's words (src/pages/secret/index.ts): a heading, then one "  - NAME: Value Encrypted" per secret.
const LIST_HEADING = /^The "([a-z]+)" environment of your Pages project ".*" has access to the following secrets:$/;
const LISTED_SECRET = /^ {2}- ([A-Za-z0-9_]+): Value Encrypted$/;

/**
 * Which of the app's secrets the output of `wrangler pages secret list` lacks, each with the command that sets
 * it: without them every page is an error. Output this cannot read is a problem too, rather than a pass.
 */
export function missingSecretProblems(listOutput: string, environment: PagesEnvironment): string[] {
  // chalk colours the names when FORCE_COLOR is set, even into a pipe.
  const lines = stripVTControlCharacters(listOutput)
    .split(/\r?\n/)
    .map((line) => line.trimEnd());
  const start = lines.findIndex((line) => LIST_HEADING.test(line));
  const listed = start === -1 ? undefined : LIST_HEADING.exec(lines[start] as string)?.[1];
  if (listed !== environment) {
    return [
      `wrangler pages secret list printed no list of the ${environment} secrets that this check can read; check them with \`npx wrangler pages secret list${environment === 'preview' ? ' --env preview' : ''}\`.`,
    ];
  }
  const present = new Set(lines.slice(start + 1).flatMap((line) => LISTED_SECRET.exec(line)?.[1] ?? []));
  return SECRET_NAMES.filter((name) => !present.has(name)).map(
    (name) =>
      `${name} is not set for ${environment} deployments, and every page would be an error: \`${secretPutCommand(name, environment)}\`.`,
  );
}

function varsProblems(where: string, vars: Record<string, unknown>): string[] {
  // A secret in [vars] is committed to the repository and shown in the dashboard as plain text.
  const environment = where.split('.')[1] ?? 'production';
  const problems = SECRET_NAMES.filter((name) => name in vars).map(
    (name) =>
      `${name} is a secret: remove it from [${where}] and set it with \`${secretPutCommand(name, environment)}\`.`,
  );
  const origins = {
    SITE_URL: publicOriginProblems('SITE_URL', vars.SITE_URL, 'the public origin readers use'),
    SUPABASE_URL: publicOriginProblems('SUPABASE_URL', vars.SUPABASE_URL, "the hosted project's API URL"),
  };
  problems.push(...origins.SITE_URL, ...origins.SUPABASE_URL);
  const adsense = ['ADSENSE_CLIENT_ID', 'ADSENSE_SLOT_ID'].filter((name) => text(vars[name]) !== '');
  if (adsense.length === 1) {
    problems.push(`${adsense[0]} is set without its partner: both show the ad unit, one alone shows the placeholder.`);
  }
  // The origins' own checks are stricter than the app's: where they found something, the app's adds nothing.
  const reported = Object.entries(origins).flatMap(([name, found]) => (found.length > 0 ? [name] : []));
  problems.push(...appEnvProblems(vars, [...SECRET_NAMES, ...reported]));
  return problems;
}

// A complete environment the app accepts: each [vars] value is put in it alone, so an EnvError can only be that
// value's. The secrets are never in [vars], so only their shape matters here.
const VALID_ENV: Record<string, string> = {
  SUPABASE_URL: 'https://placeholder.supabase.co',
  SUPABASE_ANON_KEY: 'placeholder',
  THEME_COOKIE_SECRET: 'x'.repeat(32),
  SITE_URL: 'https://placeholder.example',
};

/**
 * What the app's own validator (`serverEnv`) refuses in these vars: it runs on every request, so a value it
 * refuses makes every page an error. Its rules stay in app/lib/env.server.ts alone.
 */
function appEnvProblems(vars: Record<string, unknown>, skip: readonly string[]): string[] {
  const read = Object.keys(serverEnv(VALID_ENV as unknown as Env));
  return read
    .filter((name) => name in vars && !skip.includes(name))
    .flatMap((name) => {
      try {
        serverEnv({ ...VALID_ENV, [name]: vars[name] } as unknown as Env);
        return [];
      } catch (error) {
        if (!(error instanceof EnvError)) throw error;
        const message = error.message.startsWith(`${name} `) ? error.message : `${name}: ${error.message}`;
        return [`${message} The app refuses it on every request: each page would be an error.`];
      }
    });
}

function table(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

// RFC 2606/6761 names and local addresses never reach a real site: the committed file's placeholder is one.
const UNREACHABLE_HOSTS =
  /(^|\.)(example|test|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$|^127\.|^\[::1\]$|^0\.0\.0\.0$/;

function publicOriginProblems(name: string, value: unknown, meaning: string): string[] {
  const raw = text(value);
  if (raw === '') return [`${name} is not set (${meaning}).`];
  if (!URL.canParse(raw)) return [`${name} is not a URL: ${raw}`];
  const url = new URL(raw);
  if (url.protocol !== 'https:') return [`${name} must be an https:// origin: ${raw}`];
  if (UNREACHABLE_HOSTS.test(url.hostname)) return [`${name} is still a placeholder or a local address: ${raw}`];
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return [`${name} must be an origin alone, with no path or query: ${raw}`];
  }
  return [];
}
