import type { SizeAdvice } from '@seamline/contract';
import type { Statements } from '../../db/statements.js';
import { adviseSize } from './advise-size.js';
import { buyerEvidenceOf, readBuyerRecord, readProductEvidence } from './read-evidence.js';

/** `GET /api/buyer/product/{id}/sizeAdvice`: the buyer's evidence by `now` (the money clock) and the product's, advised on. */
export async function sizeAdviceFor(statements: Statements, buyerId: number, productId: number, now: Date): Promise<SizeAdvice> {
  const [product, record] = await Promise.all([readProductEvidence(statements, productId), readBuyerRecord(statements, buyerId)]);
  // Only the charts of the lines that can speak to this product's measurements (read-evidence.ts chartsOf).
  return adviseSize({ product, buyer: await buyerEvidenceOf(statements, record, now, product.subcategory) });
}
