import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { testBackend } from '../../setup/backend.ts';

/**
 * A superuser connection for the calling file, and a way to run a test's writes in a transaction that is rolled
 * back, so the database every test file shares is left as it was.
 */
export function rolledBackTransactions(): {
  client: () => pg.Client;
  inRolledBackTransaction: (body: () => Promise<void>) => Promise<void>;
} {
  let connection: pg.Client | undefined;
  beforeAll(async () => {
    connection = new pg.Client({ connectionString: testBackend().dbUrl });
    await connection.connect();
  });
  afterAll(() => connection?.end());
  const client = () => {
    if (!connection) throw new Error('the database client is opened in beforeAll');
    return connection;
  };
  return {
    client,
    async inRolledBackTransaction(body) {
      await client().query('begin');
      try {
        await body();
      } finally {
        await client().query('rollback');
      }
    },
  };
}
