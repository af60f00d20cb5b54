import { NONCE_PLACEHOLDER } from '../lib/csp';

/**
 * Security headers for every response the Function answers, and the Content-Security-Policy for pages.
 *
 * Scripts are allowed by a per-response nonce (docs/decisions/0013-edge-cache-and-csp.md): pages are rendered
 * with NONCE_PLACEHOLDER (app/lib/csp.ts), cached like that, and each response gets a fresh nonce written into its
 * <script>, <style> and <link rel="modulepreload"> tags that carry the placeholder, by HTMLRewriter, so cached HTML
 * and a strict CSP live together. Any other nonce is removed: markup the page did not render itself stays blocked.
 */
const ADSENSE_SCRIPT_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
];

function contentSecurityPolicy(options: { nonce: string; ads: boolean; https: boolean }): string {
  const { nonce, ads, https } = options;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // AdSense loads a chain of scripts; 'strict-dynamic' lets the nonce'd loader start them, nothing else.
    'script-src': ads ? [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", 'https:'] : ["'self'", `'nonce-${nonce}'`],
    // The stylesheet is inlined into the page (docs/decisions/0015) and carries the same nonce as the scripts.
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // Covers and body images may sit on any https host (Supabase Storage, a CDN), with or without ads; an image
    // runs nothing, and the database refuses any other address for a cover.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(ads ? ADSENSE_SCRIPT_HOSTS : [])],
    'frame-src': ads ? ADSENSE_SCRIPT_HOSTS : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers every response carries, pages or not. */
const BASE_SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c] ?? '');
}

/**
 * Adds the security headers, and for HTML a fresh nonce in the CSP and in the page. HTMLRewriter streams,
 * so this costs no buffering.
 */
export function secureResponse(response: Response, options: { ads: boolean; https: boolean }): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
  const isHtml = (headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!isHtml) {
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const nonce = newNonce();
  headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce, ...options }));
  const secured = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const setNonce = {
    element(element: Element) {
      const rendered = element.getAttribute('nonce');
      if (rendered === NONCE_PLACEHOLDER) element.setAttribute('nonce', nonce);
      else if (rendered !== null) element.removeAttribute('nonce');
    },
  };
  return new HTMLRewriter()
    .on('script', setNonce)
    .on('style', setNonce)
    .on('link[rel="modulepreload"]', setNonce)
    .transform(secured);
}
