// `node bench/phone-pairs.ts bench/out/phone-….json [--against served]`
//
// Whether a mechanism pays, from one bench/phone.ts run: each variant against the page as served, pair by pair.
// phone.ts loads every variant of a page in turn within a run, so the loads of one run share the machine's state;
// the difference within each pair cancels the drift that widens each variant's own range. Prints, over every page
// and run, the median difference (variant − served; positive: the variant is later or blocks longer) and in how
// many pairs the variant came out later. Two variants that differ in nothing (served and stock, since the held
// scripts are gone) show how large a difference the noise alone makes.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fmt, median, table } from './lib.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { against: { type: 'string', default: 'served' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: node bench/phone-pairs.ts RAW.json [--against served]');
type Figures = Record<string, number | null>;
const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Figures[]>;
const base = values.against ?? 'served';

const byVariant = new Map<string, Map<string, Figures[]>>();
for (const [key, runs] of Object.entries(raw)) {
  const [page = '', variant = ''] = key.split('\u0000');
  const pages = byVariant.get(variant) ?? new Map<string, Figures[]>();
  pages.set(page, runs);
  byVariant.set(variant, pages);
}
const basePages = byVariant.get(base);
if (!basePages) throw new Error(`no variant ${base} in ${file}`);

const FIGURES = ['fcp', 'lcp', 'ready', 'settled', 'blocking'] as const;
const rows: string[][] = [];
for (const [variant, pages] of byVariant) {
  if (variant === base || variant.includes('floor')) continue;
  const row = [variant];
  for (const figure of FIGURES) {
    const differences: number[] = [];
    for (const [page, runs] of pages) {
      const baseRuns = basePages.get(page) ?? [];
      runs.forEach((run, index) => {
        const a = baseRuns[index]?.[figure];
        const b = run[figure];
        if (typeof a === 'number' && typeof b === 'number') differences.push(b - a);
      });
    }
    const later = differences.filter((difference) => difference > 0).length;
    const value = median(differences);
    row.push(`${value > 0 ? '+' : ''}${fmt(value, 0)} (${later}/${differences.length})`);
  }
  rows.push(row);
}
console.log(
  `Against ${base}, pair by pair (median of variant − ${base} in ms; in parentheses, the pairs where the variant was later):\n`,
);
console.log(table(['variant', 'FCP', 'LCP', 'ready', 'settled', 'long-task blocking'], rows));
