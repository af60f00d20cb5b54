import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../setup/backend.ts';
import {
  NOTED_ARTICLES,
  OLD_GLOSSARY_SENTENCES,
  OLD_KMS,
  OLD_KMS_DEFINITION,
  OLD_SENTENCES,
  OLD_SUMMARIES,
} from './support/corrections-2026-11-28.ts';
import { type MigrationDatabase, migratedScenarios } from './support/migration-database.ts';

/**
 * The corrections of 2026-11-28 on databases seeded before them: one holding the old texts as the seed wrote them,
 * one whose editors had rewritten them, and one with neither. Where a text was the seed's, the migration makes it
 * the seed's of now and records the same dated correction the seed records; nowhere else does it change a text.
 */

const MIGRATION = '20261202010100_corrections_of_2026_11_28.sql';
const LEAD = 'Pembuka.';
const ARTICLE_SLUGS = [OLD_KMS.slug, OLD_KMS.newSlug, ...OLD_SENTENCES.map(([slug]) => slug)];
const REGULATIONS = ['pmk-81-2024', 'pmk-11-2025', ...Object.keys(OLD_SUMMARIES)];
const GLOSSARY = ['kms', ...Object.keys(OLD_GLOSSARY_SENTENCES)];
const RULES = ['lapor-spt-tahunan-orang-pribadi', 'lapor-spt-tahunan-badan'];
const SUMMARY = ['summary_id', 'summary_en'];
/** What the migration sets of each register entry, beside PMK 11/2025, which it adds. */
const SET_COLUMNS: Record<string, string[]> = {
  'pmk-61-2022': SUMMARY,
  'pmk-131-2024': [...SUMMARY, 'issued_on'],
  'pmk-10-2025': [...SUMMARY, 'title_id', 'title_en', 'effective_on'],
  'pmk-168-2023': SUMMARY,
  'pmk-136-2024': [...SUMMARY, 'issued_on'],
};

async function seedOld(client: pg.Client, edited: boolean) {
  const article = (slug: string, lang: string, title: string, excerpt: string, body: string) =>
    client.query(
      `insert into public.articles (slug, title, excerpt, body, lang, published_at)
       values ($1, $2, $3, $4, $5, now() - interval '40 days')`,
      [slug, title, excerpt, body, lang],
    );
  await article(
    OLD_KMS.slug,
    'id',
    edited ? 'Judul dari redaksi' : OLD_KMS.title,
    OLD_KMS.excerpt,
    [LEAD, ...OLD_KMS.passages].join('\n\n'),
  );
  // An editor's article says something else in place of the sentence corrected, or after the seed's last paragraph.
  for (const [slug, lang, sentence] of [...OLD_SENTENCES, ...NOTED_ARTICLES]) {
    await article(slug, lang, slug, '', `${LEAD}\n\n${edited ? 'Paragraf redaksi.' : sentence}`);
  }
  for (const [slug, [id, en]] of Object.entries(OLD_SUMMARIES)) {
    const [, number, year] = slug.split('-');
    await client.query(
      `insert into public.regulations (slug, kind, number, year, designation, summary_id, summary_en)
       values ($1, 'pmk', $2, $3, $4, $5, $6)`,
      [slug, number, year, `PMK ${number}/${year}`, edited ? 'Ringkasan redaksi.' : id, edited ? 'Editors.' : en],
    );
  }
  await client.query(
    "insert into public.regulations (slug, kind, number, year, designation) values ('pmk-81-2024', 'pmk', 81, 2024, 'PMK 81/2024')",
  );
  const entry = (slug: string, id: string, en: string) =>
    client.query(
      `insert into public.glossary_entries (slug, term_id, term_en, definition_id, definition_en)
       values ($1, $1, $1, $2, $3)`,
      [slug, id, en],
    );
  await entry('kms', edited ? 'Definisi redaksi.' : OLD_KMS_DEFINITION.id, OLD_KMS_DEFINITION.en);
  for (const [slug, [id, en]] of Object.entries(OLD_GLOSSARY_SENTENCES)) {
    await entry(slug, edited ? 'Definisi redaksi.' : `${LEAD} ${id}`, edited ? 'Editors.' : `${LEAD} ${en}`);
  }
  for (const slug of RULES) {
    await client.query(
      `insert into public.calendar_rules (slug, kind, day, month, name_id, name_en, taxes_id, taxes_en)
       values ($1, 'yearly_day', 31, 3, $1, $1, 'PPh', 'Income tax')`,
      [slug],
    );
  }
}

