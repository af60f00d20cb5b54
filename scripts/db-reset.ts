// `npm run db:reset`: the only command that deletes local data. Drops the dev database folder and rebuilds
// it from supabase/migrations and the seed. Stop `npm run dev` first (its ports must be free).
import { rm } from 'node:fs/promises';
import { devPorts, projectRoot } from './backend/index.ts';
import { assertPortsFree } from './backend/ports.ts';
import { SetupError } from './backend/setup-error.ts';
import { isLocalUrl, readDevVars } from './lib/dev-vars.ts';
import { devDataDir, prepareDevBackend, say } from './lib/local-dev-backend.ts';

try {
  const configured = (await readDevVars(projectRoot))?.vars.get('SUPABASE_URL');
  if (!isLocalUrl(configured)) {
    console.error(`[newstax] .dev.vars points at ${configured}; db:reset only ever resets the local database.`);
    process.exit(1);
  }
  const ports = devPorts();
  await assertPortsFree([
    { port: ports.db, what: 'Postgres; is `npm run dev` still running?', envVar: 'NEWSTAX_DB_PORT' },
    { port: ports.gateway, what: 'the API gateway; is `npm run dev` still running?', envVar: 'NEWSTAX_API_PORT' },
  ]);
  say(`deleting ${devDataDir}`);
  await rm(devDataDir, { recursive: true, force: true });
  const backend = await prepareDevBackend();
  await backend?.stop();
  say('the local database was rebuilt from migrations and seed');
} catch (error) {
  if (error instanceof SetupError) {
    console.error(`[newstax] ${error.message}`);
    process.exit(1);
  }
  throw error;
}
