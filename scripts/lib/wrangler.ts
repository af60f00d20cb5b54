import { readdir, readFile } from 'node:fs/promises';

/**
 * Arguments for `wrangler pages dev` serving the production build (build/client + functions/) on 127.0.0.1,
 * with every variable given as a binding so a developer's .dev.vars is ignored. Each instance gets its own
 * devtools port (the site's + 1000), or a second one fails to bind. Used by the e2e sites, the bench server
 * and the Observatory run.
 */
export function pagesDevArgs(options: {
  port: number;
  vars: Record<string, string>;
  persistTo?: string;
  extra?: string[];
}): string[] {
  const { port, vars, persistTo, extra = [] } = options;
  return [
    'pages',
    'dev',
    'build/client',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    ...(persistTo ? ['--persist-to', persistTo] : []),
    '--inspector-port',
    String(port + 1000),
    '--log-level',
    'error',
    '--show-interactive-dev-session=false',
    ...extra,
    ...Object.entries(vars).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
  ];
}

/**
 * `wrangler pages dev` always bundles the Function with esbuild in watch mode, and esbuild's watcher polls the
 * files it bundled, a few percent of a core per site even when idle and far more on a busy machine
 * (docs/testing.md). A server of a finished build never needs a rebuild, so once it answers, the watcher
 * processes under `rootPid` are paused (SIGSTOP); `resume` lets them go again, before the server is stopped.
 * Reads Linux's /proc; elsewhere nothing is paused.
 */
export async function pauseFileWatchers(rootPid: number): Promise<{ resume: () => void }> {
  const processes = await listProcesses();
  const descendants = new Set([rootPid]);
  // Parents are listed before their children only by chance: repeat until no more are found.
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, parent } of processes) {
      if (descendants.has(parent) && !descendants.has(pid)) {
        descendants.add(pid);
        grew = true;
      }
    }
  }
  const watchers = processes.filter(({ pid, name }) => name === 'esbuild' && descendants.has(pid));
  for (const { pid } of watchers) signalProcess(pid, 'SIGSTOP');
  return {
    resume: () => {
      for (const { pid } of watchers) signalProcess(pid, 'SIGCONT');
    },
  };
}

async function listProcesses(): Promise<{ pid: number; parent: number; name: string }[]> {
  const entries = await readdir('/proc').catch(() => []);
  const processes = await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        // "pid (name) state ppid …": the name may hold spaces and parentheses, so split after its last ')'.
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
        const close = stat.lastIndexOf(')');
        if (close < 0) return null;
        const [, parent] = stat.slice(close + 2).split(' ');
        return { pid: Number(entry), parent: Number(parent), name: stat.slice(stat.indexOf('(') + 1, close) };
      }),
  );
  return processes.filter((process) => process !== null);
}

function signalProcess(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}
