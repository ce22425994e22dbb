import type { EvalResult } from './replay.js';

/** The budget (docs/decisions/256): the advice beats the usual label by 15 points of exact size and sends back 30 % fewer sizes. */
export const FIT_EVAL_BUDGET = { exactPoints: 15, returnsCut: 0.3 } as const;

export interface Verdict {
  /** Percentage points of exact size the advice gains over the baseline. */
  exactGain: number;
  /** The share of the baseline's size returns the advice avoids. */
  returnsCut: number;
  within: boolean;
}

export function verdictOf(result: EvalResult): Verdict {
  const exactGain = (result.advice.exact - result.baseline.exact) * 100;
  const returnsCut = result.baseline.sizeReturns === 0 ? 0 : 1 - result.advice.sizeReturns / result.baseline.sizeReturns;
  return { exactGain, returnsCut, within: exactGain >= FIT_EVAL_BUDGET.exactPoints && returnsCut >= FIT_EVAL_BUDGET.returnsCut };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const count = (n: number) => n.toLocaleString('en-US');

/** What `npm run fit-eval` prints: the world, both figures for both, and the verdict against the budget. */
export function reportOf(result: EvalResult): string {
  const { options: o } = result;
  const v = verdictOf(result);
  return [
    `fit-eval, seed ${o.seed}: ${result.shops}; ${count(o.buyers)} buyers with hidden body measurements;`,
    `${count(result.trainingOrders)} orders replayed (keep or return by body against garment), ${count(result.heldOutOrders)} held-out orders scored`,
    '',
    '| on held-out orders | exact size | sent back for size |',
    '| --- | --- | --- |',
    `| baseline: the buyer's usual size label | ${percent(result.baseline.exact)} | ${percent(result.baseline.sizeReturns)} |`,
    `| size advice (a size named for ${percent(result.advised)}; else the usual label) | ${percent(result.advice.exact)} | ${percent(result.advice.sizeReturns)} |`,
    '',
    `The advice gains ${v.exactGain.toFixed(1)} points of exact size (budget ≥ ${FIT_EVAL_BUDGET.exactPoints}) and cuts size returns by ` +
      `${(v.returnsCut * 100).toFixed(1)} % (budget ≥ ${FIT_EVAL_BUDGET.returnsCut * 100} %): ${v.within ? 'within budget' : 'OVER BUDGET'}`,
  ].join('\n');
}
