import { EXCHANGE_SHIP_DAYS, RETURN_ANSWER_DAYS, RETURN_DISPUTE_DAYS, RETURN_SHIP_DAYS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { commissionOf } from '../../src/domain/ledger/post.js';
import type { WebhookMode } from '../../src/sandbox/index.js';
import { createProductWithVariants, createVendor, type TestUser } from '../factories.js';
import { answerChallenge, CARDS, cardToken, rows } from '../payments/pay.js';
import type { TestApp } from '../test-app.js';

/**
 * The marketplace's money as a small model (docs/decisions/211): what a sequence of checkouts,
 * webhooks, captures, cancels, deliveries, returns, disputes, payouts and clock moves should
 * leave, next to what the app answers and keeps, checked after every step.
 */

export const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long an authorisation holds (the sandbox's, as a payment provider's). */
const AUTHORIZATION_DAYS = 7;
const PRICES = [2_500, 1_999];
const START_STOCK = 4;

export type CardKind = 'ok' | 'threeDs' | 'captureFails';
export type Action =
  | { a: 'checkout'; buyer: number; pay: CardKind | 'on_delivery'; lines: { variant: number; quantity: number }[] }
  | { a: 'challenge'; pick: number; approve: boolean }
  | { a: 'confirm'; pick: number }
  | { a: 'webhooks'; mode: WebhookMode }
  | { a: 'flush' }
  | { a: 'reconcile' }
  /** The vendor moves an open order on: ship, deliver (Auto Deliver or complete) or cancel, as `choice` says. */
  | { a: 'order'; pick: number; choice: number }
  | { a: 'return'; pick: number; mask: number; quantity: number; exchange: number }
  /**
   * Whoever's turn it is moves a return on, as `choice` says: the vendor approves, rejects or the
   * buyer cancels a request; the buyer sends back or cancels an approval; the vendor receives
   * (units damaged as `choice`'s bits say); the buyer disputes a rejection; the operator decides.
   */
  | { a: 'returnMove'; pick: number; choice: number }
  | { a: 'clock'; hours: number }
  | { a: 'payouts' }
  | { a: 'settlePayout'; pick: number; paid: boolean };

type OrderStatus = 'pending' | 'processing' | 'shipped' | 'completed' | 'Delivered' | 'cancelled';
type ReturnStatus = 'requested' | 'approved' | 'shipped' | 'received' | 'closed' | 'rejected' | 'disputed' | 'cancelled' | 'expired';

interface MVariant {
  id: number;
  productId: number;
  size: string;
  /** The other size of the same product, for exchanges. */
  sibling: number;
  stock: number;
}
interface MLine {
  itemId: number;
  variantId: number;
  unitCents: number;
  quantity: number;
}
interface MOrder {
  id: number;
  vendorId: number;
  buyer: number;
  paymentId: string;
  method: 'card' | 'on_delivery';
  card: CardKind | null;
  kind: 'sale' | 'exchange';
  /** The sale whose money the order carries (itself, or for an exchange order the sale it replaced). */
  saleId: number;
  lines: MLine[];
  subtotal: number;
  tax: number;
  total: number;
  commissionPercent: number;
  status: OrderStatus;
  paymentStatus: string;
  /** Model time the authorisation was made. */
  authorizedAt: number;
  /** Model time the order was written (an exchange order's replacement must ship within its days). */
  createdAt: number;
  returnUntil: number | null;
  /** Refunds the ledger must hold for the sale, in cents (returns refunded, or owed on delivery). */
  refunded: number;
}
interface MPayment {
  id: string;
  buyer: number;
  card: CardKind;
  /** requires_action → approved | failed at the provider; placed, voided, expired, failed at the shop. */
  status: 'requires_action' | 'approved' | 'failed' | 'placed' | 'voided' | 'expired';
  lines: { variantId: number; quantity: number }[];
  createdAt: number;
  orderIds: number[];
}
interface MReturnLine {
  itemId: number;
  quantity: number;
  outcome: 'refund' | 'exchange';
  exchangeVariantId: number | null;
}
interface MReturn {
  id: number;
  orderId: number;
  saleId: number;
  buyer: number;
  status: ReturnStatus;
  lines: MReturnLine[];
  dueAt: number | null;
  refundCents: number | null;
  refundTax: number;
  refundStatus: 'pending' | 'refunded' | 'owed' | null;
  /** Refunded by the operator's decision: every line, without the goods. */
  resolvedRefund: boolean;
  /** The operator has decided a dispute of it once. */
  resolved: boolean;
  /** Rejected and still disputable: its units stay held until `dueAt`, the operator's decision, or a dispute. */
  held: boolean;
}
interface MPayout {
  id: number;
  status: 'pending' | 'paid' | 'failed';
}

/** A return as the buyer's API answers it. */
interface AppReturn {
  returnId: number;
  orderId: number;
  status: ReturnStatus;
  lines: { returnLineId: number; orderItemId: number; quantity: number; outcome: 'refund' | 'exchange' }[];
  refundAmount: number | null;
  refundStatus: 'pending' | 'refunded' | 'owed' | null;
  exchangeOrderId: number | null;
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);
const CARD_NUMBERS: Record<CardKind, string> = { ok: CARDS.ok, threeDs: CARDS.threeDs, captureFails: CARDS.captureFails };

/** A step's outcome the model did not allow. */
export class ModelMismatch extends Error {}

/**
 * One run's world: fresh vendors (each with one product in sizes M and L), fresh buyers, the
 * shared operator; the model beside it; `step` plays an action and `check` compares.
 */
export class MoneyWorld {
  readonly log: string[] = [];
  private vendors: TestUser[] = [];
  private variants: MVariant[] = [];
  private orders = new Map<number, MOrder>();
  private payments: MPayment[] = [];
  private returns: MReturn[] = [];
  private payouts: MPayout[] = [];
  /** Model time: the test clock's offset in ms since the run began. */
  private now = 0;
  private mode: WebhookMode = 'normal';
  private appReturns = new Map<number, AppReturn>();
  /** The app's orders as the last step left them. */
  private snapshot = new Map<number, { status: string; paymentStatus: string }>();

  constructor(
    private readonly t: TestApp,
    private readonly admin: TestUser,
    private readonly buyers: TestUser[],
    private readonly secret: string,
  ) {}

  private get psp() {
    const psp = this.t.app.psp;
    if (!psp) throw new Error('the sandbox is not the provider');
    return psp;
  }

  async setUp(): Promise<void> {
    // Each run starts at the real time: its deliveries, windows and timers are its own.
    const reset = await this.t.call('DELETE', '/psp/v1/clock', { token: this.psp.apiKey });
    if (reset.statusCode !== 200) throw new Error(`the sandbox clock was not reset: ${reset.body}`);
    this.psp.webhooks.mode = 'normal';
    await this.psp.webhooks.deliver();
    for (const price of PRICES) {
      const vendor = await createVendor(this.t);
      this.vendors.push(vendor);
      const page = await createProductWithVariants(
        this.t,
        vendor,
        ['M', 'L'].map((size) => ({ size, stockQuantity: START_STOCK })),
        { price: price / 100, productName: `Model Tee ${this.vendors.length}` },
      );
      const first = this.variants.length;
      for (const [i, v] of page.variants.entries())
        this.variants.push({ id: v.variantId, productId: page.productId, size: v.size ?? '', sibling: first + 1 - i, stock: START_STOCK });
    }
  }

  private say(line: string) {
    this.log.push(line);
  }

  private expectStatus(res: LightMyRequestResponse, allowed: number[], what: string) {
    if (!allowed.includes(res.statusCode))
      throw new ModelMismatch(`${what}: answered ${res.statusCode} (${res.body.slice(0, 200)}), the model allows ${allowed.join(' or ')}`);
  }

  private variantById(id: number): MVariant {
    const v = this.variants.find((x) => x.id === id);
    if (!v) throw new Error(`unknown variant ${id}`);
    return v;
  }

  private pick<T>(items: T[], i: number): T | undefined {
    return items.length === 0 ? undefined : items[i % items.length];
  }

  private call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, body?: unknown) {
    return this.t.call(method, url, { token: user.token, ...(body !== undefined ? { body } : {}) });
  }

  /** Plays one action; answers false when it did not apply to the world as it stands. */
  async step(act: Action): Promise<boolean> {
    const done = await this.play(act);
    // In the modes that deliver, every webhook the step caused has been handled before the check.
    if (this.mode === 'normal' || this.mode === 'duplicate' || this.mode === 'before_client') await this.psp.webhooks.deliver();
    if (done) await this.sync();
    return done;
  }

  private async play(act: Action): Promise<boolean> {
    switch (act.a) {
      case 'checkout':
        return this.checkout(act);
      case 'challenge':
        return this.challenge(act.pick, act.approve);
      case 'confirm':
        return this.confirm(act.pick);
      case 'webhooks':
        if (act.mode === this.mode) return false;
        this.psp.webhooks.mode = act.mode;
        this.mode = act.mode;
        this.say(`webhooks ${act.mode}`);
        return true;
      case 'flush':
        if (this.mode !== 'late' && this.mode !== 'out_of_order') return false;
        await this.psp.webhooks.flush();
        this.mode = 'normal';
        this.say('webhooks flushed');
        return true;
      case 'reconcile':
        await this.t.app.payments.reconcile(0);
        this.say('reconciliation');
        return true;
      // A move with nothing to move falls back on the step before it (a return asked for, an order
      // moved on, a checkout), so every step plays and flows reach their ends.
      // A rejection is disputed now and then (a third of the moves), else once nothing else is left to move.
      case 'returnMove':
        if (await this.nextReturnMove(act.pick, act.choice, act.choice % 3 === 0)) return true;
        if (await this.nextReturnMove(act.pick, act.choice, true)) return true;
        return this.play({
          a: 'return',
          pick: act.pick,
          mask: act.choice & 3,
          quantity: (act.choice >> 2) & 1,
          exchange: (act.choice >> 3) & 3,
        });
      case 'return':
        if (await this.askReturn(act)) return true;
        return this.play({ a: 'order', pick: act.pick, choice: act.mask * 4 + act.exchange + 1 });
      case 'order':
        if (await this.moveOrder(act.pick, act.choice)) return true;
        return this.checkout({
          a: 'checkout',
          buyer: act.pick,
          pay: (['ok', 'on_delivery', 'ok', 'threeDs'] as const)[act.choice % 4] as CardKind | 'on_delivery',
          lines: [{ variant: act.choice >> 2, quantity: 1 + (act.pick % 2) }],
        });
      case 'clock':
        return this.advance(act.hours);
      case 'payouts':
        return this.runPayouts();
      case 'settlePayout':
        return this.settlePayout(act.pick, act.paid);
    }
  }

  // Checkouts and payments ------------------------------------------------------------------

  private busy(buyer: number) {
    return this.payments.some((p) => p.buyer === buyer && (p.status === 'requires_action' || p.status === 'approved'));
  }

  private async checkout(act: Extract<Action, { a: 'checkout' }>): Promise<boolean> {
    const b = act.buyer % this.buyers.length;
    const buyer = this.buyers[b] as TestUser;
    if (this.busy(b)) return false;
    const wanted = new Map<number, number>();
    for (const l of act.lines) {
      const v = this.variants[l.variant % this.variants.length] as MVariant;
      const q = (wanted.get(v.id) ?? 0) + l.quantity;
      if (q <= v.stock) wanted.set(v.id, q);
    }
    if (wanted.size === 0) return false;
    // A cart a failed payment left is emptied first.
    for (const item of (await this.call('GET', '/api/buyer/cart', buyer)).json() as { productId: string; variantId: string }[])
      this.expectStatus(
        await this.call('DELETE', '/api/buyer/cart/delete', buyer, { productId: item.productId, variantId: item.variantId }),
        [200],
        'cart delete',
      );
    for (const [variantId, quantity] of wanted) {
      const v = this.variantById(variantId);
      this.expectStatus(
        await this.call('POST', '/api/buyer/cart/add', buyer, { productId: v.productId, variantId, quantity }),
        [200],
        'cart add',
      );
    }
    const lines = [...wanted].map(([variantId, quantity]) => ({ variantId, quantity }));
    const what = `checkout by buyer ${b} (${act.pay}) of ${lines.map((l) => `${l.quantity}×${this.label(l.variantId)}`).join(', ')}`;
    if (act.pay === 'on_delivery') {
      const res = await this.call('POST', '/api/buyer/cart/checkout', buyer, { payment: { method: 'on_delivery' } });
      this.expectStatus(res, [201], what);
      const { orderIds, payment } = res.json();
      this.payments.push({ id: payment.paymentId, buyer: b, card: 'ok', status: 'placed', lines, createdAt: this.now, orderIds });
      await this.placed(orderIds, b, null);
      this.say(`${what} → orders ${orderIds.join(', ')}`);
      return true;
    }
    const token = await cardToken(this.t, CARD_NUMBERS[act.pay]);
    const res = await this.call('POST', '/api/buyer/cart/checkout', buyer, { payment: { method: 'card', token } });
    if (act.pay === 'threeDs') {
      this.expectStatus(res, [202], what);
      const { paymentId } = res.json().payment;
      this.payments.push({ id: paymentId, buyer: b, card: 'threeDs', status: 'requires_action', lines, createdAt: this.now, orderIds: [] });
      this.say(`${what} → payment ${paymentId} needs 3-D Secure`);
      return true;
    }
    this.expectStatus(res, [201], what);
    const { orderIds, payment } = res.json();
    this.payments.push({ id: payment.paymentId, buyer: b, card: act.pay, status: 'placed', lines, createdAt: this.now, orderIds });
    await this.placed(orderIds, b, act.pay);
    this.say(`${what} → orders ${orderIds.join(', ')}`);
    return true;
  }

  /** Orders the app placed: their facts as written, the stock they took from the model's. */
  private async placed(orderIds: number[], buyer: number, card: CardKind | null) {
    const payment = this.payments.find((p) => p.orderIds.some((id) => orderIds.includes(id)));
    const facts = await rows<{
      id: number;
      vendorId: number;
      paymentId: string;
      method: 'card' | 'on_delivery';
      subtotal: string;
      tax: string;
      total: string;
      commissionPercent: number;
      paymentStatus: string;
    }>(
      this.t,
      sql`select id, vendor_id as "vendorId", payment_id as "paymentId", payment_method as method, subtotal_cents::text as subtotal,
        tax_cents::text as tax, total_cents::text as total, commission_percent as "commissionPercent", payment_status as "paymentStatus"
      from orders where id in ${orderIds} order by id`,
    );
    const items = await rows<{ itemId: number; orderId: number; variantId: number; unitCents: number; quantity: number }>(
      this.t,
      sql`select id as "itemId", order_id as "orderId", variant_id as "variantId", unit_price_cents as "unitCents", quantity
      from order_items where order_id in ${orderIds} order by id`,
    );
    let sum = 0;
    for (const f of facts) {
      const lines = items.filter((i) => i.orderId === f.id).map(({ orderId: _, ...l }) => l);
      const subtotal = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
      if (Number(f.subtotal) !== subtotal) throw new ModelMismatch(`order ${f.id}: subtotal ${f.subtotal}, its lines make ${subtotal}`);
      if (Number(f.total) !== Number(f.subtotal) + Number(f.tax)) throw new ModelMismatch(`order ${f.id}: total is not subtotal + tax`);
      sum += Number(f.total);
      for (const l of lines) {
        const v = this.variantById(l.variantId);
        if (v.stock < l.quantity)
          throw new ModelMismatch(`order ${f.id} took ${l.quantity} of ${this.label(v.id)}, the model had ${v.stock}`);
        v.stock -= l.quantity;
      }
      this.orders.set(f.id, {
        id: f.id,
        vendorId: f.vendorId,
        buyer,
        paymentId: f.paymentId,
        method: f.method,
        card,
        kind: 'sale',
        saleId: f.id,
        lines,
        subtotal: Number(f.subtotal),
        tax: Number(f.tax),
        total: Number(f.total),
        commissionPercent: f.commissionPercent,
        status: 'pending',
        paymentStatus: f.method === 'card' ? 'authorized' : 'due_on_delivery',
        authorizedAt: payment?.createdAt ?? this.now,
        createdAt: this.now,
        returnUntil: null,
        refunded: 0,
      });
    }
    const amount = await rows<{ cents: string }>(
      this.t,
      sql`select amount_cents::text as cents from payments where id = ${facts[0]?.paymentId}`,
    );
    if (Number(amount[0]?.cents) !== sum)
      throw new ModelMismatch(`payment of orders ${orderIds.join(', ')}: ${amount[0]?.cents}, its orders total ${sum}`);
  }

  private async challenge(i: number, approve: boolean): Promise<boolean> {
    const p = this.pick(
      this.payments.filter((x) => x.status === 'requires_action' && this.now < x.createdAt + AUTHORIZATION_DAYS * DAY),
      i,
    );
    if (!p) return false;
    const [row] = await rows<{ ref: string }>(this.t, sql`select provider_ref as ref from payments where id = ${p.id}`);
    const res = await answerChallenge(this.t, `/psp/challenge/${row?.ref}`, approve ? 'approve' : 'fail');
    this.expectStatus(res, [303], `3-D Secure answer of ${p.id}`);
    p.status = approve ? 'approved' : 'failed';
    this.say(`3-D Secure of ${p.id} ${approve ? 'approved' : 'failed'}`);
    return true;
  }

  private async confirm(i: number): Promise<boolean> {
    const p = this.pick(
      this.payments.filter((x) => x.card === 'threeDs'),
      i,
    );
    if (!p) return false;
    const buyer = this.buyers[p.buyer] as TestUser;
    const res = await this.call('POST', `/api/buyer/payments/${p.id}/confirm`, buyer);
    const what = `confirm of ${p.id} (${p.status})`;
    if (p.status === 'approved') {
      const fits = this.fits(p);
      this.expectStatus(res, fits ? [200] : [409], what);
      if (fits) await this.settlePlaced(p, res.json().orderIds);
      else p.status = 'voided';
    } else if (p.status === 'placed') {
      this.expectStatus(res, [200], what);
      if (JSON.stringify(res.json().orderIds) !== JSON.stringify(p.orderIds)) throw new ModelMismatch(`${what}: other orders`);
    } else if (p.status === 'requires_action') this.expectStatus(res, [409, 402], what);
    else this.expectStatus(res, [402, 409], what);
    this.say(`${what} → ${res.statusCode}`);
    return true;
  }

  private fits(p: MPayment) {
    return p.lines.every((l) => this.variantById(l.variantId).stock >= l.quantity);
  }

  private async settlePlaced(p: MPayment, orderIds: number[]) {
    p.status = 'placed';
    p.orderIds = orderIds;
    await this.placed(orderIds, p.buyer, 'threeDs');
  }

  /**
   * What arrived without a call of the model's: 3-D Secure payments the webhook or the
   * reconciliation placed, failed or voided, and orders an expired authorisation cancelled;
   * each must be allowed by the model, and in the modes that deliver, must have happened.
   */
  private async sync() {
    const delivering = this.mode === 'normal' || this.mode === 'duplicate' || this.mode === 'before_client';
    for (const p of this.payments.filter((x) => x.status === 'requires_action' || x.status === 'approved')) {
      const res = await this.call('GET', `/api/buyer/payments/${p.id}`, this.buyers[p.buyer] as TestUser);
      const app = res.json() as { status: string; orderIds: number[] };
      const expired = this.now >= p.createdAt + AUTHORIZATION_DAYS * DAY;
      if (app.status === 'placed') {
        if (p.status !== 'approved' || !this.fits(p)) throw new ModelMismatch(`payment ${p.id} placed while ${p.status}`);
        await this.settlePlaced(p, app.orderIds);
        this.say(`  payment ${p.id} placed by its webhook → orders ${app.orderIds.join(', ')}`);
      } else if (app.status === 'failed') {
        if (p.status !== 'failed' && !expired) throw new ModelMismatch(`payment ${p.id} failed while ${p.status}`);
        p.status = 'failed';
      } else if (app.status === 'voided' || app.status === 'expired') {
        if (!(expired || (p.status === 'approved' && !this.fits(p))))
          throw new ModelMismatch(`payment ${p.id} ${app.status} while ${p.status}`);
        p.status = app.status;
      } else if (delivering && p.status === 'approved' && !expired)
        throw new ModelMismatch(`payment ${p.id}: approved and its webhook delivered, but ${app.status}`);
    }
    // A failed challenge is the provider's: the shop hears of it by webhook or confirm.
    const ordersNow = await this.appOrders();
    this.snapshot = ordersNow;
    for (const o of this.orders.values()) {
      const app = ordersNow.get(o.id);
      if (!app) throw new ModelMismatch(`order ${o.id} is missing from its buyer's orders`);
      if (app.status === 'cancelled' && o.status !== 'cancelled') {
        // Only an expired authorisation cancels an order on its own.
        const expired = o.method === 'card' && o.paymentStatus === 'authorized' && this.now >= o.authorizedAt + AUTHORIZATION_DAYS * DAY;
        if (!expired) throw new ModelMismatch(`order ${o.id} cancelled by nobody`);
        this.cancelled(o);
        o.paymentStatus = 'voided';
        this.say(`  order ${o.id} cancelled: its authorisation expired`);
      }
    }
  }

  /** The run's orders as their vendors' Order Management lists them (every status, raw, with where the money stands). */
  private async appOrders() {
    const byId = new Map<number, { status: string; paymentStatus: string }>();
    for (const vendor of this.vendors) {
      const res = await this.call('GET', '/api/vendors/pendingOrders?limit=100', vendor);
      for (const r of res.json() as { id: number; status: string; paymentStatus: string }[])
        byId.set(r.id, { status: r.status, paymentStatus: r.paymentStatus });
    }
    return byId;
  }

  private cancelled(o: MOrder) {
    o.status = 'cancelled';
    for (const l of o.lines) this.variantById(l.variantId).stock += l.quantity;
  }

  // Orders -----------------------------------------------------------------------------------

  private vendorOf(o: MOrder): TestUser {
    return this.vendors.find((v) => v.id === o.vendorId) as TestUser;
  }

  private authExpired(o: MOrder) {
    return o.method === 'card' && o.kind === 'sale' && this.now >= o.authorizedAt + AUTHORIZATION_DAYS * DAY;
  }

  /** The capture a card order's first move to shipped or delivered makes; false when it is refused. */
  private captures(o: MOrder): boolean {
    if (o.method !== 'card' || o.paymentStatus !== 'authorized') return o.paymentStatus !== 'failed';
    if (o.card === 'captureFails' || this.authExpired(o)) {
      o.paymentStatus = 'failed';
      return false;
    }
    o.paymentStatus = 'captured';
    return true;
  }

  private async moveOrder(i: number, choice: number): Promise<boolean> {
    const o = this.pick(
      [...this.orders.values()].filter((x) => x.status !== 'cancelled' && x.status !== 'Delivered' && x.status !== 'completed'),
      i,
    );
    if (!o) return false;
    if (o.status !== 'shipped' && choice % 8 === 0) return this.cancel(o);
    if (o.status !== 'shipped' && choice % 8 < 3) return this.ship(o);
    return this.deliver(o, choice % 2 === 0);
  }

  private async ship(o: MOrder): Promise<boolean> {
    const vendor = this.vendorOf(o);
    if (o.status === 'pending') {
      this.expectStatus(
        await this.call('PUT', '/api/vendors/updateOrderStatus', vendor, { orderId: o.id, status: 'processing' }),
        [200],
        `order ${o.id} processing`,
      );
      o.status = 'processing';
    }
    const res = await this.call('PUT', '/api/vendors/updateOrderStatus', vendor, { orderId: o.id, status: 'shipped' });
    const ok = this.captures(o);
    this.expectStatus(res, ok ? [200] : [409], `order ${o.id} shipped`);
    if (ok) o.status = 'shipped';
    this.say(`vendor ships order ${o.id} → ${res.statusCode}`);
    return true;
  }

  private async deliver(o: MOrder, auto: boolean): Promise<boolean> {
    const vendor = this.vendorOf(o);
    let res: LightMyRequestResponse;
    if (auto || o.status !== 'shipped') res = await this.call('PUT', '/api/vendors/markOrderAsDelivered', vendor, { orderId: o.id });
    else res = await this.call('PUT', '/api/vendors/updateOrderStatus', vendor, { orderId: o.id, status: 'completed' });
    const ok = this.captures(o);
    this.expectStatus(res, ok ? [200] : [409], `order ${o.id} delivered`);
    if (ok) {
      o.status = auto || o.status !== 'shipped' ? 'Delivered' : 'completed';
      if (o.method === 'on_delivery') o.paymentStatus = 'paid_on_delivery';
      // The window as the buyer's order shows it.
      const row = (
        (await this.call('GET', '/api/buyer/orders', this.buyers[o.buyer] as TestUser)).json() as {
          orderId: number;
          returnUntil: string | null;
        }[]
      ).find((x) => x.orderId === o.id);
      o.returnUntil = row?.returnUntil ? Date.parse(row.returnUntil) : null;
    }
    this.say(`vendor delivers order ${o.id} → ${res.statusCode}`);
    return true;
  }

  private async cancel(o: MOrder): Promise<boolean> {
    const res = await this.call('PUT', '/api/vendors/cancelOrder', this.vendorOf(o), { orderId: o.id });
    const may = o.status === 'pending' || o.status === 'processing';
    this.expectStatus(res, may ? [200] : [409], `order ${o.id} (${o.status}) cancelled`);
    if (may && o.kind === 'exchange') await this.replacementRefunded(o);
    else if (may) {
      this.cancelled(o);
      o.paymentStatus = 'voided';
    }
    this.say(`vendor cancels order ${o.id} → ${res.statusCode}`);
    return true;
  }

  // Returns ----------------------------------------------------------------------------------

  /** Units of an order line held by a return (open, or rejected and still disputable), refunded or exchanged. */
  private taken(itemId: number) {
    let n = 0;
    for (const r of this.returns)
      if (['requested', 'approved', 'shipped', 'disputed', 'closed'].includes(r.status) || (r.status === 'rejected' && r.held))
        for (const l of r.lines) if (l.itemId === itemId) n += l.quantity;
    return n;
  }

  private open(orderId: number, but?: MReturn) {
    return this.returns.some(
      (r) => r !== but && r.orderId === orderId && ['requested', 'approved', 'shipped', 'received', 'disputed'].includes(r.status),
    );
  }

  private appNow() {
    return Date.now() + this.now;
  }

  private async askReturn(act: Extract<Action, { a: 'return' }>): Promise<boolean> {
    const o = this.pick(
      [...this.orders.values()].filter(
        (x) =>
          (x.status === 'Delivered' || x.status === 'completed') &&
          !this.open(x.id) &&
          x.lines.some((l) => l.quantity > this.taken(l.itemId)),
      ),
      act.pick,
    );
    if (!o) return false;
    const chosen = o.lines.filter((_, k) => (act.mask >> k) & 1 || o.lines.length === 1);
    if (chosen.length === 0) return false;
    const lines = chosen.map((l, k) => {
      const quantity = 1 + ((act.quantity + k) % l.quantity);
      const exchange = ((act.exchange >> k) & 1) === 1;
      const sibling = this.variants[this.variantById(l.variantId).sibling] as MVariant;
      return {
        itemId: l.itemId,
        quantity,
        outcome: exchange ? ('exchange' as const) : ('refund' as const),
        exchangeVariantId: exchange ? sibling.id : null,
      };
    });
    const body = {
      orderId: o.id,
      lines: lines.map((l) => ({
        orderItemId: l.itemId,
        quantity: l.quantity,
        reason: 'too_small',
        outcome: l.outcome,
        ...(l.exchangeVariantId ? { exchangeVariantId: l.exchangeVariantId } : {}),
      })),
    };
    const res = await this.call('POST', '/api/buyer/returns', this.buyers[o.buyer] as TestUser, body);
    const what = `return of order ${o.id}: ${lines.map((l) => `${l.quantity}× item ${l.itemId} ${l.outcome}`).join(', ')}`;
    // Outside the window (a minute either side is the clocks' own difference), or units no longer returnable.
    const nowApp = this.appNow();
    const until = o.returnUntil ?? 0;
    const allowed: number[] = [];
    if (Math.abs(nowApp - until) < 60_000) allowed.push(201, 400, 409);
    else if (nowApp > until) allowed.push(400);
    else if (this.open(o.id)) allowed.push(409);
    else {
      const line = (id: number) => o.lines.find((l) => l.itemId === id) as MLine;
      const fits = lines.every((l) => l.quantity <= line(l.itemId).quantity - this.taken(l.itemId));
      const inStock = lines.every((l) => !l.exchangeVariantId || this.variantById(l.exchangeVariantId).stock >= l.quantity);
      allowed.push(fits && inStock ? 201 : 400);
    }
    this.expectStatus(res, allowed, what);
    this.say(`${what} → ${res.statusCode}${res.statusCode === 201 ? ` #${res.json().returnId}` : ''}`);
    if (res.statusCode !== 201) return true;
    this.returns.push({
      id: res.json().returnId,
      orderId: o.id,
      saleId: o.saleId,
      buyer: o.buyer,
      status: 'requested',
      lines,
      dueAt: this.now + RETURN_ANSWER_DAYS * DAY,
      refundCents: null,
      refundTax: 0,
      refundStatus: null,
      resolvedRefund: false,
      resolved: false,
      held: false,
    });
    return true;
  }

  /** Approval, by the vendor or by the timer: each exchange's replacement reserved, one sold out refunded instead. */
  private approved(r: MReturn) {
    for (const l of [...r.lines].sort((x, y) => (x.exchangeVariantId ?? 0) - (y.exchangeVariantId ?? 0))) {
      if (l.outcome !== 'exchange' || l.exchangeVariantId === null) continue;
      const v = this.variantById(l.exchangeVariantId);
      if (v.stock >= l.quantity) v.stock -= l.quantity;
      else {
        l.outcome = 'refund';
        l.exchangeVariantId = null;
      }
    }
    r.status = 'approved';
    r.dueAt = this.now + RETURN_SHIP_DAYS * DAY;
  }

  private unreserveExchange(r: MReturn) {
    for (const l of r.lines)
      if (l.outcome === 'exchange' && l.exchangeVariantId !== null) this.variantById(l.exchangeVariantId).stock += l.quantity;
  }

  private async nextReturnMove(i: number, choice: number, disputing: boolean): Promise<boolean> {
    const r = this.pick(
      this.returns.filter(
        (x) => ['requested', 'approved', 'shipped', 'disputed'].includes(x.status) || (disputing && x.status === 'rejected' && !x.resolved),
      ),
      i,
    );
    if (!r) return false;
    switch (r.status) {
      case 'requested':
        return this.moveReturn(r, choice % 8 === 0 ? 'cancelReturn' : choice % 2 === 0 ? 'approve' : 'reject');
      case 'approved':
        return this.moveReturn(r, choice % 8 === 0 ? 'cancelReturn' : 'shipBack');
      case 'shipped':
        return this.receive(r, choice);
      case 'rejected':
        return this.moveReturn(r, 'dispute');
      default:
        return this.resolve(r, (['reject', 'refund', 'refund_without_return'] as const)[(choice >> 1) % 3] ?? 'reject');
    }
  }

  private async moveReturn(r: MReturn, kind: 'approve' | 'reject' | 'cancelReturn' | 'shipBack' | 'dispute'): Promise<boolean> {
    const o = this.orders.get(r.orderId) as MOrder;
    const buyer = this.buyers[r.buyer] as TestUser;
    const vendor = this.vendorOf(o);
    const what = `${kind} of return #${r.id}`;
    let res: LightMyRequestResponse;
    switch (kind) {
      case 'approve':
        res = await this.call('POST', `/api/vendors/returns/${r.id}/approve`, vendor);
        this.expectStatus(res, [200], what);
        this.approved(r);
        break;
      case 'reject':
        res = await this.call('POST', `/api/vendors/returns/${r.id}/reject`, vendor, { reason: 'Worn' });
        this.expectStatus(res, [200], what);
        r.status = 'rejected';
        r.dueAt = this.now + RETURN_DISPUTE_DAYS * DAY;
        r.held = true;
        break;
      case 'cancelReturn':
        res = await this.call('POST', `/api/buyer/returns/${r.id}/cancel`, buyer);
        this.expectStatus(res, [200], what);
        if (r.status === 'approved') this.unreserveExchange(r);
        r.status = 'cancelled';
        r.dueAt = null;
        break;
      case 'shipBack':
        res = await this.call('POST', `/api/buyer/returns/${r.id}/shipped`, buyer, {});
        this.expectStatus(res, [200], what);
        r.status = 'shipped';
        r.dueAt = null;
        break;
      case 'dispute': {
        res = await this.call('POST', `/api/buyer/returns/${r.id}/dispute`, buyer, { message: 'It was faulty' });
        // Once per return, within its days, while no other return of the order is open.
        const allowed = this.open(r.orderId, r) || r.resolved || !r.held ? [409] : [200];
        this.expectStatus(res, allowed, what);
        if (res.statusCode === 200) {
          r.status = 'disputed';
          r.dueAt = null;
          r.held = false;
        }
        break;
      }
    }
    this.say(`${what} → ${res.statusCode}`);
    return true;
  }

  /**
   * The refund of `lines` of a return as the shop prices it: unit price × quantity, plus their
   * share of the sale's tax, taken of everything the sale has refunded so far.
   */
  private refundOf(r: MReturn, lines: MReturnLine[]): { cents: number; tax: number } {
    const sale = this.orders.get(r.saleId) as MOrder;
    const order = this.orders.get(r.orderId) as MOrder;
    const sub = lines.reduce((s, l) => s + (order.lines.find((x) => x.itemId === l.itemId) as MLine).unitCents * l.quantity, 0);
    if (sub === 0 || sale.subtotal === 0) return { cents: 0, tax: 0 };
    const others = this.returns.filter((x) => x !== r && x.saleId === r.saleId && x.refundCents !== null);
    const prevSub = others.reduce((s, x) => s + (x.refundCents as number) - x.refundTax, 0);
    const prevTax = others.reduce((s, x) => s + x.refundTax, 0);
    const tax = Math.round((sale.tax * (prevSub + sub)) / sale.subtotal) - prevTax;
    return { cents: sub + tax, tax };
  }

  /** A refund fixed: sent to the card (and recorded once the provider has it), or owed on delivery. */
  private refunds(r: MReturn, lines: MReturnLine[]) {
    const { cents, tax } = this.refundOf(r, lines);
    r.refundCents = cents;
    if (cents === 0) return;
    r.refundTax = tax;
    const sale = this.orders.get(r.saleId) as MOrder;
    sale.refunded += cents;
    r.refundStatus = sale.method === 'card' ? 'refunded' : 'owed';
    if (sale.method === 'card') {
      const back = this.returns
        .filter((x) => x.saleId === sale.id && x.refundStatus === 'refunded')
        .reduce((s, x) => s + (x.refundCents ?? 0), 0);
      sale.paymentStatus = back >= sale.total ? 'refunded' : 'partially_refunded';
    }
  }

  /**
   * An exchange order cancelled (by its vendor, or not shipped in time): the replacement goes back
   * to stock and the buyer is refunded for it by a return closed at once, out of the sale.
   */
  private async replacementRefunded(o: MOrder) {
    this.cancelled(o);
    o.paymentStatus = 'voided';
    const [made] = await rows<{ id: number }>(this.t, sql`select id from returns where order_id = ${o.id} order by id desc limit 1`);
    if (!made) throw new ModelMismatch(`exchange order ${o.id} cancelled without the refund of its replacement`);
    const r: MReturn = {
      id: made.id,
      orderId: o.id,
      saleId: o.saleId,
      buyer: o.buyer,
      status: 'closed',
      lines: o.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, outcome: 'refund', exchangeVariantId: null })),
      dueAt: null,
      refundCents: null,
      refundTax: 0,
      refundStatus: null,
      resolvedRefund: false,
      resolved: false,
      held: false,
    };
    this.returns.push(r);
    this.refunds(r, r.lines);
    this.say(`  exchange order ${o.id} cancelled: its replacement refunded by return #${r.id}, ${r.refundCents}`);
  }

  private async receive(r: MReturn, damaged: number): Promise<boolean> {
    const o = this.orders.get(r.orderId) as MOrder;
    const app = this.appReturns.get(r.id);
    if (!app) throw new ModelMismatch(`return #${r.id} is missing from its buyer's returns`);
    const split = r.lines.map((l, k) => {
      const bad = Math.min(l.quantity, (damaged >> (2 * k)) & 3);
      const line = app.lines.find((x) => x.orderItemId === l.itemId);
      return { returnLineId: line?.returnLineId ?? 0, resellable: l.quantity - bad, damaged: bad, itemId: l.itemId };
    });
    const res = await this.call('POST', `/api/vendors/returns/${r.id}/receive`, this.vendorOf(o), {
      lines: split.map(({ itemId: _, ...s }) => s),
    });
    const what = `receipt of return #${r.id} (${split.map((s) => `${s.resellable} resellable, ${s.damaged} damaged`).join('; ')})`;
    this.expectStatus(res, [200], what);
    for (const s of split) this.variantById((o.lines.find((l) => l.itemId === s.itemId) as MLine).variantId).stock += s.resellable;
    r.status = 'closed';
    this.refunds(
      r,
      r.lines.filter((l) => l.outcome === 'refund'),
    );
    const exchanged = r.lines.filter((l) => l.outcome === 'exchange');
    if (exchanged.length > 0) {
      const exchangeOrderId = res.json().exchangeOrderId as number;
      const items = await rows<{ itemId: number; variantId: number; unitCents: number; quantity: number }>(
        this.t,
        sql`select id as "itemId", variant_id as "variantId", unit_price_cents as "unitCents", quantity from order_items where order_id = ${exchangeOrderId} order by id`,
      );
      const sale = this.orders.get(r.saleId) as MOrder;
      this.orders.set(exchangeOrderId, {
        ...sale,
        id: exchangeOrderId,
        kind: 'exchange',
        createdAt: this.now,
        lines: items,
        subtotal: 0,
        tax: 0,
        total: 0,
        status: 'pending',
        paymentStatus: sale.method === 'card' ? 'captured' : 'paid_on_delivery',
        returnUntil: null,
        refunded: 0,
      });
      this.say(`  exchange order ${exchangeOrderId} ships ${items.map((l) => `${l.quantity}×${this.label(l.variantId)}`).join(', ')}`);
    }
    this.say(`${what} → 200, refund ${r.refundCents}`);
    return true;
  }

  /**
   * The operator's decision (decision 205): `refund` approves the return for the goods to come back
   * (refunded at receipt), `refund_without_return` refunds every line at once, `reject` is final.
   */
  private async resolve(r: MReturn, outcome: 'refund' | 'refund_without_return' | 'reject'): Promise<boolean> {
    const res = await this.call('POST', `/api/admin/returns/${r.id}/resolve`, this.admin, { outcome, note: 'Decided' });
    const what = `operator decides ${outcome} on disputed return #${r.id}`;
    this.expectStatus(res, [200], what);
    r.resolved = true;
    r.dueAt = null;
    r.held = false;
    if (outcome === 'refund') this.approved(r);
    else if (outcome === 'refund_without_return') {
      r.status = 'closed';
      r.resolvedRefund = true;
      this.refunds(r, r.lines);
    } else r.status = 'rejected';
    this.say(`${what} → 200${outcome === 'refund_without_return' ? `, refund ${r.refundCents}` : ''}`);
    return true;
  }

  // Time and payouts ---------------------------------------------------------------------------

  private async advance(hours: number): Promise<boolean> {
    const res = await this.t.call('POST', '/psp/v1/clock', {
      body: { advanceSeconds: hours * 3600 },
      headers: { authorization: `Bearer ${this.secret}` },
    });
    this.expectStatus(res, [200], 'clock');
    this.now += hours * HOUR;
    // The return timers, in the order they run: unanswered requests approved, then unshipped approvals expired.
    const due = (s: ReturnStatus) =>
      this.returns
        .filter((r) => r.status === s && r.dueAt !== null && r.dueAt <= this.now)
        .sort((x, y) => (x.dueAt as number) - (y.dueAt as number) || x.id - y.id);
    for (const r of due('requested')) this.approved(r);
    for (const r of due('approved')) {
      this.unreserveExchange(r);
      r.status = 'expired';
      r.dueAt = null;
    }
    // Rejections not disputed in time become final, their units free again.
    for (const r of due('rejected')) {
      r.held = false;
      r.dueAt = null;
    }
    // Replacements not shipped in time: cancelled, and refunded instead.
    const unshipped = [...this.orders.values()]
      .filter(
        (o) =>
          o.kind === 'exchange' &&
          (o.status === 'pending' || o.status === 'processing') &&
          o.createdAt + EXCHANGE_SHIP_DAYS * DAY <= this.now,
      )
      .sort((x, y) => x.createdAt - y.createdAt || x.id - y.id);
    for (const o of unshipped) await this.replacementRefunded(o);
    for (const p of this.payments)
      if ((p.status === 'requires_action' || p.status === 'approved') && this.now >= p.createdAt + AUTHORIZATION_DAYS * DAY)
        p.status = 'expired';
    this.say(`clock +${hours} h (day ${(this.now / DAY).toFixed(2)})`);
    return true;
  }

  private async runPayouts(): Promise<boolean> {
    const res = await this.call('POST', '/api/admin/payouts/run', this.admin);
    this.expectStatus(res, [200], 'payout run');
    const mine = (res.json().payouts as { id: number; vendorId: number; status: MPayout['status'] }[]).filter((p) =>
      this.vendors.some((v) => v.id === p.vendorId),
    );
    for (const p of mine) this.payouts.push({ id: p.id, status: p.status });
    this.say(`payout run → ${mine.length} of this run's vendors paid out`);
    return true;
  }

  private async settlePayout(i: number, paid: boolean): Promise<boolean> {
    const p = this.pick(this.payouts, i);
    if (!p) return false;
    const res = await this.call('PUT', `/api/admin/payouts/${p.id}`, this.admin, { status: paid ? 'paid' : 'failed' });
    this.expectStatus(res, p.status === 'pending' ? [200] : [409], `payout ${p.id} (${p.status}) marked ${paid ? 'paid' : 'failed'}`);
    if (res.statusCode === 200) p.status = paid ? 'paid' : 'failed';
    this.say(`payout ${p.id} marked ${paid ? 'paid' : 'failed'} → ${res.statusCode}`);
    return true;
  }

  // The check ----------------------------------------------------------------------------------

  private label(variantId: number) {
    const v = this.variantById(variantId);
    return `${v.size}@${this.variants.indexOf(v) < 2 ? 'A' : 'B'}`;
  }

  /** Everything that must hold after any step; throws ModelMismatch naming the first that does not. */
  async check(): Promise<void> {
    const fail = (msg: string) => {
      throw new ModelMismatch(msg);
    };
    // The ledger's own check.
    const ledger = await this.call('GET', '/api/admin/ledger/check', this.admin);
    if (ledger.statusCode !== 200 || ledger.json().balanced !== true) fail(`ledger check: ${ledger.body.slice(0, 300)}`);

    // Returns as their vendors see them; each unit refunded (or exchanged) at most once, no sale refunded beyond what was paid.
    this.appReturns.clear();
    for (const vendor of this.vendors)
      for (const r of (await this.call('GET', '/api/vendors/returns', vendor)).json() as AppReturn[]) this.appReturns.set(r.returnId, r);
    const units = new Map<number, number>();
    const refundedBySale = new Map<number, number>();
    for (const a of this.appReturns.values()) {
      const order = this.orders.get(a.orderId);
      if (!order) continue;
      if (a.refundStatus !== null) refundedBySale.set(order.saleId, (refundedBySale.get(order.saleId) ?? 0) + cents(a.refundAmount));
      // A closed return took each of its units once: refunded, exchanged, or refunded by the operator's decision.
      if (a.status !== 'closed') continue;
      for (const l of a.lines) units.set(l.orderItemId, (units.get(l.orderItemId) ?? 0) + l.quantity);
    }
    for (const o of this.orders.values()) {
      for (const l of o.lines)
        if ((units.get(l.itemId) ?? 0) > l.quantity)
          fail(`order ${o.id}, item ${l.itemId}: ${units.get(l.itemId)} units refunded or exchanged of ${l.quantity} bought`);
      if (o.kind === 'sale') {
        const paid =
          o.paymentStatus === 'voided' ||
          o.paymentStatus === 'authorized' ||
          o.paymentStatus === 'due_on_delivery' ||
          o.paymentStatus === 'failed'
            ? 0
            : o.total;
        if ((refundedBySale.get(o.id) ?? 0) > paid) fail(`order ${o.id}: ${refundedBySale.get(o.id)} refunded of ${paid} paid`);
      }
    }

    // Then the app's orders and returns against the model's.
    const appOrders = this.snapshot;
    for (const o of this.orders.values()) {
      const app = appOrders.get(o.id);
      if (app?.status !== o.status || app.paymentStatus !== o.paymentStatus)
        fail(`order ${o.id}: the app says ${app?.status}/${app?.paymentStatus}, the model ${o.status}/${o.paymentStatus}`);
    }

    for (const r of this.returns) {
      const app = this.appReturns.get(r.id);
      if (!app) fail(`return #${r.id} is missing`);
      const a = app as AppReturn;
      if (a.status !== r.status) fail(`return #${r.id}: the app says ${a.status}, the model ${r.status}`);
      const cents_ = a.refundAmount === null ? null : cents(a.refundAmount);
      if (cents_ !== r.refundCents || a.refundStatus !== r.refundStatus)
        fail(`return #${r.id}: the app refunds ${cents_} (${a.refundStatus}), the model ${r.refundCents} (${r.refundStatus})`);
    }

    // Per sale, the ledger's clearing holds what the card paid less what was refunded.
    const sales = [...this.orders.values()].filter((o) => o.kind === 'sale');
    const clearing = new Map(
      (
        await rows<{ orderId: number; cents: string }>(
          this.t,
          sql`select e.order_id as "orderId", sum(e.amount_cents)::text as cents from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = 'clearing' and e.order_id in ${[...sales.map((o) => o.id), 0]} group by e.order_id`,
        )
      ).map((r) => [r.orderId, -Number(r.cents)]),
    );
    const captured = (o: MOrder) => o.method === 'card' && ['captured', 'partially_refunded', 'refunded'].includes(o.paymentStatus);
    for (const o of sales) {
      const want = (captured(o) ? o.total : 0) - o.refunded;
      if ((clearing.get(o.id) ?? 0) !== want)
        fail(`order ${o.id}: the ledger's clearing holds ${clearing.get(o.id) ?? 0}, paid less refunded is ${want}`);
    }

    // Per card payment, the provider's captured less refunded (asked through its API) equals the ledger's clearing.
    for (const p of this.payments.filter((x) => x.orderIds.length > 0)) {
      const mine = sales.filter((o) => o.paymentId === p.id);
      if (mine[0]?.method !== 'card') continue;
      const [row] = await rows<{ ref: string }>(this.t, sql`select provider_ref as ref from payments where id = ${p.id}`);
      const res = await this.t.call('GET', `/psp/v1/authorizations/${row?.ref}`, { headers: { authorization: `Bearer ${this.secret}` } });
      const auth = res.json() as { capturedCents: number; refundedCents: number };
      const held = mine.reduce((s, o) => s + (clearing.get(o.id) ?? 0), 0);
      if (auth.capturedCents - auth.refundedCents !== held)
        fail(
          `payment ${p.id}: the provider captured ${auth.capturedCents} and refunded ${auth.refundedCents}, the ledger's clearing holds ${held}`,
        );
      const model = mine.reduce((s, o) => s + (captured(o) ? o.total : 0), 0);
      if (auth.capturedCents !== model) fail(`payment ${p.id}: the provider captured ${auth.capturedCents}, the model ${model}`);
    }

    // Stock: what the model moved (sold, cancelled back, reserved, given back, restocked), never below zero.
    const stock = await rows<{ id: number; stock: number }>(
      this.t,
      sql`select id, stock from product_variants where id in ${this.variants.map((v) => v.id)}`,
    );
    for (const v of this.variants) {
      const app = stock.find((s) => s.id === v.id)?.stock;
      if (app !== v.stock || v.stock < 0) fail(`${this.label(v.id)}: stock ${app}, the model ${v.stock}`);
    }

    // Each vendor's on hold + available + paid out equals what its orders earned.
    for (const vendor of this.vendors) {
      const b = (await this.call('GET', '/api/vendors/balance', vendor)).json();
      const have = cents(b.onHold) + cents(b.available) + cents(b.paidOut);
      const earned = sales.filter((o) => o.vendorId === vendor.id).reduce((s, o) => s + this.earned(o), 0);
      if (have !== earned) fail(`vendor ${vendor.id}: on hold + available + paid out = ${have}, its orders earned ${earned}`);
    }
  }

  /** What a sale leaves its vendor: the capture (or the pay-on-delivery commission and tax owed) less its refunds, pro rata. */
  private earned(o: MOrder): number {
    const c = commissionOf(o.subtotal, o.commissionPercent);
    const goods = Math.round((o.subtotal * o.refunded) / o.total);
    const commissionBack = Math.round((c * o.refunded) / o.total);
    if (o.method === 'card')
      return ['captured', 'partially_refunded', 'refunded'].includes(o.paymentStatus) ? o.subtotal - c - goods + commissionBack : 0;
    return o.paymentStatus === 'paid_on_delivery' ? -c - o.tax - goods + commissionBack : 0;
  }
}
