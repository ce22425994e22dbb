import type { RouteCall } from './route-call.js';
import { facetQuestions, filteredListQuestions, type QuestionSources } from './filter-questions.js';
import { searchQuestions } from './search-terms.js';

/**
 * The calls of the filters issue (docs/architecture.md#browse-filters) that `npm run explain` captures: its own example
 * ("men's shoes in EU 42 and 43, black, under $120"), each filter at least once on each list call
 * and on facets, and two-word searches with and without a typo.
 */
export function filterRoutes(vendorName: string): RouteCall[] {
  const vendor = encodeURIComponent(vendorName);
  const example = 'category=male&subCategoryName=shoes&size=42&size=43&colour=black&maxPrice=120';
  const everything = `size=M&size=L&colour=black&colour=navy&subCategoryName=clothes&vendor=${vendor}&minPrice=20&maxPrice=100&inStock=true`;
  return [
    { label: 'search two words', method: 'GET', url: '/api/buyer/search?searchTerm=red%20boots' },
    { label: 'search two words, typo', method: 'GET', url: '/api/buyer/search?searchTerm=slim%20jaens' },
    { label: 'selected sizes', method: 'GET', url: '/api/buyer/selected?category=male&size=42&size=43' },
    { label: 'selected colours', method: 'GET', url: '/api/buyer/selected?category=female&colour=black&colour=navy' },
    { label: 'selected, the issue’s example', method: 'GET', url: `/api/buyer/selected?${example}` },
    { label: 'selected every filter, price_asc', method: 'GET', url: `/api/buyer/selected?category=female&${everything}&sort=price_asc` },
    { label: 'selected size, price_desc', method: 'GET', url: '/api/buyer/selected?category=female&size=S&sort=price_desc' },
    {
      label: 'selected size, newest, page 2',
      method: 'GET',
      url: '/api/buyer/selected?category=children&size=8Y&sort=newest&limit=24&offset=24',
    },
    { label: 'selected vendor', method: 'GET', url: `/api/buyer/selected?category=male&vendor=${vendor}` },
    {
      label: 'selected price range, in stock',
      method: 'GET',
      url: '/api/buyer/selected?category=male&minPrice=50&maxPrice=80&inStock=true',
    },
    { label: 'selected on sale', method: 'GET', url: '/api/buyer/selected?category=female&onSale=true' },
    { label: 'recommended on sale first, page 3', method: 'GET', url: '/api/buyer/recommended?sort=sale&limit=24&offset=48' },
    { label: 'recommended filtered (buyer)', method: 'GET', url: '/api/buyer/recommended?size=M&colour=black', as: 'buyer' },
    { label: 'recommended filtered (visitor)', method: 'GET', url: '/api/buyer/recommended?size=40&subCategoryName=shoes' },
    { label: 'search common, filtered', method: 'GET', url: '/api/buyer/search?searchTerm=shirt&size=M&colour=navy' },
    { label: 'search rare, filtered', method: 'GET', url: '/api/buyer/search?searchTerm=zephyr&category=female&size=38' },
    { label: 'search typo, filtered, price_asc', method: 'GET', url: '/api/buyer/search?searchTerm=sneeker&size=42&sort=price_asc' },
    { label: 'facets, nothing chosen', method: 'GET', url: '/api/buyer/facets' },
    { label: 'facets, category', method: 'GET', url: '/api/buyer/facets?category=male' },
    { label: 'facets, the issue’s example', method: 'GET', url: `/api/buyer/facets?${example}` },
    { label: 'facets, every filter', method: 'GET', url: `/api/buyer/facets?category=female&${everything}` },
    { label: 'facets, on sale', method: 'GET', url: '/api/buyer/facets?onSale=true&size=M' },
    { label: 'facets, search common', method: 'GET', url: '/api/buyer/facets?searchTerm=shirt' },
    { label: 'facets, search typo, filtered', method: 'GET', url: '/api/buyer/facets?searchTerm=sneeker&category=children&colour=red' },
  ];
}

/** `count` questions spread evenly through a list. */
const spread = (list: readonly string[], count: number) =>
  Array.from(
    { length: Math.min(count, list.length) },
    (_, i) => list[Math.floor((i * list.length) / Math.min(count, list.length))] as string,
  );

/**
 * Questions of the rotating scenarios, spread through their lists: the combinations of filters
 * they send build statements of other shapes than the routes above, and each shape is explained.
 */
export function rotatingRoutes(src: QuestionSources, perScenario: number): RouteCall[] {
  const calls = (name: string, list: readonly string[], as?: 'buyer') =>
    spread(list, perScenario).map((url, i): RouteCall => ({ label: `${name} #${i + 1}`, method: 'GET', url, as, onlyNew: true }));
  return [
    ...calls('search-rotating', searchQuestions(src.seed)),
    ...calls('filtered-lists', filteredListQuestions(src), 'buyer'),
    ...calls('facets', facetQuestions(src)),
  ];
}
