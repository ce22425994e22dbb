import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import { OPEN_PAYMENT } from '../../domain/money/move-payment.js';
import type { PaymentEvent } from '../provider.js';
import { type CheckoutHandles, unknownAs } from './handles.js';
import type { PaymentRow } from './payment-row.js';
import { settle } from './settle.js';

interface Received {
  fresh: boolean;
  id: string | null;
  status: PaymentRow['status'] | null;
  held: boolean;
}

type EventOutcome = 'settled' | 'unchanged' | 'duplicate';

/**
 * One statement for a delivery's events (each of a different payment): each kept (each id
 * handled once), its payment's state read, and whether another transaction holds the payment's
 * row right now (the buyer's own call placing it). Its commit does not wait for the disk: all it
 * writes is the events' ids; whatever an event then settles commits durably on its own, flushing
 * the ids with it, and an id lost to a crash when it settled nothing loses nothing (decision 166).
 */
async function receive(h: CheckoutHandles, events: PaymentEvent[]): Promise<Received[]> {
  const given = JSON.stringify(events.map((e, n) => ({ n, event_id: e.id, payment_id: e.paymentId, type: e.type })));
  const rows = await h.statements.rows<Received & { n: number }>(
    sql`
      with lazy as (select set_config('synchronous_commit', 'off', true) as off),
      ev as materialized (select * from json_to_recordset(${given}::json) as ev(n int, event_id text, payment_id text, type text)),
      e as (
        insert into payment_events (provider, event_id, payment_id, type)
        select ${h.provider.name}::text, ev.event_id, ev.payment_id, ev.type from ev, lazy
        on conflict do nothing returning event_id
      ),
      unheld as (select id from ${payments} where id = any(array(select payment_id from ev)) and status in ${OPEN_PAYMENT} for update skip locked)
      select ev.n, ev.event_id in (select event_id from e) as fresh, p.id, p.status,
        coalesce(p.status in ${OPEN_PAYMENT} and p.id not in (select id from unheld), false) as held
      -- Each event's payment by its key (offset 0 keeps it a lookup per event, whatever the table's size).
      from ev left join lateral (select id, status from ${payments} where id = ev.payment_id offset 0) p on true
      order by ev.n`,
    'payment_webhook',
  );
  const byN: Received[] = [];
  for (const { n, ...row } of rows) byN[n] = row;
  return byN;
}

/** One event as `receive` found it. */
async function onEvent(h: CheckoutHandles, event: PaymentEvent, seen: Received | undefined): Promise<EventOutcome> {
  if (!seen?.fresh) return 'duplicate';
  // Placed orders' money moves by the shop's own calls (capture, void, refund); of the
  // provider's news only an expiry still changes them.
  if (!seen.id || !seen.status || (seen.status === 'placed' && !event.type.endsWith('.expired'))) return 'unchanged';
  // The provider's truth: as the event carries it (the sandbox's do), else asked for; one it does not know changes nothing.
  const auth = event.authorization ?? (await h.provider.retrieve(event.authorizationId).catch(unknownAs(null)));
  if (!auth) return 'unchanged';
  // The buyer's own call is placing it right now (it holds the row, or this instance is
  // between its authorisation and its claim): that one answers, this one need not wait nor race
  // it (decisions 186, 195); should it die midway, the reconciliation job finds the row open again.
  if ((auth.status === 'authorized' || auth.status === 'captured') && (seen.held || h.inHand.has(seen.id))) return 'unchanged';
  await settle(h, { id: seen.id, status: seen.status }, auth, false);
  return 'settled';
}

/** Splits events into waves, one event per payment each: a later event of a payment reads what the earlier one settled. */
function firstOfEachPayment(events: PaymentEvent[]): { wave: PaymentEvent[]; later: PaymentEvent[] } {
  const paying = new Set<string>();
  const wave: PaymentEvent[] = [];
  const later: PaymentEvent[] = [];
  for (const e of events) {
    if (e.paymentId !== null && paying.has(e.paymentId)) later.push(e);
    else {
      if (e.paymentId !== null) paying.add(e.paymentId);
      wave.push(e);
    }
  }
  return { wave, later };
}

/**
 * A verified delivery's events (one, or a batch): the provider's truth about each payment,
 * settled once per event id, in the order sent. 'settled' when one may have changed orders or
 * stock; 'unchanged' when none did; 'duplicate' when every one was handled before. `error`: an
 * event could not be handled (it is left for the provider's redelivery; the others stand).
 */
export async function receiveWebhooks(h: CheckoutHandles, events: PaymentEvent[]): Promise<{ outcome: EventOutcome; error?: unknown }> {
  // An id repeated within one delivery is the same event: the first stands.
  const once = new Map<string, PaymentEvent>();
  for (const e of events) if (!once.has(e.id)) once.set(e.id, e);
  let rest = [...once.values()];
  let settled = false;
  let fresh = false;
  const failed: { event: PaymentEvent; err: unknown }[] = [];
  while (rest.length > 0) {
    const { wave, later } = firstOfEachPayment(rest);
    const seen = await receive(h, wave);
    for (const [i, event] of wave.entries()) {
      try {
        const outcome = await onEvent(h, event, seen[i]);
        fresh ||= outcome !== 'duplicate';
        settled ||= outcome === 'settled';
      } catch (err) {
        failed.push({ event, err });
      }
    }
    // A payment whose event failed takes no later one now: the provider sends them again, in order.
    const stuck = new Set(failed.map((f) => f.event.paymentId));
    rest = later.filter((e) => !stuck.has(e.paymentId));
  }
  if (failed[0]) {
    // Not handled, so not kept as handled: the redelivery (the whole delivery, as it failed) handles them then.
    await h.statements.rows(
      sql`delete from payment_events where provider = ${h.provider.name} and event_id in (select jsonb_array_elements_text(${JSON.stringify(failed.map((f) => f.event.id))}::jsonb))`,
    );
  }
  return { outcome: settled ? 'settled' : fresh ? 'unchanged' : 'duplicate', error: failed[0]?.err };
}
