import type { ProductDetail, ProductVariant } from '@seamline/contract';
import { type RefObject, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import {
  choiceFromSearch,
  chosenVariant,
  imageOf,
  missingChoice,
  priceOf,
  searchWithChoice,
  stockOf,
  stockOfSize,
  type VariantChoice,
} from '../lib/variant-choice';

export interface VariantChoiceState {
  choice: VariantChoice;
  variant: ProductVariant | null;
  image: string;
  price: ReturnType<typeof priceOf>;
  stock: number;
  /** 'Please select a size' once Add to Cart was pressed before one was chosen. */
  error: string | null;
  chooseColour: (colour: string) => void;
  chooseSize: (size: string) => void;
  /** Add to Cart asks this first: true (and the group says so, with focus) while a choice is missing. */
  askForChoice: () => boolean;
  /** Where focus goes when a size is asked for. */
  sizeRef: RefObject<HTMLInputElement | null>;
  colourRef: RefObject<HTMLDivElement | null>;
}

/**
 * The colour and size a buyer picks on the product page, and what the page shows for them. The
 * choice lives in the address (`?colour=Black&size=38`), so it survives 'Login to buy', registering
 * and a reload. A buyer's advised size is chosen until another is.
 */
export function useVariantChoice(product: ProductDetail, advisedSize?: string | null): VariantChoiceState {
  const variants = product.variants ?? [];
  const [search, setSearch] = useSearchParams();
  const choice = choiceFromSearch(variants, search, advisedSize);
  const setChoice = (next: (now: VariantChoice) => VariantChoice) =>
    setSearch((now) => searchWithChoice(now, next(choiceFromSearch(variants, now))), { replace: true, preventScrollReset: true });
  const [asked, setAsked] = useState(false);
  const sizeRef = useRef<HTMLInputElement>(null);
  const colourRef = useRef<HTMLDivElement>(null);
  const variant = chosenVariant(variants, choice);
  const missing = missingChoice(variants, choice);
  return {
    choice,
    variant,
    image: imageOf({ imageUrl: product.imageUrl, variants }, choice, variant),
    price: priceOf({ price: product.price, variants, compareAtPrice: product.compareAtPrice, salePercent: product.salePercent }, variant),
    stock: stockOf(product, variant),
    error: asked ? missing : null,
    chooseColour: (colour) =>
      // A size sold out in the new colour is no longer chosen.
      setChoice((now) => ({ colour, size: now.size !== null && stockOfSize(variants, colour, now.size) > 0 ? now.size : null })),
    chooseSize: (size) => setChoice((now) => ({ ...now, size })),
    askForChoice: () => {
      if (!missing) return false;
      setAsked(true);
      const target = choice.size === null && sizeRef.current ? sizeRef.current : colourRef.current?.querySelector('input');
      target?.focus();
      return true;
    },
    sizeRef,
    colourRef,
  };
}
