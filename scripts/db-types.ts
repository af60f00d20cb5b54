// `npm run db:types`: applies supabase/migrations to a throwaway Postgres and writes the TypeScript types of
// its public schema to app/lib/database.types.ts. Run it after adding a migration; a test fails until then.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, supabaseBaseline } from './backend/database.ts';
import { projectRoot, supabaseDir } from './backend/index.ts';
import { freePort } from './backend/ports.ts';
import { startPostgres, withClient } from './backend/postgres.ts';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './lib/database-types.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'newstax-db-types-'));
try {
  const postgres = await startPostgres({ dataDir: join(dataDir, 'db'), port: await freePort(), log: () => {} });
  try {
    await withClient(postgres.url(), async (client) => {
      await client.query(supabaseBaseline('unused'));
      await migrate(client, `${supabaseDir}migrations`, () => {});
    });
    await writeFile(join(projectRoot, DATABASE_TYPES_FILE), await generateDatabaseTypes(postgres.url()));
    console.log(`[newstax] wrote ${DATABASE_TYPES_FILE}`);
  } finally {
    await postgres.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
