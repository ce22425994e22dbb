import { PREVIEW_TEXTS } from '@seamline/contract';
import { ArrowLeft, Eye } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

/** In place of Add to Cart when a vendor previews its own product page. */
export function VendorPreviewNote() {
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-zinc-800">
      <p className="flex items-center gap-2 font-medium">
        <Eye className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {PREVIEW_TEXTS.vendorNote}
      </p>
      <Link
        to={paths.vendor.products}
        className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {PREVIEW_TEXTS.backToProducts}
      </Link>
    </div>
  );
}
