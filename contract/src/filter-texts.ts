// Kept apart from messages.ts, so pages without the filter panel do not carry its words.
/** Browse filters and their counts (docs/architecture.md#browse-filters). */
export const FILTER_TEXTS = {
  tooManyValues: (what: string, max: number) => `Choose at most ${max} ${what}`,
  sizeUnknown: (size: string) => `Unknown size: '${size}'`,
  subcategoryUnknown: (value: string) => `Unknown subcategory: '${value}' (use clothes or shoes)`,
  valueTooLong: (what: string, max: number) => `Each ${what} must be at most ${max} characters`,
  minPriceInvalid: 'Minimum price must be an amount of dollars, 0 or more',
  maxPriceInvalid: 'Maximum price must be an amount of dollars, 0 or more',
  priceRangeReversed: 'Minimum price cannot be above maximum price',
  inStockInvalid: "In stock must be 'true' or 'false'",
  // What the filter panel says.
  panelTitle: 'Filters',
  showFilters: 'Filters',
  size: 'Size',
  colour: 'Colour',
  subcategory: 'Type',
  vendor: 'Shop',
  price: 'Price',
  minPrice: 'Min',
  maxPrice: 'Max',
  applyPrice: 'Apply',
  inStockOnly: 'In stock only',
  clearAll: 'Clear all',
  showResults: (n: number) => `Show ${n} ${n === 1 ? 'product' : 'products'}`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  activeFilters: 'Active filters',
  loadFailed: 'Failed to load filters',
} as const;
