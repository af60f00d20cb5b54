import type { Lang } from '~/i18n/config';
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryLength,
  type RegulationSuggestion,
  SEARCH_DEBOUNCE_MS,
  type SearchResponse,
  type SearchResult,
  type TermSuggestion,
} from '~/lib/search';

export type SearchStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** What the modal shows: the status, and the answer with the query it answers (for highlighting). */
export type SearchState = {
  status: SearchStatus;
  query: string;
  results: SearchResult[];
  regulations: RegulationSuggestion[];
  terms: TermSuggestion[];
};

export const IDLE_SEARCH: SearchState = { status: 'idle', query: '', results: [], regulations: [], terms: [] };

/** Receives each new state, or how to derive it from the last one (React's state setter fits). */
export type SearchReport = (next: SearchState | ((last: SearchState) => SearchState)) => void;

/**
 * The search modal's requests, without React, so their timing can be tested against a real server.
 * `ask` is called on every change of the text (a space too) or the language: each call restarts the pause,
 * and when a pause of SEARCH_DEBOUNCE_MS ends one request goes out, unless the same query was already asked.
 * Sending it aborts the request in flight, so a late answer to an older query is never reported. A blank or
 * over-long query aborts everything and reports the idle state at once, without a request. After an error the
 * same query may be asked again.
 */
export function createSearchClient(report: SearchReport) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The URL last sent (it names language and query), and the means to cancel its request; a spare controller
  // before the first request leaves nothing to check before aborting.
  let sentUrl = '';
  let inFlight = new AbortController();

  function stop() {
    clearTimeout(timer);
    inFlight.abort();
    sentUrl = '';
  }

  async function send(query: string, url: string) {
    if (url === sentUrl) return;
    stop();
    const controller = new AbortController();
    inFlight = controller;
    sentUrl = url;
    // The previous results stay listed while the new ones load.
    report((last) => ({ ...last, status: 'loading' }));
    let answer: Pick<SearchState, 'results' | 'regulations' | 'terms'> | undefined;
    try {
      const response = await fetch(url, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      if (response.ok) {
        const body = (await response.json()) as SearchResponse;
        answer = {
          results: Array.isArray(body.results) ? body.results : [],
          regulations: Array.isArray(body.regulations) ? body.regulations : [],
          terms: Array.isArray(body.terms) ? body.terms : [],
        };
      }
    } catch {
      // A network failure is an error like a failing status, unless it is this request being aborted.
    }
    if (controller.signal.aborted) return;
    if (answer) {
      report({ status: 'loaded', query, ...answer });
    } else {
      sentUrl = ''; // asking the same query again retries it
      report({ ...IDLE_SEARCH, status: 'error' });
    }
  }

  return {
    ask(text: string, lang: Lang) {
      clearTimeout(timer);
      const query = normalizeQuery(text);
      if (query && queryLength(query) <= MAX_QUERY_LENGTH) {
        timer = setTimeout(() => send(query, `/search?${new URLSearchParams({ q: query, lang })}`), SEARCH_DEBOUNCE_MS);
      } else {
        stop();
        report(IDLE_SEARCH);
      }
    },
    /** Cancels the pending pause and the request in flight, so neither reports; a later `ask` starts afresh. */
    stop,
  };
}
