import { CSV_FILE_NAME } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The vendor's catalogue as a CSV file (docs/architecture.md#everyday-shop). */
export async function exportCatalogue(): Promise<Blob> {
  const { data } = await apiRequest<string>('/api/vendors/products/export.csv');
  return new Blob([String(data)], { type: 'text/csv;charset=utf-8' });
}

/** Hands the file to the browser as a download named catalogue.csv. */
export function saveFile(blob: Blob, name = CSV_FILE_NAME): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the time the click returns; a moment later is kind to slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportCatalogue = () => useMutation({ mutationFn: exportCatalogue, onSuccess: (blob) => saveFile(blob) });
