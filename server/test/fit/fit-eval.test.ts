import { describe, expect, it } from 'vitest';
import { FIT_EVAL_BUDGET, reportOf, verdictOf } from '../../src/domain/fit/evaluation/report.js';
import { runFitEval } from '../../src/domain/fit/evaluation/replay.js';

/** A smaller world than `npm run fit-eval` builds (600 buyers, 8 products per shop and garment), seeded the same. */
const SMALL = { seed: 1, buyers: 250, trainingOrders: 10, heldOutOrders: 3, productsPerGroup: 5 };

describe('npm run fit-eval, small', () => {
  const result = runFitEval(SMALL);

  it('beats the usual size label by the budget on orders the advice has not seen', () => {
    const verdict = verdictOf(result);
    expect(result.heldOutOrders).toBe(SMALL.buyers * SMALL.heldOutOrders);
    expect(verdict.exactGain).toBeGreaterThanOrEqual(FIT_EVAL_BUDGET.exactPoints);
    expect(verdict.returnsCut).toBeGreaterThanOrEqual(FIT_EVAL_BUDGET.returnsCut);
    expect(verdict.within).toBe(true);
  });

  it('is the same for the same seed, and another world for another', () => {
    expect(runFitEval(SMALL)).toEqual(result);
    expect(runFitEval({ ...SMALL, seed: 2 }).baseline).not.toEqual(result.baseline);
  });

  it('prints both figures for both, and the verdict', () => {
    const text = reportOf(result);
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    expect(text).toContain(
      `| baseline: the buyer's usual size label | ${percent(result.baseline.exact)} | ${percent(result.baseline.sizeReturns)} |`,
    );
    expect(text).toContain(`| ${percent(result.advice.exact)} | ${percent(result.advice.sizeReturns)} |`);
    expect(text).toContain('Shop B (a size small)');
    expect(text).toMatch(/: within budget$/);
  });
});
