import { expectedDeliveryAt, type OrderStatus, taxCents } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { refreshProductTotals } from '../domain/variants/product-totals.js';
import type { Db, Tx } from '../db/client.js';
import { orderEvents, orderItems, orders, productImages, products, productVariants, reviews, users } from '../db/schema.js';
import { seedDemoCoupons } from './demo-coupons.js';
import { seedDemoMoney } from './demo-money.js';
import { seedDemoReturns } from './demo-returns.js';
import { demoBodies, demoCharts } from './demo-fit.js';
import { fitDemoOrders } from './demo-fit-orders.js';
import { seedDemoCharts, seedDemoFitProfile, seedDemoFitReturns } from './demo-fit-seed.js';
import { DEMO_OPERATOR, DEMO_PASSWORD, demoOrders, demoProducts, demoReviews, demoUsers, prng, variantPriceCents } from './catalogue.js';

export { demoLoginsText, DEMO_PASSWORD } from './catalogue.js';

const DAY = 86_400_000;
const BATCH = 500;

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function wipe(tx: Tx): Promise<void> {
  await tx.execute(
    sql`truncate order_events, order_items, orders, reviews, cart_items, images, product_variants, products, size_charts, login_throttle, users restart identity cascade`,
  );
  await tx.execute(sql`truncate search_words, sales_rollup`);
}

/**
 * Fills an empty database with the demo shop (docs/architecture.md#server-rules), in one transaction. With `reset` it
 * first empties every table but the settings. A database that already has users is left alone.
 */
export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

