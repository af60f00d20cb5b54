import { NONCE_PLACEHOLDER } from './csp';
import { PAGE_END_ID } from './site';

/**
 * Paint first, then fetch the JavaScript (docs/decisions/0025).
 *
 * Remix's `<Scripts>` ends the document with module preloads and an inline module script that imports the
 * page's route modules and the client entry. The browser fetches all of it as soon as it reads those tags, at
 * high priority, and may run it before it first paints. This wraps the preloads and the module script in
 * `<template data-after-paint>` elements, which the browser parses but neither fetches nor runs, and adds a small
 * script that puts their contents back in place once the page has painted. At that point the document is exactly
 * what React rendered on the server, so hydration finds the markup it expects.
 *
 * The small context script between them (`window.__remixContext`) stays as it is: the streamed loader data that
 * follows the document needs it at once.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

// Remix's tags as React writes them; tests/e2e/first-paint.spec.ts checks them on a real page. They are looked
// for after the page's end marker only, so nothing in the content can be taken for them.
const PRELOADS = /(?:<link rel="modulepreload" href="[^"]+"\/>)+/;
const MODULE_SCRIPT = /<script nonce="[^"]*" type="module" async="">[\s\S]*?<\/script>/;

/** If a browser lists paint timing but never reports the paint, the scripts still load after this long. */
const SAFETY_MS = 3000;

/**
 * Restores the templates once the first contentful paint is reported (where paint timing is missing, after the
 * next frame; in a hidden tab, at once). Removes itself first, so React meets no node it did not render.
 *
 * One node per task: each restored preload starts a request, which took 1-5 ms of main-thread time apiece in
 * Chromium's traces, so restoring all of them at once made one of the longest tasks after the paint
 * (docs/decisions/0027). A template is removed before its nodes go where it stood, and the module script,
 * which starts hydration, is the last node, so React never meets a template. It yields through a message
 * channel, which neither clamps nor throttles in a background tab as timers do.
 */
export const RESTORE_SCRIPT = [
  '(()=>{document.currentScript.remove();let done=false;',
  'const go=()=>{if(done)return;done=true;const steps=[];',
  `for(const t of document.querySelectorAll("template[${AFTER_PAINT_ATTRIBUTE}]")){`,
  'const parent=t.parentNode,nodes=[...t.content.childNodes];let anchor;',
  'steps.push(()=>{anchor=t.nextSibling;t.remove()});',
  'for(const n of nodes)steps.push(()=>parent.insertBefore(document.importNode(n,true),anchor))}',
  'const channel=new MessageChannel();',
  'channel.port1.onmessage=()=>{const step=steps.shift();if(step){step();channel.port2.postMessage(0)}};',
  'channel.port2.postMessage(0)};',
  'if(document.visibilityState==="hidden")return go();',
  'if(typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){',
  'const o=new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});',
  'o.observe({type:"paint",buffered:true})}else requestAnimationFrame(()=>setTimeout(go));',
  `setTimeout(go,${SAFETY_MS})})()`,
].join('');

const template = (html: string) => `<template ${AFTER_PAINT_ATTRIBUTE}>${html}</template>`;

/** The document with its scripts held back until after the first paint; unchanged if Remix's tags are not found. */
export function scriptsAfterFirstPaint(html: string): string {
  const end = html.indexOf(`id="${PAGE_END_ID}"`);
  if (end < 0) return html;
  const tail = html.slice(end);
  const preloads = PRELOADS.exec(tail);
  const module = MODULE_SCRIPT.exec(tail);
  if (!preloads || !module || module.index < preloads.index) return html;
  const preloadsAt = end + preloads.index;
  const moduleAt = end + module.index;
  return [
    html.slice(0, preloadsAt),
    template(preloads[0]),
    html.slice(preloadsAt + preloads[0].length, moduleAt),
    template(module[0]),
    `<script nonce="${NONCE_PLACEHOLDER}">${RESTORE_SCRIPT}</script>`,
    html.slice(moduleAt + module[0].length),
  ].join('');
}
