import { describe, expect, it } from 'vitest';
import { REGULATION_KINDS, type RegulationKind } from '~/lib/regulations';
import { loader as registerLoader } from '~/routes/$lang.peraturan._index';
import { loader as entryLoader } from '~/routes/$lang.peraturan.$slug';
import { loader as searchLoader } from '~/routes/search';
import { sql } from '../setup/db.ts';
import { DEAD_SUPABASE_URL, loaderContext } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';

const SEGMENT = { id: 'peraturan', en: 'regulations' } as const;
const register = (lang: 'id' | 'en', query = '', segment: string = SEGMENT[lang]) =>
  runLoader(registerLoader, `/${lang}/${segment}${query}`, { lang });
const entry = (lang: 'id' | 'en', slug: string, segment: string = SEGMENT[lang]) =>
  runLoader(entryLoader, `/${lang}/${segment}/${slug}`, { lang, slug });

describe('the regulation register', () => {
  it('lists the register newest year first, then by kind, newest number first, paired for the language switch', async () => {
    // Numbers run in order of issue within one kind and year, never across kinds (PMK 96/2023 is not newer than
    // PP 58/2023), and most issue dates are not recorded: within a year, kinds go in the order of the hierarchy.
    const rows = await sql<{ slug: string; kind: RegulationKind; number: number; year: number }>(
      "select slug, kind, number, year from public.regulations where slug not like 'test-%'",
    );
    const rank = (kind: RegulationKind) => REGULATION_KINDS.indexOf(kind);
    const expected = rows
      .sort((a, b) => b.year - a.year || rank(a.kind) - rank(b.kind) || b.number - a.number)
      .slice(0, 20);
    const in2023 = expected.filter((row) => row.year === 2023).map((row) => row.slug);
    expect(in2023).toEqual(['pp-58-2023', 'pmk-168-2023', 'pmk-136-2023', 'pmk-96-2023']);
    for (const lang of ['id', 'en'] as const) {
      const page = await register(lang);
      expect(page.status).toBe(200);
      const hrefs = page.data?.view.rows.map((row) => row.href).filter((href) => !href.includes('/test-'));
      expect(hrefs).toEqual(expected.map((row) => `/${lang}/${SEGMENT[lang]}/${row.slug}`));
      // The page says so, since "newest first" across kinds is more than the register knows.
      expect(page.data?.view.labels.intro).toMatch(
        lang === 'id'
          ? /dalam satu tahun, menurut jenis peraturan, lalu nomor terbaru\.$/
          : /within a year, by type of regulation, then newest number first\.$/,
      );
      expect(page.data?.alternates).toEqual({ id: '/id/peraturan', en: '/en/regulations' });
    }
  });

  it('filters by kind, year and status, and keeps the filters across the language switch', async () => {
    const revoked = await register('id', '?status=revoked');
    expect(new Set(revoked.data?.view.rows.map((row) => row.status))).toEqual(new Set(['revoked']));
    expect(revoked.data?.view.rows.map((row) => row.designation)).toContain('Peraturan Pemerintah Nomor 23 Tahun 2018');
    const pmk2024 = await register('en', '?kind=pmk&year=2024&status=');
    expect(pmk2024.data?.view.rows.map((row) => row.href).sort()).toEqual([
      '/en/regulations/pmk-131-2024',
      '/en/regulations/pmk-136-2024',
      '/en/regulations/pmk-81-2024',
    ]);
    // Titles carry their language: PMK 131/2024 has only its official Indonesian one.
    expect(
      Object.fromEntries(pmk2024.data?.view.rows.map((row) => [row.href.split('/').at(-1), row.titleLang]) ?? []),
    ).toEqual({ 'pmk-131-2024': 'id', 'pmk-136-2024': 'en', 'pmk-81-2024': 'en' });
    expect(pmk2024.data?.alternates).toEqual({
      id: '/id/peraturan?kind=pmk&year=2024',
      en: '/en/regulations?kind=pmk&year=2024',
    });
    expect((await register('id', '?kind=perda&year=1999')).data?.view.rows).toEqual([]);
  });

  it('names its filters and page in the document title', async () => {
    expect((await register('id')).data?.title).toBe('Peraturan Perpajakan | newstax');
    expect((await register('id', '?kind=pmk&year=2024&status=in_force')).data?.title).toBe(
      'Peraturan Perpajakan · Peraturan Menteri Keuangan · 2024 · Berlaku | newstax',
    );
    expect((await register('en', '?status=revoked&page=1')).status).toBe(301);
    const revoked = await register('en', '?status=revoked');
    expect(revoked.data?.title).toBe('Tax Regulations · Revoked | newstax');
  });

  it('answers a malformed filter with 400, a page past the end with 404, and ?page=1 with a redirect', async () => {
    for (const query of ['?kind=PMK', '?status=berlaku', '?year=20x4', '?kind=pmk&kind=pp', '?year=<script>']) {
      expect((await register('id', query)).status, query).toBe(400);
    }
    expect((await register('id', '?page=99')).status).toBe(404);
    expect((await register('id', '?page=abc')).status).toBe(404);
    expect(await register('en', '?kind=pp&page=1')).toMatchObject({ status: 301, location: '/en/regulations?kind=pp' });
  });

  it('is a 404 under the other language segment', async () => {
    expect((await register('en', '', 'peraturan')).status).toBe(404);
    expect((await register('id', '', 'regulations')).status).toBe(404);
  });
});

