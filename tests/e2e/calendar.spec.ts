import ICAL from 'ical.js';
import { expect, test } from './support/fixtures.ts';

/** This month and the next in Jakarta, as YYYY-MM, from the test's clock (the server's is the same machine's). */
function jakartaMonths(): { current: string; next: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { current: today.slice(0, 7), next };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calendar lists coming deadlines and walks the month grid with plain links, in both languages', async ({
    page,
  }) => {
    const { next } = jakartaMonths();
    await page.goto('/id/kalender');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender Pajak');
    const upcoming = page.getByRole('region', { name: 'Tenggat mendatang' });
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    await expect(upcoming.locator('a[href="/id/peraturan/pmk-81-2024"]').first()).toBeVisible();
    await expect(upcoming.locator('a[href="/id/kamus/spt-masa"]').first()).toBeVisible();
    await expect(page.getByRole('note').first()).toContainText('belum lengkap');
    // Each deadline due in a year whose holidays are not all entered (from 2027 on, in the seed) says so.
    for (const item of await upcoming.getByRole('listitem').all()) {
      const due = (await item.locator('time').first().getAttribute('datetime')) ?? '';
      await expect(item.getByText(/^Tanggal sementara: /), due).toHaveCount(due >= '2027' ? 1 : 0);
    }
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(7);
    const caption = (await table.locator('caption').textContent()) ?? '';
    // The month is a region named by a heading of its own, so it is among the page's headings and landmarks; its
    // links to other months are a navigation of another name.
    const month = page.getByRole('region', { name: caption, exact: true });
    await expect(month.getByRole('heading', { level: 2, name: caption, exact: true })).toBeVisible();
    await expect(
      month.getByRole('navigation', { name: 'Bulan lain' }).getByRole('link', { name: /Bulan berikutnya/ }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: caption })).toHaveCount(0);

    await page.getByRole('link', { name: /Bulan berikutnya/ }).click();
    await expect(page).toHaveURL(new RegExp(`/id/kalender\\?bulan=${next}#bulan$`));
    await expect(page.getByRole('table').locator('caption')).not.toHaveText(caption);
    await page.getByRole('link', { name: /Bulan sebelumnya/ }).click();
    await expect(page.getByRole('table').locator('caption')).toHaveText(caption);

    // The language switch keeps the month, under the other language's segment and parameter.
    await page.goto(`/id/kalender?bulan=${next}`);
    await page
      .getByRole('navigation', { name: 'Bahasa', exact: true })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(`/en/calendar?month=${next}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Calendar');
    await expect(page.getByRole('note').first()).toContainText('not complete');
    // A legal basis keeps its Indonesian designation, marked as such for screen readers.
    const basis = page
      .getByRole('region', { name: 'Upcoming deadlines' })
      .locator('a[href="/en/regulations/pmk-81-2024"]');
    await expect(basis.first()).toHaveAttribute('lang', 'id');
    await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute('href', /\/id\/kalender$/);
  });

  test("at a phone's width the grid marks the days and lists under it what falls on them", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/en/calendar?month=2026-12');
    const spilled = await page
      .locator('table td')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      );
    expect(spilled).toEqual([]);
    const agenda = page.locator('.month-agenda');
    await expect(agenda.getByText('Monthly income tax return (SPT Masa PPh) deadline')).toBeVisible();
    await expect(agenda.getByText('Christmas Day', { exact: true })).toBeVisible();
    // Screen readers read the names in the table, which keeps them; the list only repeats them for the eye.
    await expect(
      page.getByRole('cell', { name: /21 December 2026 Deadline: Monthly income tax return/ }),
    ).toBeAttached();
    await expect(agenda).toHaveAttribute('aria-hidden', 'true');

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(agenda).toBeHidden();
    await expect(page.locator('table').getByText('Monthly income tax return (SPT Masa PPh) deadline')).toBeVisible();
  });

  test('a malformed month is a localised 400; the other segment a 404', async ({ page }) => {
    const bad = await page.goto('/en/calendar?month=%3Cscript%3E');
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bad request');
    expect(await page.content()).not.toContain('<script>');
    expect((await page.goto('/id/kalender?bulan=2999-01'))?.status()).toBe(400);
    expect((await page.goto('/en/kalender'))?.status()).toBe(404);
  });

  test('the home page shows the next three deadlines and the way to the calendar', async ({ page }) => {
    await page.goto('/id');
    const block = page.getByRole('region', { name: 'Tenggat terdekat' });
    await expect(block.getByRole('listitem')).toHaveCount(3);
    await block.getByRole('link', { name: /Lihat kalender pajak/ }).click();
    await expect(page).toHaveURL('/id/kalender');
    await page.goto('/en');
    await expect(page.getByRole('region', { name: 'Next deadlines' }).getByRole('listitem')).toHaveCount(3);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} theme: weekends and holidays are shaded apart from working days, and their text stays legible`, async ({
    browser,
    baseURL,
  }) => {
    // Thirteen months' pages.
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, colorScheme, javaScriptEnabled: false });
    const page = await context.newPage();
    const found: { month: string; shaded: number; plain: number; ratio: number; text: number }[] = [];
    // Every month of 2026 (its holidays are all entered in the seed), in both languages' words for the weekend.
    const months = Array.from(
      { length: 12 },
      (_, index) => `/id/kalender?bulan=2026-${String(index + 1).padStart(2, '0')}`,
    );
    for (const path of [...months, '/en/calendar?month=2026-12']) {
      await page.goto(path);
      found.push({
        month: path,
        ...(await page.locator('table').evaluate((table) => {
          // The colour a cell shows: its own background, else the first one behind it, as sRGB bytes by way of a
          // canvas, which reads every colour syntax the page may use (hex, color-mix, oklab).
          const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
          if (!canvas) throw new Error('no canvas');
          const rgb = (color: string) => {
            canvas.clearRect(0, 0, 1, 1);
            canvas.fillStyle = color;
            canvas.fillRect(0, 0, 1, 1);
            return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
          };
          const background = (element: Element | null): number[] => {
            for (let node = element; node; node = node.parentElement) {
              const color = getComputedStyle(node).backgroundColor;
              if (!/^rgba\(.*, 0\)$|^transparent$/.test(color)) return rgb(color);
            }
            return [255, 255, 255];
          };
          const luminance = (color: number[]) => {
            const [r = 0, g = 0, b = 0] = color.map((value) => {
              const channel = value / 255;
              return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const contrast = (a: number[], b: number[]) => {
            const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
            return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
          };
          const weekend = [...table.querySelectorAll('thead th')].map((th) =>
            /^(Sabtu|Minggu|Saturday|Sunday)$/.test(th.getAttribute('abbr') ?? ''),
          );
          const days = [...table.querySelectorAll('tbody tr')].flatMap((row) =>
            [...row.children].flatMap((cell, column) =>
              cell.querySelector('time')
                ? [{ cell, off: Boolean(weekend[column] || cell.querySelector('[data-kind="holiday"]')) }]
                : [],
            ),
          );
          const shaded = days.filter((day) => day.off).map((day) => background(day.cell));
          const plain = days.filter((day) => !day.off).map((day) => background(day.cell));
          // The weakest pair: the shade closest to a working day's background.
          const ratio = Math.min(...shaded.flatMap((a) => plain.map((b) => contrast(a, b))));
          // The weakest text on a shaded day, against its shade.
          const text = Math.min(
            ...days
              .filter((day) => day.off)
              .flatMap(({ cell }) =>
                [...cell.querySelectorAll('*')]
                  .filter((element) => element.checkVisibility() && element.childNodes[0]?.nodeType === Node.TEXT_NODE)
                  .map((element) => contrast(rgb(getComputedStyle(element).color), background(cell))),
              ),
          );
          return { shaded: shaded.length, plain: plain.length, ratio, text };
        })),
      });
    }
    await context.close();
    for (const month of found) {
      expect(month.shaded, month.month).toBeGreaterThanOrEqual(8);
      expect(month.plain, month.month).toBeGreaterThanOrEqual(15);
    }
    // As far apart as the dark theme's shade is from its page (1.13:1): enough to see, far below a border's 3:1.
    const faint = found
      .filter((month) => month.ratio < 1.1)
      .map((month) => `${month.month}: ${month.ratio.toFixed(3)}:1`);
    expect(faint).toEqual([]);
    const illegible = found
      .filter((month) => month.text < 4.5)
      .map((month) => `${month.month}: ${month.text.toFixed(2)}:1`);
    expect(illegible).toEqual([]);
  });
}

