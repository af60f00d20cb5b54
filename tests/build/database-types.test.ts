import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/lib/database-types.ts';
import { testBackend } from '../setup/backend.ts';

describe('the database types', () => {
  it('are what `npm run db:types` generates from the migrated test database', async () => {
    // The test database has every migration applied (and rows, which the types do not depend on).
    const fresh = await generateDatabaseTypes(testBackend().dbUrl);
    // A mismatch here means a migration changed the schema: run `npm run db:types` and commit the file.
    expect(readFileSync(DATABASE_TYPES_FILE, 'utf8')).toBe(fresh);
  });
});