describe('a register entry', () => {
  it('shows designation, status, dates and both directions of its relations', async () => {
    const page = await entry('id', 'pmk-168-2023');
    expect(page.status).toBe(200);
    const view = page.data?.view;
    expect(view).toMatchObject({
      designation: 'Peraturan Menteri Keuangan Nomor 168 Tahun 2023',
      status: 'in_force',
      effectiveOn: '2024-01-01',
      effectiveLabel: '1 Januari 2024',
      issuedOn: null,
    });
    expect(view?.relations).toEqual([
      {
        kind: 'revokes',
        regulations: [expect.objectContaining({ href: '/id/peraturan/pmk-252-2008', status: 'revoked' })],
      },
      {
        kind: 'implements',
        regulations: [expect.objectContaining({ href: '/id/peraturan/pp-58-2023', status: 'in_force' })],
      },
    ]);
    expect(page.data?.alternates).toEqual({
      id: '/id/peraturan/pmk-168-2023',
      en: '/en/regulations/pmk-168-2023',
    });
    const revoked = await entry('en', 'pp-23-2018');
    expect(revoked.data?.view).toMatchObject({ status: 'revoked', titleLang: 'en' });
    expect(revoked.data?.view.relations).toEqual([
      { kind: 'revokesBy', regulations: [expect.objectContaining({ href: '/en/regulations/pp-55-2022' })] },
    ]);
  });

  it('shows the official Indonesian title on an English page when no translation is recorded', async () => {
    const page = await entry('en', 'pmk-131-2024');
    expect(page.data?.view.titleLang).toBe('id');
    expect(page.data?.view.title).toMatch(/^Perlakuan Pajak Pertambahan Nilai/);
  });

  it('titles and describes itself for search results: clipped, with what its summary says in the page language', async () => {
    const long = await entry('id', 'uu-2-2020');
    expect(long.data?.title).toBe(
      'Undang-Undang Nomor 2 Tahun 2020: Penetapan Peraturan Pemerintah Pengganti Undang-Undang Nomor 1 Tahun… | newstax',
    );
    expect(long.data?.view.title).toMatch(/menjadi Undang-Undang$/);
    const [kup] = await sql<{ summary_id: string; summary_en: string }>(
      "select summary_id, summary_en from public.regulations where slug = 'uu-6-1983'",
    );
    const id = await entry('id', 'uu-6-1983');
    expect(id.data?.description).toBe(
      `Undang-Undang Nomor 6 Tahun 1983 · Diubah. ${kup?.summary_id.slice(0, kup.summary_id.indexOf('(UU KUP).') + 9)}`,
    );
    const en = await entry('en', 'uu-6-1983');
    expect(en.data?.description).toMatch(
      /^Undang-Undang Nomor 6 Tahun 1983 · Amended\. The law on general provisions and tax procedures/,
    );
    // Without a summary in the page's language: designation, status and title, as before.
    expect(long.data?.description).toMatch(/^Undang-Undang Nomor 2 Tahun 2020 · Berlaku · Penetapan Peraturan .*…$/);
    expect(long.data?.description.length).toBeLessThanOrEqual(250);
  });

  it('takes a summary of blanks, which the schema allows, for none: the Indonesian one, or none at all', async () => {
    // 1946: last in the register, so no other test's first page ever shows it.
    await sql(
      `insert into public.regulations (slug, kind, number, year, designation, summary_id, summary_en)
       values ('test-blank-summary', 'pmk', 907, 1946, '907/PMK.03/1946', 'Ringkasan uji.', e' \\n ')`,
    );
    try {
      const en = await entry('en', 'test-blank-summary');
      expect(en.data?.view.summaryHtml).toBe('<p>Ringkasan uji.</p>\n');
      expect(en.data?.view.summaryLang).toBe('id');
      // Designation and status: no summary sentence in English to add, and no title.
      expect(en.data?.description).toMatch(/^907\/PMK\.03\/1946 · [^.·]+$/);
    } finally {
      await sql("delete from public.regulations where slug = 'test-blank-summary'");
    }
  });

  it('lists the published news citing it, newest first, in the page language only', async () => {
    const expected = await sql<{ slug: string }>(
      `select a.slug from public.articles a
       where a.lang = 'id' and a.published_at <= now() and a.body ~ 'PMK 168/2023'
       order by a.published_at desc, a.id desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await entry('id', 'pmk-168-2023');
    expect(page.data?.view.citing.map((card) => card.slug)).toEqual(expected.map((row) => row.slug).slice(0, 20));
    expect(page.data?.view.citing.every((card) => card.lang === 'id')).toBe(true);
  });

  it('is a 404 for an unknown or malformed slug and under the other language segment', async () => {
    expect((await entry('id', 'pmk-1-1900')).status).toBe(404);
    expect((await entry('id', 'PMK-168')).status).toBe(404);
    expect((await entry('en', 'pmk-168-2023', 'peraturan')).status).toBe(404);
  });

  it('is a 503 when the database is down', async () => {
    const down = await runLoader(
      entryLoader,
      '/id/peraturan/pmk-168-2023',
      { lang: 'id', slug: 'pmk-168-2023' },
      { SUPABASE_URL: DEAD_SUPABASE_URL },
    );
    expect(down.status).toBe(503);
  });
});

describe('/search suggests regulations', () => {
  const search = async (query: string) => {
    const response = await searchLoader({
      request: new Request(`https://newstax.test/search?${query}`),
      params: {},
      context: loaderContext(),
    });
    return response.json() as Promise<{ results: unknown[]; regulations: Record<string, unknown>[] }>;
  };

  it('answers matching regulations beside the articles, titled and linked in the request language', async () => {
    const en = await search('q=168%2F2023&lang=en');
    expect(en.regulations).toEqual([
      {
        slug: 'pmk-168-2023',
        designation: 'Peraturan Menteri Keuangan Nomor 168 Tahun 2023',
        title: 'Guidelines for Withholding Tax on Income from Employment, Services or Activities of Individuals',
        titleLang: 'en',
        status: 'in_force',
        url: '/en/regulations/pmk-168-2023',
      },
    ]);
    // No English title is recorded for PMK 131/2024: the official one comes, marked as Indonesian.
    expect((await search('q=131%2F2024&lang=en')).regulations[0]).toMatchObject({
      title: expect.stringMatching(/^Perlakuan Pajak Pertambahan Nilai/),
      titleLang: 'id',
    });
    // PER-11/PJ/2025 has no title recorded at all: none is given, and its language is still the official one's.
    expect((await search('q=PER-11%2FPJ&lang=en')).regulations[0]).toMatchObject({
      slug: 'per-11-pj-2025',
      title: null,
      titleLang: 'id',
    });
    const id = await search('q=pmk%20168');
    expect(id.regulations[0]).toMatchObject({ url: '/id/peraturan/pmk-168-2023' });
    expect((await search('q=zzzz-tidak-ada')).regulations).toEqual([]);
  });
});
