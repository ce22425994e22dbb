import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { ShopSuspendedNotice } from '@/features/vendor-profile/components/shop-suspended-notice';

/** The page column of every vendor screen, with the suspended shop's banner above it when suspended. */
export function VendorPage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Page className={className}>
      <ShopSuspendedNotice className="mb-6" />
      {children}
    </Page>
  );
}
