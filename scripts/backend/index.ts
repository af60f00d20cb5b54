import { realpath } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate, seedOnce, supabaseBaseline } from './database.ts';
import { type GatewayFault, type GatewayHandle, startGateway } from './gateway.ts';
import { signApiKey } from './keys.ts';
import { assertPortsFree } from './ports.ts';
import { type PostgresHandle, postgresUrl, startPostgres, withClient } from './postgres.ts';
import { type PostgrestHandle, startPostgrest } from './postgrest.ts';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const supabaseDir = fileURLToPath(new URL('../../supabase/', import.meta.url));

export type BackendPorts = { db: number; postgrest: number; postgrestAdmin: number; gateway: number };
/** The ports of one database's API: its PostgREST, PostgREST's admin server, and the gateway in front. */
export type ApiPorts = Omit<BackendPorts, 'db'>;
/** A copy of the database with its own API, as `copies` asks for. */
export type DatabaseCopy = { database: string; supabaseUrl: string; dbUrl: string };

/** The dev backend uses the Supabase CLI's port numbers, so hosted-vs-local differs only in .dev.vars. */
export const devPorts = (env: NodeJS.ProcessEnv = process.env): BackendPorts => ({
  db: Number(env.NEWSTAX_DB_PORT ?? 54322),
  gateway: Number(env.NEWSTAX_API_PORT ?? 54321),
  postgrest: Number(env.NEWSTAX_POSTGREST_PORT ?? 54323),
  postgrestAdmin: Number(env.NEWSTAX_POSTGREST_ADMIN_PORT ?? 54324),
});

export type LocalBackend = {
  /** What SUPABASE_URL is set to: the gateway, with Supabase's URL layout. */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A superuser connection string, for migrations, seeding and tests that inspect the database directly. */
  dbUrl: string;
  jwtSecret: string;
  created: boolean;
  seeded: boolean;
  /** Stops PostgREST alone, to simulate a backend outage; the gateway then answers 503. */
  stopPostgrest: () => Promise<void>;
  startPostgrest: () => Promise<void>;
  /** Hangs PostgREST (SIGSTOP): connections are accepted and never answered, until resumePostgrest. */
  pausePostgrest: () => void;
  resumePostgrest: () => void;
  /** Stops Postgres alone (PostgREST keeps running and reconnects when it is back), to simulate an outage. */
  stopPostgres: () => Promise<void>;
  startPostgres: () => Promise<void>;
  /** Test hook: makes the gateway misbehave (`hang`), or behave again (null). */
  setGatewayFault: (fault: GatewayFault | null) => void;
  copies: DatabaseCopy[];
  stop: () => Promise<void>;
};

export type StartOptions = {
  dataDir: string;
  ports: BackendPorts;
  jwtSecret: string;
  seed?: boolean;
  log?: (line: string) => void;
  /** Runs on the migrated and seeded database before anything else connects to it (tests add their rows). */
  prepare?: (dbUrl: string) => Promise<void>;
  /**
   * Databases made from the prepared one, each with its own PostgREST and gateway: test runs give each worker
   * one, so that files running side by side never see each other's rows.
   */
  copies?: { database: string; ports: ApiPorts }[];
  /** The variable that moves each port, named when one is taken: dev's own unless the caller has others. */
  portVariables?: Record<keyof BackendPorts, string>;
};

const DEV_PORT_VARIABLES: Record<keyof BackendPorts, string> = {
  db: 'NEWSTAX_DB_PORT',
  gateway: 'NEWSTAX_API_PORT',
  postgrest: 'NEWSTAX_POSTGREST_PORT',
  postgrestAdmin: 'NEWSTAX_POSTGREST_ADMIN_PORT',
};

