import { describe, expect, it } from 'vitest';
import {
  BREAKER_COOL_DOWN_MS,
  BREAKER_FAILURES_TO_OPEN,
  type BreakerCall,
  CircuitBreaker,
} from './circuit-breaker.server';

/** A breaker on a clock the test moves; no test sleeps. */
function breaker(options: { failuresToOpen?: number; coolDownMs?: number } = {}) {
  const clock = { now: 0 };
  const subject = new CircuitBreaker({ probeTimeoutMs: 4000, now: () => clock.now, ...options });
  const admitted = (): BreakerCall => {
    const call = subject.admit();
    if (!call) throw new Error(`refused while ${subject.state}`);
    return call;
  };
  const failRun = (count: number) => {
    for (let i = 0; i < count; i++) admitted().failed();
  };
  return { subject, clock, admitted, failRun };
}

describe('CircuitBreaker', () => {
  it('has the documented production figures', () => {
    expect([BREAKER_FAILURES_TO_OPEN, BREAKER_COOL_DOWN_MS]).toEqual([5, 10_000]);
  });

  it('stays closed through fewer failures in a row than the threshold, and any success resets the run', () => {
    const { subject, admitted, failRun } = breaker();
    failRun(BREAKER_FAILURES_TO_OPEN - 1);
    admitted().succeeded();
    failRun(BREAKER_FAILURES_TO_OPEN - 1);
    expect(subject.state).toBe('closed');
    expect(subject.admit()).not.toBeNull();
  });

  it('opens after a run of failures and refuses every call at once until the cool-down has passed', () => {
    const { subject, clock, failRun } = breaker();
    failRun(BREAKER_FAILURES_TO_OPEN);
    expect(subject.state).toBe('open');
    for (const at of [0, 1, BREAKER_COOL_DOWN_MS / 2, BREAKER_COOL_DOWN_MS - 1]) {
      clock.now = at;
      expect(subject.admit(), `at ${at} ms`).toBeNull();
    }
  });

  it('lets one call probe after the cool-down, refuses the rest meanwhile, and closes when it succeeds', () => {
    const { subject, clock, failRun } = breaker();
    failRun(BREAKER_FAILURES_TO_OPEN);
    clock.now = BREAKER_COOL_DOWN_MS;
    const probe = subject.admit();
    expect(probe).not.toBeNull();
    expect(subject.state).toBe('half-open');
    expect([subject.admit(), subject.admit()]).toEqual([null, null]);
    probe?.succeeded();
    expect(subject.state).toBe('closed');
    expect(subject.admit()).not.toBeNull();
  });

  it('gives the calls refused during a probe a promise that settles when the probe ends, to ask again then', async () => {
    const { subject, clock, admitted, failRun } = breaker();
    expect(subject.probeEnded()).toBeNull();
    failRun(BREAKER_FAILURES_TO_OPEN);
    expect(subject.probeEnded(), 'open, no probe yet').toBeNull();
    clock.now = BREAKER_COOL_DOWN_MS;
    const probe = admitted();
    expect(subject.admit()).toBeNull();
    const ended = subject.probeEnded();
    expect(ended).not.toBeNull();
    expect(subject.probeEnded(), 'one promise per probe').toBe(ended);
    let settled = false;
    void ended?.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    probe.succeeded();
    await ended;
    expect(subject.state).toBe('closed');
    expect(subject.admit()).not.toBeNull();
  });

  it('settles that promise when the probe fails too, and the calls that waited are refused', async () => {
    const { subject, clock, admitted, failRun } = breaker();
    failRun(BREAKER_FAILURES_TO_OPEN);
    clock.now = BREAKER_COOL_DOWN_MS;
    const probe = admitted();
    const ended = subject.probeEnded();
    probe.failed();
    await ended;
    expect(subject.state).toBe('open');
    expect(subject.admit()).toBeNull();
    expect(subject.probeEnded()).toBeNull();
  });

  it('opens for another cool-down when the probe fails', () => {
    const { subject, clock, failRun } = breaker();
    failRun(BREAKER_FAILURES_TO_OPEN);
    clock.now = BREAKER_COOL_DOWN_MS;
    subject.admit()?.failed();
    expect(subject.state).toBe('open');
    clock.now = 2 * BREAKER_COOL_DOWN_MS - 1;
    expect(subject.admit()).toBeNull();
    clock.now = 2 * BREAKER_COOL_DOWN_MS;
    expect(subject.admit()).not.toBeNull();
  });

  it('gives a probe that never ends up after the probe timeout, as failed', () => {
    const { subject, clock, failRun } = breaker();
    failRun(BREAKER_FAILURES_TO_OPEN);
    clock.now = BREAKER_COOL_DOWN_MS;
    const lost = subject.admit();
    expect(lost).not.toBeNull();
    clock.now += 3999;
    expect(subject.admit()).toBeNull();
    clock.now += 1;
    expect(subject.admit()).toBeNull();
    expect(subject.state).toBe('open');
    // Its late answer counts for nothing: only a probe of the current state may close the breaker.
    lost?.succeeded();
    expect(subject.state).toBe('open');
    clock.now += BREAKER_COOL_DOWN_MS;
    expect(subject.admit()).not.toBeNull();
  });

  it('lets the next call probe at once when the caller abandons the probe', () => {
    const { subject, clock, failRun } = breaker();
    failRun(BREAKER_FAILURES_TO_OPEN);
    clock.now = BREAKER_COOL_DOWN_MS;
    subject.admit()?.abandoned();
    expect(subject.state).toBe('open');
    expect(subject.admit()).not.toBeNull();
  });

  it('counts calls from before the last change of state for nothing', () => {
    const { subject, clock, admitted, failRun } = breaker();
    const slow = admitted();
    const slowFailures = Array.from({ length: BREAKER_FAILURES_TO_OPEN }, admitted);
    failRun(BREAKER_FAILURES_TO_OPEN);
    // A success that was in flight when the breaker opened does not close it.
    slow.succeeded();
    expect(subject.state).toBe('open');
    clock.now = BREAKER_COOL_DOWN_MS;
    subject.admit()?.succeeded();
    // Failures that were in flight before it closed again do not count towards the next run.
    for (const call of slowFailures) call.failed();
    expect(subject.state).toBe('closed');
    failRun(BREAKER_FAILURES_TO_OPEN - 1);
    expect(subject.state).toBe('closed');
  });

  it('counts each call once, however often its end is reported', () => {
    const { subject, admitted } = breaker({ failuresToOpen: 2 });
    const call = admitted();
    call.failed();
    call.failed();
    expect(subject.state).toBe('closed');
  });

  it('takes a shorter cool-down where it is configured (tests), the same way', () => {
    const { subject, clock, failRun } = breaker({ coolDownMs: 500 });
    failRun(BREAKER_FAILURES_TO_OPEN);
    clock.now = 499;
    expect(subject.admit()).toBeNull();
    clock.now = 500;
    expect(subject.admit()).not.toBeNull();
  });
});
