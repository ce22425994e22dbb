import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  type BuyerPayment,
  type CheckoutPayment,
  type CheckoutShippingAddress,
  fromCents,
  PAYMENT_TEXTS,
  type PlacedPayment,
  TAX_RATE_PERCENT,
  taxCents,
  toCents,
} from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { cartItems, orders, payments, products, productVariants, users } from '../db/schema.js';
import type { Statements } from '../db/statements.js';
import { shortMessage } from '../domain/cart/cart.js';
import { cartVersion, cartVersionSql } from '../domain/cart/cart-version.js';
import { AppError, conflict, invalidInput, notFound, unavailable } from '../domain/errors.js';
import {
  CART_CHANGED,
  type OpenedCart,
  type PlaceOptions,
  type PlacedOrder,
  PRICES_CHANGED,
  placeCardOrdersAtOnce,
  placeOrders,
  placeOrdersIn,
} from '../domain/orders/place-orders.js';
import { type Authorization, type PaymentEvent, type PaymentProvider, ProviderRefused, ProviderUnavailable } from './provider.js';

/** A checkout's payment row as the shop keeps it (no card data, DESIGN §12). */
export interface PaymentRow {
  id: string;
  buyerId: number;
  method: 'card' | 'on_delivery';
  status: 'authorizing' | 'requires_action' | 'authorized' | 'placed' | 'failed' | 'releasing' | 'released' | 'expired';
  amountCents: number;
  providerRef: string | null;
  redirectUrl: string | null;
  message: string | null;
  cartVersion: string | null;
  shipLine1: string | null;
  shipCity: string | null;
  shipPostalCode: string | null;
  shipCountry: string | null;
  orderIds: number[];
}

const rowColumns = sql`p.id, p.buyer_id as "buyerId", p.method, p.status, p.amount_cents::int8 as "amountCents", p.provider_ref as "providerRef",
  p.redirect_url as "redirectUrl", p.message, p.cart_version as "cartVersion", p.ship_line1 as "shipLine1", p.ship_city as "shipCity",
  p.ship_postal_code as "shipPostalCode", p.ship_country as "shipCountry"`;
const columns = sql`${rowColumns},
  coalesce((select json_agg(o.id order by o.id) from ${orders} o where o.payment_id = p.id), '[]'::json) as "orderIds"`;

/** A cart line as a card checkout prices it before authorising. */
interface ChargedLine {
  cartId: number;
  productId: number;
  variantId: number;
  quantity: number;
  name: string;
  size: string | null;
  colour: string | null;
  priceCents: number;
  vendorId: number;
  stock: number;
  available: boolean;
}

/** Statuses from which the payment may still become orders. */
const OPEN = sql`('authorizing', 'requires_action', 'authorized')`;

/** A payment's row as its claim returns it. */
type Claimed = Omit<PaymentRow, 'orderIds'>;

/** The payment's id while it is open and no other transaction holds it; null otherwise. */
const skipLocked = (id: string) => sql`(select id from ${payments} where id = ${id} and status in ${OPEN} for update skip locked)`;

const newPaymentId = () => `pay_${randomBytes(12).toString('base64url')}`;

/** What a checkout call answers (the route turns it into 201 / 202 / 402 / 409). */
export type CheckoutOutcome =
  | { kind: 'placed'; orderIds: number[]; payment: PlacedPayment; placed: PlacedOrder[] }
  | { kind: 'requires_action'; paymentId: string; redirectUrl: string }
  | { kind: 'declined'; paymentId: string; message: string }
  | { kind: 'released'; paymentId: string; message: string };

export interface CheckoutRequest {
  payment?: CheckoutPayment;
  shippingAddress?: CheckoutShippingAddress;
  expectedTotal?: number;
  cartVersions?: readonly string[];
  idempotencyKey?: string;
  /** PAY_ON_DELIVERY_LIMIT in cents (security review 2, F4); card payments are not limited. */
  payOnDeliveryLimitCents?: number;
}

