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
