import type { Lang } from '~/i18n/config';

/**
 * Exact decimals for money: a value is an integer (BigInt) of units of 10^-scale, never a float, so "14228.00"
 * times 1,000 is 14228000.00 to the last digit and a change of 0.01 is never 0.009999. The database hands
 * values over as strings (numeric cast to text) and they stay exact from there to the page.
 */
export type Decimal = { units: bigint; scale: number };

/** A plain decimal as the database and the CSV write it ("14228.00", "-38.23"), or null for anything else. */
export function parseDecimal(text: string, maxScale = 2): Decimal | null {
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > maxScale) return null;
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

/** The same value at a larger scale (more decimals), exactly. */
export function atScale(value: Decimal, scale: number): Decimal {
  if (scale < value.scale) throw new RangeError('atScale only adds decimals');
  return { units: value.units * 10n ** BigInt(scale - value.scale), scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: atScale(a, scale).units - atScale(b, scale).units, scale };
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Division by a power of ten (a rate quoted per 100): exact, as it only moves the decimal point. */
export function divideByPowerOfTen(value: Decimal, power: number): Decimal {
  return { units: value.units, scale: value.scale + power };
}

/** Trailing zeros dropped, keeping at least `minScale` decimals: 14228000.0000 → 14228000.00. */
export function trimmed(value: Decimal, minScale = 2): Decimal {
  let { units, scale } = value;
  while (scale > minScale && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scale < minScale ? atScale({ units, scale }, minScale) : { units, scale };
}

export function compare(a: Decimal, b: Decimal): number {
  const difference = subtract(a, b).units;
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/** The value as a plain string with `scale` digits after the point ("14228.00"). */
export function toPlain({ units, scale }: Decimal): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${units < 0n ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Digit grouping and decimal mark per language: Indonesian 14.228,00; English 14,228.00. */
const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  id: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * The value as a reader of `lang` writes it. A sign is shown for negatives with a true minus sign, and for
 * positives only when `signed` (a change: "+68,00", "−38,23").
 */
export function formatDecimal(value: Decimal, lang: Lang, options: { signed?: boolean } = {}): string {
  const plain = toPlain(value);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const { group, decimal } = SEPARATORS[lang];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = negative ? '−' : options.signed && value.units > 0n ? '+' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** The longest amount the converter takes: fifteen digits before the decimal mark. */
export const MAX_AMOUNT_DIGITS = 15;

/**
 * An amount as a reader of `lang` types it: digits, optionally grouped in threes with the language's group
 * mark, and at most two decimals after its decimal mark ("1.000,50" in Indonesian, "1,000.50" in English,
 * "1000" in either). Spaces are ignored. Null when it is not such an amount, or not above zero.
 */
export function parseAmount(text: string, lang: Lang): Decimal | null {
  const { group, decimal } = SEPARATORS[lang];
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const g = group === '.' ? '\\.' : group;
  const d = decimal === '.' ? '\\.' : decimal;
  const shape = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d{1,2}))?$`);
  const match = shape.exec(compact);
  if (!match) return null;
  const whole = (match[1] ?? '')
    .split(group)
    .join('')
    .replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_AMOUNT_DIGITS) return null;
  const value = parseDecimal(`${whole}${match[2] ? `.${match[2]}` : ''}`);
  return value && value.units > 0n ? value : null;
}
