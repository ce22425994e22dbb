import type { ShippingAddress } from '@seamline/contract';
import { cn } from '@/lib/cn';

/** A shop's name and return address, line by line. */
export function ShopAddress({ name, address: a, className }: { name: string; address: ShippingAddress; className?: string }) {
  return (
    <address className={cn('not-italic leading-relaxed', className)}>
      <span className="block font-medium text-zinc-900">{name}</span>
      <span className="block">{a.addressLine1}</span>
      <span className="block">{[a.city, a.postalCode].join(' ')}</span>
      <span className="block">{a.country}</span>
    </address>
  );
}
