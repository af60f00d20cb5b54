// What every feed and sitemap shares: no drafts or scheduled articles, and a 503 when the database is down.
import { describe, expect, it, vi } from 'vitest';
import { sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL } from '../setup/loader-context.ts';
import { fetchPath } from './support/feeds-sitemaps.ts';

describe('every feed and sitemap', () => {
  const paths = [
    '/sitemap.xml',
    '/sitemaps/pages-id.xml',
    '/sitemaps/articles-id-1.xml',
    '/sitemaps/articles-en-1.xml',
    '/sitemap-news.xml',
    '/id/feed.xml',
    '/en/feed.xml',
    '/id/berita/feed.xml',
    '/en/teknologi/feed.xml',
    '/id/kepabeanan/feed.xml',
  ];

  it('leaves out drafts and scheduled articles', async () => {
    const hidden = await sql<{ slug: string; title: string }>(
      'select slug, title from public.articles where published_at is null or published_at > now()',
    );
    expect(hidden.length).toBe(3);
    for (const path of paths) {
      const { text } = await fetchPath(path);
      for (const marker of ['/draf-', '/wip-draft-', '/terjadwal-', 'DRAF:', 'DRAFT:', 'TERJADWAL:']) {
        expect(text, `${path} ${marker}`).not.toContain(marker);
      }
      for (const row of hidden) expect(text).not.toContain(row.slug);
    }
  });

  it('answers 503 with Retry-After when the database is down, and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const path of paths) {
        const { response } = await fetchPath(path, { SUPABASE_URL: DEAD_SUPABASE_URL });
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after')).toBe('30');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(log).toHaveBeenLastCalledWith('database unavailable', path, expect.stringContaining('failed'));
      }
    } finally {
      log.mockRestore();
    }
  });
});