export interface PaymentsOptions {
  statements: Statements;
  provider: PaymentProvider;
  payOnDelivery: boolean;
  /** Tells vendors (and the buyer's other tabs) of orders placed outside the checkout call. */
  onPlaced: (placed: PlacedOrder[]) => Promise<void>;
  log: (msg: string, err?: unknown) => void;
  /** Cancels the orders of a placed payment whose authorisation expired before they shipped. */
  onExpired?: (paymentId: string) => Promise<void>;
}

/**
 * The payment step (DESIGN §12). A card is authorised with no transaction open; its orders are
 * then written by `complete`, the one idempotent step that the checkout call, the buyer's
 * confirmation, the provider's webhook and the reconciliation job all reach: it claims the
 * payment's row, so whichever comes first places the orders and the others find them placed.
 */
export function createPayments(opts: PaymentsOptions) {
  const { statements, provider } = opts;
  /**
   * Card payments this instance's buyer calls are authorising and placing right now: a webhook
   * for one of them leaves it to that call instead of racing it for the row (decision 195).
   */
  const inHand = new Set<string>();

  const byId = async (id: string): Promise<PaymentRow | undefined> =>
    (await statements.rows<PaymentRow>(sql`select ${columns} from ${payments} p where p.id = ${id}`))[0];
  const byKey = async (buyerId: number, key: string): Promise<PaymentRow | undefined> =>
    (
      await statements.rows<PaymentRow>(
        sql`select ${columns} from ${payments} p where p.buyer_id = ${buyerId} and p.idempotency_key = ${key}`,
      )
    )[0];

  const placedPayment = (p: PaymentRow): PlacedPayment => ({
    paymentId: p.id,
    method: p.method,
    status: p.method === 'card' ? 'authorized' : 'due_on_delivery',
    amount: fromCents(Number(p.amountCents)),
  });

  /** The answer a payment's row stands for now. */
  function outcomeOf(p: PaymentRow, placed: PlacedOrder[] = []): CheckoutOutcome | null {
    if (p.status === 'placed') return { kind: 'placed', orderIds: p.orderIds, payment: placedPayment(p), placed };
    if (p.status === 'requires_action' && p.redirectUrl) return { kind: 'requires_action', paymentId: p.id, redirectUrl: p.redirectUrl };
    if (p.status === 'failed') return { kind: 'declined', paymentId: p.id, message: p.message ?? PAYMENT_TEXTS.challengeFailed };
    if (p.status === 'released' || p.status === 'expired' || p.status === 'releasing')
      return { kind: 'released', paymentId: p.id, message: p.message ?? API_MESSAGES.stockChanged };
    return null;
  }

  /** Releases a card's authorisation that will never become orders, once. */
  async function releaseUnplaced(id: string, message: string, ref: string | null = null): Promise<void> {
    // The provider's id is kept with the claim, so the release (and a retry after a crash) finds it.
    const [claimed] = await statements.rows<{ id: string }>(sql`
      update ${payments} set status = 'releasing', message = ${message}, provider_ref = coalesce(provider_ref, ${ref}), updated_at = now()
      where id = ${id} and status in ${OPEN} returning id`);
    if (!claimed) return;
    await releaseClaimed(id);
  }
  async function releaseClaimed(id: string): Promise<void> {
    const p = await byId(id);
    if (p?.status !== 'releasing') return;
    // The authorisation the key made, should its id not have been kept.
    const ref = p.providerRef ?? (await provider.findByKey(p.id))?.id;
    if (ref) {
      const result = await provider.release(ref, Number(p.amountCents), `release:${p.id}`);
      if (!result.ok) opts.log(`payment ${p.id}: release refused: ${result.message}`);
    }
    await statements.rows(sql`update ${payments} set status = 'released', updated_at = now() where id = ${p.id} and status = 'releasing'`);
  }

  /** What checkout checks a card payment's orders against: its amount, its cart, its address. */
  const placing = (p: Claimed): PlaceOptions => ({
    expectedTotalCents: Number(p.amountCents),
    cartVersions: p.cartVersion ? [p.cartVersion] : undefined,
    shippingAddress: p.shipLine1
      ? { addressLine1: p.shipLine1, city: p.shipCity ?? '', postalCode: p.shipPostalCode ?? '', country: p.shipCountry ?? '' }
      : undefined,
    payment: { id: p.id, method: 'card', status: 'authorized' },
  });

  /**
   * The one step that turns an authorised card into orders: claims the row (a second caller waits,
   * then finds it placed), writes the orders as checkout does, checking stock and the amount again.
   * A cart that can no longer be ordered releases the authorisation. `wait` false (the webhook, the
   * reconciliation job): a row another transaction holds is skipped, and nothing is read back.
   * `known`, the row as the buyer's own call has it: the claim goes in checkout's locking read, a
   * round trip fewer while the order's locks are held (decision 195).
   */
  async function complete(paymentId: string, auth: Authorization, wait: boolean, known?: PaymentRow): Promise<PaymentRow | undefined> {
    let placed: PlacedOrder[] = [];
    let claimed: Claimed | undefined;
    let refusal: AppError | undefined;
    try {
      [placed, claimed] = await statements.transaction(async (tx): Promise<[PlacedOrder[], Claimed | undefined]> => {
        // A caller that need not answer the buyer (the webhook, the reconciliation job) skips a row
        // another caller holds: that one places the orders or releases the money, and should it die
        // midway its transaction rolls back and the reconciliation job finds the row open again.
        // The claim writes 'placed' at once: should the orders not be written, the transaction rolls it back.
        if (wait && known) {
          const claim = sql`update ${payments} p set status = 'placed', provider_ref = coalesce(p.provider_ref, ${auth.id}), updated_at = now()
            where p.id = ${paymentId} and p.status in ${OPEN} returning p.buyer_id`;
          const made = await placeOrdersIn(tx, known.buyerId, { ...placing(known), claim });
          return made.length > 0 ? [made, { ...known, status: 'placed' }] : [[], undefined];
        }
        const [p] = await tx.rows<Claimed>(sql`
          update ${payments} p set status = 'placed', provider_ref = coalesce(p.provider_ref, ${auth.id}), updated_at = now()
          where p.id = ${wait ? paymentId : skipLocked(paymentId)}
            and p.status in ${OPEN}
          returning ${rowColumns}`);
        if (!p) return [[], undefined];
        return [await placeOrdersIn(tx, p.buyerId, placing(p)), p];
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refusal = err;
    }
    if (placed.length > 0 && claimed) return announced(claimed, auth, placed);
    if (refusal) {
      await releaseUnplaced(paymentId, refusal.message, auth.id);
      return wait ? byId(paymentId) : undefined;
    }
    if (!wait) return undefined;
    const p = await byId(paymentId);
    // Another caller is releasing it: answer once the release is done (the same key releases once).
    if (p?.status === 'releasing') {
      await releaseClaimed(p.id);
      return byId(paymentId);
    }
    return p;
  }

  /**
   * Brings a payment in line with what the provider says of it; the same step for every caller.
   * `wait` false (the webhook, the reconciliation job): nothing is read back (undefined).
   */
  async function settle(p: Pick<PaymentRow, 'id' | 'status'>, auth: Authorization, wait = true): Promise<PaymentRow | undefined> {
    // Every write below keeps the provider's id with its own change (the claim, the release's claim,
    // the challenge, the decline); a crash before any of them leaves `findByKey` to find it.
    switch (auth.status) {
      case 'authorized':
      case 'captured':
        if (p.status !== 'releasing') return complete(p.id, auth, wait, 'buyerId' in p ? (p as PaymentRow) : undefined);
        await releaseClaimed(p.id);
        break;
      case 'requires_action':
        await statements.rows(sql`
          update ${payments} set status = 'requires_action', provider_ref = ${auth.id}, redirect_url = ${auth.redirectUrl}, updated_at = now()
          where id = ${p.id} and status = 'authorizing'`);
        break;
      case 'failed':
        await statements.rows(sql`
          update ${payments} set status = 'failed', provider_ref = ${auth.id}, message = ${auth.message}, updated_at = now()
          where id = ${p.id} and status in ${OPEN}`);
        break;
      case 'released':
      case 'expired':
        // Placed orders whose authorisation ran out are cancelled (money/expiry); otherwise it simply ends.
        if (p.status === 'placed' && auth.status === 'expired') await opts.onExpired?.(p.id);
        await statements.rows(sql`
          update ${payments} set status = ${auth.status === 'expired' ? 'expired' : 'released'}, message = coalesce(message, ${PAYMENT_TEXTS.authorizationExpired}), updated_at = now()
          where id = ${p.id} and status in ('authorizing', 'requires_action', 'authorized', 'releasing')`);
        break;
    }
    return wait ? byId(p.id) : undefined;
  }

  /** Reads the provider's truth about a payment and settles it; a payment it never saw has failed. */
  async function sync(p: PaymentRow, wait = true): Promise<PaymentRow | undefined> {
    const auth = p.providerRef ? await provider.retrieve(p.providerRef) : await provider.findByKey(p.id);
    if (!auth) {
      await statements.rows(
        sql`update ${payments} set status = 'failed', message = ${PAYMENT_TEXTS.providerUnavailable}, updated_at = now() where id = ${p.id} and status = 'authorizing'`,
      );
      return wait ? byId(p.id) : undefined;
    }
    return settle(p, auth, wait);
  }

  /**
   * Opens a card payment for what the cart would be charged now, checked as checkout checks it
   * before any money moves: one statement reads the lines the cart shows (getCart's), prices them
   * and inserts the payment, `authorizing`, with the cart's version, unless a check fails or the
   * Idempotency-Key was used (decision 196). The checks run again here on the lines it read, for
   * the buyer's message; the amount is checked against the statement's own.
   */
  async function openCardPayment(
    id: string,
    buyerId: number,
    req: CheckoutRequest,
  ): Promise<{ opened: boolean; amountCents: number; cart: OpenedCart }> {
    const ship = req.shippingAddress;
    const amount = (subtotal: SQL) => sql`(${subtotal} + round(${subtotal} * ${TAX_RATE_PERCENT}::numeric / 100)::bigint)`;
    const rows = await statements.rows<ChargedLine & { opened: string | null }>(
      sql`with cart as (
          select c.id as "cartId", c.product_id as "productId", c.variant_id as "variantId", c.quantity, p.name, v.size, v.colour,
            coalesce(v.price_cents, p.base_price_cents) as "priceCents", p.vendor_id as "vendorId", v.stock, (p.listed and v.deleted_at is null) as available
          from ${cartItems} c
          join ${productVariants} v on v.id = c.variant_id
          join ${products} p on p.id = c.product_id
          join ${users} u on u.id = p.vendor_id
          where c.buyer_id = ${buyerId}
        ),
        charge as (
          select coalesce(sum("priceCents"::bigint * quantity) filter (where available), 0)::bigint as subtotal,
            ${cartVersionSql(sql`cart`)} as version,
            coalesce(bool_or(available), false) as live,
            coalesce(bool_and(quantity <= stock) filter (where available), true) as stocked
          from cart
        ),
        opened as (
          insert into ${payments} (id, buyer_id, idempotency_key, method, status, amount_cents, provider, cart_version, ship_line1, ship_city, ship_postal_code, ship_country)
          select ${id}, ${buyerId}::int, ${req.idempotencyKey ?? id}, 'card', 'authorizing', ${amount(sql`ch.subtotal`)}, ${provider.name}, ch.version,
            ${ship?.addressLine1 ?? null}::text, ${ship?.city ?? null}::text, ${ship?.postalCode ?? null}::text, ${ship?.country ?? null}::text
          from charge ch
          where ch.live and ch.stocked
            ${req.expectedTotal === undefined ? sql`` : sql`and ${amount(sql`ch.subtotal`)} = ${toCents(req.expectedTotal)}::bigint`}
            ${
              req.cartVersions
                ? sql`and ch.version in (${sql.join(
                    req.cartVersions.map((v) => sql`${v}::text`),
                    sql`, `,
                  )})`
                : sql``
            }
          on conflict (buyer_id, idempotency_key) do nothing
          returning amount_cents::text
        )
      select cart.*, (select amount_cents from opened) as opened
      from (select 1) one left join cart on true
      order by cart."cartId"`,
      'payment_open',
    );
    const cart = rows.filter((l) => l.cartId !== null);
    const version = cartVersion(cart);
    if (req.cartVersions && !req.cartVersions.includes(version)) throw conflict(API_MESSAGES.cartChanged, CART_CHANGED);
    const live = cart.filter((l) => l.available);
    if (live.length === 0) throw invalidInput(API_MESSAGES.emptyCart);
    const subtotal = live.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const amountCents = subtotal + taxCents(subtotal);
    if (req.expectedTotal !== undefined && toCents(req.expectedTotal) !== amountCents)
      throw conflict(API_MESSAGES.pricesChanged, PRICES_CHANGED);
    for (const l of live) {
      if (l.quantity > l.stock) throw conflict(shortMessage(l.name, l.size, l.colour, l.stock));
    }
    const opened = rows[0]?.opened ?? null;
    if (opened !== null && Number(opened) !== amountCents)
      throw new Error(`card payment ${id} opened for ${opened} cents, priced at ${amountCents}`);
    const lines = cart.map((l) => ({ ...l, deleted: !l.available }));
    return { opened: opened !== null, amountCents, cart: { lines, version } };
  }

  async function payOnDelivery(buyerId: number, req: CheckoutRequest): Promise<CheckoutOutcome> {
    const id = newPaymentId();
    try {
      const placed = await placeOrders(statements, buyerId, {
        expectedTotal: req.expectedTotal,
        cartVersions: req.cartVersions,
        shippingAddress: req.shippingAddress,
        payOnDeliveryLimitCents: req.payOnDeliveryLimitCents,
        payment: {
          id,
          method: 'on_delivery',
          status: 'due_on_delivery',
          insert: { idempotencyKey: req.idempotencyKey ?? id, provider: 'none' },
        },
      });
      // The payment as the checkout wrote it, its amount what its orders come to: no need to read it back.
      const amount = fromCents(placed.reduce((sum, o) => sum + (o.totalCents ?? 0), 0));
      const payment: PlacedPayment = { paymentId: id, method: 'on_delivery', status: 'due_on_delivery', amount };
      return { kind: 'placed', orderIds: placed.map((o) => o.id), payment, placed };
    } catch (err) {
      // The same key sent twice at once: the other call placed it.
      const again = req.idempotencyKey ? await byKey(buyerId, req.idempotencyKey) : undefined;
      const answer = again && outcomeOf(again);
      if (answer) return answer;
      throw err;
    }
  }

  async function payByCard(buyerId: number, token: string, req: CheckoutRequest): Promise<CheckoutOutcome> {
    const id = newPaymentId();
    const { opened, amountCents, cart } = await openCardPayment(id, buyerId, req);
    // Every check passed and nothing was opened: the Idempotency-Key was used.
    if (!opened) return replay(buyerId, req.idempotencyKey ?? id);
    inHand.add(id);
    try {
      return await authorizeAndPlace(id, buyerId, token, amountCents, cart, req);
    } finally {
      inHand.delete(id);
    }
  }

  async function authorizeAndPlace(
    id: string,
    buyerId: number,
    token: string,
    amountCents: number,
    cart: OpenedCart,
    req: CheckoutRequest,
  ): Promise<CheckoutOutcome> {
    const ship = req.shippingAddress;
    let auth: Authorization;
    try {
      // No transaction is open here: the provider may take its time.
      auth = await provider.authorize({
        amountCents,
        token,
        idempotencyKey: id,
        paymentId: id,
        returnUrl: `/buyer/checkout/return?paymentId=${id}`,
      });
    } catch (err) {
      if (err instanceof ProviderRefused) {
        await statements.rows(
          sql`update ${payments} set status = 'failed', message = ${err.message}, updated_at = now() where id = ${id} and status = 'authorizing'`,
        );
        throw invalidInput(err.message);
      }
      // Unknown whether the provider has it: the row stays authorizing and the reconciliation job asks it by key.
      if (err instanceof ProviderUnavailable) throw unavailable(PAYMENT_TEXTS.providerUnavailable);
      throw err;
    }
    // The row as inserted above: no need to read it back.
    const p: PaymentRow = {
      id,
      buyerId,
      method: 'card',
      status: 'authorizing',
      amountCents,
      providerRef: null,
      redirectUrl: null,
      message: null,
      cartVersion: cart.version,
      shipLine1: ship?.addressLine1 ?? null,
      shipCity: ship?.city ?? null,
      shipPostalCode: ship?.postalCode ?? null,
      shipCountry: ship?.country ?? null,
      orderIds: [],
    };
    // Authorised: the orders in one statement, from the cart the payment was opened for; should
    // anything have changed since, the long way below says what (decision 197).
    const placed = auth.status === 'authorized' ? await placeAtOnce(p, auth, cart) : undefined;
    return answer(placed ?? (await settle(p, auth)));
  }

  /** The buyer's own call right after its authorisation: the orders in one statement, or undefined to go the long way. */
  async function placeAtOnce(p: PaymentRow, auth: Authorization, cart: OpenedCart): Promise<PaymentRow | undefined> {
    const placed = await placeCardOrdersAtOnce(statements, p.buyerId, cart, {
      paymentId: p.id,
      providerRef: auth.id,
      open: OPEN,
      amountCents: Number(p.amountCents),
      shippingAddress: placing(p).shippingAddress,
    });
    return placed && announced({ ...p, status: 'placed' }, auth, placed);
  }

  /** Orders just placed for a payment: announced, and the payment's row as the write left it (no need to read it again). */
  function announced(p: PaymentRow | Claimed, auth: Authorization, placed: PlacedOrder[]): PaymentRow {
    // Not waited for, as checkout's (routes/buyer/account.ts): it leaves with the write's forget.
    void opts.onPlaced(placed).catch((err) => opts.log('announcing placed orders failed', err));
    return { ...p, amountCents: Number(p.amountCents), providerRef: p.providerRef ?? auth.id, orderIds: placed.map((o) => o.id) };
  }

  function answer(p: PaymentRow | undefined): CheckoutOutcome {
    const out = p && outcomeOf(p);
    if (!out) throw unavailable(PAYMENT_TEXTS.providerUnavailable);
    return out;
  }

  /** The same Idempotency-Key again: the first call's answer, driven on if it was left midway. */
  async function replay(buyerId: number, key: string): Promise<CheckoutOutcome> {
    let p = await byKey(buyerId, key);
    if (p && !outcomeOf(p) && p.method === 'card') p = await sync(p).catch(() => p);
    return answer(p);
  }

  interface Received {
    fresh: boolean;
    id: string | null;
    status: PaymentRow['status'] | null;
    held: boolean;
  }

  /**
   * One statement for a delivery's events (each of a different payment): each kept (each id
   * handled once), its payment's state read, and whether another transaction holds the payment's
   * row right now (the buyer's own call placing it). Its commit does not wait for the disk: all it
   * writes is the events' ids; whatever an event then settles commits durably on its own, flushing
   * the ids with it, and an id lost to a crash when it settled nothing loses nothing (decision 166).
   */
  async function receive(events: PaymentEvent[]): Promise<Received[]> {
    const given = JSON.stringify(events.map((e, n) => ({ n, event_id: e.id, payment_id: e.paymentId, type: e.type })));
    const rows = await statements.rows<Received & { n: number }>(
      sql`
      with lazy as (select set_config('synchronous_commit', 'off', true) as off),
      ev as materialized (select * from json_to_recordset(${given}::json) as ev(n int, event_id text, payment_id text, type text)),
      e as (
        insert into payment_events (provider, event_id, payment_id, type)
        select ${provider.name}::text, ev.event_id, ev.payment_id, ev.type from ev, lazy
        on conflict do nothing returning event_id
      ),
      unheld as (select id from ${payments} where id = any(array(select payment_id from ev)) and status in ${OPEN} for update skip locked)
      select ev.n, ev.event_id in (select event_id from e) as fresh, p.id, p.status,
        coalesce(p.status in ${OPEN} and p.id not in (select id from unheld), false) as held
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
  async function onEvent(event: PaymentEvent, seen: Received | undefined): Promise<'settled' | 'unchanged' | 'duplicate'> {
    if (!seen?.fresh) return 'duplicate';
    // Placed orders' money moves by the shop's own calls (capture, release, refund); of the
    // provider's news only an expiry still changes them.
    if (!seen.id || !seen.status || (seen.status === 'placed' && !event.type.endsWith('.expired'))) return 'unchanged';
    // The provider's truth: as the event carries it (the sandbox's do), else asked for; one it does not know changes nothing.
    const auth = event.authorization ?? (await provider.retrieve(event.authorizationId).catch(unknownAs(null)));
    if (!auth) return 'unchanged';
    // The buyer's own call is placing it right now (it holds the row, or this instance is
    // between its authorisation and its claim): that one answers, this one need not wait nor race
    // it (decisions 186, 195); should it die midway, the reconciliation job finds the row open again.
    if ((auth.status === 'authorized' || auth.status === 'captured') && (seen.held || inHand.has(seen.id))) return 'unchanged';
    await settle({ id: seen.id, status: seen.status }, auth, false);
    return 'settled';
  }

  return {
    provider,
    /** `POST /api/buyer/cart/checkout` with its payment (DESIGN §12). */
    async checkout(buyerId: number, req: CheckoutRequest): Promise<CheckoutOutcome> {
      if (req.idempotencyKey) {
        const before = await byKey(buyerId, req.idempotencyKey);
        if (before) return replay(buyerId, req.idempotencyKey);
      }
      const payment = req.payment ?? (opts.payOnDelivery ? { method: 'on_delivery' as const } : undefined);
      if (!payment) throw invalidInput(PAYMENT_TEXTS.chooseHowToPay);
      if (payment.method === 'on_delivery') {
        if (!opts.payOnDelivery) throw invalidInput(PAYMENT_TEXTS.payOnDeliveryOff);
        return payOnDelivery(buyerId, req);
      }
      return payByCard(buyerId, payment.token, req);
    },

    /** `POST /api/buyer/payments/{id}/confirm`: after the challenge, the orders or the reason. */
    async confirm(buyerId: number, paymentId: string): Promise<CheckoutOutcome> {
      let p = await byId(paymentId);
      if (!p || p.buyerId !== buyerId) throw notFound(PAYMENT_TEXTS.paymentNotFound);
      if (!outcomeOf(p) || p.status === 'requires_action') {
        const open = p;
        inHand.add(open.id);
        try {
          const auth = open.providerRef ? await provider.confirm(open.providerRef).catch(rethrowUnavailable) : null;
          p = auth ? await settle(open, auth) : await sync(open).catch(rethrowUnavailable);
        } finally {
          inHand.delete(open.id);
        }
      }
      // Another caller (the webhook) is releasing it: answer once the release is done (the same key releases once).
      if (p?.status === 'releasing') {
        await releaseClaimed(p.id);
        p = await byId(p.id);
      }
      const out = answer(p);
      if (out.kind === 'requires_action') throw conflict(PAYMENT_TEXTS.stillRequiresAction);
      return out;
    },

    /** `GET /api/buyer/payments/{id}`. */
    async get(buyerId: number, paymentId: string): Promise<BuyerPayment> {
      const p = await byId(paymentId);
      if (!p || p.buyerId !== buyerId) throw notFound(PAYMENT_TEXTS.paymentNotFound);
      const status = p.status === 'authorizing' ? 'requires_action' : p.status === 'releasing' ? 'released' : p.status;
      return {
        paymentId: p.id,
        method: p.method,
        status: status === 'authorized' ? 'authorized' : status,
        amount: fromCents(Number(p.amountCents)),
        orderIds: p.orderIds,
        message: p.status === 'placed' ? null : p.message,
        redirectUrl: p.status === 'requires_action' ? p.redirectUrl : null,
      };
    },

    /**
     * A verified delivery's events (one, or a batch): the provider's truth about each payment,
     * settled once per event id, in the order sent. 'settled' when one may have changed orders or
     * stock; 'unchanged' when none did; 'duplicate' when every one was handled before. `error`: an
     * event could not be handled (it is left for the provider's redelivery; the others stand).
     */
    async onWebhooks(events: PaymentEvent[]): Promise<{ outcome: 'settled' | 'unchanged' | 'duplicate'; error?: unknown }> {
      // An id repeated within one delivery is the same event: the first stands.
      const once = new Map<string, PaymentEvent>();
      for (const e of events) if (!once.has(e.id)) once.set(e.id, e);
      let rest = [...once.values()];
      let settled = false;
      let fresh = false;
      const failed: { event: PaymentEvent; err: unknown }[] = [];
      while (rest.length > 0) {
        // One event per payment per statement: a later event of the same payment reads what the earlier one settled.
        const paying = new Set<string>();
        const wave: PaymentEvent[] = [];
        const later: PaymentEvent[] = [];
        for (const e of rest) {
          if (e.paymentId !== null && paying.has(e.paymentId)) later.push(e);
          else {
            if (e.paymentId !== null) paying.add(e.paymentId);
            wave.push(e);
          }
        }
        const seen = await receive(wave);
        for (const [i, event] of wave.entries()) {
          try {
            const outcome = await onEvent(event, seen[i]);
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
        await statements.rows(
          sql`delete from payment_events where provider = ${provider.name} and event_id in (select jsonb_array_elements_text(${JSON.stringify(failed.map((f) => f.event.id))}::jsonb))`,
        );
      }
      return { outcome: settled ? 'settled' : fresh ? 'unchanged' : 'duplicate', error: failed[0]?.err };
    },

    /** The reconciliation job's round: every payment left open for `olderThanSeconds`, settled against the provider. */
    async reconcile(olderThanSeconds: number): Promise<number> {
      const open = await statements.rows<PaymentRow>(sql`
        select ${columns} from ${payments} p
        where p.status in ('authorizing', 'requires_action', 'authorized', 'releasing') and p.updated_at < now() - make_interval(secs => ${olderThanSeconds})
        order by p.updated_at limit 100`);
      for (const p of open) {
        try {
          if (p.status === 'releasing') await releaseClaimed(p.id);
          else await sync(p, false);
        } catch (err) {
          opts.log(`reconciling payment ${p.id} failed`, err);
        }
      }
      return open.length;
    },
    byId,
  };
}

/** A provider's refusal (it does not know the id) as `value`; anything else thrown on. */
const unknownAs =
  <T>(value: T) =>
  (err: unknown): T => {
    if (err instanceof ProviderRefused) return value;
    throw err;
  };

function rethrowUnavailable(err: unknown): never {
  if (err instanceof ProviderUnavailable) throw unavailable(PAYMENT_TEXTS.providerUnavailable);
  throw err;
}

export type Payments = ReturnType<typeof createPayments>;
