import { request } from 'node:http';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * One HTTP/1.1 request with the request target sent exactly as given. Browsers, Playwright's request context
 * and fetch all parse URLs first, which resolves `..` and `%2e%2e` segments and turns `\` into `/`; a path
 * traversal probe has to reach the server unnormalised. Node's http client sends the path as it is.
 */
export function rawRequest(
  origin: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: target,
        headers: options.headers,
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${options.method ?? 'GET'} ${target}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
