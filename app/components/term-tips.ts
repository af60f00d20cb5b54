import { type RefObject, useEffect } from 'react';

/**
 * Glossary terms in an article body on touch screens. The markup comes from lib/markdown.server.ts and the bubble
 * from styles/glossary.css: a mouse shows a term's definition on hover and a keyboard on focus, in CSS alone, and
 * a click or Enter follows the link. A finger cannot hover, so here the first tap on a term shows its definition
 * (`data-open`) instead of leaving the page, a second tap on it follows the link, and a tap elsewhere or Escape
 * closes it. Escape also hides a keyboard-focused term's definition until the term loses focus. Without
 * JavaScript a term is a plain link to its glossary entry.
 *
 * One delegated handler on the body (click, keydown), whatever the number of terms; the document's click and
 * keydown are listened to only while a definition is open. Returns the cleanup.
 */
export function termTips(body: HTMLElement): () => void {
  let open: Element | null = null;
  const termOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a.term') : null);

  function show(term: Element | null) {
    open?.removeAttribute('data-open');
    term?.setAttribute('data-open', '');
    open = term;
    for (const type of ['click', 'keydown']) {
      if (term) document.addEventListener(type, close);
      else document.removeEventListener(type, close);
    }
  }
  // While a definition is open: a click outside the body, or Escape anywhere, closes it.
  function close(event: Event) {
    const inside = event.target instanceof Node && body.contains(event.target);
    if (event instanceof KeyboardEvent ? event.key === 'Escape' : !inside) show(null);
  }

  const handler = (event: Event) => {
    const term = termOf(event.target);
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape' || !term || open) return;
      term.setAttribute('data-dismissed', '');
      term.addEventListener('blur', () => term.removeAttribute('data-dismissed'), { once: true });
      return;
    }
    // A click made by a finger or a pen: a PointerEvent says so; otherwise (older Safari) a device that cannot hover.
    const kind = (event as PointerEvent).pointerType;
    const tap = kind ? kind !== 'mouse' : (event as MouseEvent).detail > 0 && matchMedia('(hover: none)').matches;
    if (!term || term === open || !tap) return show(null);
    event.preventDefault();
    show(term);
  };

  // Escape also hides the definition a mouse is showing, wherever the focus is (WCAG 1.4.13, dismissible), until
  // the pointer leaves the term and its bubble.
  const dismissHovered = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const wrap = body.querySelector('.term-wrap:hover');
    const term = wrap?.querySelector('a.term');
    if (!wrap || !term) return;
    term.setAttribute('data-dismissed', '');
    wrap.addEventListener('mouseleave', () => term.removeAttribute('data-dismissed'), { once: true });
  };

  body.addEventListener('click', handler);
  body.addEventListener('keydown', handler);
  document.addEventListener('keydown', dismissHovered);
  return () => {
    show(null);
    body.removeEventListener('click', handler);
    body.removeEventListener('keydown', handler);
    document.removeEventListener('keydown', dismissHovered);
  };
}

/** termTips on the element `ref` points to, for as long as the component is mounted. */
export function useTermTips(ref: RefObject<HTMLElement>): void {
  useEffect(() => (ref.current ? termTips(ref.current) : undefined), [ref]);
}
