import { expect, test } from './support/fixtures.ts';
import { PAGE_TYPES, PHONE } from './support/page-types.ts';

/**
 * Every family, size and weight on a page is a font strike that Chromium sets up in the first layout, before
 * the first paint, and on Linux it asks the browser process for each one. Measured, that was half of the first
 * layout (bench/README.md in git history before 6f26f30, "Fewer font strikes"), so the site keeps to one small
 * scale (decision 0028): the sans in regular and semibold at four sizes, the serif in regular for reading and
 * bold for titles. This checks the server's HTML at a phone's width, where Lighthouse's mobile preset measures
 * it.
 */
const SCALE = {
  sans: { sizes: [12, 14, 16, 18], weights: [400, 600] },
  // 60: the error page's status code, its one display size.
  serif: { sizes: [16, 18, 20, 24, 30, 36, 60], weights: [400, 700] },
};
const STRIKES_PER_PAGE = 12;

const PAGES = {
  ...PAGE_TYPES,
  'article with contents, heading links and citations': '/id/pph/aturan-lengkap-pph-21-skema-ter-pmk-168-2023',
  'not found': '/id/tidak-ada',
  corrections: '/en/corrections',
  'article with a correction': '/id/ppn/kegiatan-membangun-sendiri-ppn-2-2-persen',
};

type Strike = { family: string; size: number; weight: number; style: string; example: string };

for (const [name, path] of Object.entries(PAGES)) {
  test(`${name}: every text on a phone is set in the site's type scale`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(path);
      const strikes = await page.evaluate(() => {
        const found = new Map<string, Strike>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
          const style = getComputedStyle(element);
          const family = style.fontFamily.startsWith('system-ui')
            ? 'sans'
            : style.fontFamily.startsWith('"Iowan Old Style"')
              ? 'serif'
              : style.fontFamily;
          const strike = {
            family,
            size: Math.round(Number.parseFloat(style.fontSize) * 10) / 10,
            weight: Number(style.fontWeight),
            style: style.fontStyle,
            example: `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80),
          };
          const key = `${strike.family} ${strike.size} ${strike.weight} ${strike.style}`;
          if (!found.has(key)) found.set(key, strike);
        }
        return [...found.values()];
      });
      expect(strikes.length).toBeGreaterThan(4);

      const outside = strikes.filter((strike) => {
        const scale = SCALE[strike.family as keyof typeof SCALE];
        return !scale?.sizes.includes(strike.size) || !scale.weights.includes(strike.weight);
      });
      expect(outside, 'text outside the type scale').toEqual([]);
      expect(
        strikes.length,
        strikes.map((s) => `${s.family} ${s.size}/${s.weight} ${s.style}`).join(', '),
      ).toBeLessThanOrEqual(STRIKES_PER_PAGE);
    } finally {
      await context.close();
    }
  });
}
