import type { VendorSizeChart } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sizeChartsQueryOptions } from './get-size-charts';

export type SizeChartSave = Pick<VendorSizeChart, 'categoryName' | 'subCategoryName' | 'rows'>;

export const saveSizeChart = (input: SizeChartSave) => api.put<VendorSizeChart>('/api/vendors/sizeCharts', input);

export function useSaveSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSizeChart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sizeChartsQueryOptions().queryKey }),
  });
}
