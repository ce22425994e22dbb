import { randomBytes } from 'node:crypto';
import { DECLINE_MESSAGES, PAYMENT_TEXTS, type SandboxCardOutcome } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { Statements } from '../db/statements.js';
import type { Authorization, AuthorizationStatus, MoneyResult } from './api.js';
import type { CardFacts } from './cards.js';
import { pspAuthorizations, pspEvents, pspOperations, pspTokens, pspTransfers } from './schema.js';

/** How long an authorisation holds before it expires (docs/architecture.md#payments). */
export const AUTHORIZATION_DAYS = 7;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** An authorisation's row as the sandbox reads it. */
export interface AuthRow {
  id: string;
  status: AuthorizationStatus;
  outcome: SandboxCardOutcome;
  amountCents: number;
  capturedCents: number;
  voidedCents: number;
  refundedCents: number;
  message: string | null;
  returnUrl: string | null;
}

const columns = sql`id, status, outcome, amount_cents::int8 as "amountCents", captured_cents::int8 as "capturedCents",
  voided_cents::int8 as "voidedCents", refunded_cents::int8 as "refundedCents", message, return_url as "returnUrl"`;

const DECLINES: Partial<Record<SandboxCardOutcome, string>> = {
  declined: DECLINE_MESSAGES.declined,
  insufficient_funds: DECLINE_MESSAGES.insufficientFunds,
  expired_card: DECLINE_MESSAGES.expired,
};

export const challengePath = (id: string) => `/psp/challenge/${id}`;

export function toAuthorization(row: AuthRow): Authorization {
  return {
    id: row.id,
    status: row.status,
    amountCents: Number(row.amountCents),
    capturedCents: Number(row.capturedCents),
    voidedCents: Number(row.voidedCents),
    refundedCents: Number(row.refundedCents),
    redirectUrl: row.status === 'requires_action' ? challengePath(row.id) : null,
    message: row.message,
  };
}

type Now = () => Date;
type MoneyKind = 'capture' | 'void' | 'refund';

const eventRow = (now: Now, authorizationId: string, type: string) =>
  sql`insert into ${pspEvents} (id, authorization_id, type, created_at) values (${newId('evt')}, ${authorizationId}, ${type}, ${now().toISOString()}::timestamptz)`;

const byId = async (s: Statements, id: string, lock = false) =>
  (await s.rows<AuthRow>(sql`select ${columns} from ${pspAuthorizations} where id = ${id} ${lock ? sql`for update` : sql``}`))[0];

async function byKey(statements: Statements, key: string): Promise<Authorization | null> {
  const [row] = await statements.rows<AuthRow>(sql`select ${columns} from ${pspAuthorizations} where idempotency_key = ${key}`);
  return row ? toAuthorization(row) : null;
}

/** Why a capture, void or refund of `amountCents` on this authorisation is refused; null when it is not. */
function refusalOf(kind: MoneyKind, a: AuthRow, amountCents: number): string | null {
  if (kind === 'refund') return amountCents > Number(a.capturedCents) - Number(a.refundedCents) ? 'Refund exceeds what was captured' : null;
  if (a.status === 'expired') return PAYMENT_TEXTS.authorizationExpired;
  if (a.status !== 'authorized') return `The authorisation is ${a.status}`;
  if (amountCents > Number(a.amountCents) - Number(a.capturedCents) - Number(a.voidedCents))
    return 'Amount exceeds what is left of the authorisation';
  if (kind === 'capture' && a.outcome === 'capture_fails') return DECLINE_MESSAGES.declined;
  return null;
}

/**
 * Moves captured, voided or refunded money once per key (a retry answers as the first did); a
 * finished authorisation reads captured or voided.
 */
