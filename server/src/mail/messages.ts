import {
  EXCHANGE_TEXTS,
  formatPrice,
  joinAddress,
  MODERATION_TEXTS,
  ORDER_TEXTS,
  ORDER_TOOLS_TEXTS,
  PAYMENT_TEXTS,
  RETURN_SLIP_TEXTS,
  RETURN_TEXTS,
  SHOP_NAME,
  SHIPPING_TEXTS,
  SHOP_STATUS_TEXTS,
  trackingText,
  trackingUrl,
  type VendorOrder,
  variantLabel,
} from '@seamline/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Handles } from '../db/client.js';
import { orderItems, orders, products, productVariants, returnLines, returns, users } from '../db/schema.js';
import { getVendorOrder } from '../domain/orders/vendor-orders.js';
import { getReturn } from '../domain/returns/read-returns.js';
import { type Block, composeMail, type Mail } from './compose.js';
import { exchangeOrderBlocks, exchangeShippedBlocks, rejectionBlocks } from './exchange-mails.js';
import type { MailJob } from '../domain/queue-mails.js';

/** What a mail needs besides the database: where links point. */
export interface MailContext extends Handles {
  publicUrl: string;
}

/** 'Oxford Shirt (M · Navy)': the size and colour bought, when the product has them. */
const itemName = ({ name, size, colour }: Pick<VendorOrder['items'][number], 'name' | 'size' | 'colour'>) => {
  const variant = variantLabel(size, colour);
  return variant ? `${name} (${variant})` : name;
};

/** A sale's money lines under its items: what a code took off, and its delivery (docs/architecture.md#shipping-and-promotions). */
function moneyRows(order: VendorOrder): string[][] {
  if (order.kind === 'exchange') return [];
  const method = order.shippingMethod === 'express' ? SHIPPING_TEXTS.express : SHIPPING_TEXTS.standard;
  const discount = order.discount > 0 ? [[ORDER_TEXTS.discount, '', '', `−${formatPrice(order.discount)}`]] : [];
  return [...discount, [ORDER_TEXTS.shipping(method), '', '', formatPrice(order.shippingFee)]];
}

const linesTable = (order: VendorOrder): Block => ({
  table: {
    head: ['Item', 'Quantity', 'Price', 'Total'],
    rows: [
      ...order.items.map((i) => [itemName(i), String(i.quantity), formatPrice(i.price), formatPrice(i.price * i.quantity)]),
      ...moneyRows(order),
    ],
    // A cancelled order's mail says nothing of payment: it stays true whether the
    // buyer was never charged or is refunded.
    // An exchange order takes no payment (docs/decisions/217): its foot says so rather than 'Total paid $0.00'.
    foot:
      order.kind === 'exchange'
        ? [EXCHANGE_TEXTS.totalNoCharge, '', '', formatPrice(order.totalPaid)]
        : [order.status === 'cancelled' ? 'Order total (tax included)' : 'Total paid (tax included)', '', '', formatPrice(order.totalPaid)],
  },
});

/** The shipped mail's tracking line: a link for a known carrier, else the number alone; none without one. */
function trackingBlocks({ carrier, trackingNumber }: VendorOrder): Block[] {
  const text = trackingText(carrier, trackingNumber);
  if (!text) return [];
  const url = trackingUrl(carrier, trackingNumber);
  const line: Block = { paragraph: `${ORDER_TOOLS_TEXTS.tracking}: ${text}` };
  return url ? [line, { link: { label: ORDER_TOOLS_TEXTS.trackParcel, url } }] : [line];
}

const addressText = ({ shippingAddress: a }: VendorOrder) => `${a.addressLine1}, ${a.city}, ${a.postalCode}, ${a.country}`;

