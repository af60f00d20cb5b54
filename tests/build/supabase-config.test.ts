import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const supabaseDir = new URL('../../supabase/', import.meta.url);
const config = async () =>
  parse(await readFile(new URL('config.toml', supabaseDir), 'utf8')) as Record<string, unknown>;

describe('supabase/config.toml, read by `supabase db push` on deploy', () => {
  it('names only sections every supported CLI reads', async () => {
    // The CLI refuses a whole file over one section it dropped: 3.x stops at [inbucket] (now [local_smtp])
    // before pushing anything. Local development does not use the CLI, so only what deploys stays here.
    const deployed = ['project_id', 'api', 'db', 'auth', 'storage', 'realtime', 'studio', 'edge_runtime', 'analytics'];
    expect(Object.keys(await config()).filter((section) => !deployed.includes(section))).toEqual([]);
  });

  it('seeds the same files, in the same order, as the local backend', async () => {
    const db = (await config()).db as { seed: { sql_paths: string[] } };
    // scripts/backend/database.ts runs seed.sql, then seed/*.sql by name, as the CLI does with these paths.
    expect(db.seed.sql_paths).toEqual(['./seed.sql', './seed/*.sql']);
  });
});
