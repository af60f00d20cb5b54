// `npm run dev`: the local Supabase backend (unless .dev.vars names a hosted one), then the Remix dev server.
import { assertPortsFree } from './backend/ports.ts';
import { SetupError } from './backend/setup-error.ts';
import { spawnTool } from './lib/child.ts';
import { onShutdown, prepareDevBackend, say } from './lib/local-dev-backend.ts';

const port = Number(process.env.PORT ?? 5173);

try {
  await assertPortsFree([{ port, what: 'the Remix dev server', envVar: 'PORT' }]);
  const backend = await prepareDevBackend({ origin: `http://localhost:${port}` });
  say(`starting the Remix dev server on http://localhost:${port}/id`);
  const vite = spawnTool('remix', ['vite:dev', '--port', String(port), '--strictPort']);
  const shutdown = onShutdown(async () => {
    await vite.stop();
    await backend?.stop();
    say(backend?.reused ? 'stopped (the backend is left to the process that started it)' : 'stopped');
  });
  vite.on('exit', (code) => shutdown(code ?? 0));
} catch (error) {
  if (error instanceof SetupError) {
    console.error(`[newstax] ${error.message}`);
    process.exit(1);
  }
  throw error;
}