type State = Record<string, unknown[]>;

async function state(client: pg.Client): Promise<State> {
  const rows = async (text: string, params: unknown[] = []) => (await client.query(text, params)).rows;
  return {
    articles: await rows('select slug, title, excerpt, body from public.articles where slug = any($1) order by slug', [
      [...ARTICLE_SLUGS, ...NOTED_ARTICLES.map(([slug]) => slug)],
    ]),
    corrections: await rows(
      `select a.slug, c.published_at, c.what_was_wrong, c.what_is_right from public.article_corrections c
       join public.articles a on a.id = c.article_id where a.slug = any($1) order by a.slug, c.published_at`,
      [ARTICLE_SLUGS],
    ),
    formerSlugs: await rows(
      `select f.slug, a.slug as now from public.article_former_slugs f join public.articles a on a.id = f.article_id
       where f.slug = $1`,
      [OLD_KMS.slug],
    ),
    regulations: await rows(
      `select slug, designation, title_id, title_en, issued_on::text, effective_on::text, summary_id, summary_en
       from public.regulations where slug = any($1) order by slug`,
      [REGULATIONS],
    ),
    relations: await rows(
      `select actor.slug as actor, x.kind, target.slug as target from public.regulation_relations x
       join public.regulations actor on actor.id = x.regulation_id join public.regulations target on target.id = x.target_id
       where actor.slug = any($1) and target.slug = any($1) order by 1, 3`,
      [REGULATIONS],
    ),
    glossary: await rows(
      'select slug, definition_id, definition_en from public.glossary_entries where slug = any($1) order by slug',
      [GLOSSARY],
    ),
    links: await rows(
      `select r.slug from public.glossary_regulations l join public.glossary_entries g on g.id = l.entry_id
       join public.regulations r on r.id = l.regulation_id where g.slug = 'kms' order by 1`,
    ),
    references: await rows(
      `select coalesce(r.slug, rule.slug, g.slug) as subject, c.published_at, c.what_was_wrong_id, c.what_is_right_id,
              c.what_was_wrong_en, c.what_is_right_en
       from public.reference_changes c left join public.regulations r on r.id = c.regulation_id
       left join public.calendar_rules rule on rule.id = c.calendar_rule_id
       left join public.glossary_entries g on g.id = c.glossary_entry_id
       where coalesce(r.slug, rule.slug, g.slug) = any($1) order by 1`,
      [[...REGULATIONS, ...GLOSSARY, ...RULES]],
    ),
  };
}

const { databases, before } = migratedScenarios('newstax_corrections_1128', MIGRATION, seedOld, state);

/** The freshly seeded test database's state, for the same rows. */
async function fresh(): Promise<State> {
  const client = new pg.Client({ connectionString: testBackend().dbUrl });
  await client.connect();
  try {
    return await state(client);
  } finally {
    await client.end();
  }
}

/** A migrated text is the seed's of now: each of its paragraphs but the test's lead is in the seed's text. */
function partOf(migrated: string, seeded: string) {
  for (const paragraph of migrated.split('\n\n').filter((part) => part !== LEAD)) expect(seeded).toContain(paragraph);
}

const bySlug = (rows: unknown[] = []) =>
  new Map((rows as Record<string, unknown>[]).map((row) => [String(row.slug), row]));