export async function seedDemo(db: Db, opts: { reset?: boolean; now?: Date } = {}): Promise<SeedResult> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx): Promise<SeedResult> => {
    // Instances starting together on one empty database: the first seeds, the others wait and see it.
    await tx.execute(sql`select pg_advisory_xact_lock(7261002)`);
    if (opts.reset) await wipe(tx);
    else {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
      if ((row?.n ?? 0) > 0) return { seeded: false, counts: {} };
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    const { vendors, buyers } = demoUsers();
    // The demo's addresses are the shop's own: verified, so every mail to them is whole.
    const account = (u: (typeof vendors)[number]) => ({ ...u, passwordHash, emailVerifiedAt: now });
    const vendorIds = (await tx.insert(users).values(vendors.map(account)).returning({ id: users.id })).map((r) => r.id);
    const buyerIds = (await tx.insert(users).values(buyers.map(account)).returning({ id: users.id })).map((r) => r.id);
    const [operator] = await tx.insert(users).values(account(DEMO_OPERATOR)).returning({ id: users.id });

    const catalogue = demoProducts();
    // Sizes follow each buyer's body against each shop's chart (the size passport, decision 256).
    const charts = demoCharts(catalogue);
    await seedDemoCharts(tx, charts, vendorIds, now);
    const fitted = fitDemoOrders(catalogue, demoOrders(catalogue, buyers.length), charts, demoBodies(buyers.length));
    const orderList = fitted.orders;
    const reviewList = demoReviews(catalogue, orderList, buyers.length);

    const sold = new Array<number>(catalogue.length).fill(0);
    for (const o of orderList)
      if (o.status !== 'cancelled') for (const l of o.lines) sold[l.productIndex] = (sold[l.productIndex] ?? 0) + l.quantity;

    const productCreatedAt = (i: number) => new Date(now.getTime() - (catalogue[i]?.createdDaysAgo ?? 0) * DAY - i * 60_000);
    const productIds: number[] = [];
    await insertBatched(
      catalogue.map((p, i) => ({
        vendorId: vendorIds[p.vendorIndex] as number,
        name: p.name,
        description: p.description,
        category: p.category,
        subcategory: p.subcategory,
        // Stock, lowest price and colours are set from the variants below.
        priceCents: p.basePriceCents,
        basePriceCents: p.basePriceCents,
        stock: 0,
        imageUrl: p.imageUrl,
        soldCount: sold[i] ?? 0,
        // The rating columns follow from the reviews, by trigger (migration 0010).
        createdAt: productCreatedAt(i),
        updatedAt: now,
      })),
      async (chunk) => productIds.push(...(await tx.insert(products).values(chunk).returning({ id: products.id })).map((r) => r.id)),
    );

    // Variants in the vendor's grid order (colour by colour, each in size order); the products then
    // take their aggregates from them as every product write does (decision 048).
    const variantRows = catalogue.flatMap((p, i) =>
      p.variants.map((v, position) => ({
        productId: productIds[i] as number,
        vendorId: vendorIds[p.vendorIndex] as number,
        size: v.size,
        colour: v.colour,
        colourHex: v.colourHex,
        sku: v.sku,
        priceCents: v.ownPriceCents,
        stock: v.stock,
        imageUrl: v.imageUrl,
        position,
        createdAt: productCreatedAt(i),
      })),
    );
    const variantIds: number[] = [];
    await insertBatched(variantRows, async (chunk) =>
      variantIds.push(...(await tx.insert(productVariants).values(chunk).returning({ id: productVariants.id })).map((r) => r.id)),
    );
    await refreshProductTotals(tx, productIds);
    const imageRows = catalogue.flatMap((p, i) =>
      p.images.flatMap((set) =>
        set.urls.map((url, position) => ({ productId: productIds[i] as number, colour: set.colour, position, url })),
      ),
    );
    await insertBatched(imageRows, async (chunk) => {
      await tx.insert(productImages).values(chunk);
    });
    const firstVariant: number[] = [];
    catalogue.reduce((at, p, i) => {
      firstVariant[i] = at;
      return at + p.variants.length;
    }, 0);
    const variantOf = (productIndex: number, variantIndex: number) => {
      const product = catalogue[productIndex] as (typeof catalogue)[number];
      const variant = product.variants[variantIndex] as (typeof product.variants)[number];
      return { product, variant, id: variantIds[(firstVariant[productIndex] ?? 0) + variantIndex] as number };
    };

    await insertBatched(
      reviewList.map((r) => ({
        productId: productIds[r.productIndex] as number,
        buyerId: buyerIds[r.buyerIndex] as number,
        rating: r.rating,
        comment: r.comment,
        fit: r.fit,
        createdAt: new Date(now.getTime() - r.daysAgo * DAY - r.productIndex * 1000),
      })),
      (chunk) => tx.insert(reviews).values(chunk),
    );

    const rand = prng(31);
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    const sinceMidnight = now.getTime() - midnight.getTime();
    const stepAt = (createdAt: Date, step: number) => new Date(Math.min(now.getTime(), createdAt.getTime() + step * (DAY / 2)));
    const orderRows = orderList.map((o) => {
      const withinDay = Math.min(o.minuteOfDay * 60_000, o.daysAgo === 0 ? Math.max(0, sinceMidnight - 60_000) : DAY - 1);
      const createdAt = new Date(
        midnight.getTime() - o.daysAgo * DAY + (o.daysAgo === 0 ? Math.floor(withinDay * rand.next()) : withinDay),
      );
      const subtotal = o.lines.reduce((s, l) => {
        const { product, variant } = variantOf(l.productIndex, l.variantIndex);
        return s + variantPriceCents(product, variant) * l.quantity;
      }, 0);
      const tax = taxCents(subtotal);
      const buyer = buyers[o.buyerIndex] as (typeof buyers)[number];
      const lastChange = stepAt(createdAt, o.path.length - 1);
      return {
        row: {
          buyerId: buyerIds[o.buyerIndex] as number,
          vendorId: vendorIds[o.vendorIndex] as number,
          status: o.status,
          subtotalCents: subtotal,
          taxCents: tax,
          totalCents: subtotal + tax,
          shipLine1: buyer.addressLine1,
          shipCity: buyer.city,
          shipPostalCode: buyer.postalCode,
          shipCountry: buyer.country,
          createdAt,
          expectedDelivery: expectedDeliveryAt(createdAt),
          // Completed and Delivered both mean the buyer has the goods: the return window and the ledger count from here.
          deliveredAt: o.status === 'Delivered' || o.status === 'completed' ? lastChange : null,
          updatedAt: lastChange,
        },
        order: o,
      };
    });
    const orderIds: number[] = [];
    await insertBatched(orderRows, async (chunk) =>
      orderIds.push(
        ...(
          await tx
            .insert(orders)
            .values(chunk.map((c) => c.row))
            .returning({ id: orders.id })
        ).map((r) => r.id),
      ),
    );

    const items = orderRows.flatMap(({ order }, i) =>
      order.lines.map((l) => {
        const { product, variant, id } = variantOf(l.productIndex, l.variantIndex);
        return {
          orderId: orderIds[i] as number,
          productId: productIds[l.productIndex] as number,
          productName: product.name,
          variantId: id,
          size: variant.size,
          colour: variant.colour,
          unitPriceCents: variantPriceCents(product, variant),
          quantity: l.quantity,
        };
      }),
    );
    await insertBatched(items, (chunk) => tx.insert(orderItems).values(chunk));

    const events = orderRows.flatMap(({ order, row }, i) =>
      order.path.map((to: OrderStatus, step: number) => ({
        orderId: orderIds[i] as number,
        fromStatus: step === 0 ? null : (order.path[step - 1] as string),
        toStatus: to,
        at: stepAt(row.createdAt, step),
      })),
    );
    await insertBatched(events, (chunk) => tx.insert(orderEvents).values(chunk));
    const journals = await seedDemoMoney(tx, operator?.id as number, now);
    // After the money: a return's refund reverses its order's capture.
    const returns = await seedDemoReturns(tx, now);
    const sizeReturns = await seedDemoFitReturns(tx, fitted.fitReturns, orderIds, (p, v) => variantOf(p, v).id);
    await seedDemoFitProfile(tx, buyerIds[1] as number, now);
    const coupons = await seedDemoCoupons(tx, vendorIds, now);

    return {
      seeded: true,
      counts: {
        vendors: vendorIds.length,
        buyers: buyerIds.length,
        products: productIds.length,
        variants: variantIds.length,
        reviews: reviewList.length,
        orders: orderIds.length,
        orderItems: items.length,
        journals,
        returns,
        sizeReturns,
        coupons,
      },
    };
  });
}
