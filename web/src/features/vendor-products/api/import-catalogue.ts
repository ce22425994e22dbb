import type { CsvImportResult } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-upload';
import { vendorProductsQueryOptions } from './get-vendor-products';

export interface ImportRequest {
  file: File;
  onProgress?: (sent: number) => void;
}

/** Sends the file as text/csv; a refused file answers 400 with every bad row (ApiError's body). */
export const importCatalogue = ({ file, onProgress }: ImportRequest) =>
  apiUpload<CsvImportResult>('/api/vendors/products/import', file, { contentType: 'text/csv', onProgress });

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryOptions().queryKey }),
  });
}
