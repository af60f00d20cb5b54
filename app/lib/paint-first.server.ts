import { NONCE_PLACEHOLDER } from './csp';
import { PAGE_END_ID } from './site';

/**
 * Paint first, then run the JavaScript (docs/decisions/0025, 0031).
 *
 * After the page's content Remix ends the document with its scripts: the scroll-restoration script, module
 * preloads, the context script (`window.__remixContext`), an inline module script that imports the page's route
 * modules and the client entry, and the loader data streamed as inline scripts. The browser fetches the preloads
 * at high priority and compiles and runs every inline script as soon as it parses it, before it first paints.
 * None of it is needed for that paint. This wraps each of them in a `<template data-after-paint>` element, which
 * the browser parses but neither fetches nor runs, and ends the document with a small script that puts their
 * contents back in place once the page has painted. At that point the document is exactly what React rendered
 * on the server, so hydration finds the markup it expects.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
/** The template holding the module script, which starts hydration: restored after every other one. */
const LAST = 'last';

// Remix's tags as React writes them; tests/e2e/first-paint.spec.ts checks them on a real page. They are looked
// for after the page's end marker only, so nothing in the content can be taken for them. React escapes "</" in
// the scripts' text, so a script ends at the first "</script>".
const PRELOADS = /(?:<link rel="modulepreload" href="[^"]+"\/>)+/y;
const SCRIPT = /<script nonce="[^"]*">[\s\S]*?<\/script>/y;
const MODULE_SCRIPT = /<script nonce="[^"]*" type="module" async="">[\s\S]*?<\/script>/y;

/** If a browser lists paint timing but never reports the paint, the scripts still run after this long. */
const SAFETY_MS = 3000;

/**
 * Restores the templates once the first contentful paint is reported (where paint timing is missing, after the
 * next frame; in a hidden tab, at once) and the document is parsed. Removes itself first, so React meets no node
 * it did not render.
 *
 * One node per task: each restored preload starts a request and each script is compiled and run, so restoring
 * all of them at once made one of the longest tasks after the paint (docs/decisions/0027). A template is removed
 * before its nodes go where it stood, in document order (the context before the data that uses it), and the
 * module script is the last node, so React never meets a template and finds its data in place. It yields through
 * a message channel, which neither clamps nor throttles in a background tab as timers do.
 */
export const RESTORE_SCRIPT = [
  '(()=>{document.currentScript.remove();let done=false;',
  'const go=()=>{if(done)return;',
  'if(document.readyState==="loading")return document.addEventListener("DOMContentLoaded",go,{once:true});',
  'done=true;const steps=[],last=[];',
  `for(const t of document.querySelectorAll("template[${AFTER_PAINT_ATTRIBUTE}]")){`,
  `const into=t.getAttribute("${AFTER_PAINT_ATTRIBUTE}")==="${LAST}"?last:steps;`,
  'const parent=t.parentNode,nodes=[...t.content.childNodes];let anchor;',
  'into.push(()=>{anchor=t.nextSibling;t.remove()});',
  'for(const n of nodes)into.push(()=>parent.insertBefore(document.importNode(n,true),anchor))}',
  'steps.push(...last);const channel=new MessageChannel();',
  'channel.port1.onmessage=()=>{const step=steps.shift();if(step){step();channel.port2.postMessage(0)}};',
  'channel.port2.postMessage(0)};',
  'if(document.visibilityState==="hidden")return go();',
  'if(typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){',
  'const o=new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});',
  'o.observe({type:"paint",buffered:true})}else requestAnimationFrame(()=>setTimeout(go));',
  `setTimeout(go,${SAFETY_MS})})()`,
].join('');

const template = (html: string, last = false) =>
  `<template ${AFTER_PAINT_ATTRIBUTE}${last ? `="${LAST}"` : ''}>${html}</template>`;

/** The tag of one of Remix's kinds that starts at `at`, if any. */
function tagAt(html: string, at: number): { text: string; module: boolean } | undefined {
  for (const [pattern, module] of [
    [PRELOADS, false],
    [SCRIPT, false],
    [MODULE_SCRIPT, true],
  ] as const) {
    pattern.lastIndex = at;
    const match = pattern.exec(html);
    if (match) return { text: match[0], module };
  }
  return undefined;
}

/**
 * The document with its scripts held back until after the first paint; unchanged if Remix's module script is
 * not found after the page-end marker (the scripts then load as before, and tests/e2e/first-paint.spec.ts fails).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const end = html.indexOf(`id="${PAGE_END_ID}"`);
  if (end < 0) return html;
  const parts: string[] = [html.slice(0, end)];
  let modules = 0;
  let copied = end;
  for (let at = html.indexOf('<', end); at >= 0; at = html.indexOf('<', at + 1)) {
    const tag = tagAt(html, at);
    if (!tag) continue;
    if (tag.module) modules++;
    parts.push(html.slice(copied, at), template(tag.text, tag.module));
    copied = at + tag.text.length;
    at = copied - 1;
  }
  if (modules !== 1) return html;
  parts.push(html.slice(copied), `<script nonce="${NONCE_PLACEHOLDER}">${RESTORE_SCRIPT}</script>`);
  return parts.join('');
}
