/**
 * Routes discovered on the reader's first sign of intent (docs/decisions/0030).
 *
 * With lazy route discovery (Remix's `v3_lazyRouteDiscovery`) the browser starts with the routes of the page it
 * loaded. By default Remix asks the server (`/__manifest`) for the routes behind every rendered link as soon as
 * the page has hydrated, and then renders the whole page again to take them in: a request and a second render of
 * every component during the load, for links that a reader who only reads never follows. Links and forms made by
 * `~/components/link` render without discovery until the reader first touches, points at, scrolls, or types;
 * then those already on the page are handed to Remix, which discovers them in one request, and every link
 * rendered after that is discovered as Remix does by default. A link followed before any intent still works:
 * Remix then discovers its route as part of that navigation.
 */

export type Discovery = 'render' | 'none';

/** Marks a link or form rendered before the first intent, so that it can be handed to Remix then. */
export const DISCOVER_ON_INTENT_ATTRIBUTE = 'data-discover-on-intent';

// What Remix's own discovery watches on links and forms (a MutationObserver on the document).
const REMIX_DISCOVER_ATTRIBUTE = 'data-discover';

const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

let intentSeen = false;

/** The `discover` mode for a link or form rendered now. */
export function discoveryNow(): Discovery {
  return intentSeen ? 'render' : 'none';
}

/**
 * Waits for the reader's first intent, then hands every link and form rendered so far to Remix's discovery.
 * Returns the function that stops waiting. Call it in the browser only, after hydration: until then every link
 * must render as the server rendered it.
 */
export function discoverRoutesOnFirstIntent(): () => void {
  if (intentSeen) return () => {};
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, options);
  };
  function onIntent() {
    stop();
    intentSeen = true;
    for (const element of document.querySelectorAll(`[${DISCOVER_ON_INTENT_ATTRIBUTE}]`)) {
      element.setAttribute(REMIX_DISCOVER_ATTRIBUTE, 'true');
    }
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, options);
  return stop;
}
