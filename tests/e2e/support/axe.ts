import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules whose outcome a theme can change: a theme changes colours alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe on the page as it stands, in the light theme and then the dark one, each violation as a line naming `label`.
 * Every rule runs in the light theme; in the dark theme the colour rules run, on the same page, as it is (what is
 * hovered, open or focused stays so). With no theme cookie the palette follows the system setting in CSS alone
 * (`light-dark()`), so the switch needs no reload: half the page loads and most of the second run.
 */
export async function axeInBothThemes(page: Page, label: string, include?: string): Promise<string[]> {
  const builder = () => (include ? new AxeBuilder({ page }).include(include) : new AxeBuilder({ page }));
  const lines = (results: Awaited<ReturnType<AxeBuilder['analyze']>>, theme: string) =>
    results.violations.map((v) => `${label} (${theme}): ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`);
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await builder().analyze();
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await builder().withRules(COLOUR_RULES).analyze();
  await page.emulateMedia({ colorScheme: 'light' });
  return [...lines(light, 'light'), ...lines(dark, 'dark')];
}
