// The load test: autocannon with 100 connections for 60 s across the home, a listing, an article and
// /search on the production build in workerd (edge cache on, the seed dataset). Counts errors and non-2xx
// answers, and samples every 5 s the Worker's JavaScript heap (through the inspector) and the RSS of the
// workerd processes, then runs a control round on a static file that never reaches the Worker.
//   node bench/load.ts [--seconds 60] [--connections 100] [--rounds 1] [--edge-cache on|off] [--no-build]

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuild, fmt, log, machineLine, pinSelfToClientCpus, table, withServer } from './lib.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '1' },
    'edge-cache': { type: 'string', default: 'on' },
    'no-build': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
// Several rounds back to back tell growth that levels off (caches filling, JIT) from a leak, which keeps climbing.
const rounds = Number(values.rounds);
const edgeCache = values['edge-cache'] === 'off' ? 'off' : 'on';

/** RSS of the workerd processes of this bench server only (its process group), not of any other on the machine. */
function workerdRssMb(group: number): number {
  let listed = '';
  try {
    listed = execFileSync('pgrep', ['-g', String(group), 'workerd'], { encoding: 'utf8' });
  } catch {
    return 0;
  }
  const pids = listed.trim().split('\n').filter(Boolean);
  let kb = 0;
  for (const pid of pids) {
    const status = (() => {
      try {
        return readFileSync(`/proc/${pid}/status`, 'utf8');
      } catch {
        return '';
      }
    })();
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

/**
 * The Worker isolate's JavaScript heap, read through wrangler's inspector (the bench site's port + 1000).
 * This is the memory the Worker itself holds; workerd's RSS also counts wrangler's local dev machinery.
 */
async function workerHeapMb(siteUrl: string): Promise<number> {
  const port = Number(new URL(siteUrl).port) + 1000;
  // The inspector proxy refuses connections without an Origin header.
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
    headers: { Origin: `http://127.0.0.1:${port}` },
  } as unknown as string[]);
  try {
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = () => reject(new Error(`inspector on ${port} refused the connection`));
    });
    const answer = new Promise<{ usedSize: number }>((resolve) => {
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize: number } };
        if (message.id === 1 && message.result) resolve(message.result);
      };
    });
    ws.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }));
    return (await answer).usedSize / 1024 / 1024;
  } finally {
    ws.close();
  }
}

ensureBuild(values['no-build'] ?? false);
pinSelfToClientCpus();
await withServer('seed', { edgeCache }, async (server) => {
  const site = server.siteUrl;
  if (!site) throw new Error('no site');
  const article = await fetch(`${site}/search?q=pajak&lang=id`).then(
    (r) => r.json() as Promise<{ results: { url: string }[] }>,
  );
  const articlePath = article.results[0]?.url ?? '/id/berita';
  const paths = ['/id', '/id/ppn', articlePath, '/search?q=pajak&lang=id', '/en', '/en/kebijakan', '/search?q=coretax'];
  const memory: number[] = [workerdRssMb(server.pid)];
  const heap: number[] = [await workerHeapMb(site)];
  const sampler = setInterval(() => {
    memory.push(workerdRssMb(server.pid));
    workerHeapMb(site).then(
      (mb) => heap.push(mb),
      () => {},
    );
  }, 5000);
  log(`load: ${connections} connections for ${seconds} s over ${paths.join(', ')}, ${rounds} round(s)`);
  const rows: (string | number)[][] = [];
  let failed = false;
  // The last round is a control: a static file that never reaches the Worker (build/client/_routes.json
  // excludes it), so whatever workerd's RSS does there is wrangler's, not the site's.
  const plan = [
    ...Array.from({ length: rounds }, (_, i) => ({ name: String(i + 1), paths })),
    { name: 'static', paths: ['/favicon.png'] },
  ];
  for (const round of plan) {
    const before = { rss: workerdRssMb(server.pid), heap: await workerHeapMb(site) };
    const result = await autocannon({
      url: site,
      connections,
      duration: seconds,
      timeout: 10,
      requests: round.paths.map((path) => ({ method: 'GET', path })),
    });
    const after = { rss: workerdRssMb(server.pid), heap: await workerHeapMb(site) };
    rows.push([
      round.name,
      result.requests.total,
      fmt(result.requests.average, 0),
      fmt(result.latency.p50, 0),
      fmt(result.latency.p99, 0),
      result.errors,
      result.timeouts,
      result.non2xx,
      result['5xx'],
      `${fmt(before.rss, 0)} → ${fmt(after.rss, 0)}`,
      `${fmt(before.heap, 0)} → ${fmt(after.heap, 0)}`,
    ]);
    if (result.errors || result.timeouts || result['5xx'] || result.non2xx) failed = true;
  }
  clearInterval(sampler);
  memory.push(workerdRssMb(server.pid));
  console.log(
    `\n### Load: ${connections} connections, ${rounds} × ${seconds} s, edge cache ${edgeCache} (${machineLine()})\n`,
  );
  console.log(
    table(
      [
        'round',
        'requests',
        'req/s (mean)',
        'p50 ms',
        'p99 ms',
        'errors',
        'timeouts',
        'non-2xx',
        '5xx',
        'workerd RSS MB (start → end)',
        'Worker JS heap MB (start → end)',
      ],
      rows,
    ),
  );
  console.log(`\nworkerd RSS samples (MB, every 5 s): ${memory.map((m) => fmt(m, 0)).join(' ')}`);
  console.log(`Worker JS heap samples (MB, every 5 s): ${heap.map((m) => fmt(m, 0)).join(' ')}`);
  if (failed) process.exitCode = 1;
});
