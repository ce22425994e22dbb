/**
 * `npm run fit-eval`: size advice scored on orders it has not seen, beside the buyer's usual size
 * label (docs/decisions/256). Deterministic for a seed; exits 1 when the advice misses its budget.
 *
 *   npm run fit-eval -- [--seed 1] [--buyers 600] [--orders 10] [--held-out 3] [--products 8]
 */
import { parseArgs } from 'node:util';
import { verdictOf, reportOf } from '../domain/fit/evaluation/report.js';
import { runFitEval } from '../domain/fit/evaluation/replay.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    buyers: { type: 'string', default: '600' },
    orders: { type: 'string', default: '10' },
    'held-out': { type: 'string', default: '3' },
    products: { type: 'string', default: '8' },
  },
});
const options = {
  seed: Number(values.seed),
  buyers: Number(values.buyers),
  trainingOrders: Number(values.orders),
  heldOutOrders: Number(values['held-out']),
  productsPerGroup: Number(values.products),
};
if (!Object.values(options).every((n) => Number.isInteger(n) && n >= 1)) throw new Error('every option is a whole number from 1');
const result = runFitEval(options);
console.log(reportOf(result));
if (!verdictOf(result).within) process.exitCode = 1;
