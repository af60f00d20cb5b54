import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployConfigProblems, missingSecretProblems, SECRET_NAMES, secretListCommand } from './deploy-config.ts';

const HEAD = `name = "newstax"
compatibility_date = "2026-11-01"
pages_build_output_dir = "./build/client"
`;
const config = (vars: string) => `${HEAD}\n[vars]\n${vars}\n`;
const READY = 'SITE_URL = "https://newstax.id"\nSUPABASE_URL = "https://abcdefghijklmnop.supabase.co"';

describe('deployConfigProblems', () => {
  it('refuses the file as it is committed: the placeholder origin and no Supabase URL', () => {
    const problems = deployConfigProblems(
      config('SITE_URL = "https://newstax.example"\n# SUPABASE_URL = "https://<project-ref>.supabase.co"'),
    );
    expect(problems).toEqual([
      '[vars] SITE_URL is still a placeholder or a local address: https://newstax.example',
      "[vars] SUPABASE_URL is not set (the hosted project's API URL).",
    ]);
  });

  it('accepts real https origins, with or without a trailing slash, a pages.dev one too', () => {
    expect(deployConfigProblems(config(READY))).toEqual([]);
    expect(deployConfigProblems(config(READY.replace('newstax.id"', 'newstax.id/"')))).toEqual([]);
    expect(deployConfigProblems(config(READY.replace('newstax.id', 'newstax.pages.dev')))).toEqual([]);
  });

  it('refuses the local backend, reserved names, plain http, a path and a missing [vars]', () => {
    const withSupabase = (url: string) =>
      deployConfigProblems(config(`SITE_URL = "https://newstax.id"\nSUPABASE_URL = "${url}"`));
    expect(withSupabase('http://127.0.0.1:54321')).toEqual([
      '[vars] SUPABASE_URL must be an https:// origin: http://127.0.0.1:54321',
    ]);
    for (const url of ['https://localhost:54321', 'https://example.com', 'https://db.local', 'https://x.test']) {
      expect(withSupabase(url), url).toEqual([`[vars] SUPABASE_URL is still a placeholder or a local address: ${url}`]);
    }
    expect(withSupabase('https://abc.supabase.co/rest/v1')).toEqual([
      '[vars] SUPABASE_URL must be an origin alone, with no path or query: https://abc.supabase.co/rest/v1',
    ]);
    expect(withSupabase('abc.supabase.co')).toEqual(['[vars] SUPABASE_URL is not a URL: abc.supabase.co']);
    expect(deployConfigProblems(HEAD)).toHaveLength(2);
  });

  it('refuses one AdSense id without the other, and takes both or neither', () => {
    expect(deployConfigProblems(config(`${READY}\nADSENSE_CLIENT_ID = "ca-pub-1"`))).toEqual([
      '[vars] ADSENSE_CLIENT_ID is set without its partner: both show the ad unit, one alone shows the placeholder.',
    ]);
    expect(deployConfigProblems(config(`${READY}\nADSENSE_CLIENT_ID = "ca-pub-1"\nADSENSE_SLOT_ID = "2"`))).toEqual([]);
  });

  it('checks the vars of each environment too, which Pages reads instead of [vars]', () => {
    const withPreview = `${config(READY)}\n[env.preview.vars]\nSITE_URL = "https://newstax.example"\n`;
    expect(deployConfigProblems(withPreview)).toEqual([
      '[env.preview.vars] SITE_URL is still a placeholder or a local address: https://newstax.example',
      "[env.preview.vars] SUPABASE_URL is not set (the hosted project's API URL).",
    ]);
  });

  it("refuses a secret in [vars] or an environment's vars, naming the command that sets it instead", () => {
    expect(deployConfigProblems(config(`${READY}\nTHEME_COOKIE_SECRET = "${'s'.repeat(32)}"`))).toEqual([
      '[vars] THEME_COOKIE_SECRET is a secret: remove it from [vars] and set it with `npx wrangler pages secret put THEME_COOKIE_SECRET`.',
    ]);
    // Even empty: the name alone is a var that would stand beside the secret of the same name.
    expect(deployConfigProblems(config(`${READY}\nSUPABASE_ANON_KEY = ""`))).toEqual([
      '[vars] SUPABASE_ANON_KEY is a secret: remove it from [vars] and set it with `npx wrangler pages secret put SUPABASE_ANON_KEY`.',
    ]);
    const preview = `${config(READY)}\n[env.preview.vars]\n${READY}\nSUPABASE_ANON_KEY = "eyJ"\n`;
    expect(deployConfigProblems(preview)).toEqual([
      '[env.preview.vars] SUPABASE_ANON_KEY is a secret: remove it from [env.preview.vars] and set it with `npx wrangler pages secret put SUPABASE_ANON_KEY --env preview`.',
    ]);
  });

  it("refuses what the app's own validator refuses on every request, in each environment's vars too", () => {
    const refused =
      '[vars] SUPABASE_TIMEOUT_MS must be a positive integer. The app refuses it on every request: each page would be an error.';
    for (const value of ['abc', '0', '-1', '1.5']) {
      expect(deployConfigProblems(config(`${READY}\nSUPABASE_TIMEOUT_MS = "${value}"`)), value).toEqual([refused]);
    }
    for (const value of ['8000', '', ' 250 ']) {
      expect(deployConfigProblems(config(`${READY}\nSUPABASE_TIMEOUT_MS = "${value}"`)), value).toEqual([]);
    }
    const preview = `${config(READY)}\n[env.preview.vars]\n${READY}\nSUPABASE_TIMEOUT_MS = "4s"\n`;
    expect(deployConfigProblems(preview)).toEqual([refused.replace('[vars]', '[env.preview.vars]')]);
  });

  it("reports a bad origin once, in the deploy check's words rather than the app's as well", () => {
    expect(deployConfigProblems(config('SITE_URL = "newstax.id"\nSUPABASE_URL = ""'))).toEqual([
      '[vars] SITE_URL is not a URL: newstax.id',
      "[vars] SUPABASE_URL is not set (the hosted project's API URL).",
    ]);
  });

  it('knows as secrets exactly the variables .dev.vars.example marks secret on Cloudflare', () => {
    const example = readFileSync(new URL('../.dev.vars.example', import.meta.url), 'utf8');
    const marked = example
      .split(/\n\s*\n/)
      .filter((block) => /^#.*Secret on Cloudflare/m.test(block))
      .map((block) => /^([A-Z_]+)=/m.exec(block)?.[1]);
    expect(marked.sort()).toEqual([...SECRET_NAMES].sort());
  });

  it('says so when the file is not TOML at all', () => {
    expect(() => deployConfigProblems('[vars\nSITE_URL = ')).toThrow();
  });
});

// What wrangler 4.164.0's `pages secret list` prints on stdout, captured by running it against a local stand-in
// for the Cloudflare API: the banner, the heading, one line per secret (plain variables are not listed).
const BANNER = '\n ⛅️ wrangler 4.164.0\n────────────────────\n';
const heading = (environment: string) =>
  `The "${environment}" environment of your Pages project "newstax" has access to the following secrets:\n`;
const PRODUCTION_ANON_KEY_ONLY = `${BANNER}${heading('production')}  - SUPABASE_ANON_KEY: Value Encrypted\n`;
// The same with FORCE_COLOR=1, which colours even into a pipe.
const COLOURED =
  '\n ⛅️ wrangler 4.164.0\n\u001b[93m────────────────────\u001b[39m\nThe "\u001b[34mproduction\u001b[39m" environment of your Pages project "\u001b[34mnewstax\u001b[39m" has access to the following secrets:\n  - SUPABASE_ANON_KEY: \u001b[3mValue Encrypted\u001b[23m\n';

describe('missingSecretProblems', () => {
  it('names each secret the list lacks with the command that sets it', () => {
    const missingThemeSecret = [
      'THEME_COOKIE_SECRET is not set for production deployments, and every page would be an error: `npx wrangler pages secret put THEME_COOKIE_SECRET`.',
    ];
    expect(missingSecretProblems(PRODUCTION_ANON_KEY_ONLY, 'production')).toEqual(missingThemeSecret);
    expect(missingSecretProblems(COLOURED, 'production')).toEqual(missingThemeSecret);
    expect(missingSecretProblems(`${BANNER}${heading('preview')}`, 'preview')).toEqual([
      'SUPABASE_ANON_KEY is not set for preview deployments, and every page would be an error: `npx wrangler pages secret put SUPABASE_ANON_KEY --env preview`.',
      'THEME_COOKIE_SECRET is not set for preview deployments, and every page would be an error: `npx wrangler pages secret put THEME_COOKIE_SECRET --env preview`.',
    ]);
  });

  it('passes when both are listed', () => {
    const both = `${PRODUCTION_ANON_KEY_ONLY}  - THEME_COOKIE_SECRET: Value Encrypted\n`;
    expect(missingSecretProblems(both, 'production')).toEqual([]);
  });

  it("refuses output it cannot read, or another environment's list, rather than passing it", () => {
    const unread = (environment: string) => [
      `wrangler pages secret list printed no list of the ${environment} secrets that this check can read; check them with \`npx wrangler pages secret list${environment === 'preview' ? ' --env preview' : ''}\`.`,
    ];
    expect(missingSecretProblems('', 'production')).toEqual(unread('production'));
    expect(missingSecretProblems(BANNER, 'production')).toEqual(unread('production'));
    expect(missingSecretProblems(PRODUCTION_ANON_KEY_ONLY, 'preview')).toEqual(unread('preview'));
  });
});

describe('secretListCommand', () => {
  it("lists the production secrets unless the deployment goes to another branch, and the deploy's project", () => {
    const list = (...passed: string[]) => secretListCommand(passed, 'main');
    expect(list()).toEqual({ environment: 'production', args: ['pages', 'secret', 'list'] });
    expect(list('--branch', 'main').environment).toBe('production');
    expect(list('--branch=feature')).toEqual({
      environment: 'preview',
      args: ['pages', 'secret', 'list', '--env', 'preview'],
    });
    expect(list('--commit-dirty=true', '--branch', 'feature', '--project-name', 'other').args).toEqual([
      ...['pages', 'secret', 'list', '--env', 'preview', '--project-name', 'other'],
    ]);
    expect(list('--project=other').args).toEqual(['pages', 'secret', 'list', '--project-name', 'other']);
  });
});