/** Postgres, migrations, seed, copies, PostgREST and the gateway, in that order; `stop` undoes all of it. */
export async function startLocalBackend(opts: StartOptions): Promise<LocalBackend> {
  const log = opts.log ?? (() => {});
  const { ports, jwtSecret, portVariables: vars = DEV_PORT_VARIABLES } = opts;
  await assertPortsFree([
    { port: ports.db, what: 'Postgres', envVar: vars.db },
    { port: ports.gateway, what: 'the Supabase API gateway', envVar: vars.gateway },
    { port: ports.postgrest, what: 'PostgREST', envVar: vars.postgrest },
    { port: ports.postgrestAdmin, what: "PostgREST's admin server", envVar: vars.postgrestAdmin },
    ...(opts.copies ?? []).flatMap(({ database, ports: apiPorts }) =>
      [apiPorts.gateway, apiPorts.postgrest, apiPorts.postgrestAdmin].map((port) => ({
        port,
        what: `the API of the database copy ${database}`,
        envVar: 'NEWSTAX_TEST_PORT_OFFSET',
      })),
    ),
  ]);

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    stops.length = 0;
  };

  try {
    const postgres: PostgresHandle = await startPostgres({ dataDir: opts.dataDir, port: ports.db, log });
    let postgresRunning = true;
    stops.push(() => postgres.stop());
    // The authenticator's password only guards a loopback port; derive it from the JWT secret.
    const authenticatorPassword = `auth-${jwtSecret.slice(0, 16)}`;
    const dbUrl = postgres.url();
    let seeded = false;
    await withClient(dbUrl, async (client) => {
      await client.query(supabaseBaseline(authenticatorPassword));
      await migrate(client, `${supabaseDir}migrations`, log);
      if (opts.seed !== false) seeded = await seedOnce(client, supabaseDir, log);
    });

    await opts.prepare?.(dbUrl);
    const copies = opts.copies ?? [];
    // A template must have no other session: copy before any API connects.
    if (copies.length > 0) {
      await withClient(dbUrl, async (client) => {
        for (const { database } of copies) await client.query(`create database ${database} template postgres`);
      });
    }

    const postgrestOptions = (database: string, apiPorts: ApiPorts) => ({
      dbUrl: postgres.url('authenticator', authenticatorPassword, database),
      port: apiPorts.postgrest,
      adminPort: apiPorts.postgrestAdmin,
      jwtSecret,
      log,
    });
    const mainPostgrest = postgrestOptions('postgres', ports);
    let postgrest: PostgrestHandle | undefined = await startPostgrest(mainPostgrest);
    stops.push(async () => postgrest?.stop());

    const gateway: GatewayHandle = await startGateway({ port: ports.gateway, postgrestPort: () => ports.postgrest });
    stops.push(gateway.stop);

    const copyApis = await Promise.all(
      copies.map(async ({ database, ports: apiPorts }) => {
        const copyPostgrest = await startPostgrest(postgrestOptions(database, apiPorts));
        stops.push(copyPostgrest.stop);
        const copyGateway = await startGateway({ port: apiPorts.gateway, postgrestPort: () => apiPorts.postgrest });
        stops.push(copyGateway.stop);
        return { database, supabaseUrl: copyGateway.url, dbUrl: postgres.url(undefined, undefined, database) };
      }),
    );

    return {
      supabaseUrl: gateway.url,
      anonKey: await signApiKey('anon', jwtSecret),
      serviceRoleKey: await signApiKey('service_role', jwtSecret),
      dbUrl,
      jwtSecret,
      created: postgres.created,
      seeded,
      stopPostgrest: async () => {
        await postgrest?.stop();
        postgrest = undefined;
      },
      startPostgrest: async () => {
        postgrest ??= await startPostgrest(mainPostgrest);
      },
      pausePostgrest: () => postgrest?.pause(),
      resumePostgrest: () => postgrest?.resume(),
      stopPostgres: async () => {
        await postgres.stop();
        postgresRunning = false;
      },
      startPostgres: async () => {
        if (postgresRunning) return;
        await postgres.restart();
        postgresRunning = true;
      },
      setGatewayFault: (fault) => gateway.setFault(fault),
      copies: copyApis,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export type RunningBackend = Pick<LocalBackend, 'supabaseUrl' | 'anonKey' | 'serviceRoleKey' | 'dbUrl' | 'jwtSecret'>;

/**
 * The backend another process already runs on `ports` (a second `npm run dev` or `npm run preview` beside the
 * first), if it is ours and healthy: its gateway answers a REST request signed with `jwtSecret`, and its
 * Postgres accepts our superuser and serves `dataDir`. Anything else on those ports is someone else's: null.
 */
export async function findRunningBackend(opts: {
  dataDir: string;
  ports: BackendPorts;
  jwtSecret: string;
}): Promise<RunningBackend | null> {
  const { ports, jwtSecret } = opts;
  const supabaseUrl = `http://127.0.0.1:${ports.gateway}`;
  const dbUrl = postgresUrl(ports.db);
  const anonKey = await signApiKey('anon', jwtSecret);
  try {
    // PostgREST checks the key's signature on every request, its OpenAPI root included.
    const response = await fetch(`${supabaseUrl}/rest/v1/`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(3000),
    });
    await response.body?.cancel();
    if (response.status !== 200) return null;
    const client = new pg.Client({ connectionString: dbUrl, connectionTimeoutMillis: 3000 });
    client.on('error', () => undefined);
    await client.connect();
    let served: string | undefined;
    try {
      served = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]?.data_directory;
    } finally {
      await client.end();
    }
    if (!served || (await realpath(served)) !== (await realpath(opts.dataDir))) return null;
  } catch {
    return null;
  }
  return { supabaseUrl, anonKey, serviceRoleKey: await signApiKey('service_role', jwtSecret), dbUrl, jwtSecret };
}
