/**
 * Whether the browser has a native share sheet (the Web Share API) is known only in the browser, yet the share
 * row's button for it must neither hold an empty row where there is no sheet (a phone's row wraps it onto a line
 * of its own) nor appear after the first paint and push the page down. So this script, inline in the head, marks
 * the root before the first paint; the stylesheet shows the button by that mark alone (app/styles/article.css),
 * and the mark outlives client-side navigation. Its cost is one property read.
 */
export const WEB_SHARE_SCRIPT = 'if(navigator.share)document.documentElement.setAttribute("data-web-share","")';
