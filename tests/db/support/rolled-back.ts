import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { testBackend } from '../../setup/backend.ts';

/**
 * A superuser connection for the calling file, and a way to run a test's writes in a transaction that is rolled
 * back, so the database every test file shares is left as it was.
 */
export function rolledBackTransactions(): {
  client: () => pg.Client;
  inRolledBackTransaction: (body: () => Promise<void>) => Promise<void>;
  /** Runs one write of one row, rolled back: the error code Postgres refused it with, or null when it went through. */
  refusalOf: (text: string, params: unknown[]) => Promise<string | null>;
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
  async function inRolledBackTransaction(body: () => Promise<void>) {
    await client().query('begin');
    try {
      await body();
    } finally {
      await client().query('rollback');
    }
  }
  return {
    client,
    inRolledBackTransaction,
    async refusalOf(text, params) {
      let code: string | null = null;
      await inRolledBackTransaction(async () => {
        try {
          const { rowCount } = await client().query(text, params);
          expect(rowCount).toBe(1);
        } catch (error) {
          code = (error as { code?: string }).code ?? 'unknown';
        }
      });
      return code;
    },
  };
}
