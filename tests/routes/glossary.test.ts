import { describe, expect, it } from 'vitest';
import { loader as indexLoader } from '~/routes/$lang.kamus._index';
import { loader as entryLoader } from '~/routes/$lang.kamus.$slug';
import { loader as searchLoader } from '~/routes/search';
import { sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL, loaderContext } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';

const SEGMENT = { id: 'kamus', en: 'glossary' } as const;
const index = (lang: 'id' | 'en', segment: string = SEGMENT[lang]) =>
  runLoader(indexLoader, `/${lang}/${segment}`, { lang });
const entry = (lang: 'id' | 'en', slug: string, segment: string = SEGMENT[lang]) =>
  runLoader(entryLoader, `/${lang}/${segment}/${slug}`, { lang, slug });

describe('the glossary index', () => {
  it('lists every entry A–Z by the term in the page language, grouped by letter, with the other term', async () => {
    const [count] = await sql<{ n: number }>(
      "select count(*)::int as n from public.glossary_entries where slug not like 'test-%'",
    );
    for (const lang of ['id', 'en'] as const) {
      const page = await index(lang);
      expect(page.status).toBe(200);
      const letters = page.data?.view.letters ?? [];
      const entries = letters.flatMap((group) => group.entries).filter((e) => !e.href.includes('/test-'));
      expect(entries).toHaveLength(count?.n ?? -1);
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      for (const group of letters) {
        const terms = group.entries.map((e) => e.term);
        expect(terms, group.letter).toEqual([...terms].sort(collator.compare));
      }
      expect(letters.map((group) => group.letter)).toEqual([...new Set(letters.map((group) => group.letter))]);
      expect(page.data?.alternates).toEqual({ id: '/id/kamus', en: '/en/glossary' });
    }
    const english = await index('en');
    const vat = english.data?.view.letters.flatMap((g) => g.entries).find((e) => e.href === '/en/glossary/ppn');
    expect(vat).toMatchObject({ term: 'Value added tax', otherTerm: 'Pajak Pertambahan Nilai', abbreviation: 'PPN' });
  });

  it('is a 404 under the other language segment', async () => {
    expect((await index('en', 'kamus')).status).toBe(404);
    expect((await index('id', 'glossary')).status).toBe(404);
  });
});

describe('a glossary entry', () => {
  it('shows both languages, the page language first, with definitions rendered', async () => {
    const page = await entry('en', 'ppn');
    expect(page.status).toBe(200);
    const sides = page.data?.view.sides ?? [];
    expect(sides.map((side) => [side.lang, side.term])).toEqual([
      ['en', 'Value added tax'],
      ['id', 'Pajak Pertambahan Nilai'],
    ]);
    expect(sides[0]?.aliases).toContain('VAT');
    expect(sides[0]?.definitionHtml).toMatch(/^<p>/);
    expect(page.data?.alternates).toEqual({ id: '/id/kamus/ppn', en: '/en/glossary/ppn' });
  });

  it('links related entries both ways, and related regulations with their status', async () => {
    const [pair] = await sql<{ a: string; b: string }>(
      `select a.slug as a, b.slug as b from public.glossary_related r
       join public.glossary_entries a on a.id = r.entry_id join public.glossary_entries b on b.id = r.related_id
       where a.slug not like 'test-%' limit 1`,
    );
    if (!pair) throw new Error('the seed relates no glossary entries');
    const from = await entry('id', pair.a);
    const to = await entry('id', pair.b);
    expect(from.data?.view.related.map((r) => r.href)).toContain(`/id/kamus/${pair.b}`);
    expect(to.data?.view.related.map((r) => r.href)).toContain(`/id/kamus/${pair.a}`);
    const ter = await entry('id', 'ter');
    expect(ter.data?.view.regulations).toEqual(
      expect.arrayContaining([expect.objectContaining({ href: '/id/peraturan/pp-58-2023', status: 'in_force' })]),
    );
  });

  it('lists the latest published articles whose titles name the term, in the page language', async () => {
    const page = await entry('id', 'ter');
    const latest = page.data?.view.latest ?? [];
    expect(latest.length).toBeGreaterThan(0);
    for (const card of latest) {
      expect(card.lang).toBe('id');
      expect(card.title).toMatch(/\bTER\b|tarif efektif rata-rata/i);
    }
    const dates = latest.map((card) => card.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is a 404 for an unknown or malformed slug and under the other segment; a 503 when the database is down', async () => {
    expect((await entry('id', 'tidak-ada-istilah-ini')).status).toBe(404);
    expect((await entry('id', 'PPN')).status).toBe(404);
    expect((await entry('en', 'ppn', 'kamus')).status).toBe(404);
    const down = await runLoader(
      entryLoader,
      '/id/kamus/ppn',
      { lang: 'id', slug: 'ppn' },
      { SUPABASE_URL: DEAD_SUPABASE_URL },
    );
    expect(down.status).toBe(503);
  });
});

describe('/search suggests glossary terms across languages', () => {
  const terms = async (query: string) => {
    const response = await searchLoader({
      request: new Request(`https://newstax.test/search?${query}`),
      params: {},
      context: loaderContext(),
    });
    const body = (await response.json()) as { terms: { slug: string; term: string; url: string }[] };
    return body.terms;
  };

  it('finds PPN from "VAT" and "pajak pertambahan", and PPh from "income tax"', async () => {
    const vat = await terms('q=VAT&lang=en');
    expect(vat[0]).toMatchObject({ slug: 'ppn', term: 'Value added tax', url: '/en/glossary/ppn' });
    expect((await terms('q=pajak%20pertambahan')).map((t) => t.slug)).toContain('ppn');
    expect((await terms('q=income%20tax&lang=en')).map((t) => t.slug)).toContain('pph');
    expect(await terms('q=zzqx-tidak-ada')).toEqual([]);
  });
});
