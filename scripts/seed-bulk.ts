// `npm run db:seed:bulk -- --articles N`: N synthetic articles (half Indonesian sources, half linked English
// translations) for benchmarks. Writes into the running dev database, or starts the local backend for the job.
// Rows are generated inside Postgres in batches, so a million take minutes, not hours.
import { parseArgs } from 'node:util';
import { devPorts } from './backend/index.ts';
import { assertPortsFree, PortInUseError } from './backend/ports.ts';
import { withClient } from './backend/postgres.ts';
import { prepareDevBackend, say } from './lib/local-dev-backend.ts';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    'db-url': { type: 'string' },
    'batch-size': { type: 'string', default: '20000' },
  },
});
const total = Number(values.articles);
const batchSize = Number(values['batch-size']);
if (!Number.isInteger(total) || total < 2 || !Number.isInteger(batchSize) || batchSize < 2) {
  console.error('usage: npm run db:seed:bulk -- --articles N   (N >= 2; half Indonesian, half English translations)');
  process.exit(2);
}

const TOPICS = [
  'PPh 21',
  'PPN',
  'Coretax',
  'SPT Tahunan',
  'PPh Badan',
  'Bea Meterai',
  'Pajak Karbon',
  'PBB-P2',
  'Cukai',
  'NPWP',
  'e-Faktur',
  'Restitusi',
  'Tax Holiday',
  'Insentif Pajak',
  'Pajak Daerah',
  'PPnBM',
  'PPh Final UMKM',
  'Tax Amnesty',
  'P3B',
  'Pajak Minimum Global',
  'e-Bupot',
  'PPN PMSE',
  'Opsen PKB',
  'Bea Keluar',
];
const VERBS_ID = [
  'naik',
  'turun',
  'direvisi',
  'diperpanjang',
  'dievaluasi',
  'disederhanakan',
  'diperketat',
  'diuji coba',
  'ditunda',
  'diperluas',
];
const VERBS_EN = [
  'rises',
  'falls',
  'revised',
  'extended',
  'under review',
  'simplified',
  'tightened',
  'piloted',
  'delayed',
  'expanded',
];
const PLACES = [
  'Jakarta',
  'Surabaya',
  'Bandung',
  'Medan',
  'Makassar',
  'Semarang',
  'Denpasar',
  'Balikpapan',
  'Palembang',
  'Yogyakarta',
  'Batam',
  'Pontianak',
  'Manado',
  'Padang',
  'Kupang',
  'Jayapura',
  'Ambon',
  'Mataram',
];

const sqlArray = (items: string[]) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (items: string[], expr: string) => `(${sqlArray(items)})[1 + (${expr}) % ${items.length}]`;

/** Inserts sources first + their translations in one statement: the CTE hands over the new ids. */
const batchSql = `
with categories as (select array_agg(slug order by slug) as slugs from public.categories),
-- The seed's authors take turns; without any, the articles have no author.
authors as (select array_agg(id order by id) as ids from public.authors),
src as (
  insert into public.articles (slug, title, excerpt, body, category, lang, author_id, published_at, updated_at)
  select
    'bulk-' || $3 || '-' || i || '-id',
    ${pick(TOPICS, 'i')} || ' ' || ${pick(VERBS_ID, 'i / 7')} || ' di ' || ${pick(PLACES, 'i / 3')} || ', laporan ' || i,
    'Ringkasan sintetis nomor ' || i || ' tentang ' || ${pick(TOPICS, 'i')} || ' untuk uji beban.',
    '## Ringkasan' || chr(10) || chr(10) || 'Artikel sintetis ' || i || ' untuk uji beban newstax.',
    case when i % 17 = 0 then null else (select slugs[1 + i % cardinality(slugs)] from categories) end,
    'id',
    (select ids[1 + i % cardinality(ids)] from authors),
    now() - ((i * 37) % (60 * 24 * 730)) * interval '1 minute',
    now() - ((i * 37) % (60 * 24 * 730)) * interval '1 minute'
  from generate_series($1::bigint, $2::bigint) as i
  returning id, slug, category, author_id, published_at
)
insert into public.articles (slug, title, excerpt, body, category, lang, author_id, published_at, updated_at, translated_from)
select
  replace(src.slug, '-id', '-en'),
  ${pick(TOPICS, 'n')} || ' ' || ${pick(VERBS_EN, 'n / 7')} || ' in ' || ${pick(PLACES, 'n / 3')} || ', report ' || n,
  'Synthetic summary number ' || n || ' about ' || ${pick(TOPICS, 'n')} || ' for load tests.',
  '## Summary' || chr(10) || chr(10) || 'Synthetic article ' || n || ' for newstax load tests.',
  src.category, 'en', src.author_id, src.published_at + interval '3 hours', src.published_at + interval '3 hours', src.id
from src, lateral (select split_part(src.slug, '-', 3)::bigint as n) as parsed
`;

async function seed(dbUrl: string) {
  const pairs = Math.floor(total / 2);
  const tag = Date.now().toString(36);
  const started = Date.now();
  await withClient(dbUrl, async (client) => {
    // Rows are consistent by construction; skipping per-row triggers and FK checks makes the load 3x faster.
    await client.query("set session_replication_role = 'replica'");
    for (let from = 1; from <= pairs; from += batchSize / 2) {
      const to = Math.min(pairs, from + batchSize / 2 - 1);
      await client.query(batchSql, [from, to, tag]);
      const done = to * 2;
      const seconds = (Date.now() - started) / 1000;
      const rate = done / seconds;
      const left = (pairs * 2 - done) / rate;
      say(
        `${done.toLocaleString('en')} / ${(pairs * 2).toLocaleString('en')} articles · ${Math.round(rate).toLocaleString('en')}/s · ${left.toFixed(0)} s left`,
      );
    }
    await client.query("set session_replication_role = 'origin'");
    // The load ran without triggers, so title search's own table (decision 0023) has not seen these rows.
    say('indexing the titles for search');
    await client.query('select search.refresh_article_titles()');
    say('analyzing the articles table');
    await client.query('analyze public.articles');
    await client.query('analyze search.article_titles');
    await client.query('select search.refresh_gram_frequencies()');
  });
  say(`inserted ${(pairs * 2).toLocaleString('en')} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  if (values['db-url']) {
    await seed(values['db-url']);
  } else {
    const ports = devPorts();
    const devRunning = await assertPortsFree([{ port: ports.db, what: 'Postgres', envVar: 'NEWSTAX_DB_PORT' }])
      .then(() => false)
      .catch((error) => (error instanceof PortInUseError ? true : Promise.reject(error)));
    if (devRunning) {
      await seed(`postgres://postgres:postgres@127.0.0.1:${ports.db}/postgres`);
    } else {
      const backend = await prepareDevBackend();
      if (!backend) throw new Error('.dev.vars points at a hosted project; pass --db-url to seed another database');
      try {
        await seed(backend.dbUrl);
      } finally {
        await backend.stop();
      }
    }
  }
} catch (error) {
  console.error(`[newstax] bulk seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
