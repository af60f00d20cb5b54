// `npm run db:reset`: the only command that deletes local data. Drops the dev database folder and rebuilds
// it from supabase/migrations and the seed. Refuses while `npm run dev` or `npm run preview` runs on it.
import { devPorts, projectRoot } from './backend/index.ts';
import { SetupError } from './backend/setup-error.ts';
import { readDevVars } from './lib/dev-vars.ts';
import { deleteDevDatabase, devDataDir, prepareDevBackend, say } from './lib/local-dev-backend.ts';

try {
  const supabaseUrl = (await readDevVars(projectRoot))?.vars.get('SUPABASE_URL');
  await deleteDevDatabase({ dataDir: devDataDir, ports: devPorts(), supabaseUrl });
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
