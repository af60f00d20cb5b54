import { expect, it } from 'vitest';
import { loader } from '~/routes/$lang.peraturan.$slug';
import { sql } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';

const entry = (lang: 'id' | 'en', slug: string) =>
  runLoader(loader, `/${lang}/${lang === 'id' ? 'peraturan' : 'regulations'}/${slug}`, { lang, slug });

// Rules to dates: a regulation's page lists the calendar's deadlines it is the legal basis of, as the calendar
// lists them, and no other regulation claims them.
it('lists the deadlines a regulation sets, in the calendar order, in the page language', async () => {
  const rules = await sql<{ regulation_slug: string; name_id: string; name_en: string }>(
    `select regulation_slug, name_id, name_en from public.calendar_rules
     where regulation_slug is not null order by position, id`,
  );
  expect(rules.length).toBeGreaterThan(0);
  const setters = [...new Set(rules.map((rule) => rule.regulation_slug))];
  for (const slug of setters) {
    const own = rules.filter((rule) => rule.regulation_slug === slug);
    const id = await entry('id', slug);
    expect(id.data?.view.deadlines?.items.map((item) => item.name)).toEqual(own.map((rule) => rule.name_id));
    const en = await entry('en', slug);
    expect(en.data?.view.deadlines?.items.map((item) => item.name)).toEqual(own.map((rule) => rule.name_en));
    expect(en.data?.view.deadlines?.calendar).toEqual({ href: '/en/calendar', label: 'See the tax calendar' });
  }
  const pmk81 = await entry('id', 'pmk-81-2024');
  expect(pmk81.data?.view.deadlines?.items.find((item) => item.slug === 'setor-pajak-bulanan')?.when).toBe(
    'Tanggal 15 bulan berikutnya setelah masa pajak berakhir',
  );
});

it('has no deadlines section for a regulation that sets none', async () => {
  const [other] = await sql<{ slug: string }>(
    `select slug from public.regulations r where slug not like 'test-%'
     and not exists (select 1 from public.calendar_rules c where c.regulation_slug = r.slug) order by id limit 1`,
  );
  expect(other).toBeDefined();
  const page = await entry('en', other?.slug ?? '');
  expect(page.status).toBe(200);
  expect(page.data?.view.deadlines).toBeNull();
});
