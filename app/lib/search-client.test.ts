import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '~/i18n/config';
import { SEARCH_DEBOUNCE_MS, type SearchResult } from './search';
import { createSearchClient, IDLE_SEARCH, type SearchState } from './search-client';

/**
 * The search client against a real HTTP server through the real fetch. Only setTimeout is faked, so the
 * debounce runs on the test's clock while sockets, and the aborts that close them, stay real.
 */

type Asked = { q: string; lang: string; closedEarly: boolean };
type Answer = (res: ServerResponse, asked: Asked) => unknown;

const hit = (q: string, lang = 'id'): SearchResult => ({
  slug: q.replace(/\W+/g, '-'),
  title: `About ${q}`,
  excerpt: `${q} in brief`,
  category: 'berita',
  lang: lang as Lang,
  url: `/${lang}/berita/${q.replace(/\W+/g, '-')}`,
});

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const answerWithHit: Answer = (res, { q, lang }) => json(res, 200, { query: q, results: [hit(q, lang)] });

let answer: Answer = answerWithHit;
const asked: Asked[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const request = { q: params.get('q') ?? '', lang: params.get('lang') ?? '', closedEarly: false };
  // Closing before the answer is written is how an aborted fetch looks from the server.
  res.on('close', () => {
    request.closedEarly = !res.writableEnded;
  });
  asked.push(request);
  void answer(res, request);
});

/** Waits for real I/O (not the faked clock) until `check` holds. */
async function until(check: () => boolean, what: string) {
  const deadline = performance.now() + 5000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A client whose reports are applied the way React applies a state setter's argument. */
function client() {
  let state = IDLE_SEARCH;
  const reports: SearchState[] = [];
  const search = createSearchClient((next) => {
    state = typeof next === 'function' ? next(state) : next;
    reports.push(state);
  });
  return { ...search, reports, state: () => state };
}

/** Types `text` and lets the pause run out; resolves once the answer has been reported. */
async function settle(search: ReturnType<typeof client>, text: string, lang: Lang = 'id') {
  const before = search.reports.length;
  search.ask(text, lang);
  vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  await until(() => search.reports.slice(before).some((state) => state.status !== 'loading'), `answer to ${text}`);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The client asks for relative URLs, as a page does; here the server stands in for the page's origin.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  answer = answerWithHit;
  asked.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the search client', () => {
  it('sends one request once typing pauses for 300 ms, for the last text, trimmed, in the page language', async () => {
    const search = client();
    search.ask('p', 'en');
    vi.advanceTimersByTime(100);
    search.ask('pa', 'en');
    vi.advanceTimersByTime(100);
    search.ask(' pajak  ', 'en');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(search.reports, 'nothing sent before the pause ends').toEqual([]);

    vi.advanceTimersByTime(1);
    expect(search.state().status).toBe('loading');
    await until(() => search.state().status === 'loaded', 'the answer');
    expect(asked.map(({ q, lang }) => ({ q, lang }))).toEqual([{ q: 'pajak', lang: 'en' }]);
    expect(search.state()).toEqual({
      status: 'loaded',
      query: 'pajak',
      results: [hit('pajak', 'en')],
      regulations: [],
      terms: [],
    });
  });

  it('keeps the previous results listed while the next ones load', async () => {
    const search = client();
    await settle(search, 'pajak');
    search.ask('coretax', 'id');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(search.state()).toEqual({
      status: 'loading',
      query: 'pajak',
      results: [hit('pajak')],
      regulations: [],
      terms: [],
    });
    await until(() => search.state().status === 'loaded', 'the answer');
    expect(search.state().query).toBe('coretax');
  });

  it('does not ask the same query twice, even when a trailing space restarts the pause', async () => {
    const search = client();
    await settle(search, 'pajak');
    const reported = search.reports.length;
    search.ask('pajak ', 'id');
    vi.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toHaveLength(1);
    expect(search.reports).toHaveLength(reported);

    // The language is part of the question.
    await settle(search, 'pajak', 'en');
    expect(asked.map(({ lang }) => lang)).toEqual(['id', 'en']);
  });

  it('clears a blank or over-long query at once, without a request', async () => {
    const search = client();
    await settle(search, 'pajak');
    for (const text of ['   ', '', 'x'.repeat(101)]) {
      search.ask(text, 'id');
      expect(search.state()).toBe(IDLE_SEARCH);
      vi.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
    }
    expect(asked).toHaveLength(1);

    // The limit counts characters, not UTF-16 units, and asking after a clear is a new question.
    await settle(search, '😀'.repeat(100));
    await settle(search, 'pajak');
    expect(asked.map(({ q }) => [...q].length)).toEqual([5, 100, 5]);
  });

  it('never reports a late answer to an older query, and cancels its request', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async (res, request) => {
      if (request.q === 'slow') await held;
      if (!res.destroyed) json(res, 200, { query: request.q, results: [hit(`${request.q} answer`)] });
    };
    const search = client();
    search.ask('slow', 'id');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await until(() => asked.length === 1, 'the slow request');

    await settle(search, 'fast');
    await until(() => asked[0]?.closedEarly === true, 'the slow request to be cancelled');
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(search.state()).toEqual({
      status: 'loaded',
      query: 'fast',
      results: [hit('fast answer')],
      regulations: [],
      terms: [],
    });
    expect(search.reports.some((state) => state.query === 'slow')).toBe(false);
  });

  it('reports an error, with no results, for a failing status or a broken connection; asking again retries', async () => {
    const failures: Answer[] = [
      (res) => json(res, 503, { error: { code: 'unavailable', message: 'Search is temporarily unavailable.' } }),
      (res) => res.socket?.destroy(),
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"results": ['),
    ];
    for (const failure of failures) {
      asked.length = 0;
      const search = client();
      answer = failure;
      await settle(search, 'pajak');
      expect(search.state()).toEqual({ status: 'error', query: '', results: [], regulations: [], terms: [] });

      answer = answerWithHit;
      await settle(search, 'pajak ');
      expect(asked).toHaveLength(2);
      expect(search.state().status).toBe('loaded');
    }
  });

  it('lists nothing when the answer carries no list of results', async () => {
    answer = (res) => json(res, 200, { query: 'pajak', results: null });
    const search = client();
    await settle(search, 'pajak');
    expect(search.state()).toEqual({ status: 'loaded', query: 'pajak', results: [], regulations: [], terms: [] });
  });

  it('reports the regulations and glossary terms the API suggests beside the results', async () => {
    const regulation = { slug: 'pp-58-2023', designation: 'PP 58/2023', title: null, status: 'in_force', url: '/id/x' };
    const term = { slug: 'ter', term: 'TER', otherTerm: 'TER', abbreviation: 'TER', definition: 'd', url: '/id/k' };
    answer = (res) => json(res, 200, { query: 'ter', results: [], regulations: [regulation], terms: [term] });
    const search = client();
    await settle(search, 'ter');
    expect(search.state()).toMatchObject({ status: 'loaded', regulations: [regulation], terms: [term] });
  });

  it('stop cancels the pause and the request in flight, and neither reports', async () => {
    answer = () => {}; // never answered: only the client can end the request
    const search = client();
    search.ask('pajak', 'id');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await until(() => asked.length === 1, 'the request');
    search.ask('coretax', 'id');
    const reported = search.reports.length;

    search.stop();
    await until(() => asked[0]?.closedEarly === true, 'the request to be cancelled');
    vi.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toHaveLength(1);
    expect(search.reports).toHaveLength(reported);
  });
});
