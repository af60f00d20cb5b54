import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { findCitations } from '~/lib/citations';
import { sql } from '../setup/db.ts';

// Other test files insert rows named test-* while this one runs: count the seed only.
const count = async (where: string) =>
  Number(
    (
      await sql<{ n: string }>(
        `select count(*) as n from public.articles a where a.slug not like 'test-%' and ${where}`,
      )
    )[0]?.n,
  );
const published = 'a.published_at <= now()';

describe('seed content', () => {
  it('has the featured categories and at least six more, each named and described in both languages', async () => {
    const rows = await sql<{
      slug: string;
      name_en: string | null;
      description: string | null;
      description_en: string | null;
    }>("select slug, name_en, description, description_en from public.categories where slug not like 'test-%'");
    const slugs = rows.map((r) => r.slug);
    for (const featured of ['berita', 'kebijakan', 'bisnis', 'edukasi', 'data', 'opini'])
      expect(slugs).toContain(featured);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.every((r) => r.name_en)).toBe(true);
    // Search results cut a description at about 160 characters.
    expect(rows.filter((r) => !r.description || !r.description_en).map((r) => r.slug)).toEqual([]);
    expect(
      rows.flatMap((r) => [r.description ?? '', r.description_en ?? '']).filter((text) => text.length > 160),
    ).toEqual([]);
  });

  it('has at least 60 Indonesian articles, 30 linked English translations and standalone English ones', async () => {
    expect(await count(`a.lang = 'id' and ${published}`)).toBeGreaterThanOrEqual(60);
    expect(await count(`a.lang = 'en' and a.translated_from is not null and ${published}`)).toBeGreaterThanOrEqual(30);
    expect(await count(`a.lang = 'en' and a.translated_from is null and ${published}`)).toBeGreaterThanOrEqual(2);
  });

  it('describes each cover as what it shows: the words on the drawing, not a photograph that is not there', async () => {
    const rows = await sql<{ slug: string; url: string; alt: string | null }>(
      `select slug, cover_image_url as url, cover_image_alt as alt from public.articles
       where slug not like 'test-%' and cover_image_url like '/images/covers/%'`,
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      const drawing = await readFile(new URL(`../../public${row.url}`, import.meta.url), 'utf8');
      const words = /<title>([^<]+)<\/title>/.exec(drawing)?.[1] ?? '';
      expect(words, row.url).not.toBe('');
      expect(row.alt, row.slug).toContain(words);
    }
  });

  it('writes headlines a reader could meet: no markup-like brackets or words joined by underscores', async () => {
    // Titles that break naive escaping or LIKE patterns are the tests' own rows (tests/fixtures), not sample news.
    const odd = await sql<{ title: string }>(
      "select title from public.articles where slug not like 'test-%' and title ~ '[<>_]'",
    );
    expect(odd.map((row) => row.title)).toEqual([]);
  });

  it('writes English dates day first ("31 March"), as the British copy and the en-GB dates around it do', async () => {
    // The pages print every date with en-GB ("24 November 2026") and the English copy spells British ("labour",
    // "programme"): a headline's "March 31" beside a byline's "24 November 2026" reads as two house styles.
    const rows = await sql<{ slug: string; text: string }>(
      `select slug, concat_ws(' ', title, excerpt, body, cover_image_alt) as text from public.articles
       where slug not like 'test-%' and lang = 'en'`,
    );
    const monthFirst =
      /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/g;
    expect(rows.flatMap(({ slug, text }) => (text.match(monthFirst) ?? []).map((date) => `${slug}: ${date}`))).toEqual(
      [],
    );
  });

  it('has uncategorised articles, 2 drafts and 1 scheduled article', async () => {
    expect(await count(`a.category is null and ${published}`)).toBeGreaterThanOrEqual(3);
    expect(await count('a.published_at is null')).toBe(2);
    expect(await count('a.published_at > now()')).toBe(1);
  });

  it('spreads publication over several months and writes Markdown bodies with tables and lists', async () => {
    const [span] = await sql<{ days: number }>(
      `select extract(day from max(published_at) - min(published_at))::int as days from public.articles where ${published.replace('a.', '')}`,
    );
    expect(span?.days).toBeGreaterThan(90);
    expect(await count("a.body ~ '\\n\\|[^\\n]*\\|\\n\\|[ :|-]+\\|'")).toBeGreaterThanOrEqual(5);
    expect(await count("a.body ~ '\\n## '")).toBeGreaterThanOrEqual(60);
    expect(await count("a.body ~ '\\n(- |1\\. )'")).toBeGreaterThanOrEqual(30);
  });

  it('leaves citations of registered regulations unlinked, so the page links them to the register with their status', async () => {
    // The renderer skips a citation already inside a link: one wrapped by hand in a link to a government homepage
    // reaches the reader with no status. The register page carries the regulation's official source.
    const [register] = await sql<{ names: [string, string][]; keys: string[] }>(
      `select
         (select coalesce(json_agg(json_build_array(upper(n.name), r.cite_key)), '[]')
          from public.regulation_names n join public.regulations r on r.id = n.regulation_id) as names,
         (select coalesce(json_agg(cite_key), '[]') from public.regulations) as keys`,
    );
    const names = new Map(register?.names ?? []);
    const known = new Set(register?.keys ?? []);
    const articles = await sql<{ slug: string; body: string }>(
      "select slug, body from public.articles where slug not like 'test-%' order by slug",
    );
    const offenders = articles.flatMap(({ slug, body }) =>
      [...body.matchAll(/\[([^\]\n]*)\]\(\s*<?(https?:\/\/[^)\s>]*)/gi)]
        .filter(([, text = '']) => findCitations(text, names).some((citation) => known.has(citation.key)))
        .map(([, text]) => `${slug}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
