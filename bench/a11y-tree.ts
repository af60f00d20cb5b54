// `node bench/a11y-tree.ts [--site http://localhost:8788]`: against a running site (`npm run preview`), how many
// headings and links of each page type Chromium's accessibility tree holds right after load, without scrolling,
// against those a reader can reach in the markup (shown, not hidden from assistive technology). A gap is content a
// screen reader's heading or link list does not offer until the reader scrolls near it (decision 0032).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { PAGES } from './pages.ts';

const { values } = parseArgs({ options: { site: { type: 'string', default: 'http://localhost:8788' } } });

type AxNode = { role?: { value?: string }; ignored?: boolean };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Accessibility.enable');

async function counts() {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const exposed = (role: string) => nodes.filter((node) => node.role?.value === role && !node.ignored).length;
  const markup = await page.evaluate(() => {
    const reachable = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], [inert]'),
      ).length;
    return { headings: reachable('h1, h2, h3, h4, h5, h6'), links: reachable('a[href]') };
  });
  return { headings: exposed('heading'), links: exposed('link'), markup };
}

console.log(`### Accessibility tree after load: \`node bench/a11y-tree.ts --site ${values.site}\`\n`);
console.log(`${new Date().toISOString().slice(0, 10)} · Chromium ${browser.version()} · 1280×800, no scrolling\n`);
console.log(
  '| page | headings reachable in markup | in the tree at load | links reachable in markup | in the tree at load |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const [name, path] of Object.entries(PAGES)) {
  await page.goto(`${values.site}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const atLoad = await counts();
  console.log(
    `| ${name} | ${atLoad.markup.headings} | ${atLoad.headings} | ${atLoad.markup.links} | ${atLoad.links} |`,
  );
}
await browser.close();
