import { IMAGE_TEXTS } from '@seamline/contract';
import { ArrowLeft, ArrowRight, GripVertical, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { cn } from '@/lib/cn';
import type { useImageOrder } from '../hooks/use-image-order';

export interface ImageTileProps {
  url: string;
  at: number;
  count: number;
  order: ReturnType<typeof useImageOrder>;
  onRemove: () => void;
}

/** One image of an ordered list: its picture and place, focusable and draggable, with move and remove buttons. */
export function ImageTile({ url, at, count, order, onRemove }: ImageTileProps) {
  return (
    <li
      {...order.itemProps(at, url)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused image is what the arrow keys move
      tabIndex={0}
      draggable
      aria-label={`${IMAGE_TEXTS.imageOf(at + 1, count)}${at === 0 ? ', shown first' : ''}`}
      className={cn(
        'flex w-24 flex-col items-center gap-1 rounded-lg border border-zinc-200 bg-white p-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        order.dragged === at && 'opacity-50',
      )}
      data-testid="image-item"
    >
      <div className="relative">
        <ProductImage src={url} alt="" width={80} height={100} sizes="80px" draggable={false} className="h-24 w-20 rounded" />
        <GripVertical className="absolute top-1 left-1 h-4 w-4 rounded bg-white/80 text-zinc-600" aria-hidden="true" />
        <span className="absolute right-1 bottom-1 rounded bg-white/90 px-1 text-xs font-medium text-zinc-800">{at + 1}</span>
      </div>
      <div className="flex">
        <IconButton label={IMAGE_TEXTS.moveEarlier(at + 1)} disabled={at === 0} onClick={() => order.move(at, at - 1)}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        </IconButton>
        <IconButton label={IMAGE_TEXTS.moveLater(at + 1)} disabled={at === count - 1} onClick={() => order.move(at, at + 1)}>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </IconButton>
        <IconButton label={IMAGE_TEXTS.remove(at + 1)} onClick={onRemove}>
          <X className="h-4 w-4" aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-7 w-7 items-center justify-center rounded text-zinc-700 hover:bg-zinc-100 disabled:opacity-40"
    >
      {children}
    </button>
  );
}
