/** One thing a coupon can be kept to: a product of the shop, or a shop of the platform. */
export interface ScopeChoice {
  /** What the API takes in productIds or vendorIds. */
  id: string;
  name: string;
  /** A product's first image, shown small beside its name. */
  imageUrl?: string;
  /** Said after the name: a product's price, a suspended shop's status. */
  detail?: string;
}

/**
 * What the coupon form offers to check, as loaded by the route (the vendor's Products list, the
 * operator's Vendors list): features do not import each other, so the route hands it over.
 */
export interface ScopeChoices {
  items: readonly ScopeChoice[];
  /** How many there are, loaded or not. */
  total: number;
  pending: boolean;
  /** Why none could be loaded, with a way to ask again. */
  error: unknown;
  retry: () => void;
  /** The next page, while there is one. */
  more?: { loading: boolean; load: () => void };
}

/** Lower case without accents: 'Lumière' is found by 'lumiere'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The choices whose name holds every word searched (any case, any accents), in the list's order. */
export function matchingChoices<T extends ScopeChoice>(items: readonly T[], search: string): readonly T[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const name = folded(item.name);
    return words.every((word) => name.includes(word));
  });
}
