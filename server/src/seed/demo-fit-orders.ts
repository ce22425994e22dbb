import { defaultSizeChart, garmentGroupOf, type OrderStatus, type SizeChartRow } from '@seamline/contract';
import type { DemoOrder, DemoProduct } from './catalogue.js';
import { bestDemoSize, DEMO_CHART_OFFSETS, type DemoBodies, type DemoChart } from './demo-fit.js';

type Order = DemoOrder & { path: OrderStatus[] };

/** A line the demo sends back for size: the buyer took their usual label at a shop whose chart says otherwise. */
export interface FitReturnPlan {
  orderIndex: number;
  productIndex: number;
  variantIndex: number;
  reason: 'too_small' | 'too_large';
}

const delivered = (o: Order) => o.status === 'Delivered' || o.status === 'completed';
/** Delivered 8 to 24 days ago: its return window (30 days) is open and its money not yet released. */
const recentlyDelivered = (o: Order) => delivered(o) && o.daysAgo >= 10 && o.daysAgo <= 25;
/** Delivered long enough ago that its return window closed: what it holds was kept. */
const longDelivered = (o: Order) => delivered(o) && o.daysAgo >= 45;

/**
 * buyer1's passport, so advice shows on every shop's tops from the first start: a women's and a
 * men's top kept at Northwind, a child's top kept at Little Sprouts, and a top from Lumière Femme
 * (which runs a size small) recently delivered, to be sent back as too small.
 */
function giveBuyer1(products: readonly DemoProduct[], orders: Order[]): void {
  const top = (o: Order, category: string) =>
    o.lines.some((l) => {
      const p = products[l.productIndex];
      return p?.category === category && p.subcategory === 'clothes' && garmentGroupOf(p.name, p.subcategory) === 'tops';
    });
  const wanted: Array<[vendor: number, category: string, when: (o: Order) => boolean]> = [
    [0, 'female', longDelivered],
    [0, 'male', longDelivered],
    [3, 'children', longDelivered],
    [1, 'female', recentlyDelivered],
  ];
  for (const [vendor, category, when] of wanted) {
    const found = orders.find((o) => o.vendorIndex === vendor && o.buyerIndex !== 0 && when(o) && top(o, category));
    if (found) found.buyerIndex = 0;
  }
}

/** The variant of `product` in `size`, the line's colour when it has it. */
function variantIn(product: DemoProduct, size: string, colour: string | null): number {
  const same = product.variants.findIndex((v) => v.size === size && v.colour === colour);
  return same !== -1 ? same : product.variants.findIndex((v) => v.size === size);
}

/**
 * The demo's orders with each line's size following its buyer's body against its shop's chart
 * (the colour kept); a second size of one product stays a bracket only while it can still go back,
 * and is left out of orders long delivered. Some recent deliveries at shops whose charts differ
 * from the default hold the buyer's usual label instead, and go back for size (`fitReturns`).
 */
export function fitDemoOrders(
  products: readonly DemoProduct[],
  orders: Order[],
  charts: readonly DemoChart[],
  bodies: readonly DemoBodies[],
): { orders: Order[]; fitReturns: FitReturnPlan[] } {
  giveBuyer1(products, orders);
  const chartOf = new Map(charts.map((c) => [`${c.vendorIndex}:${c.category}:${c.subcategory}`, c.rows]));
  const returned = new Set<number>();
  const fitReturns: FitReturnPlan[] = [];
  const fitted = orders.map((o, orderIndex) => {
    const seen = new Set<number>();
    const used = new Set<string>();
    const lines = o.lines.flatMap((line) => {
      const product = products[line.productIndex] as DemoProduct;
      const variant = product.variants[line.variantIndex];
      const body = bodies[o.buyerIndex]?.[product.category];
      const chart = chartOf.get(`${product.vendorIndex}:${product.category}:${product.subcategory}`) as SizeChartRow[];
      if (!variant?.size || !body) return [line];
      const sizes = [...new Set(product.variants.map((v) => v.size as string))];
      const best = bestDemoSize(body, product, chart, sizes) ?? variant.size;
      let size = best;
      let reason: FitReturnPlan['reason'] | undefined;
      if (seen.has(line.productIndex)) {
        // A second size of the product: the next one, while it may still be sent back.
        if (longDelivered(o)) return [];
        size = sizes[sizes.indexOf(best) + 1] ?? sizes[sizes.indexOf(best) - 1] ?? best;
      } else if (
        recentlyDelivered(o) &&
        o.buyerIndex < 10 &&
        !returned.has(o.buyerIndex) &&
        DEMO_CHART_OFFSETS[product.vendorIndex] !== 0
      ) {
        const usual = bestDemoSize(body, product, defaultSizeChart(product.category, product.subcategory).rows, sizes);
        if (usual && usual !== best && product.subcategory === 'clothes') {
          size = usual;
          reason = sizes.indexOf(usual) < sizes.indexOf(best) ? 'too_small' : 'too_large';
        }
      }
      seen.add(line.productIndex);
      const found = variantIn(product, size, variant.colour);
      const fittedLine = found === -1 ? line : { ...line, variantIndex: found };
      const key = `${fittedLine.productIndex}:${fittedLine.variantIndex}`;
      if (used.has(key)) return [];
      used.add(key);
      if (reason && found !== -1) {
        returned.add(o.buyerIndex);
        fitReturns.push({ orderIndex, productIndex: line.productIndex, variantIndex: found, reason });
      }
      return [fittedLine];
    });
    return { ...o, lines };
  });
  return { orders: fitted, fitReturns };
}