async function userById({ db }: MailContext, id: number) {
  const [user] = await db
    .select({
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/**
 * Until its owner confirms an address, mail to it carries no text anyone typed but the order lines
 * it is about: whoever registered may not own it, and names and addresses can hold a phishing line
 *. So no name in the greeting, no store name, no shipping address.
 */
const greeting = (to: { fullName: string; verified: boolean }) => (to.verified ? `Hello ${to.fullName},` : 'Hello,');

async function buyerOf(ctx: MailContext, orderId: number) {
  const [row] = await ctx.db.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, orderId));
  return row ? userById(ctx, row.buyerId) : undefined;
}

async function orderById(ctx: MailContext, orderId: number): Promise<VendorOrder | undefined> {
  const [row] = await ctx.db.select({ vendorId: orders.vendorId }).from(orders).where(eq(orders.id, orderId));
  return row ? getVendorOrder(ctx.statements, row.vendorId, orderId) : undefined;
}

/** The variant a buyer waited for, while it and its product are still sold. */
async function variantById({ db }: MailContext, id: number) {
  const [row] = await db
    .select({ productId: products.id, name: products.name, size: productVariants.size, colour: productVariants.colour })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, id), sql`${productVariants.deletedAt} is null and ${products.deletedAt} is null`));
  return row;
}

const STATUS_MAILS = {
  'order-shipped': { subject: (id: number) => `Order #${id} has shipped`, says: 'is on its way' },
  'order-delivered': { subject: (id: number) => `Order #${id} has been delivered`, says: 'has been delivered' },
  'order-cancelled': { subject: (id: number) => `Order #${id} has been cancelled`, says: 'has been cancelled' },
} as const;

const RETURN_MAILS = {
  'return-approved': {
    subject: (id: number) => `Return #${id} approved`,
    says: 'has been approved. Please send the items back within 14 days.',
  },
  'return-refunded': { subject: (id: number) => `Return #${id}: your refund`, says: 'has been refunded' },
} as const;

/** The operator suspended or reactivated the vendor's shop: what that means, and whom to ask. */
async function shopStatusMail(ctx: MailContext, kind: 'shop-suspended' | 'shop-reactivated', vendorId: number, open: Block) {
  const [vendor, [shop]] = await Promise.all([
    userById(ctx, vendorId),
    ctx.db.select({ name: users.vendorName }).from(users).where(eq(users.id, vendorId)),
  ]);
  if (!vendor) return null;
  // No store name to an address not yet confirmed (see `greeting`).
  const store = vendor.verified ? (shop?.name ?? '') : '';
  const blocks: Block[] =
    kind === 'shop-suspended'
      ? [
          { paragraph: SHOP_STATUS_TEXTS.suspendedMail(store) },
          { paragraph: MODERATION_TEXTS.suspendedNotice.goesOn },
          { paragraph: SHOP_STATUS_TEXTS.askWhy },
          open,
        ]
      : [{ paragraph: SHOP_STATUS_TEXTS.reactivatedMail(store) }, open];
  const subject = kind === 'shop-suspended' ? SHOP_STATUS_TEXTS.suspendedSubject : SHOP_STATUS_TEXTS.reactivatedSubject;
  return composeMail(vendor.email, subject, greeting(vendor), blocks);
}

/** 'Return #3 rejected', quoting the shop's reason. */
async function rejectionMail(ctx: MailContext, returnId: number, open: Block): Promise<Mail | null> {
  const [r] = await ctx.db
    .select({ buyerId: returns.buyerId, orderId: returns.orderId, reason: returns.rejectReason })
    .from(returns)
    .where(eq(returns.id, returnId));
  const buyer = r && (await userById(ctx, r.buyerId));
  if (!r || !buyer) return null;
  const { subject, blocks } = rejectionBlocks(returnId, r.orderId, buyer.verified ? r.reason : null, open);
  return composeMail(buyer.email, subject, greeting(buyer), blocks);
}

