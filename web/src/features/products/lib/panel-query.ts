import { type CatalogueFilters, filterParams } from '@seamline/contract';

/** The panel's filters as API parameters: one key per filter, repeated for each value (a shop's name may hold a comma). */
export function panelQuery(panel: CatalogueFilters): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of filterParams(panel)) query[key] = [...(query[key] ?? []), value];
  return query;
}