test.describe('a deadline that stays on a Sunday, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('30 April 2028 keeps the corporate return, says why in the grid and under it, and every rule cites its source', async ({
    page,
  }) => {
    await page.goto('/en/calendar?month=2028-04');
    const grid = page.getByRole('table');
    const sunday = grid.locator('td:has(time[datetime="2028-04-30"])');
    await expect(sunday).toContainText('Corporate annual income tax return deadline');
    await expect(sunday).toContainText('(stays on the Sunday)');
    const notes = page.getByRole('region', { name: "Notes on this month's deadlines" });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes).toContainText(
      'stays on the Sunday: the annual return deadline does not move (KUP Law Article 3(3); PMK 81/2024 Article 169)',
    );
    await expect(notes.locator('time[datetime="2028-04-30"]')).toBeVisible();

    const rules = page.getByRole('region', { name: 'Deadline rules and their sources' });
    await expect(rules.getByRole('listitem')).toHaveCount(6);
    const corporate = rules.getByRole('listitem').filter({ hasText: 'Corporate annual income tax return deadline' });
    await expect(corporate).toContainText(
      'Does not move to the next working day: the annual return deadline does not move',
    );
    await expect(corporate.getByRole('link', { name: 'DJP' })).toHaveAttribute(
      'href',
      'https://pajak.go.id/id/batas-waktu-lapor',
    );
    await expect(corporate).toContainText('Source: DJP · Checked 28 November 2026');
    await expect(rules.getByRole('listitem').filter({ hasText: 'SPT Masa PPh' })).toContainText(
      '(legal basis not yet recorded)',
    );

    // Not on the Tuesday after.
    await page.goto('/id/kalender?bulan=2028-05');
    await expect(page.getByRole('table').locator('td:has(time[datetime="2028-05-02"])')).not.toContainText(
      'SPT Tahunan',
    );
    await expect(page.getByRole('region', { name: 'Catatan tenggat bulan ini' })).toHaveCount(0);
  });

  test('each holiday year names its source, or says it has none', async ({ page }) => {
    await page.goto('/id/kalender?bulan=2027-01');
    await expect(page.getByText('Sumber: JPNN · Diperiksa 28 November 2026')).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'tahun 2027 belum lengkap' })).toContainText(
      'Sumber belum tercatat',
    );
  });
});

