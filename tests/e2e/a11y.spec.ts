import { axeInBothThemes } from './support/axe.ts';
import { pathOf, translatedPair } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';

const kinds = [
  'home',
  'listing',
  'article',
  'regulations',
  'regulation',
  'glossary',
  'calendar',
  'author',
  'search',
  'corrections',
  '404',
] as const;

async function pathsFor(kind: (typeof kinds)[number]): Promise<string[]> {
  switch (kind) {
    case 'home':
      return ['/id', '/en'];
    case 'listing':
      return ['/id/kebijakan', '/en/kebijakan'];
    case 'article': {
      const { source, translation } = await translatedPair();
      // And one with contents, heading links and an updated notice.
      return [pathOf(source), pathOf(translation), '/id/pph/aturan-lengkap-pph-21-skema-ter-pmk-168-2023'];
    }
    case 'regulations':
      return ['/id/peraturan', '/en/regulations?status=revoked'];
    case 'regulation':
      // And one that sets the calendar's deadlines.
      return ['/id/peraturan/pmk-168-2023', '/en/regulations/pp-23-2018', '/en/regulations/pmk-81-2024'];
    case 'glossary':
      return ['/id/kamus', '/en/glossary/ppn'];
    case 'calendar':
      return ['/id/kalender', '/en/calendar?month=2027-02'];
    case 'author':
      return ['/id/penulis/rina-hapsari', '/en/authors/fajar-nugroho'];
    case 'search':
      return ['/id/search?q=ppn', '/en/search?q=vat'];
    case 'corrections':
      // And the article the first correction is on.
      return ['/id/ralat', '/en/corrections?page=2', '/id/ppn/kegiatan-membangun-sendiri-ppn-2-2-persen'];
    case '404':
      return ['/id/tidak-ada', '/en/not-here'];
  }
}

for (const kind of kinds) {
  test(`no axe violations: ${kind}, both languages, light and dark themes`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of await pathsFor(kind)) {
      await page.goto(path);
      // The skip link is the first stop for the Tab key; focused, it shows and is checked with the rest.
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip-link')).toBeFocused();
      // What a closed <details> holds (the register's status legend, a table of contents) is checked open.
      await page.locator('main details').evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      expect(await axeInBothThemes(page, path)).toEqual([]);
    }
  });
}