describe('the corrections of 2026-11-28', () => {
  it("makes the seed's old texts read as the seed's of now, and records the seed's own dated corrections", async () => {
    const now = await fresh();
    const migrated = await state(databases.seeded?.client as pg.Client);
    const seededArticles = bySlug(now.articles);
    const articles = migrated.articles as { slug: string; title: string; excerpt: string; body: string }[];
    expect(articles.map((row) => row.slug)).not.toContain(OLD_KMS.slug);
    for (const row of articles) {
      const seeded = seededArticles.get(row.slug) as { title: string; excerpt: string; body: string } | undefined;
      expect(seeded, row.slug).toBeDefined();
      const replaced = OLD_SENTENCES.filter(([, , , appended]) => !appended).map(([, , sentence]) => sentence);
      for (const old of [...OLD_KMS.passages, ...replaced]) expect(row.body).not.toContain(old);
      partOf(row.body, seeded?.body ?? '');
      if (row.slug === OLD_KMS.newSlug) expect([row.title, row.excerpt]).toEqual([seeded?.title, seeded?.excerpt]);
    }
    expect(migrated.corrections).toEqual(now.corrections);
    expect(migrated.corrections).toHaveLength(OLD_SENTENCES.length + 1);
    expect(migrated.formerSlugs).toEqual([{ slug: OLD_KMS.slug, now: OLD_KMS.newSlug }]);
    expect(migrated.references).toEqual(now.references);
    expect(migrated.links).toEqual([{ slug: 'pmk-11-2025' }, { slug: 'pmk-81-2024' }]);
    expect(migrated.relations).toEqual([{ actor: 'pmk-11-2025', kind: 'amends', target: 'pmk-81-2024' }]);
    // What it sets of each entry (PMK 11/2025: all of it) reads as the seed's; the rest of each row is the test's.
    const seededRegulations = bySlug(now.regulations);
    for (const row of migrated.regulations as Record<string, unknown>[]) {
      const seeded = seededRegulations.get(String(row.slug)) ?? {};
      const set = row.slug === 'pmk-11-2025' ? Object.keys(row) : (SET_COLUMNS[String(row.slug)] ?? []);
      for (const column of set) expect(row[column], `${row.slug} ${column}`).toEqual(seeded[column]);
    }
    const seededGlossary = bySlug(now.glossary);
    for (const row of migrated.glossary as { slug: string; definition_id: string; definition_en: string }[]) {
      const seeded = seededGlossary.get(row.slug) ?? {};
      expect(seeded.definition_id).toContain(row.definition_id.replace(`${LEAD} `, ''));
      expect(seeded.definition_en).toContain(row.definition_en.replace(`${LEAD} `, ''));
    }
  });

  it('leaves what editors wrote as it was, recording only the changes that are not theirs to make', async () => {
    const after = await state(databases.edited?.client as pg.Client);
    const { corrections, references, regulations = [], relations, ...untouched } = after;
    const {
      regulations: regulationsBefore = [],
      references: none,
      relations: unrelated,
      ...untouchedBefore
    } = before.edited as State;
    expect([none, unrelated]).toEqual([[], []]);
    expect({ ...untouched, corrections }).toEqual(untouchedBefore);
    expect(corrections).toEqual([]);
    // PMK 11/2025 joins the register all the same, and the calendar's annual rules are corrected outside these rows.
    expect(relations).toEqual([{ actor: 'pmk-11-2025', kind: 'amends', target: 'pmk-81-2024' }]);
    expect((references as { subject: string }[]).map((row) => row.subject).sort()).toEqual([
      'lapor-spt-tahunan-badan',
      'lapor-spt-tahunan-orang-pribadi',
      'pmk-81-2024',
    ]);
    expect(regulations).toEqual(expect.arrayContaining(regulationsBefore));
    expect((regulations as { slug: string }[]).map((row) => row.slug)).toEqual(
      [...(regulationsBefore as { slug: string }[]).map((row) => row.slug), 'pmk-11-2025'].sort(),
    );
  });

  it('adds nothing to a database without the seed', async () => {
    const after = await state(databases.empty?.client as pg.Client);
    expect(Object.values(after).every((rows) => rows.length === 0)).toBe(true);
  });

  it('changes nothing when it runs a second time', async () => {
    for (const name of ['seeded', 'edited'] as const) {
      const database = databases[name] as MigrationDatabase;
      const once = await state(database.client);
      await database.apply(MIGRATION);
      expect(await state(database.client), name).toEqual(once);
    }
  });
});