/** 'Your exchange is on its way': queued as the exchange order ships, with its tracking and lines. */
async function exchangeShippedMail(ctx: MailContext, returnId: number, open: Block): Promise<Mail | null> {
  const [r] = await ctx.db
    .select({ buyerId: returns.buyerId, orderId: returns.orderId, exchangeOrderId: returns.exchangeOrderId })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!r?.exchangeOrderId) return null;
  const [buyer, order] = await Promise.all([userById(ctx, r.buyerId), orderById(ctx, r.exchangeOrderId)]);
  if (!buyer || !order) return null;
  const { subject, blocks } = exchangeShippedBlocks(returnId, r.orderId, order.id, trackingBlocks(order), linesTable(order), open);
  return composeMail(buyer.email, subject, greeting(buyer), blocks);
}

/** The operator's decision on a dispute, told to the vendor in one sentence of what happens next (decision 205). */
async function decidedMail(
  ctx: MailContext,
  returnId: number,
  r: { vendorId: number; orderId: number; status: string; refundCents: number | null },
  link: (label: string, path: string) => Block,
): Promise<Mail | null> {
  const vendor = await userById(ctx, r.vendorId);
  if (!vendor) return null;
  const next =
    r.status === 'approved'
      ? 'Seamline decided for the buyer: the return is approved and the buyer sends the items back to you. Refund or exchange it as you receive it.'
      : r.status === 'closed'
        ? `Seamline decided for the buyer and refunded ${formatPrice((r.refundCents ?? 0) / 100)} without the items coming back.`
        : 'Seamline kept your rejection. The decision is final.';
  return composeMail(vendor.email, `Return #${returnId}: Seamline's decision`, greeting(vendor), [
    { paragraph: `The buyer disputed your rejection of return #${returnId} (order #${r.orderId}). ${next}` },
    link('Open Returns', '/vendor/returns'),
  ]);
}

