import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read it as a comment). A script that starts with it has
 * all its functions compiled eagerly, on the background thread that streams it in, instead of lazily on the main
 * thread the first time each is called. Hydration calls most of the framework's functions at once, so without it
 * their compilation landed in the main-thread tasks that Total Blocking Time counts (docs/decisions/0027).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Chunk = { type: 'chunk'; isEntry: boolean; facadeModuleId: string | null; imports: string[]; code: string };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * Startup modules: the client entry, the root route and the language layout, which every page runs, with what
 * they import. Remix's client build names a route's module `<file>?__remix-build-client-route`.
 */
const STARTUP = /\/app\/(entry\.client|root|routes\/\$lang)\.tsx(\?|$)/;

/** File names of the chunks every page runs at startup: the startup modules and their static imports. */
export function startupChunks(bundle: Bundle): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry && STARTUP.test(chunk.facadeModuleId ?? '')) visit(fileName);
  }
  return [...found].sort();
}

/**
 * Puts the compile hint on the startup chunks of the browser build. Route modules are left lazy: a page runs
 * only its own, and eager compilation of code that never runs is wasted work. Added after minification (which
 * would drop the comment); the client build writes no source maps that the extra first line could shift.
 */
export function compileHintsForStartupChunks(): Plugin {
  let ssr = false;
  return {
    name: 'newstax:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle: {
      // After Vite's own generateBundle, which puts its preload helper at the top of chunks that import lazily.
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        for (const fileName of startupChunks(bundle as unknown as Bundle)) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) {
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          }
        }
      },
    },
  };
}
