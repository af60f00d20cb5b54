import type { Locator } from '@playwright/test';

/**
 * How wide a text field's placeholder is in the field's own font, and how much room the field gives it: the box of
 * the placeholder element in Chromium's user-agent shadow tree, which is what clips it. That box is narrower than
 * the field's content box wherever the browser keeps room for controls of its own (a search field's clear button).
 */
export async function placeholderRoom(field: Locator): Promise<{ text: number; room: number; placeholder: string }> {
  const page = field.page();
  const { text, placeholder } = await field.evaluate((input: HTMLInputElement) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const style = getComputedStyle(input, '::placeholder');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    return { text: context.measureText(input.placeholder).width, placeholder: input.placeholder };
  });

  // Mark the field so that the protocol's query finds it, then walk into its user-agent shadow root.
  const mark = `placeholder-room-${Date.now()}`;
  await field.evaluate((input, mark) => input.setAttribute('data-measure', mark), mark);
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-measure="${mark}"]`,
    });
    const { node } = await session.send('DOM.describeNode', { nodeId, depth: -1, pierce: true });
    type Node = { backendNodeId: number; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] };
    const find = (each: Node): Node | undefined => {
      const attributes = each.attributes ?? [];
      const pseudo = attributes[attributes.indexOf('pseudo') + 1];
      if (attributes.includes('pseudo') && pseudo === '-webkit-input-placeholder') return each;
      for (const child of [...(each.shadowRoots ?? []), ...(each.children ?? [])]) {
        const found = find(child);
        if (found) return found;
      }
      return undefined;
    };
    const shown = find(node as Node);
    if (!shown) throw new Error('the field shows no placeholder element');
    const { model } = await session.send('DOM.getBoxModel', { backendNodeId: shown.backendNodeId });
    const [left = 0, , right = 0] = model.content;
    return { text, room: right - left, placeholder };
  } finally {
    await session.detach();
    await field.evaluate((input) => input.removeAttribute('data-measure'));
  }
}
