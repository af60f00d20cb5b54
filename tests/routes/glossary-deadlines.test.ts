import { expect, it } from 'vitest';
import { loader } from '~/routes/$lang.kamus.$slug';
import { sql } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';

const entry = (lang: 'id' | 'en', slug: string) =>
  runLoader(loader, `/${lang}/${lang === 'id' ? 'kamus' : 'glossary'}/${slug}`, { lang, slug });

// Terms to dates: a glossary entry lists the calendar's deadlines that name it, in the calendar's order, with
// where each rule puts its date in words and the way to the calendar.
it('lists the deadlines that name a term, in the calendar order, in the page language', async () => {
  const links = await sql<{ entry: string; name_id: string; name_en: string }>(
    `select g.slug as entry, r.name_id, r.name_en from public.calendar_rule_terms t
     join public.calendar_rules r on r.id = t.rule_id join public.glossary_entries g on g.id = t.entry_id
     where g.slug not like 'test-%' and r.slug not like 'test-%' order by r.position, r.id`,
  );
  const entries = [...new Set(links.map((link) => link.entry))];
  expect(entries.length).toBeGreaterThan(1);
  for (const slug of entries) {
    const own = links.filter((link) => link.entry === slug);
    const id = await entry('id', slug);
    expect(id.data?.view.deadlines?.items.map((item) => item.name)).toEqual(own.map((link) => link.name_id));
    const en = await entry('en', slug);
    expect(en.data?.view.deadlines?.items.map((item) => item.name)).toEqual(own.map((link) => link.name_en));
    expect(en.data?.view.deadlines?.calendar).toEqual({ href: '/en/calendar', label: 'See the tax calendar' });
  }
  const sptMasa = await entry('id', 'spt-masa');
  expect(sptMasa.data?.view.deadlines?.items.map((item) => item.when)).toContain(
    'Tanggal 20 bulan berikutnya setelah masa pajak berakhir',
  );
});

it('has no deadlines section for a term no deadline names', async () => {
  const [other] = await sql<{ slug: string }>(
    `select slug from public.glossary_entries g where slug not like 'test-%'
     and not exists (select 1 from public.calendar_rule_terms t where t.entry_id = g.id) order by id limit 1`,
  );
  expect(other).toBeDefined();
  const page = await entry('en', other?.slug ?? '');
  expect(page.status).toBe(200);
  expect(page.data?.view.deadlines).toBeNull();
});
