/**
 * A circuit breaker for the database, one per isolate and database (docs/decisions/0046-database-circuit-breaker.md).
 *
 *   closed     every call goes through; BREAKER_FAILURES_TO_OPEN failures in a row open it;
 *   open       every call is refused at once, until BREAKER_COOL_DOWN_MS have passed;
 *   half-open  the first call after the cool-down goes through as the probe, and every other is refused until it
 *              answers (or waits for it: `probeEnded`): a success closes the breaker, a failure opens it for
 *              another cool-down.
 *
 * A call admitted before the breaker last changed state counts for nothing when it ends: a slow success from before
 * an outage must not close it, nor an old failure reopen it. A probe that never ends (the request that carried it
 * went away with its isolate's work) is given up after `probeTimeoutMs` as a failure, so the breaker cannot stay
 * half-open for ever.
 */

/** Failures in a row that open the breaker: two or three readers' pages, never one slow query. */
export const BREAKER_FAILURES_TO_OPEN = 5;
/** How long an open breaker refuses every call before one probes the database again. */
export const BREAKER_COOL_DOWN_MS = 10_000;

export type BreakerState = 'closed' | 'open' | 'half-open';

/** An admitted call: report how it ended, once. */
export type BreakerCall = {
  /** The database answered (any status below 500: a 4xx is a bad request, not an outage). */
  succeeded(): void;
  /** A 5xx, a refused connection or a timeout. */
  failed(): void;
  /** The caller gave up on its own (the reader went away): says nothing about the database. */
  abandoned(): void;
};

export type BreakerOptions = {
  failuresToOpen?: number;
  coolDownMs?: number;
  /** How long a probe may take before it is given up as failed: the database call's own timeout. */
  probeTimeoutMs: number;
  now?: () => number;
};

export class CircuitBreaker {
  readonly #failuresToOpen: number;
  readonly #coolDownMs: number;
  readonly #probeTimeoutMs: number;
  readonly #now: () => number;
  #failures = 0;
  /** When the breaker last opened; null while closed. */
  #openedAt: number | null = null;
  /** When the probe in flight started; null when none is. */
  #probeStartedAt: number | null = null;
  /** Bumped on every change of state, so calls from an earlier state are told apart. */
  #generation = 0;
  /** Settles the promise `probeEnded` gave out for the probe in flight. */
  #settleProbe: (() => void) | null = null;
  #probeEnd: Promise<void> | null = null;

  constructor({
    failuresToOpen = BREAKER_FAILURES_TO_OPEN,
    coolDownMs = BREAKER_COOL_DOWN_MS,
    ...rest
  }: BreakerOptions) {
    this.#failuresToOpen = failuresToOpen;
    this.#coolDownMs = coolDownMs;
    this.#probeTimeoutMs = rest.probeTimeoutMs;
    this.#now = rest.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.#openedAt === null) return 'closed';
    return this.#probeStartedAt === null ? 'open' : 'half-open';
  }

  /**
   * While one call probes the database, a promise that settles when that probe has ended, however it ended; null
   * when no probe is in flight. A call refused meanwhile can wait for it and ask `admit` again.
   */
  probeEnded(): Promise<void> | null {
    if (this.#probeStartedAt === null) return null;
    this.#probeEnd ??= new Promise<void>((resolve) => {
      this.#settleProbe = resolve;
    });
    return this.#probeEnd;
  }

  /** A call may go ahead (report its end on what this returns), or null: refuse it at once. */
  admit(): BreakerCall | null {
    const now = this.#now();
    if (this.#openedAt === null) return this.#call(false);
    if (this.#probeStartedAt !== null) {
      if (now - this.#probeStartedAt < this.#probeTimeoutMs) return null;
      this.#open(now); // the probe was lost: as good as failed
      return null;
    }
    if (now - this.#openedAt < this.#coolDownMs) return null;
    this.#probeStartedAt = now;
    this.#generation++;
    return this.#call(true);
  }

  #call(probe: boolean): BreakerCall {
    const generation = this.#generation;
    let ended = false;
    const end = (outcome: 'succeeded' | 'failed' | 'abandoned') => {
      if (ended) return;
      ended = true;
      if (generation === this.#generation) this.#record(probe, outcome);
    };
    return { succeeded: () => end('succeeded'), failed: () => end('failed'), abandoned: () => end('abandoned') };
  }

  #record(probe: boolean, outcome: 'succeeded' | 'failed' | 'abandoned') {
    const now = this.#now();
    if (outcome === 'succeeded') {
      if (probe) this.#close();
      else this.#failures = 0;
    } else if (outcome === 'failed') {
      if (probe || ++this.#failures >= this.#failuresToOpen) this.#open(now);
    } else if (probe) {
      // The next call probes instead, at once.
      this.#openedAt = now - this.#coolDownMs;
      this.#endProbe();
    }
  }

  #open(now: number) {
    this.#openedAt = now;
    this.#endProbe();
  }

  #close() {
    this.#failures = 0;
    this.#openedAt = null;
    this.#endProbe();
  }

  /** Every change of state ends the probe in flight, if there is one. */
  #endProbe() {
    this.#probeStartedAt = null;
    this.#generation++;
    this.#settleProbe?.();
    this.#settleProbe = null;
    this.#probeEnd = null;
  }
}
