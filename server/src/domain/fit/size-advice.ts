import type { SizeAdvice } from '@seamline/contract';
import type { Statements } from '../../db/statements.js';
import { adviseSize } from './advise-size.js';
import { readBuyerEvidence, readProductEvidence } from './read-evidence.js';

/** `GET /api/buyer/product/{id}/sizeAdvice`: the buyer's evidence by `now` (the money clock) and the product's, advised on. */
export async function sizeAdviceFor(statements: Statements, buyerId: number, productId: number, now: Date): Promise<SizeAdvice> {
  const [product, buyer] = await Promise.all([readProductEvidence(statements, productId), readBuyerEvidence(statements, buyerId, now)]);
  return adviseSize({ product, buyer });
}
