// `npm run kurs:import -- FILE... [options]`: adds kurs pajak weeks from CSV files (docs/kurs-pajak.md). Every
// file is read and checked first; on any error the importer names the file and line and writes nothing. The
// weeks are then written in one transaction through public.import_kurs_week, which the database checks again.
// `--sql` prints the statements instead (how supabase/seed/60_kurs.sql is made); `--dry-run` only checks.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { jakartaToday } from '../app/lib/calendar.ts';
import { devPorts } from './backend/index.ts';
import { assertPortsFree, PortInUseError } from './backend/ports.ts';
import { withClient } from './backend/postgres.ts';
import { HEADER_KEYS, type HeaderKey, KursFileError, type KursFileWeek, readKursFile } from './lib/kurs-csv.ts';
import { prepareDevBackend, say } from './lib/local-dev-backend.ts';

const USAGE =
  'usage: npm run kurs:import -- FILE... [--kmk N|-] [--valid-from YYYY-MM-DD] [--valid-to YYYY-MM-DD]\n' +
  '         [--source URL] [--source-name NAME] [--source-note TEXT] [--checked YYYY-MM-DD]\n' +
  '         [--db-url URL] [--dry-run | --sql]';

const fieldOptions = Object.fromEntries(
  HEADER_KEYS.map((key) => [key.replace('_', '-'), { type: 'string' }]),
) as Record<string, { type: 'string' }>;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...fieldOptions,
    'db-url': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    sql: { type: 'boolean', default: false },
  },
});
const given = values as Record<string, string | boolean | undefined>;
const options: Partial<Record<HeaderKey, string>> = {};
for (const key of HEADER_KEYS) {
  const value = given[key.replace('_', '-')];
  if (typeof value === 'string') options[key] = value;
}
if (positionals.length === 0 || (positionals.length > 1 && Object.keys(options).length > 0)) {
  console.error(positionals.length === 0 ? USAGE : `${USAGE}\nthe week options apply to one file at a time`);
  process.exit(2);
}

/** One statement per week, as the seed and the importer run it. */
function importStatement(week: KursFileWeek): { text: string; params: unknown[] } {
  return {
    text: 'select public.import_kurs_week($1, $2, $3, $4, $5, $6, $7, $8::jsonb)',
    params: [
      week.kmk,
      week.validFrom,
      week.validTo,
      week.source,
      week.sourceName,
      week.sourceNote,
      week.checked,
      JSON.stringify(week.rates),
    ],
  };
}

const SQL_HEADER = `-- Kurs pajak weeks, made from supabase/seed/kurs/*.csv by
--   npm run kurs:import -- --sql supabase/seed/kurs/*.csv > supabase/seed/60_kurs.sql
-- so every seeded week went through the importer's checks and is written as the importer writes it. Edit the
-- CSV files, not this one (tests/db/kurs-seed.test.ts keeps the two equal). Each week names the source it was
-- checked against; the values were never interpolated.
`;

function asSql(week: KursFileWeek): string {
  const literal = (value: unknown) => (value === null ? 'null' : pg.escapeLiteral(String(value)));
  const [kmk, from, to, source, name, note, checked, rates] = importStatement(week).params;
  return (
    `-- ${week.file}\nselect public.import_kurs_week(\n  ${literal(kmk)}, ${literal(from)}, ${literal(to)},\n` +
    `  ${literal(source)},\n  ${literal(name)},\n  ${literal(note)},\n  ${literal(checked)},\n` +
    `  ${literal(rates)}::jsonb\n);\n`
  );
}

/** The database's refusal, named by the file line it is about (0: an option, or the week as a whole). */
async function refusal(client: pg.Client, week: KursFileWeek, error: unknown): Promise<KursFileError> {
  const { constraint, message } = (error ?? {}) as { constraint?: string; message?: string };
  if (constraint === 'kurs_weeks_no_overlap') {
    const { rows } = await client.query<{ from: string; to: string; kmk: string | null }>(
      `select to_char(valid_from, 'YYYY-MM-DD') as from, to_char(valid_to, 'YYYY-MM-DD') as to, kmk
       from public.kurs_weeks where daterange(valid_from, valid_to, '[]') && daterange($1::date, $2::date, '[]')`,
      [week.validFrom, week.validTo],
    );
    const recorded = rows.map((row) => `${row.from} – ${row.to} (${row.kmk ?? 'KMK number not recorded'})`).join(', ');
    const text = `${week.validFrom} – ${week.validTo} overlaps a recorded week: ${recorded}`;
    return new KursFileError(week.file, week.lines.valid_from ?? 0, text);
  }
  if (constraint === 'kurs_weeks_kmk_key') {
    return new KursFileError(week.file, week.lines.kmk ?? 0, `KMK ${week.kmk} is already recorded`);
  }
  return new KursFileError(week.file, 0, `the database refused the week: ${message ?? String(error)}`);
}

async function write(dbUrl: string, weeks: KursFileWeek[]): Promise<void> {
  await withClient(dbUrl, async (client) => {
    await client.query('begin');
    for (const week of weeks) {
      const { text, params } = importStatement(week);
      try {
        await client.query('savepoint week');
        await client.query(text, params);
      } catch (error) {
        await client.query('rollback to savepoint week');
        const refused = await refusal(client, week, error);
        await client.query('rollback');
        throw refused;
      }
    }
    await client.query('commit');
  });
  for (const week of weeks) {
    say(
      `recorded ${week.validFrom} – ${week.validTo}, ${week.kmk ? `KMK ${week.kmk}` : 'KMK number not recorded'}: 25 rates`,
    );
  }
}

async function devDbUrl(): Promise<{ url: string; stop: () => Promise<void> }> {
  const ports = devPorts();
  const running = await assertPortsFree([{ port: ports.db, what: 'Postgres', envVar: 'NEWSTAX_DB_PORT' }])
    .then(() => false)
    .catch((error) => (error instanceof PortInUseError ? true : Promise.reject(error)));
  if (running) return { url: `postgres://postgres:postgres@127.0.0.1:${ports.db}/postgres`, stop: async () => {} };
  const backend = await prepareDevBackend();
  if (!backend) throw new Error('.dev.vars points at a hosted project; pass --db-url to write to another database');
  return { url: backend.dbUrl, stop: () => backend.stop() };
}

try {
  const today = jakartaToday(new Date());
  const weeks: KursFileWeek[] = [];
  for (const file of positionals) weeks.push(readKursFile(file, await readFile(file, 'utf8'), options, today));
  if (values.sql) {
    process.stdout.write(`${SQL_HEADER}\n${weeks.map(asSql).join('\n')}`);
  } else if (values['dry-run']) {
    say(`${weeks.length} week${weeks.length === 1 ? '' : 's'} checked; nothing written (--dry-run)`);
  } else if (values['db-url']) {
    await write(values['db-url'], weeks);
  } else {
    const db = await devDbUrl();
    try {
      await write(db.url, weeks);
    } finally {
      await db.stop();
    }
  }
} catch (error) {
  if (error instanceof KursFileError) {
    console.error(`[newstax] ${error.message}; nothing was written`);
    process.exit(1);
  }
  console.error(
    `[newstax] kurs import failed: ${error instanceof Error ? error.message : String(error)}; nothing was written`,
  );
  process.exit(1);
}
