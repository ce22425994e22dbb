import { createHash } from 'node:crypto';
import { API_MESSAGES, type VendorProduct } from '@seamline/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productCreations } from '../../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { columnsOf, insertProduct, refusingTakenSkus } from './save-product.js';
import { loadOwn, type ParsedInput } from './vendor-products.js';

/** How long a key is remembered; a later request with it creates a new product (decision 043). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The request as stored: the columns it would write, in a fixed order, with its variants when it sent them. */
const requestHash = (input: ParsedInput) => {
  const { stockQuantity, variants, images } = input;
  const request = variants ? { ...columnsOf(input), variants } : { ...columnsOf(input), stockQuantity };
  // Added only when sent, so a request without images hashes as it did before they existed.
  if (images) Object.assign(request, { images });
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
};

/**
 * Add Product with an Idempotency-Key (docs/decisions/043): the first request with a key creates
 * the product; a repeat, even one racing the first, answers that same product. The claim on
 * (vendor, key) is the primary key: a racing repeat waits on it until the first commits. A key
 * sent again with another body is refused; a key older than its lifetime may be used afresh.
 */
export async function createProductOnce(db: Db, vendorId: number, input: ParsedInput, key: string, now: Date): Promise<VendorProduct> {
  const hash = requestHash(input);
  const ours = and(eq(productCreations.vendorId, vendorId), eq(productCreations.key, key));
  return refusingTakenSkus(db, vendorId, null, input, () =>
    db.transaction(async (tx) => {
      const claimed = await tx
        .insert(productCreations)
        .values({ vendorId, key, requestHash: hash, createdAt: now })
        .onConflictDoUpdate({
          target: [productCreations.vendorId, productCreations.key],
          set: { requestHash: hash, productId: null, createdAt: now },
          setWhere: lt(productCreations.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)),
        })
        .returning({ key: productCreations.key });
      if (claimed.length > 0) {
        const id = await insertProduct(tx, vendorId, input, now);
        await tx.update(productCreations).set({ productId: id }).where(ours);
        return loadOwn(tx, vendorId, id);
      }
      const [earlier] = await tx
        .select({ requestHash: productCreations.requestHash, productId: productCreations.productId })
        .from(productCreations)
        .where(ours);
      if (!earlier || earlier.requestHash !== hash) throw conflict(API_MESSAGES.idempotencyKeyReused);
      if (earlier.productId === null) throw notFound(API_MESSAGES.productNotFound);
      return loadOwn(tx, vendorId, earlier.productId);
    }),
  );
}
