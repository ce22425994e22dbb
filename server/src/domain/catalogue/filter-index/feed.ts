import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.js';
import { cardImageOf } from '../../products/product-fields.js';
import { CatalogueIndex, type IndexedProduct, IndexUnavailableError } from './catalogue-index.js';

interface ChangeRow {
  /** The oldest transaction still running when the changes were read: the next look starts there. */
  watermark: string;
  /** Bumped when the products table is emptied (the demo seed): then everything is read anew. */
  reloads: string;
  products: ProductRow[] | null;
  vendors: { id: number; name: string | null; slug: string | null }[] | null;
}

/** A product as the look reads it: the index's facts, with created_at as text and empty lists as null. */
type ProductRow = Omit<IndexedProduct, 'createdMicros' | 'variants' | 'lexemes' | 'colours'> & {
  created: string;
  variants: IndexedProduct['variants'] | null;
  lexemes: IndexedProduct['lexemes'] | null;
  colours: IndexedProduct['colours'] | null;
};

/**
 * Everything filters need of the products changed at or after `since` (a transaction id), with the
 * watermark for the next look, in one statement and so one snapshot. Variants come folded into their
 * product; a variant write stamps its product (migration 0009).
 */
const changesSince = (since: string) => sql`
  select pg_snapshot_xmin(pg_current_snapshot())::text as watermark,
    (select last_value::text || ':' || is_called::text from catalogue_reloads) as reloads,
    (select json_agg(json_build_object(
        'id', p.id, 'category', p.category, 'subcategory', p.subcategory, 'vendorId', p.vendor_id,
        'priceCents', p.price_cents, 'wasCents', p.card_was_cents, 'stock', p.stock, 'soldCount', p.sold_count,
        'created', (extract(epoch from p.created_at) * 1000000)::bigint::text,
        'deleted', not p.listed,
        'name', p.name, 'description', p.description, 'imageUrl', ${cardImageOf(sql.raw('p'))}, 'colours', p.colours,
        'lexemes', case when p.listed then
          (select json_agg(json_build_array(u.lexeme, coalesce((select min(w) from unnest(u.weights) as w), 'D')))
           from unnest(p.search_doc) as u) end,
        'variants', (select json_agg(json_build_array(v.size, lower(v.colour), v.colour_hex))
                     from product_variants v
                     where v.product_id = p.id and v.deleted_at is null and v.stock > 0)))
     from products p where p.changed_xid >= ${since}::xid8) as products,
    (select json_agg(json_build_object('id', u.id, 'name', u.vendor_name, 'slug', u.shop_slug))
     from users u where u.role = 'vendor' and u.changed_xid >= ${since}::xid8) as vendors`;

const toIndexed = ({ created, variants, lexemes, colours, ...facts }: ProductRow): IndexedProduct => ({
  ...facts,
  createdMicros: Number(created),
  variants: variants ?? [],
  lexemes: lexemes ?? [],
  colours: colours ?? [],
});

/** At the longest, how long an index may go without looking even when no write was heard of. */
export const LOOK_AT_LEAST_EVERY_MS = 1000;

export interface FeedOptions {
  now?: () => number;
  /** Whether this instance hears every other instance's writes just now (the bus's own report). */
  hears?: () => boolean;
}

/**
 * Keeps a CatalogueIndex equal to the database. A look reads only the rows stamped since the
 * previous look's watermark. `fresh()` looks when a write was heard of since the last look (this
 * instance's own, at once; another instance's, over the bus), when the bus cannot be trusted, or
 * when a second has passed — so an answer never misses a write this instance has seen succeed, nor
 * any write for longer than a second. Callers arriving while a look runs share it, or the next one
 * when a write was heard of after it began.
 */
export class CatalogueFeed {
  readonly index = new CatalogueIndex();
  private since = '0';
  private reloads: string | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<CatalogueIndex> | null = null;
  private dirty = true;
  private lookedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly hears: () => boolean;

  constructor(
    private readonly db: Tx,
    options: FeedOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.hears = options.hears ?? (() => true);
  }

  /** A write may have changed what filters see: the next question looks first. */
  changed(): void {
    this.dirty = true;
  }

  /** The index, holding every write this instance has heard of, and none older than a second missed. */
  fresh(): Promise<CatalogueIndex> {
    const due = this.dirty || !this.hears() || this.now() - this.lookedAt >= LOOK_AT_LEAST_EVERY_MS;
    if (!this.running) return due ? this.look() : Promise.resolve(this.index);
    if (!due) return this.running.then(() => this.index);
    // The look under way may have begun before the write this caller follows: wait for the next one.
    this.queued ??= this.running.then(
      () => this.afterQueued(),
      () => this.afterQueued(),
    );
    return this.queued;
  }

  private afterQueued(): Promise<CatalogueIndex> {
    this.queued = null;
    return this.look();
  }

  private look(): Promise<CatalogueIndex> {
    this.dirty = false;
    this.lookedAt = this.now();
    const run = this.read();
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = null;
    };
    run.then(done, () => {
      // Not looked after all: the next question tries again.
      this.dirty = true;
      done();
    });
    return run.then(() => this.index);
  }

  private async read(): Promise<void> {
    const [row] = await queryRows<ChangeRow>(this.db, changesSince(this.since));
    if (!row) return;
    if (this.reloads !== null && row.reloads !== this.reloads) {
      // Emptied and refilled: forget everything and read it all again.
      this.index.clear();
      this.since = '0';
      this.reloads = null;
      return this.read();
    }
    this.reloads = row.reloads;
    try {
      for (const v of row.vendors ?? []) this.index.nameVendor(v.id, v.name, v.slug);
      this.index.put((row.products ?? []).map(toIndexed));
    } catch (err) {
      // Half written: forget everything, and read it all again at the next look.
      this.index.clear();
      this.since = '0';
      this.reloads = null;
      throw err instanceof IndexUnavailableError ? err : new IndexUnavailableError(err);
    }
    this.since = row.watermark;
  }
}
