// Colours as the page paints them, and WCAG contrast ratios between them, for the specs that check that a state or
// a boundary can be seen (WCAG 1.4.11): computed styles, not the stylesheet's intentions.
import type { Locator } from '@playwright/test';

export type Rgb = [number, number, number];

/**
 * The colour the browser paints for `property` of the element (a border, an outline), or for its background when
 * `property` is omitted, over everything its ancestors paint beneath it. Translucent colours (Tailwind's `/10`
 * opacity modifiers, oklab values) are composited by the browser itself, on a canvas, layer by layer from the root
 * down. `from: 'parent'` leaves out the element's own background: what lies just outside its box, where an outline
 * with a positive offset is drawn.
 */
export async function painted(
  locator: Locator,
  { property, from = 'element' }: { property?: string; from?: 'element' | 'parent' } = {},
): Promise<Rgb> {
  return locator.evaluate(
    (element, { property, from }) => {
      const layers: string[] = [];
      const start = from === 'parent' ? element.parentElement : element;
      for (let node = start; node; node = node.parentElement) layers.unshift(getComputedStyle(node).backgroundColor);
      if (property) layers.push(getComputedStyle(element).getPropertyValue(property));
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d canvas');
      context.canvas.width = 1;
      context.canvas.height = 1;
      // What shows through a root without a background of its own.
      context.fillStyle = matchMedia('(prefers-color-scheme: dark)').matches ? '#121212' : '#ffffff';
      context.fillRect(0, 0, 1, 1);
      for (const layer of layers) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as [number, number, number];
    },
    { property, from },
  );
}

/** The WCAG 2 contrast ratio of two opaque sRGB colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const luminance = ([r, g, b]: Rgb) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `contrast`, rounded to two decimals, for messages that say what was measured. */
export const ratio = (a: Rgb, b: Rgb) => Math.round(contrast(a, b) * 100) / 100;