async function move(
  statements: Statements,
  now: Now,
  kind: MoneyKind,
  authorizationId: string,
  amountCents: number,
  key: string,
): Promise<MoneyResult | null> {
  return statements.transaction(async (tx) => {
    await tx.rows(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [done] = await tx.rows<{ ok: boolean; message: string | null }>(
      sql`select ok, message from ${pspOperations} where idempotency_key = ${key}`,
    );
    if (done) return done.ok ? { ok: true } : { ok: false, message: done.message ?? DECLINE_MESSAGES.declined };
    const a = await byId(tx, authorizationId, true);
    if (!a) return null;
    const refusal = refusalOf(kind, a, amountCents);
    if (refusal === null) {
      const column = kind === 'capture' ? sql`captured_cents` : kind === 'void' ? sql`voided_cents` : sql`refunded_cents`;
      await tx.rows(sql`
        update ${pspAuthorizations} set ${column} = ${column} + ${amountCents},
          status = case when ${kind} <> 'refund' and amount_cents = captured_cents + voided_cents + ${kind === 'refund' ? 0 : amountCents}
                        then (case when captured_cents + ${kind === 'capture' ? amountCents : 0} > 0 then 'captured' else 'voided' end)
                        else status end
        where id = ${authorizationId}`);
    }
    await tx.rows(sql`insert into ${pspOperations} (idempotency_key, authorization_id, kind, amount_cents, ok, message)
      values (${key}, ${authorizationId}, ${kind}, ${amountCents}, ${refusal === null}, ${refusal})`);
    await tx.rows(eventRow(now, authorizationId, `${kind}.${refusal === null ? 'succeeded' : 'failed'}`));
    return refusal === null ? { ok: true } : { ok: false, message: refusal };
  });
}

interface AuthorizeInput {
  key: string;
  token: string;
  amountCents: number;
  paymentId: string;
  returnUrl: string;
}

/**
 * Null: the token is unknown or already used (and the key new). One statement: the token spent,
 * the authorisation and its event written together, the key's unique index making a retry (or the
 * same key sent twice at once) find the first one's authorisation.
 */
async function authorize(statements: Statements, now: Now, input: AuthorizeInput): Promise<Authorization | null> {
  const at = now();
  const declines = Object.entries(DECLINES).map(([outcome, message]) => sql`when ${outcome} then ${message}::text`);
  const [made] = await statements.rows<AuthRow>(
    sql`
    with t as (
      update ${pspTokens} set used_at = now()
      where id = ${input.token} and used_at is null
        and not exists (select 1 from ${pspAuthorizations} where idempotency_key = ${input.key})
      returning outcome, case outcome ${sql.join(declines, sql` `)} end as decline
    ),
    a as (
      insert into ${pspAuthorizations} (id, idempotency_key, amount_cents, status, outcome, message, metadata, return_url, created_at, expires_at)
      select ${newId('auth')}::text, ${input.key}::text, ${input.amountCents}::bigint,
        case when t.decline is not null then 'failed' when t.outcome = 'requires_action' then 'requires_action' else 'authorized' end,
        t.outcome, t.decline, ${JSON.stringify({ paymentId: input.paymentId })}::jsonb, ${input.returnUrl}::text,
        ${at.toISOString()}::timestamptz, ${new Date(at.getTime() + AUTHORIZATION_DAYS * 86_400_000).toISOString()}::timestamptz
      from t
      on conflict (idempotency_key) do nothing
      returning ${columns}
    ),
    e as (
      insert into ${pspEvents} (id, authorization_id, type, created_at)
      select ${newId('evt')}::text, a.id, case when a.status = 'failed' then 'authorization.failed' else 'authorization.succeeded' end,
        ${at.toISOString()}::timestamptz
      from a where a.status <> 'requires_action'
    )
    select * from a`,
    'psp_authorize',
  );
  if (made) return toAuthorization(made);
  // The key was used before (a retry): its authorisation; otherwise the token was unknown or spent.
  return byKey(statements, input.key);
}

/** The buyer's answer on the 3-D Secure page; a second answer changes nothing. */
async function answerChallenge(statements: Statements, now: Now, id: string, approve: boolean): Promise<AuthRow | null> {
  return statements.transaction(async (tx) => {
    const [row] = await tx.rows<AuthRow>(sql`
      update ${pspAuthorizations} set status = ${approve ? 'authorized' : 'failed'}, message = ${approve ? null : PAYMENT_TEXTS.challengeFailed}
      where id = ${id} and status = 'requires_action' returning ${columns}`);
    if (row) await tx.rows(eventRow(now, id, approve ? 'authorization.succeeded' : 'authorization.failed'));
    return row ?? (await byId(tx, id)) ?? null;
  });
}

/** A payout to a vendor's bank: one transfer per key, the same id answered again. */
async function transfer(statements: Statements, now: Now, key: string, amountCents: number, destination: string): Promise<string> {
  await statements.rows(sql`
    insert into ${pspTransfers} (id, idempotency_key, amount_cents, destination, created_at)
    values (${newId('tr')}, ${key}, ${amountCents}, ${destination}, ${now().toISOString()}::timestamptz)
    on conflict (idempotency_key) do nothing`);
  const [row] = await statements.rows<{ id: string }>(sql`select id from ${pspTransfers} where idempotency_key = ${key}`);
  if (!row) throw new Error('the transfer was not written');
  return row.id;
}

/** Expires what is still authorised past its time (what is left of it is voided). */
async function expireDue(statements: Statements, now: Now): Promise<number> {
  return statements.transaction(async (tx) => {
    const expired = await tx.rows<{ id: string }>(sql`
      update ${pspAuthorizations} set status = 'expired'
      where status in ('authorized', 'requires_action') and expires_at <= ${now().toISOString()}::timestamptz returning id`);
    for (const { id } of expired) await tx.rows(eventRow(now, id, 'authorization.expired'));
    return expired.length;
  });
}

/** The sandbox's own bookkeeping: tokens, authorisations, captures, voids, refunds, transfers, events. */
export function sandboxStore(statements: Statements, now: Now) {
  return {
    async createToken(card: CardFacts): Promise<string> {
      const id = newId('tok');
      await statements.rows(
        sql`insert into ${pspTokens} (id, outcome, last4, brand) values (${id}, ${card.outcome}, ${card.last4}, ${card.brand})`,
        'psp_token',
      );
      return id;
    },
    authorize: (input: AuthorizeInput) => authorize(statements, now, input),
    async retrieve(id: string): Promise<Authorization | null> {
      const row = await byId(statements, id);
      return row ? toAuthorization(row) : null;
    },
    findByKey: (key: string) => byKey(statements, key),
    /** The challenge's row while it waits, for the 3-D Secure page. */
    async challenge(id: string): Promise<{ amountCents: number; returnUrl: string | null; status: AuthorizationStatus } | null> {
      const row = await byId(statements, id);
      return row ? { amountCents: Number(row.amountCents), returnUrl: row.returnUrl, status: row.status } : null;
    },
    answerChallenge: (id: string, approve: boolean) => answerChallenge(statements, now, id, approve),
    capture: (id: string, amountCents: number, key: string) => move(statements, now, 'capture', id, amountCents, key),
    void: (id: string, amountCents: number, key: string) => move(statements, now, 'void', id, amountCents, key),
    refund: (id: string, amountCents: number, key: string) => move(statements, now, 'refund', id, amountCents, key),
    transfer: (key: string, amountCents: number, destination: string) => transfer(statements, now, key, amountCents, destination),
    expireDue: () => expireDue(statements, now),
  };
}

export type SandboxStore = ReturnType<typeof sandboxStore>;
