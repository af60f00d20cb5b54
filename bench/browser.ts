import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { ensureBuild, pinSelfToBrowserCpus, prepareDataset, withServer } from './lib.ts';

/**
 * The browser benchmarks' setup: this process (and Chromium) on the browser cores, the production build, the seed dataset
 * served with the edge cache on, and Debian's Chromium, closed whatever `work` does.
 */
export async function withSeedSiteInChromium(
  noBuild: boolean,
  work: (siteUrl: string, browser: Browser) => Promise<void>,
): Promise<void> {
  pinSelfToBrowserCpus();
  ensureBuild(noBuild);
  await prepareDataset('seed');
  await withServer('seed', { edgeCache: 'on' }, async ({ siteUrl }) => {
    if (!siteUrl) throw new Error('the bench server started without the site');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      await work(siteUrl, browser);
    } finally {
      await browser.close();
    }
  });
}
