import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remixCloudflareDevProxy(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tailwindcss(),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  // app/entry.server.tsx's buildId: every build its own, so a deploy starts the edge cache afresh.
  define: { __BUILD_ID__: JSON.stringify(randomUUID()) },
  ssr: {
    resolve: {
      conditions: ['workerd', 'worker', 'browser'],
    },
  },
  // The server build leaves its packages external. Rollup would repeat every package a chunk reaches in a bare
  // `import "pkg";` at its top (a head start for browsers, nothing on a server), and wrangler's bundler, reading
  // those packages' "sideEffects": false, warns about each one on every deploy and preview.
  build: isSsrBuild ? { rollupOptions: { output: { hoistTransitiveImports: false } } } : {},
  server: { port: 5173, strictPort: true },
}));
