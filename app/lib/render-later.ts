import { useLocation, useNavigationType } from '@remix-run/react';
import { useLayoutEffect, useRef } from 'react';

/**
 * Set on `<html>` while an in-app back or forward navigation restores its scroll position: every `.render-later`
 * block is then laid out (app/styles/content.css).
 */
const TRAVERSAL_ATTRIBUTE = 'data-traversal';

// Layout effects do nothing on the server, where React would warn about them.
const useClientLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Back and forward in the app land where the reader left (docs/decisions/0029).
 *
 * The page going back is rendered anew, so its `.render-later` blocks hold their estimated heights, which are
 * larger than their real ones. Remix restores the saved scroll position, measured on the real heights, right after
 * the render; when the browser then lays out the blocks above the viewport, it keeps what is on screen in place
 * (scroll anchoring), so the reader lands as many pixels too high as those blocks shrank. For the traversal's
 * first frame every block is laid out, so the restored position meets the page it was saved on, and `auto` keeps
 * the real heights once the blocks are skipped again. Render this before Remix's `<ScrollRestoration>`: React
 * runs sibling layout effects in order, so the blocks are laid out before Remix scrolls.
 */
export function LayOutRenderLaterOnTraversal() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(key);
  useClientLayoutEffect(() => {
    // Not on the document's own load (a POP too, and in development run twice): the browser restores its position
    // after layout, and hydration must stay light.
    if (key === shownKey.current) return;
    shownKey.current = key;
    if (navigationType !== 'POP') return;
    const root = document.documentElement;
    root.setAttribute(TRAVERSAL_ATTRIBUTE, '');
    // Two frames: the blocks are rendered in the first, which is when the browser records their real heights.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => root.removeAttribute(TRAVERSAL_ATTRIBUTE));
    });
    return () => {
      cancelAnimationFrame(frame);
      root.removeAttribute(TRAVERSAL_ATTRIBUTE);
    };
  }, [key, navigationType]);
  return null;
}
