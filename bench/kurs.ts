// `node bench/kurs.ts [--years 20] [--runs 3] [--no-build]`
//
// Kurs pajak at twenty years (issue 44): the seed dataset's bench database gets a generated week for every week
// from `--years` back to this week that it does not already hold (about 1,050 × 25 values; made-up values on a
// seeded random walk, source https://kurs-bench.invalid/, never in the seed), then every page and file is timed
// over HTTP with the edge cache off: each currency's history, the hub on random dates, the API on random dates,
// the feed and the whole CSV; and the database time of each read function alone. One warm-up pass, then `runs`
// passes; p50, p95 and maximum. The generated weeks are deleted at the end.

import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seededRandom } from '../scripts/lib/seeded-random.ts';
import {
  ensureBuild,
  fmt,
  loadSummary,
  log,
  machine,
  machineLine,
  percentile,
  prepareDataset,
  sampleLoad,
  table,
  timedGet,
  withServer,
} from './lib.ts';

const { values } = parseArgs({
  options: {
    years: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const years = Number(values.years);
const runs = Number(values.runs);
const SOURCE = 'https://kurs-bench.invalid/';
const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Wednesday that starts this week in Jakarta. */
function thisWednesday(): number {
  const today = Date.parse(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())}T00:00:00Z`,
  );
  return today - ((new Date(today).getUTCDay() + 7 - 3) % 7) * DAY;
}

/** Writes a generated week for every week of the span the database does not hold yet; answers how many it has. */
async function generateWeeks(client: pg.Client): Promise<number> {
  const { rows: currencies } = await client.query<{ code: string }>(
    'select code from public.kurs_currencies order by position',
  );
  const { rows: taken } = await client.query<{ from: string; to: string }>(
    "select to_char(valid_from, 'YYYY-MM-DD') as from, to_char(valid_to, 'YYYY-MM-DD') as to from public.kurs_weeks",
  );
  const busy = (from: number) =>
    taken.some((week) => Date.parse(week.from) <= from + 6 * DAY && from <= Date.parse(week.to));
  const random = seededRandom(44);
  // Rupiah cents per unit, starting near plausible sizes and walking ±0.6% a week.
  const cents = currencies.map((_, index) => 100_000 + Math.floor(random() * 2_000_000) * (index % 3 === 0 ? 1 : 0.5));
  const end = thisWednesday();
  let written = 0;
  await client.query('begin');
  for (let from = end - Math.round(years * 52.18) * 7 * DAY; from <= end; from += 7 * DAY) {
    for (let i = 0; i < cents.length; i++)
      cents[i] = Math.max(1, Math.round((cents[i] ?? 1) * (1 + (random() - 0.5) * 0.012)));
    if (busy(from)) continue;
    const year = iso(from).slice(0, 4);
    const rates = currencies.map((currency, i) => {
      const value = cents[i] ?? 1;
      return { code: currency.code, value: `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}` };
    });
    await client.query('select public.import_kurs_week($1, $2, $3, $4, $5, $6, $7, $8)', [
      `${written + 1}/BENCH/${year}`,
      iso(from),
      iso(from + 6 * DAY),
      `${SOURCE}${iso(from)}`,
      'Generated for the benchmark',
      null,
      iso(from),
      JSON.stringify(rates),
    ]);
    written++;
  }
  await client.query('commit');
  await client.query('analyze public.kurs_weeks, public.kurs_rates');
  return written;
}

type Row = (string | number)[];
const summary = (label: string, ms: number[], failures: number): Row => [
  label,
  ms.length,
  fmt(percentile(ms, 50)),
  fmt(percentile(ms, 95)),
  fmt(Math.max(...ms)),
  failures,
];

const info = machine();
ensureBuild(values['no-build'] ?? false);
await prepareDataset('seed');
const sections = await withServer('seed', { edgeCache: 'off' }, async (server) => {
  if (!server.siteUrl) throw new Error('the bench server started no site');
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  try {
    log(`generating ${years} years of weeks`);
    const written = await generateWeeks(client);
    const { rows } = await client.query<{ weeks: number; rates: number; first: string; last: string }>(
      `select count(*)::int as weeks, (select count(*)::int from public.kurs_rates) as rates,
              to_char(min(valid_from), 'YYYY-MM-DD') as first, to_char(max(valid_to), 'YYYY-MM-DD') as last
       from public.kurs_weeks`,
    );
    const held = rows[0];
    log(`${written} weeks generated; ${held?.weeks} weeks, ${held?.rates} values in all`);
    const { rows: codes } = await client.query<{ code: string }>(
      'select code from public.kurs_currencies order by position',
    );
    const random = seededRandom(20261203);
    const span = Date.parse(held?.last ?? '') - Date.parse(held?.first ?? '');
    const dates = Array.from({ length: 50 }, () =>
      iso(Date.parse(held?.first ?? '') + Math.floor((random() * span) / DAY) * DAY),
    );
    const urls: Record<string, string[]> = {
      'history page (`/id/kurs-pajak/{code}`)': codes.map((row) => `/id/kurs-pajak/${row.code.toLowerCase()}`),
      'hub on a date (`/id/kurs-pajak?tanggal=`)': dates.slice(0, 25).map((date) => `/id/kurs-pajak?tanggal=${date}`),
      'API (`/kurs-pajak.json?tanggal=`)': dates.map((date) => `/kurs-pajak.json?tanggal=${date}`),
      'feed (`/id/kurs-pajak/feed.xml`)': ['/id/kurs-pajak/feed.xml'],
      'CSV (`/kurs-pajak.csv`)': ['/kurs-pajak.csv'],
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const list of Object.values(urls)) for (const path of list) await timedGet(agent, `${server.siteUrl}${path}`);
    const http_: Row[] = [];
    for (const [label, list] of Object.entries(urls)) {
      const ms: number[] = [];
      let failures = 0;
      for (let run = 0; run < runs * (list.length < 5 ? 5 : 1); run++) {
        for (const path of list) {
          const answer = await timedGet(agent, `${server.siteUrl}${path}`);
          if (answer.status === 200) ms.push(answer.ms);
          else failures++;
        }
      }
      sampleLoad();
      http_.push(summary(label, ms, failures));
      log(`${label} done`);
    }
    agent.destroy();
    const db: Row[] = [];
    for (const [label, sql, args] of [
      [
        'kurs_history (one currency, every week)',
        'select public.kurs_history($1)',
        (i: number) => [codes[i % codes.length]?.code],
      ],
      [
        'kurs_week_on (a date, its week and the one before)',
        'select public.kurs_week_on($1)',
        (i: number) => [dates[i % dates.length]],
      ],
      ['kurs_week_list (every week: the CSV)', 'select public.kurs_week_list(null)', () => []],
    ] as const) {
      const ms: number[] = [];
      for (let i = 0; i < 25 * runs; i++) {
        const started = performance.now();
        await client.query(sql, args(i));
        ms.push(performance.now() - started);
      }
      db.push(summary(label, ms.slice(5), 0));
    }
    return [
      `${held?.weeks} weeks (${held?.first} to ${held?.last}), ${held?.rates} values; edge cache off; ${runs} passes after a warm-up.`,
      `#### Over HTTP (site → gateway → PostgREST → Postgres)\n\n${table(['request', 'n', 'p50 ms', 'p95 ms', 'max ms', 'non-200'], http_)}`,
      `#### The read functions alone (one connection, from Node)\n\n${table(['function', 'n', 'p50 ms', 'p95 ms', 'max ms', ''], db)}`,
    ];
  } finally {
    await client.query(`delete from public.kurs_weeks where source_url like '${SOURCE}%'`).catch(() => undefined);
    await client.end();
  }
});
console.log('### Kurs pajak at twenty years\n');
console.log(`${machineLine(info)} · ${loadSummary()}\n`);
console.log(sections.join('\n\n'));
