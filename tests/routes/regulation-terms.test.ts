import { expect, it } from 'vitest';
import { loader } from '~/routes/$lang.peraturan.$slug';
import { sql } from '../setup/db.ts';
import { runLoader } from '../setup/run-loader.ts';

const entry = (lang: 'id' | 'en', slug: string) =>
  runLoader(loader, `/${lang}/${lang === 'id' ? 'peraturan' : 'regulations'}/${slug}`, { lang, slug });

// Rules to terms, the other way round from a glossary entry's "Related regulations": a register entry lists the
// glossary terms it governs, in the page's language, A to Z.
it('lists the glossary terms a regulation governs, in the page language, A to Z', async () => {
  const links = await sql<{ regulation: string; slug: string; term_id: string; term_en: string }>(
    `select r.slug as regulation, g.slug, g.term_id, g.term_en from public.glossary_regulations l
     join public.regulations r on r.id = l.regulation_id join public.glossary_entries g on g.id = l.entry_id
     where r.slug not like 'test-%' and g.slug not like 'test-%'`,
  );
  const regulations = [...new Set(links.map((link) => link.regulation))];
  expect(regulations.length).toBeGreaterThan(1);
  for (const slug of regulations) {
    const own = links.filter((link) => link.regulation === slug);
    for (const lang of ['id', 'en'] as const) {
      const page = await entry(lang, slug);
      const terms = page.data?.view.terms ?? [];
      const expected = own.map((link) => (lang === 'id' ? link.term_id : link.term_en));
      expect(terms.map((term) => term.term).sort()).toEqual([...expected].sort());
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      expect(terms.map((term) => term.term)).toEqual([...expected].sort(collator.compare));
      const prefix = lang === 'id' ? '/id/kamus/' : '/en/glossary/';
      expect(terms.map((term) => term.href).sort()).toEqual(own.map((link) => `${prefix}${link.slug}`).sort());
    }
  }
  const pmk168 = await entry('id', 'pmk-168-2023');
  expect(pmk168.data?.view.terms.find((term) => term.href === '/id/kamus/pph-21')?.abbreviation).toBe('PPh 21');
});

it('has an empty terms list for a regulation that governs none', async () => {
  const [other] = await sql<{ slug: string }>(
    `select slug from public.regulations r where slug not like 'test-%'
     and not exists (select 1 from public.glossary_regulations l where l.regulation_id = r.id) order by id limit 1`,
  );
  expect(other).toBeDefined();
  const page = await entry('id', other?.slug ?? '');
  expect(page.status).toBe(200);
  expect(page.data?.view.terms).toEqual([]);
});
