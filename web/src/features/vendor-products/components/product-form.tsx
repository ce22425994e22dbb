import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORIES,
  LIMITS,
  type ProductImageSet,
  type ProductInput,
  type ProductVariant,
  productInput,
  SALE_TEXTS,
  SUBCATEGORIES,
  SUBCATEGORY_LABELS,
  VALIDATION,
  type VendorProduct,
} from '@seamline/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CategorySelectField } from '@/components/ui/category-select-field';
import { SelectField, TextareaField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import {
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
  toFormFieldErrors,
  toFormValues,
  toProductInput,
} from '../lib/product-form-schema';
import { type ImageSets, imageSetsFrom, toImagesInput } from '../lib/image-sets';
import {
  type CellErrors,
  compareAtErrors,
  errorsStillStanding,
  fieldProblems,
  gridFromVariants,
  isOneSize,
  keepValidSizes,
  toVariantsInput,
  type VariantGrid,
} from '../lib/variant-grid';
import { ImageSetsEditor } from './image-sets-editor';
import { ImageUpload } from './image-upload';
import { VariantsEditor } from './variants-editor';

const subcategoryOptions = SUBCATEGORIES.map((s) => ({ value: s, label: SUBCATEGORY_LABELS[s] }));

export interface ProductFormProps {
  product?: VendorProduct | null;
  /** The product's sizes × colours (edit); none for a new product. */
  variants?: readonly ProductVariant[];
  /** The product's images, its own and each colour's (edit). */
  images?: readonly ProductImageSet[];
  saving: boolean;
  /** Resolves when saved; a rejection with field errors marks those fields. */
  onSubmit: (input: ProductInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The vendor product form (spec §3, §5) with Cancel and 'Add Product' / 'Update Product'. */
export function ProductForm({ product, variants = [], images, saving, onSubmit, onCancel }: ProductFormProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadingMore, setUploadingMore] = useState(false);
  const [initialSets] = useState<ImageSets>(() => imageSetsFrom(images, product?.imageUrl ?? ''));
  const [imageSets, setImageSets] = useState(initialSets);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [grid, setGrid] = useState<VariantGrid>(() => gridFromVariants(variants, product?.imageUrl));
  const [gridError, setGridError] = useState<string | undefined>();
  const [cellErrors, setCellErrors] = useState<CellErrors>({});
  // A product that had sizes or colours sends its variants even when it becomes one size again.
  const [hadVariants] = useState(() => !isOneSize(grid));
  // Selects also get it as defaultValue so the prefilled choice shows even before the form syncs.
  const [initial] = useState(() => toFormValues(product));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial,
  });

  const category = asOneOf(CATEGORIES, watch('category'));
  const subcategory = asOneOf(SUBCATEGORIES, watch('subCategoryName'));
  // Sizes another subcategory does not sell leave the grid when the category or subcategory changes.
  const shownGrid = category && subcategory ? keepValidSizes(grid, category, subcategory) : grid;

  const submit = handleSubmit(async (values) => {
    const input = toProductInput(values);
    // Untouched lists are not sent: the server keeps them (and follows a new 'Image URL').
    if (imageSets !== initialSets)
      input.images = toImagesInput(
        imageSets,
        values.imageUrl ?? '',
        shownGrid.colours.map((c) => c.name),
      );
    const imagesProblem = productInput.safeParse(input).error?.issues.find((i) => i.path[0] === 'images');
    setImagesError(imagesProblem?.message);
    if (imagesProblem) return;
    if (!isOneSize(shownGrid) || hadVariants) {
      input.variants = toVariantsInput(shownGrid, values.stock ?? 0);
      // The contract's own rules (sizes of the subcategory, no pair or SKU twice, whole stock, a
      // compare-at price above a price of the cell's own) before sending; compare-at messages under their cells.
      const issues = productInput.safeParse(input).error?.issues.filter((i) => i.path[0] === 'variants') ?? [];
      setCellErrors(compareAtErrors(shownGrid, issues));
      setGridError(issues.find((i) => i.path[2] !== 'compareAtPrice')?.message);
      if (issues.length > 0) return;
    }
    try {
      await onSubmit(input);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of toFormFieldErrors(error.fieldErrors)) setError(field, { message });
        const variantProblems = fieldProblems(error.fieldErrors).filter((p) => p.path[0] === 'variants');
        setCellErrors(compareAtErrors(shownGrid, variantProblems));
        setGridError(variantProblems.find((p) => p.path[2] !== 'compareAtPrice')?.message);
        setImagesError(Object.entries(error.fieldErrors ?? {}).find(([key]) => key.startsWith('images'))?.[1]);
      }
    }
  });

  const number = { valueAsNumber: true } as const;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField id="product-name" label="Product Name" error={errors.name?.message} {...register('name')} />
      <TextareaField
        id="product-description"
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid grid-cols-2 gap-5">
        <TextField
          id="product-price"
          label="Price ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={LIMITS.priceMin}
          error={errors.price?.message}
          {...register('price', number)}
        />
        {isOneSize(shownGrid) && (
          <TextField
            id="product-stock"
            label="Stock"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            error={errors.stock?.message}
            {...register('stock', number)}
          />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="product-compare-at"
          label={`${SALE_TEXTS.compareAtLabel} ($, optional)`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={LIMITS.priceMin}
          hint={SALE_TEXTS.compareAtHint}
          error={errors.compareAtPrice?.message}
          {...register('compareAtPrice')}
        />
        <TextField
          id="product-sale-ends"
          label={`${SALE_TEXTS.saleEndsLabel} (optional)`}
          type="datetime-local"
          hint={SALE_TEXTS.saleEndsHint}
          error={errors.saleEndsAt?.message}
          {...register('saleEndsAt')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <CategorySelectField
          id="product-category"
          label="Category"
          defaultValue={initial.category}
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField
          id="product-subcategory"
          label="Subcategory"
          placeholder="Select a subcategory"
          options={subcategoryOptions}
          defaultValue={initial.subCategoryName}
          error={errors.subCategoryName?.message}
          {...register('subCategoryName')}
        />
      </div>
      <VariantsEditor
        grid={shownGrid}
        onChange={(next) => {
          setCellErrors((now) => errorsStillStanding(now, shownGrid, next));
          setGrid(next);
        }}
        category={category}
        subcategory={subcategory}
        error={gridError}
        cellErrors={cellErrors}
      />
      <TextField
        id="product-image-url"
        label="Image URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        hint={VALIDATION.imageHint}
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
      <ImageUpload
        imageUrl={watch('imageUrl')}
        productName={watch('name')}
        onBusyChange={setUploading}
        onUploaded={(url) => setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
      />
      <ImageSetsEditor
        sets={imageSets}
        onChange={setImageSets}
        imageUrl={watch('imageUrl') ?? ''}
        colours={shownGrid.colours.map((c) => c.name)}
        error={imagesError}
        onBusyChange={setUploadingMore}
      />
      {/* Pinned to the dialog's bottom edge (the scroll area has 1rem padding) so the buttons stay in reach. */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-wrap justify-end gap-2 rounded-b-2xl border-t border-zinc-200 bg-white px-5 py-4">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={uploading || uploadingMore}>
          {product ? 'Update Product' : 'Add Product'}
        </Button>
      </div>
    </form>
  );
}

/** The select's text as one of the contract's values, or undefined while none is chosen. */
function asOneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((v) => v === value);
}
