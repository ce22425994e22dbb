import type { ProductSummary } from '@seamline/contract';
import { type ReactNode, use } from 'react';
import { featuredProducts } from '../api/get-featured';

export interface FeaturedProductsProps {
  /** Shows the products; while they load and when they cannot, the hero's boundaries show placeholders. */
  children: (products: readonly ProductSummary[]) => ReactNode;
}

/** The featured products, once they are in (hero-art.tsx waits for them and catches a failure). */
export default function FeaturedProducts({ children }: FeaturedProductsProps) {
  return children(use(featuredProducts()));
}
