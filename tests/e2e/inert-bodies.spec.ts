import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { sql } from './support/db.ts';
import { expect, requestsSoFar, test, twoFramesLater } from './support/fixtures.ts';

/**
 * Hostile input: an article whose body, title, excerpt, author and cover text carry script in every
 * form an editor (or an attacker with editor access) could paste renders inert in Chromium. Each payload
 * would set window.__pwned or open a dialog if it ran; none may, on load, after hydration, on hover or on a
 * click. The body is Markdown rendered on the server with raw HTML off (app/lib/markdown.server.ts).
 */

const RUN = randomBytes(4).toString('hex');
const MARK = `zqinert${RUN}`;
const SLUG = `test-inert-${RUN}`;
const PATH = `/id/pph/${SLUG}`;

const pwn = (how: string) => `window.__pwned='${how}'`;

const BODY = [
  `Pembuka ${MARK}.`,
  '',
  `<script>${pwn('script')}</script>`,
  '',
  `<img src=x onerror="${pwn('onerror')}">`,
  '',
  `<iframe src="javascript:${pwn('iframe')}"></iframe>`,
  '',
  `<iframe srcdoc="<script>parent.${pwn('srcdoc')}</script>"></iframe>`,
  '',
  `<svg onload="${pwn('svg')}"><circle r="1"/></svg>`,
  '',
  `<div onmouseover="${pwn('hover')}">arahkan kursor ke sini</div>`,
  '',
  `<a href="javascript:${pwn('raw-link')}">tautan mentah</a>`,
  '',
  `<form action="javascript:${pwn('form')}"><button>kirim</button></form>`,
  '',
  `<object data="javascript:${pwn('object')}"></object><embed src="javascript:${pwn('embed')}">`,
  '',
  `<meta http-equiv="refresh" content="0;url=javascript:${pwn('refresh')}">`,
  '',
  '<style>body { display: none }</style>',
  '',
  `[klik saya](javascript:${pwn('md-link')})`,
  '',
  `[huruf besar](JaVaScRiPt:${pwn('md-case')})`,
  '',
  `[entitas](&#106;avascript:${pwn('md-entity')})`,
  '',
  `[tab](java\tscript:${pwn('md-tab')})`,
  '',
  `[vbscript](vbscript:msgbox(1))`,
  '',
  `[data](data:text/html,<script>${pwn('md-data')}</script>)`,
  '',
  `[referensi][1]`,
  '',
  `[1]: javascript:${pwn('md-ref')}`,
  '',
  `![gambar](javascript:${pwn('md-img')})`,
  '',
  `![atribut](x" onerror="${pwn('md-img-attr')})`,
  '',
  `<javascript:${pwn('autolink')}>`,
  '',
  `Teks biasa javascript:${pwn('linkify')} dan https://contoh.test/aman.`,
  '',
  '```html',
  `<script>${pwn('code')}</script>`,
  '```',
  '',
  `Penutup ${MARK}.`,
].join('\n');

const TITLE = `Uji inert ${MARK} </script><script>${pwn('title')}</script> & "kutip"`;
const EXCERPT = `<img src=x onerror="${pwn('excerpt')}"> ringkasan`;
const AUTHOR = `<svg onload=${pwn('author')}>`;
const COVER_ALT = `" onerror="${pwn('alt')}`;

test.beforeAll(async () => {
  await sql('insert into public.authors (slug, name) values ($1, $2)', [SLUG, AUTHOR]);
  await sql(
    `insert into public.articles (slug, title, excerpt, body, lang, category, author_id, cover_image_url,
       cover_image_alt, published_at)
     values ($1, $2, $3, $4, 'id', 'pph', (select id from public.authors where slug = $1), '/images/covers/ppn.svg',
       $5, now() - interval '1 hour')`,
    [SLUG, TITLE, EXCERPT, BODY, COVER_ALT],
  );
});

test.afterAll(async () => {
  await sql('delete from public.articles where slug = $1', [SLUG]);
  await sql('delete from public.authors where slug = $1', [SLUG]);
});

/** Fails the test on any dialog (alert, confirm, prompt, beforeunload). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return dialogs;
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null);

/** Everything in the article body that could run script: elements, event attributes, script URLs. */
async function activeContent(page: Page): Promise<string[]> {
  return page.locator('.article-body').evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'svg', 'meta', 'base', 'link'].includes(tag)) {
        found.push(`<${tag}>`);
      }
      for (const attribute of element.attributes) {
        // Browsers ignore control characters and spaces in a URL's scheme: "java\tscript:" is javascript:.
        const value = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
        if (/^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${attribute.name}=${attribute.value}]`);
        if (attribute.name === 'srcdoc') found.push(`${tag}[srcdoc]`);
      }
    }
    return found;
  });
}

test('an article full of script renders inert: nothing runs on load, hover or click', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  // Wait for hydration: React takes over the same markup, and must not bring the payloads to life either.
  await expect(page.locator('header').getByRole('link', { name: 'Cari', exact: true })).toHaveAttribute(
    'data-enhanced',
    'true',
  );

  const body = page.locator('.article-body');
  await expect(body).toContainText(`Pembuka ${MARK}`);
  await expect(body).toContainText(`Penutup ${MARK}`);
  // The payloads are shown as text, escaped, not silently dropped.
  await expect(body).toContainText(`<script>${pwn('script')}</script>`);
  await expect(body).toContainText('<iframe src="javascript:');
  expect(await activeContent(page)).toEqual([]);
  // Safe links stay links; no javascript: link exists anywhere on the page.
  await expect(body.locator('a[href="https://contoh.test/aman"]')).toHaveAttribute('rel', /noopener/);
  expect(await page.locator('a[href^="javascript:" i], [href^="data:" i], [src^="javascript:" i]').count()).toBe(0);

  // The title, excerpt, author and cover alt are text too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.locator('main')).toContainText(EXCERPT);
  await expect(page.locator('main')).toContainText(AUTHOR);
  await expect(page.getByTestId('article-cover').locator('img')).toHaveAttribute('alt', COVER_ALT);
  // JSON-LD carries the title as data: it parses, and says exactly the title.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const headlines = jsonLd.map((text) => (JSON.parse(text) as { headline?: string }).headline).filter(Boolean);
  expect(headlines).toContain(TITLE);

  // Hover and click everything that looks like a payload.
  await body.getByText('arahkan kursor ke sini').hover();
  for (const text of ['klik saya', 'huruf besar', 'entitas', 'referensi', 'tautan mentah', 'kirim']) {
    await body.getByText(text).first().click();
  }
  // A navigation would have sent its request by now.
  await requestsSoFar(page);
  await twoFramesLater(page);
  expect(page.url()).toMatch(new RegExp(`${PATH}$`));

  expect(await pwned(page)).toBeNull();
  expect(dialogs).toEqual([]);
});

test('the same article in search results, the modal and the listing stays text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto(`/id/search?q=${MARK}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(MARK);
  await expect(page.locator('main ol')).toContainText(`<script>${pwn('title')}</script>`);

  await page.goto('/id/pph');
  await expect(page.locator('main')).toContainText(`Uji inert ${MARK}`);

  const button = page.locator('header').getByRole('link', { name: 'Cari', exact: true });
  await expect(button).toHaveAttribute('data-enhanced', 'true');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Cari artikel pajak' });
  await dialog.getByRole('combobox').fill(MARK);
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(dialog.getByRole('option')).toContainText(`<script>${pwn('title')}</script>`);
  expect(await dialog.locator('script, img, svg[onload], [onerror]').count()).toBe(0);

  expect(await pwned(page)).toBeNull();
  expect(dialogs).toEqual([]);
});
