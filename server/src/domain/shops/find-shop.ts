import { SHOP_ADDRESS, SHOP_TEXTS, type ShopPage } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { notFound } from '../errors.js';

/**
 * A shop page's head by its slug, or by one it gave up less than 30 days ago and no other shop took
 * since (decision 208); `slug` in the answer is the one it has now, so a caller holding an old one
 * can move to it. Ratings and the count are its listed
 * products'. A suspended shop answers as a slug no shop had (decision 163): not its name, not its
 * slug now, not that it exists.
 */
export async function findShop(db: Tx, slug: string): Promise<ShopPage> {
  const [row] = await queryRows<ShopPage>(
    db,
    sql`select u.shop_slug as "slug", u.vendor_name as "vendorName", u.return_days as "returnDays",
          coalesce(sum(p.rating_sum), 0)::int as "ratingSum", coalesce(sum(p.rating_count), 0)::int as "reviewCount",
          count(p.id)::int as "productCount"
        from shop_slugs s
        join users u on u.id = s.vendor_id and u.role = 'vendor' and u.shop_slug is not null and u.shop_status = 'active'
        left join products p on p.vendor_id = u.id and p.listed
        where s.slug = ${slug} and (s.released_at is null or s.released_at > now() - make_interval(days => ${SHOP_ADDRESS.redirectDays}))
        group by u.id`,
  );
  if (!row) throw notFound(SHOP_TEXTS.shopUnavailable);
  const { ratingSum, ...shop } = row as ShopPage & { ratingSum: number };
  return { ...shop, averageRating: shop.reviewCount ? Math.round((ratingSum / shop.reviewCount) * 10) / 10 : 0 };
}
