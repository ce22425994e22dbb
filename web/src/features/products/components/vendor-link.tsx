import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** A shop's name, linking to its page (docs/architecture.md#everyday-shop) when it has one. */
export function VendorLink({ name, slug, className }: { name: string; slug: string | undefined; className?: string }) {
  if (!slug) return <span className={className}>{name}</span>;
  return (
    <Link to={paths.shop(slug)} className={cn('rounded underline-offset-2 hover:text-brand-700 hover:underline', className)}>
      {name}
    </Link>
  );
}
