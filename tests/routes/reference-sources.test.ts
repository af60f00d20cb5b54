import type { MetaArgs } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { loader as termLoader, meta as termMeta } from '~/routes/$lang.kamus.$slug';
import { loader as registerLoader } from '~/routes/$lang.peraturan._index';
import { loader as entryLoader, meta as entryMeta } from '~/routes/$lang.peraturan.$slug';
import { sql } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';

/**
 * Where a register entry and a glossary entry come from, and when they were checked: on the page, in the
 * register's rows, and in the structured data (docs/decisions/0048). A fact without a source says so.
 */

const CHECKED_ID = { checked: 'Diperiksa', checkedOn: { iso: '2026-11-28', label: '28 November 2026' } };
const JDIH_96 = 'https://jdih.kemenkeu.go.id/dok/pmk-96-tahun-2023/summary';
/** A glossary entry the test adds with a source and no check, and removes again. */
const UNCHECKED = 'test-unchecked-source';

const regulation = (lang: 'id' | 'en', slug: string) =>
  runLoader(entryLoader, `/${lang}/${lang === 'id' ? 'peraturan' : 'regulations'}/${slug}`, { lang, slug });
const term = (lang: 'id' | 'en', slug: string) =>
  runLoader(termLoader, `/${lang}/${lang === 'id' ? 'kamus' : 'glossary'}/${slug}`, { lang, slug });

/** The JSON-LD objects a route's meta renders for its loader's data. */
function jsonLd(meta: (args: MetaArgs) => unknown, data: unknown, path: string): Record<string, unknown>[] {
  // The language layout's route id, whose data holds SITE_URL (lib/layout-data.ts).
  const matches = [{ id: 'routes/$lang', data: { siteUrl: TEST_SITE_URL } }] as unknown as MetaArgs['matches'];
  const descriptors = meta({ data, matches, error: undefined, location: { pathname: path } } as unknown as MetaArgs);
  return (descriptors as Record<string, unknown>[]).flatMap((descriptor) =>
    descriptor['script:ld+json'] ? [descriptor['script:ld+json'] as Record<string, unknown>] : [],
  );
}

describe('a register entry', () => {
  it('names its source, links it and dates the check, in either language', async () => {
    const id = await regulation('id', 'pmk-96-2023');
    expect(id.data?.view.source).toEqual({ lead: 'Sumber:', name: 'JDIH Kemenkeu', href: JDIH_96, ...CHECKED_ID });
    const en = await regulation('en', 'pmk-96-2023');
    expect(en.data?.view.source).toEqual({
      lead: 'Source:',
      name: 'JDIH Kemenkeu',
      href: JDIH_96,
      checked: 'Checked',
      checkedOn: { iso: '2026-11-28', label: '28 November 2026' },
    });
  });

  it('says when no source is recorded, never leaving it blank', async () => {
    expect((await regulation('id', 'uu-2-2020')).data?.view.source).toEqual({ missing: 'Sumber belum tercatat' });
    expect((await regulation('en', 'uu-2-2020')).data?.view.source).toEqual({ missing: 'Source not yet recorded' });
  });

  it('gives the day of the check as the page’s lastReviewed and the source as what it is based on', async () => {
    const page = await regulation('en', 'pmk-96-2023');
    const legislation = jsonLd(entryMeta as never, page.data, '/en/regulations/pmk-96-2023').find(
      (value) => value['@type'] === 'Legislation',
    );
    expect(legislation?.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': `${TEST_SITE_URL}/en/regulations/pmk-96-2023`,
      isBasedOn: { '@type': 'WebPage', url: JDIH_96, name: 'JDIH Kemenkeu' },
      lastReviewed: '2026-11-28',
    });
    // Not dateModified: on a Legislation that would say when the regulation itself changed.
    expect(legislation).not.toHaveProperty('dateModified');
    const unsourced = await regulation('en', 'uu-2-2020');
    const none = jsonLd(entryMeta as never, unsourced.data, '/en/regulations/uu-2-2020').find(
      (value) => value['@type'] === 'Legislation',
    );
    expect(none?.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${TEST_SITE_URL}/en/regulations/uu-2-2020` });
  });

  it('shows the source in each row of the register', async () => {
    const page = await runLoader(registerLoader, '/id/peraturan?year=2023', { lang: 'id' });
    const rows = page.data?.view.rows ?? [];
    expect(rows.find((row) => row.href === '/id/peraturan/pmk-96-2023')?.source).toMatchObject({
      name: 'JDIH Kemenkeu',
      ...CHECKED_ID,
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.source, row.href).toBeTruthy();
  });
});

describe('a glossary entry', () => {
  it('names its source and the check, or says none is recorded', async () => {
    expect((await term('id', 'spt-tahunan')).data?.view.source).toEqual({
      lead: 'Sumber:',
      name: 'DJP',
      href: 'https://pajak.go.id/id/batas-waktu-lapor',
      ...CHECKED_ID,
    });
    expect((await term('en', 'skp')).data?.view.source).toEqual({ missing: 'Source not yet recorded' });
  });

  it('says when its source is not yet checked, never leaving the check blank', async () => {
    // A source recorded but not yet read against every statement of the entry. Since the seventh reading of
    // 29 November every sourced entry of the seed is checked, so the test adds one of its own; a register entry's
    // line is built the same way.
    await sql(
      `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en, source_url, source_name)
       values ($1, 'Istilah uji sumber', 'Source test term', 'Definisi.', 'Definition.', $2, 'DDTCNews')`,
      [UNCHECKED, 'https://news.ddtc.co.id/uji'],
    );
    try {
      expect((await term('id', UNCHECKED)).data?.view.source).toMatchObject({
        name: 'DDTCNews',
        checked: 'tanggal pemeriksaan belum tercatat',
        checkedOn: null,
      });
      expect((await term('en', UNCHECKED)).data?.view.source).toMatchObject({
        name: 'DDTCNews',
        checked: 'date of check not yet recorded',
        checkedOn: null,
      });
    } finally {
      await sql('delete from public.glossary_entries where slug = $1', [UNCHECKED]);
    }
  });

  it('gives the check to the DefinedTerm’s page as lastReviewed', async () => {
    const page = await term('id', 'spt-tahunan');
    const definedTerm = jsonLd(termMeta as never, page.data, '/id/kamus/spt-tahunan').find(
      (value) => value['@type'] === 'DefinedTerm',
    );
    expect(definedTerm?.mainEntityOfPage).toMatchObject({
      '@type': 'WebPage',
      lastReviewed: '2026-11-28',
      isBasedOn: { url: 'https://pajak.go.id/id/batas-waktu-lapor', name: 'DJP' },
    });
  });
});
