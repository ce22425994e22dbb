import type { ProductSummary } from '@seamline/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from '@/lib/query-client';
import { useFeatured } from '../api/get-featured';

export interface FeaturedProductsProps {
  /** Shows the products: none while they load, and none when they cannot. */
  children: (products: readonly ProductSummary[]) => ReactNode;
}

function Featured({ children }: FeaturedProductsProps) {
  const { data, error } = useFeatured();
  useEffect(() => {
    if (error) console.warn('Featured products could not load; the hero shows placeholders.', error);
  }, [error]);
  return children(data ?? []);
}

/** The featured products, read through the app's query cache. */
export default function FeaturedProducts(props: FeaturedProductsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Featured {...props} />
    </QueryClientProvider>
  );
}
