import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { Statements } from '../../db/statements.js';
import { rateLimited } from '../errors.js';

export interface LoginPolicy {
  /** False turns the backoff off (load tests). */
  enabled: boolean;
  /** Attempts one client address may make at one account before it backs off (1 s, 2 s, 4 s … 15 min). */
  failuresBeforeBackoff: number;
  /** Attempts an account takes per hour from addresses it has never signed in from. */
  accountAttemptsPerHour: number;
  /** The clock the backoff is measured by. */
  now: () => number;
}

const HOUR_MS = 3_600_000;
const MAX_BACKOFF_SECONDS = 900;

/**
 * Counts one login attempt at `email` from `address` before the password is checked, in one
 * statement per key, so parallel attempts queue on the row and at most the allowance is ever
 * checked; throws `rate-limited` when the attempt must wait. docs/decisions/023-login-throttle.md.
 */
export async function admitLoginAttempt(statements: Statements, email: string, address: string, policy: LoginPolicy): Promise<void> {
  if (!policy.enabled) return;
  const now = new Date(policy.now()).toISOString();
  const attempt = randomUUID();
  const allowance = policy.failuresBeforeBackoff;

  // This client at this account: a granted attempt is counted, and the one that reaches the
  // allowance already sets the lock for the next, so a burst gets exactly `allowance` checks.
  const [pair] = await statements.rows<{ granted: boolean; lockedUntil: string | null }>(
    sql`insert into login_throttle as t (key, attempts, locked_until, window_start, granted_to)
      values (${`pair:${email}|${address}`}, 1,
        case when 1 >= ${allowance}::int then ${now}::timestamptz + interval '1 second' end, ${now}::timestamptz, ${attempt})
      on conflict (key) do update set
        attempts = case when t.locked_until is null or t.locked_until <= ${now}::timestamptz then t.attempts + 1 else t.attempts end,
        locked_until = case
          when t.locked_until > ${now}::timestamptz then t.locked_until
          when t.attempts + 1 >= ${allowance}::int
            then ${now}::timestamptz + make_interval(secs => least(power(2, t.attempts + 1 - ${allowance}::int), ${MAX_BACKOFF_SECONDS}::int))
        end,
        granted_to = case when t.locked_until is null or t.locked_until <= ${now}::timestamptz then ${attempt} else t.granted_to end
      returning granted_to = ${attempt} as granted, locked_until::text as "lockedUntil"`,
    'login_pair',
  );
  if (!pair?.granted) throw rateLimited(API_MESSAGES.tooManyRequests, secondsUntil(pair?.lockedUntil, policy.now()));

  // The account's hourly ceiling, for addresses it has never signed in from: an attacker spread
  // over many addresses gets at most this many checks an hour, and the owner's own address is
  // never held back by them.
  const [account] = await statements.rows<{ attempts: number; windowStart: string }>(
    sql`insert into login_throttle as t (key, attempts, window_start)
      select ${`email:${email}`}, 1, ${now}::timestamptz
      where not exists (select 1 from login_known_addresses k where k.email = ${email} and k.address = ${address})
      on conflict (key) do update set
        attempts = case when t.window_start <= ${now}::timestamptz - interval '1 hour' then 1 else t.attempts + 1 end,
        window_start = case when t.window_start <= ${now}::timestamptz - interval '1 hour' then ${now}::timestamptz else t.window_start end
      returning attempts, window_start::text as "windowStart"`,
    'login_account',
  );
  if (account && account.attempts > policy.accountAttemptsPerHour) {
    throw rateLimited(API_MESSAGES.tooManyRequests, (Date.parse(account.windowStart) + HOUR_MS - policy.now()) / 1000);
  }
}

/** A right password: this client starts afresh at this account, and its address becomes known. */
export async function loginSucceeded(statements: Statements, email: string, address: string, policy: LoginPolicy): Promise<void> {
  if (!policy.enabled) return;
  const now = new Date(policy.now()).toISOString();
  await statements.rows(
    sql`with cleared as (delete from login_throttle where key = ${`pair:${email}|${address}`})
      insert into login_known_addresses (email, address, last_success) values (${email}, ${address}, ${now}::timestamptz)
      on conflict (email, address) do update set last_success = excluded.last_success`,
    'login_succeeded',
  );
}

const secondsUntil = (at: string | null | undefined, now: number) => (at ? Math.max(1, (Date.parse(at) - now) / 1000) : 1);
