// `npm run preview`: build, then serve the production build in workerd with `wrangler pages dev`,
// against the same local backend as `npm run dev` (or the hosted project named in .dev.vars).
import { spawnSync } from 'node:child_process';
import { projectRoot } from './backend/index.ts';
import { assertPortsFree, waitForHttp } from './backend/ports.ts';
import { SetupError } from './backend/setup-error.ts';
import { spawnTool } from './lib/child.ts';
import { onShutdown, prepareDevBackend, say } from './lib/local-dev-backend.ts';
import { pauseFileWatchers } from './lib/wrangler.ts';

const port = Number(process.env.PORT ?? 8788);

try {
  await assertPortsFree([
    { port, what: 'wrangler pages dev', envVar: 'PORT' },
    { port: port + 1000, what: "wrangler's devtools (PORT + 1000)", envVar: 'PORT' },
  ]);
  say('building the site…');
  const build = spawnSync('npx', ['remix', 'vite:build'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const backend = await prepareDevBackend({ origin: `http://localhost:${port}`, bindsSiteUrl: true });
  say(`serving the production build in workerd on http://localhost:${port}/id`);
  // Its own devtools port (the site's + 1000), as the test sites have: the default one would clash with any
  // other wrangler on the machine. SITE_URL is this server's own origin: .dev.vars names dev's, and canonical
  // links, share links, sitemaps and the calendar subscription would all point at a server not running.
  const wrangler = spawnTool('wrangler', [
    'pages',
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(port + 1000),
    '--binding',
    `SITE_URL=http://localhost:${port}`,
  ]);
  let watchers: { resume: () => void } | undefined;
  const shutdown = onShutdown(async () => {
    watchers?.resume();
    await wrangler.stop();
    await backend?.stop();
    say(backend?.reused ? 'stopped (the backend is left to the process that started it)' : 'stopped');
  });
  wrangler.on('exit', (code) => shutdown(code ?? 0));
  // A build is served, never rebuilt: once the site answers, wrangler's file watcher need not poll.
  await waitForHttp(`http://127.0.0.1:${port}/favicon.png`, 300_000);
  if (wrangler.pid !== undefined) watchers = await pauseFileWatchers(wrangler.pid);
} catch (error) {
  if (error instanceof SetupError) {
    console.error(`[newstax] ${error.message}`);
    process.exit(1);
  }
  throw error;
}
