import { type FitOutcome, type GarmentGroup, sizesText } from '@seamline/contract';
import { prng, type Random } from '../../../lib/seeded-random.js';
import { adviseSize } from '../advise-size.js';
import type { PastSize, ProductEvidence, SizeReturnCounts } from '../evidence.js';
import { type SizeReturns, shopperFlags } from '../size-flags.js';
import { bestSize, usualLabel, wear } from './fit-model.js';
import { type EvalBuyer, type EvalProduct, makeBuyers, makeProducts, makeShops } from './world.js';

export interface EvalOptions {
  seed: number;
  buyers: number;
  /** Orders per buyer whose outcome the advice may read, then orders held out and scored. */
  trainingOrders: number;
  heldOutOrders: number;
  productsPerGroup: number;
}

export interface Score {
  exact: number;
  sizeReturns: number;
}

export interface EvalResult {
  options: EvalOptions;
  shops: string;
  trainingOrders: number;
  heldOutOrders: number;
  baseline: Score;
  advice: Score;
  /** Held-out orders the advice named a size for (the others fall back on the usual size). */
  advised: number;
}

type Order = { buyer: EvalBuyer; product: EvalProduct; size: string; outcome: FitOutcome };

/** What the buyer does with a size that arrived: the model says whether it fits; people also keep misfits now and then, and send back fits. */
function outcomeOf(rand: Random, buyer: EvalBuyer, product: EvalProduct, size: string): FitOutcome {
  const worn = wear(buyer, product, size);
  if (worn === 'fits') return rand.next() < 0.04 ? 'returned_other' : 'kept';
  if (rand.next() < 0.1) return 'kept';
  return worn === 'too_small' ? 'returned_small' : 'returned_large';
}

/** Training orders: the usual label mostly, a size either side now and then, as people order. */
function trainingSize(rand: Random, buyer: EvalBuyer, product: EvalProduct): string {
  const usual = buyer.usual[product.group];
  const r = rand.next();
  const step = r < 0.65 ? 0 : r < 0.825 ? -1 : 1;
  const i = Math.max(0, Math.min(product.sizes.length - 1, product.sizes.indexOf(usual) + step));
  return product.sizes[i] as string;
}

/** Units delivered and sent back too small and too large among `orders`. */
const countsOf = (orders: readonly Order[]): SizeReturnCounts => ({
  delivered: orders.length,
  small: orders.filter((o) => o.outcome === 'returned_small').length,
  large: orders.filter((o) => o.outcome === 'returned_large').length,
});

/** The product as the advice reads it: its shop's chart, its sizes, and how it and its shop's other products came back in training. */
function productEvidence(product: EvalProduct, training: readonly Order[]): ProductEvidence {
  const own = training.filter((o) => o.product === product);
  const siblings = training.filter(
    (o) =>
      o.product !== product &&
      o.product.shop === product.shop &&
      o.product.category === product.category &&
      o.product.subcategory === product.subcategory,
  );
  const returns: SizeReturns[] = product.sizes.map((size) => {
    const of = own.filter((o) => o.size === size && o.outcome !== 'kept');
    return [
      size,
      of.length,
      of.filter((o) => o.outcome === 'returned_small').length,
      of.filter((o) => o.outcome === 'returned_large').length,
    ];
  });
  return {
    vendorId: product.shop.id,
    vendorName: product.shop.name,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    group: product.group,
    chart: product.shop.chart(product.category, product.subcategory),
    sizes: product.sizes.map((size) => ({ size, inStock: true })),
    sizeFlags: shopperFlags(returns),
    returns: countsOf(own),
    shopReturns: countsOf(siblings),
  };
}

const pastOf = (o: Order, at: number): PastSize => ({
  productName: o.product.name,
  vendorId: o.product.shop.id,
  vendorName: o.product.shop.name,
  category: o.product.category,
  subcategory: o.product.subcategory,
  group: o.product.group,
  size: o.size,
  outcome: o.outcome,
  at: new Date(at * 86_400_000),
  chart: o.product.shop.chart(o.product.category, o.product.subcategory),
});

