/**
 * Pages render with this nonce on every inline script; the edge replaces it with a fresh random nonce per
 * response and names that one in the Content-Security-Policy (app/edge/security-headers.server.ts). Without
 * the edge (the Vite dev server) there is no CSP and the placeholder is inert.
 */
export const NONCE_PLACEHOLDER = 'edge-nonce-placeholder';
