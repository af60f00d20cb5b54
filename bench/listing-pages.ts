// `node bench/listing-pages.ts [--datasets 1m] [--runs 2] [--pages 40] [--no-build]`
//
// How a category listing's time grows with its page number: listings page with OFFSET, so a deep page reads
// every row before it. For each language and category of the dataset, `--pages` page numbers drawn at random
// (seeded) from 1 to the listing's last page (at most the site's 10,000), plus page 1; each fetched over HTTP
// from the built site under wrangler pages dev with the edge cache off (what a crawler walking old pages
// meets). One warm-up pass, then `runs` passes; the median, p95 and maximum per depth band.

import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seededRandom } from '../scripts/lib/seeded-random.ts';
import {
  datasetList,
  ensureBuild,
  fmt,
  loadSummary,
  log,
  machine,
  machineLine,
  median,
  percentile,
  prepareDataset,
  sampleLoad,
  table,
  timedGet,
  withServer,
} from './lib.ts';

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: '1m' },
    runs: { type: 'string', default: '2' },
    pages: { type: 'string', default: '40' },
    'no-build': { type: 'boolean', default: false },
  },
});
const datasets = datasetList(values.datasets);
const runs = Number(values.runs);
const perListing = Number(values.pages);
const PAGE_SIZE = 20; // app/data/articles.server.ts LISTING_PAGE_SIZE
const MAX_PAGE = 10_000; // app/lib/params.ts

const BANDS = [
  { label: '1', max: 1 },
  { label: '2–10', max: 10 },
  { label: '11–100', max: 100 },
  { label: '101–1,000', max: 1_000 },
  { label: '1,001–10,000', max: MAX_PAGE },
];
const bandOf = (page: number) => BANDS.findIndex((band) => page <= band.max);

type Listing = { lang: string; category: string; articles: number };

async function listings(dbUrl: string): Promise<Listing[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ lang: string; category: string; articles: string }>(
      `select lang, coalesce(category, 'berita') as category, count(*) as articles from public.articles
       where published_at <= now() group by 1, 2 order by 1, 2`,
    );
    // Uncategorised articles list under "berita" with berita's own.
    const merged = new Map<string, Listing>();
    for (const row of rows) {
      const key = `${row.lang}/${row.category}`;
      const before = merged.get(key)?.articles ?? 0;
      merged.set(key, { lang: row.lang, category: row.category, articles: before + Number(row.articles) });
    }
    return [...merged.values()];
  } finally {
    await client.end();
  }
}

const info = machine();
const sections: string[] = [];
ensureBuild(values['no-build'] ?? false);
for (const name of datasets) {
  await prepareDataset(name);
  await withServer(name, { edgeCache: 'off' }, async (server) => {
    if (!server.siteUrl) throw new Error('the bench server started no site');
    const random = seededRandom(20261124);
    const urls = (await listings(server.dbUrl)).flatMap((listing) => {
      const last = Math.min(MAX_PAGE, Math.max(1, Math.ceil(listing.articles / PAGE_SIZE)));
      const pages = [1, ...Array.from({ length: perListing }, () => 1 + Math.floor(random() * last))];
      // Page 1 has no ?page (the site redirects ?page=1 there).
      return pages.map((page) => ({
        page,
        url: `${server.siteUrl}/${listing.lang}/${listing.category}${page > 1 ? `?page=${page}` : ''}`,
      }));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    log(`${name}: ${urls.length} listing pages, warm-up`);
    for (const { url } of urls) await timedGet(agent, url);
    const times: number[][] = BANDS.map(() => []);
    const failures: string[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const { page, url } of urls) {
        const { status, ms } = await timedGet(agent, url);
        if (status === 200) times[bandOf(page)]?.push(ms);
        else failures.push(`${status} ${url}`);
      }
      sampleLoad();
      log(`${name}: run ${run} done`);
    }
    agent.destroy();
    const rows = BANDS.map((band, index) => {
      const ms = times[index] ?? [];
      return [band.label, ms.length, fmt(median(ms)), fmt(percentile(ms, 95)), fmt(Math.max(...ms))];
    });
    sections.push(
      `#### ${name}\n\n${table(['page', 'requests', 'median ms', 'p95 ms', 'max ms'], rows)}\n\n` +
        `Non-200 answers: ${failures.length === 0 ? 'none' : failures.slice(0, 5).join('; ')}.`,
    );
  });
}
console.log('### Category listings by page depth (HTTP, edge cache off)\n');
console.log(`${machineLine(info)} · ${loadSummary()} · ${runs} passes after a warm-up\n`);
console.log(sections.join('\n\n'));
