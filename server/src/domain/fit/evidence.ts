import type {
  BodyMeasurements,
  Category,
  FitOutcome,
  GarmentGroup,
  ShopperSizeFlag,
  SizeChartRow,
  Subcategory,
  UsualSizes,
} from '@seamline/contract';

/** What size advice reads (README.md): plain data, so the advice is a pure function of it. */

/** A size the buyer had delivered, what became of it, and what that shop's chart says the size measures. */
export interface PastSize {
  productName: string;
  vendorId: number;
  vendorName: string;
  category: Category;
  subcategory: Subcategory;
  group: GarmentGroup;
  size: string;
  outcome: FitOutcome;
  at: Date;
  /** That shop's chart of the pair as it stands (its own, else the default). */
  chart: readonly SizeChartRow[];
}

export interface BuyerEvidence {
  measurements: BodyMeasurements;
  usualSizes: UsualSizes;
  history: readonly PastSize[];
}

export interface ProductEvidence {
  vendorId: number;
  vendorName: string;
  name: string;
  category: Category;
  subcategory: Subcategory;
  group: GarmentGroup;
  /** Its shop's chart, with a row for every size it sells. */
  chart: readonly SizeChartRow[];
  /** The sizes it sells in size order, and whether any colour of each has stock. */
  sizes: ReadonlyArray<{ size: string; inStock: boolean }>;
  /** Sizes its returns say come up small or large (size-flags.ts). */
  sizeFlags: readonly ShopperSizeFlag[];
  /** Its units delivered and sent back for size, and the same for its shop's products of the pair (README.md, 'The product's own fit'). */
  returns: SizeReturnCounts;
  shopReturns: SizeReturnCounts;
}

export interface SizeReturnCounts {
  delivered: number;
  small: number;
  large: number;
}

export interface AdviceEvidence {
  product: ProductEvidence;
  buyer: BuyerEvidence;
}
