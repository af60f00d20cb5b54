// Issue 7's load test: autocannon with 100 connections for 60 s across the home, a listing, an article and
// /search on the production build in workerd (edge cache on, the seed dataset). Counts errors and non-2xx
// answers, and samples the memory (RSS) of the workerd processes every 5 s to show whether it stays steady.
//   npm run build && node bench/load.ts [--seconds 60] [--connections 100]

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fmt, log, machineLine, pinSelfToClientCpus, table, withServer } from './lib.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, connections: { type: 'string', default: '100' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

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

pinSelfToClientCpus();
await withServer('seed', { edgeCache: 'on' }, async (server) => {
  const site = server.siteUrl;
  if (!site) throw new Error('no site');
  const article = await fetch(`${site}/search?q=pajak&lang=id`).then(
    (r) => r.json() as Promise<{ results: { url: string }[] }>,
  );
  const articlePath = article.results[0]?.url ?? '/id/berita';
  const paths = ['/id', '/id/ppn', articlePath, '/search?q=pajak&lang=id', '/en', '/en/kebijakan', '/search?q=coretax'];
  const memory: number[] = [workerdRssMb(server.pid)];
  const sampler = setInterval(() => memory.push(workerdRssMb(server.pid)), 5000);
  log(`load: ${connections} connections for ${seconds} s over ${paths.join(', ')}`);
  const result = await autocannon({
    url: site,
    connections,
    duration: seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  clearInterval(sampler);
  memory.push(workerdRssMb(server.pid));
  const non2xx = result.non2xx;
  console.log(`\n### Load: ${connections} connections, ${seconds} s, edge cache on (${machineLine()})\n`);
  console.log(
    table(
      [
        'requests',
        'req/s (mean)',
        'p50 ms',
        'p99 ms',
        'errors',
        'timeouts',
        'non-2xx',
        '5xx',
        'workerd RSS MB (start → max → end)',
      ],
      [
        [
          result.requests.total,
          fmt(result.requests.average, 0),
          fmt(result.latency.p50, 0),
          fmt(result.latency.p99, 0),
          result.errors,
          result.timeouts,
          non2xx,
          result['5xx'],
          `${fmt(memory[0] ?? 0, 0)} → ${fmt(Math.max(...memory), 0)} → ${fmt(memory.at(-1) ?? 0, 0)}`,
        ],
      ],
    ),
  );
  console.log(`\nmemory samples (MB, every 5 s): ${memory.map((m) => fmt(m, 0)).join(' ')}`);
  if (result.errors || result.timeouts || result['5xx'] || non2xx) process.exitCode = 1;
});
