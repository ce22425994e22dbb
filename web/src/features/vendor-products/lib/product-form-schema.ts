import { checkSale, type ProductInput, productInput, VALIDATION, type VendorProduct } from '@seamline/contract';
import { z } from 'zod';

const api = productInput.shape;

/**
 * The form's own field names (spec §3 'Vendor product form'), validated by the contract's rules
 * and messages. Selects start empty, so they take text and hand it on to the contract's enums.
 */
export const productFormSchema = z
  .object({
    name: api.productName,
    description: api.description,
    price: api.price,
    stock: api.stockQuantity,
    category: z.string({ error: VALIDATION.categoryRequired }).pipe(api.categoryName),
    subCategoryName: z.string({ error: VALIDATION.subcategoryRequired }).pipe(api.subCategoryName),
    imageUrl: api.imageUrl.unwrap().unwrap(),
    /** Blank: not on sale. */
    compareAtPrice: z
      .string()
      .trim()
      .transform((s): number | null | undefined => (s === '' ? null : Number(s)))
      .pipe(api.compareAtPrice),
    /** The date-time input's local time, sent as an instant; blank: no end. */
    saleEndsAt: z
      .string()
      .trim()
      .transform((s): string | null | undefined => (s === '' ? null : localToIso(s)))
      .pipe(api.saleEndsAt),
  })
  .superRefine((v, ctx) => checkSale(v, (message, path) => ctx.addIssue({ code: 'custom', message, path })));

/** A datetime-local value ('2026-12-01T09:30') as an ISO instant; text that is no date stays as it is, for the contract to refuse. */
function localToIso(local: string): string {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** An instant as a datetime-local value in the browser's time zone. */
function isoToLocal(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** Spec §4: add opens empty with price 0 and stock 0; edit opens prefilled. */
export function toFormValues(product?: VendorProduct | null): ProductFormValues {
  if (!product)
    return {
      name: '',
      description: '',
      price: 0,
      stock: 0,
      category: '',
      subCategoryName: '',
      imageUrl: '',
      compareAtPrice: '',
      saleEndsAt: '',
    };
  return {
    name: product.productName,
    description: product.description,
    // The price the vendor set; `price` is the lowest any size sells at.
    price: product.basePrice ?? product.price,
    stock: product.stockQuantity,
    category: product.categoryName,
    subCategoryName: product.subCategoryName,
    imageUrl: product.imageUrl,
    compareAtPrice: product.ownCompareAtPrice === null || product.ownCompareAtPrice === undefined ? '' : String(product.ownCompareAtPrice),
    saleEndsAt: product.saleEndsAt ? isoToLocal(product.saleEndsAt) : '',
  };
}

/** The API's names for the form's fields (spec §7 addProduct / updateProduct). */
export function toProductInput(values: ProductFormOutput): ProductInput {
  return {
    productName: values.name,
    description: values.description,
    price: values.price,
    stockQuantity: values.stock,
    categoryName: values.category,
    subCategoryName: values.subCategoryName,
    imageUrl: values.imageUrl,
    compareAtPrice: values.compareAtPrice,
    saleEndsAt: values.saleEndsAt,
  };
}

const API_TO_FORM: Record<string, keyof ProductFormValues> = {
  productName: 'name',
  description: 'description',
  price: 'price',
  stockQuantity: 'stock',
  categoryName: 'category',
  subCategoryName: 'subCategoryName',
  imageUrl: 'imageUrl',
  compareAtPrice: 'compareAtPrice',
  saleEndsAt: 'saleEndsAt',
};

/** Server field errors (API names) placed on the form's fields. */
export function toFormFieldErrors(fieldErrors: Record<string, string> | undefined): [keyof ProductFormValues, string][] {
  return Object.entries(fieldErrors ?? {}).flatMap(([key, message]) => {
    const field = API_TO_FORM[key];
    return field ? [[field, message] as [keyof ProductFormValues, string]] : [];
  });
}