/** A return's lines as the vendor's mails list them: item, size and colour, quantity, reason and what the buyer asks for. */
async function returnLinesTable(ctx: MailContext, returnId: number): Promise<Block> {
  const lines = await ctx.db
    .select({
      name: orderItems.productName,
      size: orderItems.size,
      colour: orderItems.colour,
      quantity: returnLines.quantity,
      reason: returnLines.reason,
      outcome: returnLines.outcome,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(returnLines.id);
  return {
    table: {
      head: ['Item', 'Qty', 'Reason', 'Asks for'],
      rows: lines.map((l) => {
        const label = variantLabel(l.size, l.colour);
        return [
          label ? `${l.name} (${label})` : l.name,
          String(l.quantity),
          RETURN_TEXTS.reasons[l.reason],
          l.outcome === 'exchange' ? 'Exchange' : 'Refund',
        ];
      }),
    },
  };
}

async function returnMail(
  ctx: MailContext,
  kind: 'return-new' | 'return-disputed' | 'return-decided' | 'return-refund-paid' | keyof typeof RETURN_MAILS,
  returnId: number,
  link: (label: string, path: string) => Block,
): Promise<Mail | null> {
  const [r] = await ctx.db
    .select({
      buyerId: returns.buyerId,
      vendorId: returns.vendorId,
      orderId: returns.orderId,
      status: returns.status,
      refundCents: returns.refundCents,
      refundStatus: returns.refundStatus,
      refundReference: returns.refundReference,
    })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!r) return null;
  if (kind === 'return-new') {
    const vendor = await userById(ctx, r.vendorId);
    if (!vendor) return null;
    return composeMail(vendor.email, RETURN_TEXTS.newReturnSubject(returnId), greeting(vendor), [
      {
        paragraph: `A buyer has asked to return items of order #${r.orderId}. Please approve or reject it within 3 days; after that it is approved.`,
      },
      await returnLinesTable(ctx, returnId),
      link('Open Returns', '/vendor/returns'),
    ]);
  }
  if (kind === 'return-disputed') {
    const vendor = await userById(ctx, r.vendorId);
    if (!vendor) return null;
    return composeMail(vendor.email, `Return #${returnId} disputed`, greeting(vendor), [
      {
        paragraph: `The buyer disputed your rejection of return #${returnId} (order #${r.orderId}). Seamline will look at it and decide; we will tell you the decision.`,
      },
      link('Open Returns', '/vendor/returns'),
    ]);
  }
  const buyer = await userById(ctx, r.buyerId);
  if (!buyer) return null;
  if (kind === 'return-decided') return decidedMail(ctx, returnId, r, link);
  if (kind === 'return-refund-paid') {
    const cents = formatPrice((r.refundCents ?? 0) / 100);
    return composeMail(buyer.email, `Return #${returnId}: ${cents} sent to you`, greeting(buyer), [
      {
        paragraph: `We have sent you ${cents} for your return #${returnId} of order #${r.orderId}${r.refundReference ? ` (reference ${r.refundReference})` : ''}.`,
      },
      link('See your orders', '/buyer/orders'),
    ]);
  }
  const about = RETURN_MAILS[kind];
  const amount =
    kind === 'return-refunded' && r.refundCents !== null
      ? r.refundStatus === 'owed'
        ? `. We will send you ${formatPrice(r.refundCents / 100)} and e-mail you when it has been sent.`
        : `: ${formatPrice(r.refundCents / 100)} back to your card.`
      : '.';
  return composeMail(buyer.email, about.subject(returnId), greeting(buyer), [
    {
      paragraph: `Your return #${returnId} of order #${r.orderId} ${kind === 'return-refunded' && r.refundStatus === 'owed' ? 'has been accepted' : about.says}${kind === 'return-refunded' ? amount : ''}`,
    },
    ...(kind === 'return-approved' ? await whereToSend(ctx, returnId, buyer.verified) : []),
    link(kind === 'return-approved' ? RETURN_SLIP_TEXTS.printSlipOnOrder : 'See your orders', '/buyer/orders'),
  ]);
}

/**
 * The approval's where-to-send-it (decision 221): the shop's return address and note, the return's
 * code and its lines. To an unconfirmed address only what the shop did not type: the code and the
 * lines, and the way to the order, which shows the rest.
 */
async function whereToSend(ctx: MailContext, returnId: number, verified: boolean): Promise<Block[]> {
  const r = await getReturn(ctx.db, returnId);
  const lines: Block = {
    table: {
      head: ['Item', 'Quantity', 'Outcome'],
      rows: r.lines.map((l) => [
        itemName({ name: l.productName, size: l.size, colour: l.colour }),
        String(l.quantity),
        l.outcome === 'exchange'
          ? `Exchange for ${variantLabel(l.exchangeSize, l.exchangeColour) || 'another size'}`
          : RETURN_TEXTS.outcomes.refund,
      ]),
    },
  };
  const code: Block[] = r.slipCode ? [{ paragraph: `${RETURN_SLIP_TEXTS.slipCode}: ${r.slipCode}` }] : [];
  if (!verified || !r.returnAddress)
    return [{ paragraph: 'Where to send it, and a return slip to print, are on your order.' }, ...code, lines];
  return [
    { paragraph: `Send it to: ${r.vendorName}, ${joinAddress(r.returnAddress)}` },
    ...(r.returnInstructions ? [{ paragraph: `${RETURN_SLIP_TEXTS.shopInstructions}: ${r.returnInstructions}` }] : []),
    { paragraph: RETURN_SLIP_TEXTS.writeOnParcel(returnId) },
    ...code,
    lines,
  ];
}

type Link = (label: string, path: string) => Block;
type JobOf<K extends MailJob['kind']> = Extract<MailJob, { kind: K }>;

/** Welcome, with the link that confirms the address when the job carries one. */
async function welcomeMail(ctx: MailContext, job: JobOf<'welcome'>, link: Link): Promise<Mail | null> {
  const user = await userById(ctx, job.userId);
  if (!user) return null;
  // In the shop's own words only: it goes to whatever address registered.
  const welcome =
    user.role === 'vendor'
      ? `Your shop on ${SHOP_NAME} is ready. Add your first product and buyers can find it at once.`
      : `Thank you for joining ${SHOP_NAME}. Clothing and shoes from many shops are waiting for you.`;
  const blocks: Block[] = job.token
    ? [
        { paragraph: `${welcome} Please confirm that this e-mail address is yours; the link works once, for 24 hours.` },
        link('Confirm your e-mail address', `/verify-email?token=${encodeURIComponent(job.token)}`),
        { paragraph: `If you did not create an account on ${SHOP_NAME}, ignore this mail.` },
      ]
    : [{ paragraph: welcome }];
  return composeMail(user.email, `Welcome to ${SHOP_NAME} — please confirm your e-mail address`, 'Hello,', blocks);
}

/** The buyer's confirmation of one checkout: every order it placed, one per shop. */
async function orderConfirmationMail(ctx: MailContext, job: JobOf<'order-confirmation'>, link: Link): Promise<Mail | null> {
  const buyer = await userById(ctx, job.buyerId);
  const rows = await ctx.db
    .select({ id: orders.id, vendorId: orders.vendorId })
    .from(orders)
    .where(and(inArray(orders.id, job.orderIds), eq(orders.buyerId, job.buyerId)))
    .orderBy(orders.id);
  if (!buyer || rows.length === 0) return null;
  const placed = await Promise.all(rows.map((r) => getVendorOrder(ctx.statements, r.vendorId, r.id)));
  const total = placed.reduce((sum, o) => sum + Math.round(o.totalPaid * 100), 0) / 100;
  const ids = placed.map((o) => `#${o.id}`).join(', ');
  const sentTo = buyer.verified ? ` to: ${addressText(placed[0] as VendorOrder)}` : '';
  const blocks: Block[] = [
    {
      paragraph: `Thank you for your order. ${placed.length === 1 ? 'It will be sent' : `Your items come from ${placed.length} shops, so they arrive as ${placed.length} orders, all sent`}${sentTo}.`,
    },
    ...placed.flatMap((o): Block[] => [
      { paragraph: buyer.verified ? `Order #${o.id} from ${o.vendorName}` : `Order #${o.id}` },
      linesTable(o),
    ]),
    { paragraph: `Total: ${formatPrice(total)}` },
    { paragraph: PAYMENT_TEXTS.mailBuyer[(placed[0] as VendorOrder).paymentMethod] },
    link('See your orders', '/buyer/orders'),
  ];
  return composeMail(buyer.email, `Order confirmation ${ids}`, greeting(buyer), blocks);
}

/** The vendor's new order (an exchange's replacement said as one). */
async function vendorNewOrderMail(ctx: MailContext, job: JobOf<'vendor-new-order'>, link: Link): Promise<Mail | null> {
  const order = await orderById(ctx, job.orderId);
  const vendor = order && (await userById(ctx, order.vendorId));
  if (!order || !vendor) return null;
  if (order.kind === 'exchange' && order.exchangeForReturnId !== null) {
    const exchange = { id: order.id, exchangeForReturnId: order.exchangeForReturnId };
    const { subject, blocks } = exchangeOrderBlocks(
      vendor,
      exchange,
      addressText(order),
      linesTable(order),
      link('Open Order Management', '/vendor/orders'),
    );
    return composeMail(vendor.email, subject, greeting(vendor), blocks);
  }
  const placedBy = vendor.verified
    ? `${order.buyerName} has placed order #${order.id} with ${order.vendorName}. Ship to: ${addressText(order)}.`
    : `A buyer has placed order #${order.id} with your shop. The shipping address is in Order Management.`;
  return composeMail(vendor.email, `New order #${order.id}`, greeting(vendor), [
    { paragraph: placedBy },
    linesTable(order),
    { paragraph: PAYMENT_TEXTS.mailVendor[order.paymentMethod] },
    link('Open Order Management', '/vendor/orders'),
  ]);
}

/** The buyer hears that an order shipped (with its tracking), was delivered or was cancelled. */
async function orderStatusMail(
  ctx: MailContext,
  job: JobOf<'order-shipped' | 'order-delivered' | 'order-cancelled'>,
  link: Link,
): Promise<Mail | null> {
  const order = await orderById(ctx, job.orderId);
  if (!order) return null;
  const buyer = await buyerOf(ctx, order.id);
  if (!buyer) return null;
  const about = STATUS_MAILS[job.kind];
  return composeMail(buyer.email, about.subject(order.id), greeting(buyer), [
    {
      paragraph: buyer.verified
        ? `Your order #${order.id} from ${order.vendorName} ${about.says}.`
        : `Your order #${order.id} ${about.says}.`,
    },
    ...(job.kind === 'order-shipped' ? trackingBlocks(order) : []),
    linesTable(order),
    link('See your orders', '/buyer/orders'),
  ]);
}

/** A variant the buyer asked about is in stock again. */
async function backInStockMail(ctx: MailContext, job: JobOf<'back-in-stock'>, link: Link): Promise<Mail | null> {
  const [buyer, variant] = await Promise.all([userById(ctx, job.buyerId), variantById(ctx, job.variantId)]);
  if (!buyer || !variant) return null;
  const label = variantLabel(variant.size, variant.colour);
  const what = label ? `${variant.name} (${label})` : variant.name;
  return composeMail(buyer.email, `${what} is back in stock`, greeting(buyer), [
    { paragraph: `You asked us to tell you when ${what} is back. It is in stock again, while it lasts.` },
    link('See the product', `/buyer/product/${variant.productId}`),
    { paragraph: "We tell you once. To hear of it again, choose 'Tell me when it's back' on the product page." },
  ]);
}

/** The reset link a password reset request was answered with. */
async function passwordResetMail(ctx: MailContext, job: JobOf<'password-reset'>, link: Link): Promise<Mail | null> {
  const user = await userById(ctx, job.userId);
  if (!user) return null;
  return composeMail(user.email, 'Reset your password', greeting(user), [
    {
      paragraph:
        'Someone asked to reset the password of your account. If it was you, choose a new password here; the link works once, for one hour.',
    },
    link('Choose a new password', `/reset-password?token=${encodeURIComponent(job.token)}`),
    { paragraph: 'If it was not you, ignore this mail: your password stays as it is.' },
  ]);
}

/** The mail a queued job stands for, read from the database as it is now; null when its subject is gone. */
export async function renderMail(ctx: MailContext, job: MailJob): Promise<Mail | null> {
  const link: Link = (label, path) => ({ link: { label, url: `${ctx.publicUrl}${path}` } });
  switch (job.kind) {
    case 'welcome':
      return welcomeMail(ctx, job, link);
    case 'order-confirmation':
      return orderConfirmationMail(ctx, job, link);
    case 'vendor-new-order':
      return vendorNewOrderMail(ctx, job, link);
    case 'order-shipped':
    case 'order-delivered':
    case 'order-cancelled':
      return orderStatusMail(ctx, job, link);
    case 'back-in-stock':
      return backInStockMail(ctx, job, link);
    case 'return-new':
    case 'return-approved':
    case 'return-refunded':
    case 'return-disputed':
    case 'return-decided':
    case 'return-refund-paid':
      return returnMail(ctx, job.kind, job.returnId, link);
    case 'return-rejected':
      return rejectionMail(ctx, job.returnId, link('See your orders', '/buyer/orders'));
    case 'return-exchange':
      return exchangeShippedMail(ctx, job.returnId, link('See your orders', '/buyer/orders'));
    case 'shop-suspended':
    case 'shop-reactivated':
      return shopStatusMail(ctx, job.kind, job.vendorId, link(SHOP_STATUS_TEXTS.openDashboard, '/vendor/dashboard'));
    case 'password-reset':
      return passwordResetMail(ctx, job, link);
  }
}
