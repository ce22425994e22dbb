import { z } from 'zod';
import { CATEGORIES, LIMITS, SUBCATEGORIES } from '../constants.js';
import { FIT_TEXTS, VALIDATION } from '../messages.js';
import { sizeChartSchema } from '../size-charts.js';
import { shopperSizeFlag, vendorSizeFlag } from './fit.js';
import { FITS } from '../sizes.js';
import { checkImageSets } from '../images.js';
import { imageSetInput, productImageSet } from './images.js';
import { categoryField, idField, requiredText, subcategoryField, visibleText } from './fields.js';
import { checkVariants, colourSwatch, productVariant, variantInput } from './variants.js';
import { checkSale, compareAtField, saleEndsField } from './sale.js';

/** A product in lists and search results (spec §3). */
export const productSummary = z.object({
  productId: z.number(),
  productName: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  categoryName: z.enum(CATEGORIES),
  description: z.string(),
  vendorName: z.string(),
  /** The shop page's address, `/shop/{vendorSlug}` (docs/architecture.md#everyday-shop). */
  vendorSlug: z.string(),
  /** Whether any is left, so a card can say 'Out of Stock' instead of offering Add to Cart. */
  inStock: z.boolean(),
  /** The colours it is sold in, for swatches (docs/architecture.md#sizes-and-colours); empty for a one-colour product. */
  colours: z.array(colourSwatch),
  /**
   * On sale: the 'was' price shown struck through, never above the lowest price of the 30 days
   * before the sale began (docs/architecture.md#shipping-and-promotions); null when not on sale.
   */
  compareAtPrice: z.number().nullable(),
  /** The whole percent off (25 for $40 → $30); null when not on sale. */
  salePercent: z.number().nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;
export const productList = z.array(productSummary);

export const productDetail = productSummary.extend({
  subCategoryName: z.enum(SUBCATEGORIES),
  stockQuantity: z.number(),
  averageRating: z.number(),
  reviewCount: z.number(),
  /** How many reviews said each fit; only verified ones once enough of them did (docs/decisions/046). */
  fit: z.object({ small: z.number(), true: z.number(), large: z.number() }),
  /** The vendor's chart for the product's category × subcategory, else the default. */
  sizeChart: sizeChartSchema,
  /** The price the vendor set; `price` is the lowest any size or colour sells at. */
  basePrice: z.number(),
  /** Sizes × colours in size order (docs/architecture.md#sizes-and-colours); one variant for a one-size, one-colour product. */
  variants: z.array(productVariant),
  /** The product's own images, then each colour's, each in the vendor's order (docs/architecture.md#everyday-shop). */
  images: z.array(productImageSet),
  /** Added (docs/architecture.md#returns): the vendor's return window in days from delivery. */
  returnDays: z.number().int(),
  /** Sizes that come back too small or too large, from returns (docs/decisions/255). */
  sizeFlags: z.array(shopperSizeFlag),
  /** When the sale ends and the price returns to the compare-at price; null when it has no end or no sale. */
  saleEndsAt: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** A vendor's own product (spec §3: the vendor list adds subCategoryName). */
export const vendorProduct = productSummary.extend({
  subCategoryName: z.enum(SUBCATEGORIES),
  stockQuantity: z.number(),
  /** The price the vendor set (what the edit dialog shows); `price` is the lowest a variant sells at. */
  basePrice: z.number(),
  /** The compare-at price the vendor set (the edit dialog's); `compareAtPrice` is what buyers are shown. */
  ownCompareAtPrice: z.number().nullable(),
  saleEndsAt: z.string().nullable(),
});
export type VendorProduct = z.infer<typeof vendorProduct>;

/** `GET /api/vendors/products`: each row with its sizes that come back for fit (docs/decisions/255). */
export const vendorProductRow = vendorProduct.extend({ sizeFlags: z.array(vendorSizeFlag) });
export type VendorProductRow = z.infer<typeof vendorProductRow>;

/** The shop's own images: plain segments under /images/, none of them `.` or `..`, nothing percent-encoded. */
const OWN_IMAGE = /^\/images(\/(?!\.{1,2}(\/|$))[A-Za-z0-9._~-]+)+$/;
/** Another site's image, over TLS only: a host name, an optional port, then a path without quotes or spaces. */
const HTTPS_IMAGE = /^https:\/\/[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?(\/[^\s"'<>\\]*)?$/;
const isImageUrl = (s: string) => s === '' || OWN_IMAGE.test(s) || HTTPS_IMAGE.test(s);

const priceField = z
  .number({ error: VALIDATION.priceRequired })
  .min(LIMITS.priceMin, VALIDATION.pricePositive)
  .max(LIMITS.priceMax, VALIDATION.priceMax)
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, VALIDATION.priceCents);

const stockField = z
  .number({ error: VALIDATION.stockRequired })
  .int(VALIDATION.stockWhole)
  .min(0, VALIDATION.stockNegative)
  .max(LIMITS.stockMax, VALIDATION.stockMax);

const imageUrlField = z
  .string()
  .trim()
  .max(LIMITS.imageUrlMax, VALIDATION.tooLong('Image URL', LIMITS.imageUrlMax))
  .refine(isImageUrl, VALIDATION.imageUrlInvalid)
  .optional()
  .nullable();

/** Add/update product fields (spec §7), with the optional sizes × colours of docs/architecture.md#sizes-and-colours. */
const productFields = z.object({
  productName: visibleText(VALIDATION.productNameRequired, 'Product name', LIMITS.nameMax),
  description: requiredText(VALIDATION.descriptionRequired, 'Description', LIMITS.descriptionMax),
  price: priceField,
  /** Required without `variants`; with them the stock is their sum and this is ignored. */
  stockQuantity: stockField.optional(),
  categoryName: categoryField,
  subCategoryName: subcategoryField,
  imageUrl: imageUrlField,
  /** Absent or null: not on sale. Above `price`; the price returns to it at `saleEndsAt`. */
  compareAtPrice: compareAtField,
  saleEndsAt: saleEndsField,
  variants: z.array(variantInput(priceField, stockField, imageUrlField)).optional(),
  /** Absent: the images stay as they are. Sent: the product's own and each colour's, replacing what was. */
  images: z.array(imageSetInput(imageUrlField)).max(101).optional(),
});

type ProductFields = z.output<typeof productFields>;

function productRules(value: ProductFields, ctx: z.RefinementCtx) {
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  if (value.variants) checkVariants(value.variants, value.categoryName, value.subCategoryName, issue);
  else if (value.stockQuantity === undefined) issue(VALIDATION.stockRequired, ['stockQuantity']);
  checkSale(value, issue);
  if (value.images) {
    const colours = value.variants ? value.variants.flatMap((v) => (v.colour === null ? [] : [v.colour])) : null;
    checkImageSets(value.images, colours, issue);
  }
}

export const productInput = productFields.superRefine(productRules);
export type ProductInput = z.input<typeof productInput>;
export type ParsedProductInput = z.output<typeof productInput>;
/** The form fields without the rules that join them, for forms that build their own schema. */
export const productInputFields = productFields;

export const productUpdate = productFields.extend({ productId: idField(VALIDATION.productIdRequired) }).superRefine(productRules);
export type ProductUpdate = z.input<typeof productUpdate>;

export const productIdBody = z.object({ productId: idField(VALIDATION.productIdRequired) });

/** Review (spec §3). */
export const review = z.object({
  reviewId: z.number(),
  buyerId: z.number(),
  reviewerName: z.string(),
  rating: z.number(),
  comment: z.string(),
  reviewDate: z.string(),
  fit: z.enum(FITS).nullable(),
  /** The reviewer has an order of the product that was not cancelled. */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof review>;
export const reviewList = z.array(review);

export const reviewInput = z.object({
  productId: idField(VALIDATION.productIdRequired),
  rating: z
    .number({ error: VALIDATION.ratingRequired })
    .int(VALIDATION.ratingRange)
    .min(1, VALIDATION.ratingRange)
    .max(5, VALIDATION.ratingRange),
  comment: requiredText(VALIDATION.commentRequired, 'Comment', LIMITS.commentMax),
  /** Optional; null says nothing (an edit without it keeps the fit it had). */
  fit: z.enum(FITS, { error: FIT_TEXTS.fitInvalid }).nullable().optional(),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** The same fields edit a buyer's own review (`PUT /api/buyer/updateReview`). */
export const reviewUpdate = reviewInput;

export const uploadImageResponse = z.object({ imageUrl: z.string() });
