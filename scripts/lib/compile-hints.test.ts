import { describe, expect, it } from 'vitest';
import { startupChunks } from './compile-hints.ts';

const chunk = (facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  isEntry: facadeModuleId !== null,
  facadeModuleId,
  imports,
  code: '',
});

describe('startupChunks', () => {
  it('takes the client entry, the root route, the language layout and what they import, not page routes', () => {
    const bundle = {
      'entry.client.js': chunk('/repo/app/entry.client.tsx', ['components.js']),
      'root.js': chunk('/repo/app/root.tsx?__remix-build-client-route', ['components.js', 'theme.js']),
      'lang.js': chunk('/repo/app/routes/$lang.tsx?__remix-build-client-route', ['categories.js']),
      'article.js': chunk('/repo/app/routes/$lang.$category.$slug.tsx?__remix-build-client-route', ['card.js']),
      'kamus.js': chunk('/repo/app/routes/$lang.kamus._index.tsx?__remix-build-client-route', ['components.js']),
      'components.js': chunk(null),
      'theme.js': chunk(null, ['components.js']),
      'categories.js': chunk(null),
      'card.js': chunk(null, ['components.js']),
      'style.css': { type: 'asset' as const },
    };
    expect(startupChunks(bundle)).toEqual([
      'categories.js',
      'components.js',
      'entry.client.js',
      'lang.js',
      'root.js',
      'theme.js',
    ]);
  });

  it('finds nothing in a bundle without the startup modules (the server build)', () => {
    expect(
      startupChunks({ 'index.js': chunk('/repo/virtual:remix/server-build', ['a.js']), 'a.js': chunk(null) }),
    ).toEqual([]);
  });
});
