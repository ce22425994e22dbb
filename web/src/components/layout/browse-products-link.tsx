import { LABELS } from '@seamline/contract';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 'Browse Products': the way back to the shop from an empty cart or order history (spec §2). */
export function BrowseProductsLink() {
  return (
    <Link to={paths.buyer.dashboard} className={buttonClasses('primary', 'lg')}>
      {LABELS.browseProducts}
    </Link>
  );
}