type Planned = { buyer: EvalBuyer; product: EvalProduct; n: number };

/** The world and every buyer's orders in turn: which product, whether it is held out. */
function plan(options: EvalOptions, rand: Random): { shops: ReturnType<typeof makeShops>; planned: Planned[] } {
  const shops = makeShops();
  const products = makeProducts(rand, shops, options.productsPerGroup);
  const template = (category: EvalBuyer['category'], group: GarmentGroup) =>
    products.find((p) => p.category === category && p.group === group && p.shop.offset === 0) as EvalProduct;
  const off = () => (rand.next() < 0.2 ? (rand.next() < 0.5 ? -1 : 1) : 0);
  const buyers = makeBuyers(rand, options.buyers, (b, group) =>
    group === 'dresses' && b.category === 'male' ? '' : usualLabel(b, template(b.category, group), off()),
  );
  const planned = buyers.flatMap((buyer) => {
    const own = products.filter((p) => p.category === buyer.category);
    return Array.from({ length: options.trainingOrders + options.heldOutOrders }, (_, n) => ({ buyer, product: rand.pick(own), n }));
  });
  return { shops, planned };
}

/** How the advice and the baseline do on the held-out orders, each buyer's training orders (and every buyer's, for products) read. */
function score(held: readonly Planned[], training: readonly Order[]) {
  const historyOf = new Map<EvalBuyer, PastSize[]>();
  training.forEach((o, i) => {
    historyOf.set(o.buyer, [...(historyOf.get(o.buyer) ?? []), pastOf(o, i)]);
  });
  const evidenceOf = new Map<EvalProduct, ProductEvidence>();
  const scored = { baseline: { exact: 0, sizeReturns: 0 }, advice: { exact: 0, sizeReturns: 0 }, advised: 0 };
  for (const { buyer, product } of held) {
    if (!evidenceOf.has(product)) evidenceOf.set(product, productEvidence(product, training));
    const evidence = { product: evidenceOf.get(product) as ProductEvidence, buyer: { ...buyer, history: historyOf.get(buyer) ?? [] } };
    const advised = adviseSize(evidence).size;
    const usual = buyer.usual[product.group];
    if (advised) scored.advised++;
    const best = bestSize(buyer, product);
    for (const [who, size] of [
      ['baseline', usual],
      ['advice', advised ?? usual],
    ] as const) {
      if (size === best) scored[who].exact++;
      if (wear(buyer, product, size) !== 'fits') scored[who].sizeReturns++;
    }
  }
  const share = (n: number) => n / held.length;
  return {
    baseline: { exact: share(scored.baseline.exact), sizeReturns: share(scored.baseline.sizeReturns) },
    advice: { exact: share(scored.advice.exact), sizeReturns: share(scored.advice.sizeReturns) },
    advised: share(scored.advised),
  };
}

const offsetText = (offset: number) =>
  offset === 0 ? 'true to size' : `${Math.abs(offset) === 1 ? 'a' : 'half a'} size ${offset < 0 ? 'small' : 'large'}`;

/**
 * Builds the world from the seed, replays every buyer's training orders (keep or return by the
 * hidden model), then scores the advice and the baseline on the held-out orders: the share that is
 * the best size, and the share the model would send back for size.
 */
export function runFitEval(options: EvalOptions): EvalResult {
  const rand = prng(options.seed);
  const { shops, planned } = plan(options, rand);
  const training: Order[] = planned
    .filter((o) => o.n < options.trainingOrders)
    .map(({ buyer, product }) => {
      const size = trainingSize(rand, buyer, product);
      return { buyer, product, size, outcome: outcomeOf(rand, buyer, product, size) };
    });
  const held = planned.filter((o) => o.n >= options.trainingOrders);
  return {
    options,
    shops: sizesText(shops.map((s) => `${s.name} (${offsetText(s.offset)})`)),
    trainingOrders: training.length,
    heldOutOrders: held.length,
    ...score(held, training),
  };
}
