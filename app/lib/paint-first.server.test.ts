import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from './csp';
import { RESTORE_SCRIPT, scriptsAfterFirstPaint } from './paint-first.server';

// The tail of a page as Remix and React render it (the shape of `<Scripts>` in @remix-run/react 2).
const nonce = `nonce="${NONCE_PLACEHOLDER}"`;
const preloads =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>';
const context = `<script ${nonce}>window.__remixContext = {};</script>`;
const module = `<script ${nonce} type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`;
const streamed = `<!--$--><script ${nonce}>window.__remixContext.streamController.close();</script><!--/$-->`;
const page = `<!DOCTYPE html><html><head></head><body><main>text</main><span id="page-end" hidden=""></span><script ${nonce}>scroll()</script>${preloads}${context}${module}</body></html>${streamed}`;

describe('scriptsAfterFirstPaint', () => {
  it('holds every script and the preloads in templates, in place, and restores them from the end', () => {
    const html = scriptsAfterFirstPaint(page);
    const scroll = `<script ${nonce}>scroll()</script>`;
    const close = `<script ${nonce}>window.__remixContext.streamController.close();</script>`;
    expect(html).toBe(
      `<!DOCTYPE html><html><head></head><body><main>text</main><span id="page-end" hidden=""></span><template data-after-paint>${scroll}</template><template data-after-paint>${preloads}</template><template data-after-paint>${context}</template><template data-after-paint="last">${module}</template></body></html><!--$--><template data-after-paint>${close}</template><!--/$--><script ${nonce}>${RESTORE_SCRIPT}</script>`,
    );
  });

  it('leaves scripts before the page-end marker alone', () => {
    const head = `<script ${nonce}>theme()</script>`;
    const html = scriptsAfterFirstPaint(page.replace('<head></head>', `<head>${head}</head>`));
    expect(html).toContain(`<head>${head}</head>`);
  });

  it('looks for the tags after the page-end marker only', () => {
    // An article quoting the tags (were they ever to reach the document raw) is not the page's scripts.
    const quoted = page.replace('<main>text</main>', `<main>${preloads}${module}</main>`);
    const html = scriptsAfterFirstPaint(quoted);
    expect(html).toContain(`<main>${preloads}${module}</main>`);
    expect(html).toContain(
      `<template data-after-paint>${preloads}</template><template data-after-paint>${context}</template>`,
    );
    expect(scriptsAfterFirstPaint(page.replace('id="page-end"', 'id="elsewhere"'))).toBe(
      page.replace('id="page-end"', 'id="elsewhere"'),
    );
  });

  it('leaves a document without Remix scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><body><p>hi</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(scriptsAfterFirstPaint(page.replace(module, ''))).toBe(page.replace(module, ''));
  });

  it('restores the templates by cloning, so the scripts run, and removes its own element', () => {
    expect(RESTORE_SCRIPT).toContain('document.currentScript.remove()');
    expect(RESTORE_SCRIPT).toContain('document.importNode(n,true)');
    expect(() => new Function(RESTORE_SCRIPT)).not.toThrow();
  });
});
