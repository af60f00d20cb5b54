import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '~/lib/glossary';
import { findTerms } from '~/lib/glossary-annotator';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';

const backend = testBackend();
const anon = createClient(backend.supabaseUrl, backend.anonKey, { auth: { persistSession: false } });

afterAll(async () => {
  await sql("delete from public.articles where slug like 'test-glossary-%'");
});

describe('the seed glossary', () => {
  it('holds at least 60 entries, each with both terms and a definition in both languages', async () => {
    const rows = await sql<{ slug: string; ok: boolean }>(
      `select slug, (length(btrim(term_id)) > 0 and length(btrim(term_en)) > 0 and length(btrim(definition_id)) > 40
         and length(btrim(definition_en)) > 40) as ok
       from public.glossary_entries where slug not like 'test-%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((row) => !row.ok).map((row) => row.slug)).toEqual([]);
  });

  it('explains every tax abbreviation the seed articles use in their titles', async () => {
    const titles = await sql<{ title: string }>('select title from public.articles');
    const names = await sql<{ name: string }>(
      `select abbreviation as name from public.glossary_entries where abbreviation is not null
       union select unnest(aliases_id || aliases_en) from public.glossary_entries`,
    );
    const known = new Set(names.map((row) => row.name));
    // Upper-case words of two to six letters (PPh and PPnBM have lower-case letters inside). Not tax terms: the
    // register's kinds (the regulation register's business), organisations, countries, numerals, draft markers.
    const notTerms = new Set([
      'PMK',
      'PP',
      'UU',
      'KMK',
      'PER',
      'SE',
      'OECD',
      'ASEAN',
      'US',
      'III',
      'DRAF',
      'DRAFT',
      'DPR',
      'RI',
      'MBLB',
      'AS',
      'USD',
      'RUU',
      'II',
    ]);
    const used = new Set(
      titles.flatMap(({ title }) => title.match(/\b[A-Z][A-Za-z]?[A-Z]{1,4}\b/g) ?? []).filter((w) => !notTerms.has(w)),
    );
    expect([...used].filter((word) => !known.has(word)).sort()).toEqual([]);
  });
});

type SeedTerm = {
  slug: string;
  term_id: string;
  term_en: string;
  abbreviation: string | null;
  aliases_id: string[];
  aliases_en: string[];
};

describe('the seed glossary in article text', () => {
  it('links whole terms in a seed article: "restitusi Pajak" does not cut Pajak Pertambahan Nilai', async () => {
    const rows = await sql<SeedTerm>(
      `select slug, term_id, term_en, abbreviation, aliases_id, aliases_en
       from public.glossary_entries where slug not like 'test-%' order by id`,
    );
    const terms: GlossaryTerm[] = rows.map((row) => ({
      slug: row.slug,
      term: { id: row.term_id, en: row.term_en },
      abbreviation: row.abbreviation,
      aliases: { id: row.aliases_id, en: row.aliases_en },
      shortDefinition: { id: '', en: '' },
    }));
    // The first sentence of /id/berita/restitusi-ppn-melonjak-djp-perketat-penelitian-permohonan.
    const text = 'Nilai restitusi Pajak Pertambahan Nilai (PPN) yang dibayarkan pemerintah meningkat tajam.';
    const linked = findTerms(terms, 'id', text).map((o) => [text.slice(o.start, o.end), terms[o.term]?.slug]);
    expect(linked[0]).toEqual(['Pajak Pertambahan Nilai', 'ppn']);
  });
});

/**
 * What English capitalises wherever it stands, so an English term may too: the tax authority and the Tax Court,
 * named laws ("KUP Law"), the 2022 programme, the OECD's standard and pillar, numbered articles of a law, DJP's own
 * systems, and Indonesian names. Everything else in an English term is in sentence case.
 */
const PROPER_NOUNS = new RegExp(
  [
    'Directorate General of Tax(es|ation)',
    'Tax Court',
    'General Provisions and Tax Procedures',
    'Financial Relations between the Central Government and Regional Governments',
    '\\p{Lu}+ Law',
    'Voluntary Disclosure Programme',
    'Crypto-Asset Reporting Framework',
    'Pillar (Two|\\d)',
    'Article \\d+',
    'e-(Faktur|Bupot)',
    'Coretax',
    'Lebaran',
    'Indonesian?',
  ].join('|'),
  'gu',
);

/** The capitalised words of an English name after its first, not acronyms (VAT, PPh, MSMEs) or proper nouns. */
function miscapitalised(name: string): string[] {
  const words = name.replace(PROPER_NOUNS, '_').split(/\s+/);
  // A hyphenated first word is capitalised on its first part only: "Other-value tax base".
  const parts = words.flatMap((word, at) => word.split('-').slice(at === 0 ? 1 : 0));
  return parts.filter((part) => /^\P{L}*\p{Lu}/u.test(part) && !/\p{Lu}.*\p{Lu}/u.test(part));
}

describe('English glossary terms are in sentence case', () => {
  it('flags a capitalised word after the first unless it is an acronym or a proper noun', () => {
    expect(miscapitalised('Tax Base')).toEqual(['Base']);
    expect(miscapitalised('Other-Value tax base')).toEqual(['Value']);
    expect(miscapitalised('Value added tax (VAT)')).toEqual([]);
    expect(miscapitalised('Final income tax for MSMEs')).toEqual([]);
    expect(miscapitalised('income tax Article 21 under the KUP Law')).toEqual([]);
    expect(miscapitalised('Appeal to the Tax Court of Indonesia')).toEqual([]);
  });

  it('writes every English term and synonym in the seed so', async () => {
    const rows = await sql<{ slug: string; term_en: string; aliases_en: string[] }>(
      "select slug, term_en, aliases_en from public.glossary_entries where slug not like 'test-%' order by id",
    );
    const wrong = rows.flatMap(({ slug, term_en, aliases_en }) =>
      [term_en, ...aliases_en].filter((name) => miscapitalised(name).length > 0).map((name) => `${slug}: ${name}`),
    );
    expect(wrong).toEqual([]);
    const lowerFirst = rows.filter(({ term_en }) => !/^(\p{Lu}|\P{L})/u.test(term_en.replace(PROPER_NOUNS, '_')));
    expect(lowerFirst.map(({ slug, term_en }) => `${slug}: ${term_en}`)).toEqual([]);
  });
});

describe('search_glossary', () => {
  const search = async (query: string) => {
    const { data, error } = await anon.rpc('search_glossary', { search_query: query });
    expect(error).toBeNull();
    return (data as { slug: string }[]).map((row) => row.slug);
  };

  it('matches a term, abbreviation or alias in either language, exact names first, at most five', async () => {
    expect((await search('VAT'))[0]).toBe('ppn');
    expect((await search('income tax'))[0]).toBe('pph');
    expect(await search('pajak pertambahan')).toContain('ppn');
    expect((await search('pajak')).length).toBeLessThanOrEqual(5);
  });

  it('orders a rank alphabetically as a reader would, capitals or not', async () => {
    // Byte order put every "PPh …" before "Pajak …" and left the base terms out of the five.
    // Every name here starts with the text. Byte order put "PPh Badan" … "PPh Pasal 23" (by their aliases)
    // before "Pajak …", and the five left out Pajak Penghasilan and Pajak Pertambahan Nilai themselves.
    const found = await search('pajak p');
    expect(found).toEqual(expect.arrayContaining(['pph', 'ppn']));
    const terms = await sql<{ term_id: string }>(
      `select g.term_id from unnest($1::text[]) with ordinality as s(slug, n)
       join public.glossary_entries as g on g.slug = s.slug order by s.n`,
      [found],
    );
    const folded = terms.map((row) => row.term_id.toLowerCase());
    expect(folded).toEqual([...folded].sort());
  });

  it('matches literally and answers nothing for a blank text', async () => {
    expect(await search('%%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('  ')).toEqual([]);
  });
});

describe('articles_for_term', () => {
  it('finds published titles naming the term as a whole word, abbreviations case-sensitively, newest first', async () => {
    await sql(
      `insert into public.articles (slug, title, lang, published_at) values
         ('test-glossary-1', 'Zqglos PPN naik lagi', 'id', now() - interval '1 hour'),
         ('test-glossary-2', 'Zqglos PPNBM dan ppn kecil', 'id', now() - interval '2 hours'),
         ('test-glossary-3', 'Zqglos pajak pertambahan nilai', 'id', now() - interval '3 hours'),
         ('test-glossary-4', 'Zqglos PPN draf', 'id', null),
         ('test-glossary-5', 'Zqglos PPN in English', 'en', now() - interval '1 hour')`,
    );
    const { data, error } = await anon.rpc('articles_for_term', {
      entry_slug: 'ppn',
      article_lang: 'id',
      max_results: 20,
    });
    expect(error).toBeNull();
    const slugs = (data as { slug: string }[])
      .map((row) => row.slug)
      .filter((slug) => slug.startsWith('test-glossary'));
    expect(slugs).toEqual(['test-glossary-1', 'test-glossary-3']);
  });
});

describe('row-level security on the glossary', () => {
  it('lets anon read every glossary table and write none', async () => {
    for (const table of ['glossary_entries', 'glossary_related', 'glossary_regulations']) {
      const { error } = await anon.from(table).select('*').limit(1);
      expect(error, table).toBeNull();
    }
    const insert = await anon.from('glossary_entries').insert({ slug: 'test-x', term_id: 'x', term_en: 'x' });
    expect(insert.error?.code).toBe('42501');
    const update = await anon.from('glossary_entries').update({ term_en: 'Hacked' }).eq('slug', 'ppn').select();
    expect(update.error?.code).toBe('42501');
    const remove = await anon.from('glossary_related').delete().neq('entry_id', 0).select();
    expect(remove.error?.code).toBe('42501');
    const [row] = await sql<{ term_en: string }>("select term_en from public.glossary_entries where slug = 'ppn'");
    expect(row?.term_en).toBe('Value added tax');
  });
});
