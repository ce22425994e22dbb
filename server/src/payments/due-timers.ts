/**
 * The money and return timers (DESIGN §12–§14): the end of a return window that releases a
 * vendor's money, a return the vendor left unanswered, an approved return never shipped. Each
 * timer finds what is due at the clock's now and claims every item with one conditional write,
 * so when every instance runs the timers, each due item is still handled once.
 *
 * The clock is the sandbox's test clock when the sandbox is the provider (so `POST /psp/v1/clock`
 * drives them in black-box tests), the real one otherwise; unit tests call a timer's `run` with
 * a date of their own.
 */
export interface DueTimer {
  /** Names the timer in logs. */
  name: string;
  /** Handles everything due at `now`, each item once even when instances run it together. */
  run(now: Date): Promise<void>;
}

export interface DueTimers {
  /** The time the timers read. */
  now(): Date;
  add(timer: DueTimer): void;
  /** Runs every timer once at the clock's now (after reading an offset another instance may have moved). */
  runDue(): Promise<void>;
}

export interface DueTimersOptions {
  now: () => Date;
  /** Reads the clock's shared state before a round (the test clock's offset), when it has one. */
  refresh?: () => Promise<void>;
  log: (msg: string, err?: unknown) => void;
}

export function createDueTimers(opts: DueTimersOptions): DueTimers {
  const timers: DueTimer[] = [];
  // Rounds on one instance follow each other, so a round never overlaps its own previous one.
  let last: Promise<void> = Promise.resolve();
  const round = async () => {
    await opts.refresh?.();
    const now = opts.now();
    for (const timer of timers) {
      try {
        await timer.run(now);
      } catch (err) {
        opts.log(`timer ${timer.name} failed`, err);
      }
    }
  };
  return {
    now: opts.now,
    add(timer) {
      timers.push(timer);
    },
    runDue() {
      last = last.then(round, round);
      return last;
    },
  };
}