test('the calendar offers its feed: webcal subscription and a download that parses, with stable UIDs', async ({
  page,
  request,
}) => {
  await page.goto('/en/calendar');
  await expect(page.getByRole('link', { name: /Subscribe to the calendar/ })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/en\/calendar\.ics$/,
  );
  const download = page.getByRole('link', { name: /Download the \.ics file/ });
  await expect(download).toHaveAttribute('href', '/en/calendar.ics');

  const first = await request.get('/en/calendar.ics');
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(first.headers().etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(first.headers()['last-modified']).toBeTruthy();
  const parse = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      start: event.getFirstPropertyValue('dtstart') as ICAL.Time,
      alarm: event.getFirstSubcomponent('valarm'),
    }));
  const events = parse(await first.text());
  expect(events.length).toBeGreaterThan(40);
  for (const event of events) {
    expect(event.start.isDate).toBe(true);
    // The annual returns stay on a weekend (UU KUP Article 3(3)); every other deadline moves off one.
    if (event.uid.startsWith('lapor-spt-tahunan-')) continue;
    expect([0, 6]).not.toContain(new Date(`${event.start.toString()}T00:00:00Z`).getUTCDay());
    expect(event.alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P3D');
  }
  const again = parse(await (await request.get('/en/calendar.ics')).text());
  expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
});
