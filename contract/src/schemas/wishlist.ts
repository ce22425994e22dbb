/** The wishlist's and shop pages' schemas (docs/architecture.md#everyday-shop); their texts are in ../wishlist.ts, without zod. */
import { z } from 'zod';
import { CATEGORIES } from '../constants.js';
import { colourSwatch } from './variants.js';
import { SHOP_TEXTS } from '../wishlist.js';

/** A saved product as the Wishlist screen shows it: the price and stock as they are now. */
export const wishlistItem = z.object({
  productId: z.number(),
  productName: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  categoryName: z.enum(CATEGORIES),
  vendorName: z.string(),
  vendorSlug: z.string(),
  inStock: z.boolean(),
  /** False once the vendor deleted the product: it stays until the buyer removes it. */
  available: z.boolean(),
  colours: z.array(colourSwatch),
  savedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;
export const wishlist = z.array(wishlistItem);

/** A 'Tell me when it's back' ask as the Wishlist screen lists it: the size and colour waited for. */
export const stockAlert = z.object({
  variantId: z.number(),
  productId: z.number(),
  productName: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  imageUrl: z.string(),
  vendorName: z.string(),
  /** False once the product or the size left the shop: the ask stays until the buyer stops it. */
  available: z.boolean(),
  askedAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlert>;

/** The sold-out variants the buyer waits for (ids, for the product page), and each ask, newest first. */
export const stockAlertList = z.object({ variantIds: z.array(z.number()), alerts: z.array(stockAlert) });
export type StockAlertList = z.infer<typeof stockAlertList>;

const positiveId = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
export const wishlistProductParams = z.object({ productId: positiveId('Product ID must be a positive whole number') });
export const stockAlertParams = z.object({ variantId: positiveId('Variant ID must be a positive whole number') });

/** `/shop/{slug}`: what the shop page shows above its products. */
export const shopPage = z.object({
  /** The shop's slug now; an old one asked for answers with the new one (the page moves to it). */
  slug: z.string(),
  vendorName: z.string(),
  /** Over the shop's live products' ratings; 0 with no rating. */
  averageRating: z.number(),
  reviewCount: z.number(),
  productCount: z.number(),
  returnDays: z.number(),
});
export type ShopPage = z.infer<typeof shopPage>;
export const shopSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SHOP_TEXTS.slugInvalid)
    .max(80, SHOP_TEXTS.slugInvalid),
});
