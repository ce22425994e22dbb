import type { sizeChartInput, VendorSizeChart } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sizeChartsQueryOptions } from './get-size-charts';

/** What the editor sends: each measurement a range, or the text a vendor typed that reads as none (the checks say why). */
export type SizeChartSave = z.input<typeof sizeChartInput>;

export const saveSizeChart = (input: SizeChartSave) => api.put<VendorSizeChart>('/api/vendors/sizeCharts', input);

export function useSaveSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSizeChart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sizeChartsQueryOptions().queryKey }),
  });
}
