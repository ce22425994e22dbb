import { IMAGE_TEXTS } from '@seamline/contract';
import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useRef, useState } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { cn } from '@/lib/cn';
import { stepPhoto } from '../lib/gallery';
import { GALLERY_MAIN_SIZES } from '../lib/image-sizes';

// The zoom view (and the dialog under it) loads when a buyer first asks for it, not with the page.
const ZoomView = lazy(() => import('./zoom-view'));

/** A sideways swipe this long (CSS pixels) turns to the next or previous photo. */
const SWIPE = 40;

export interface ProductGalleryProps {
  photos: readonly string[];
  productName: string;
}

/**
 * The product page's photos (docs/architecture.md#everyday-shop): one large, thumbnails to pick, arrow keys and swipes to
 * turn, and a zoom view (button, click, or a pinch on a touch screen).
 */
export function ProductGallery({ photos, productName }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const [moved, setMoved] = useState(false);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const count = photos.length;
  const shown = Math.min(index, count - 1);
  const go = (step: number) => {
    setIndex(stepPhoto(shown, step, count));
    setMoved(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // Two fingers on the photo: the buyer wants it larger.
    if (touches.current.size === 2) {
      touches.current.clear();
      setZooming(true);
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = touches.current.get(event.pointerId);
    touches.current.delete(event.pointerId);
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const photo = photos[shown] ?? '';
  return (
    <section aria-label={IMAGE_TEXTS.galleryLabel(productName)} onKeyDown={onKeyDown} className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-100">
        <button
          type="button"
          onClick={() => setZooming(true)}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={(event) => touches.current.delete(event.pointerId)}
          aria-label={`${IMAGE_TEXTS.zoom}: ${IMAGE_TEXTS.imageOf(shown + 1, count)}`}
          className="block w-full cursor-zoom-in touch-pan-y"
          data-testid="gallery-main"
        >
          <ProductImage
            src={photo}
            alt={productName}
            width={800}
            height={1000}
            priority={shown === 0}
            eager
            sizes={GALLERY_MAIN_SIZES}
            draggable={false}
            className="aspect-[4/5] w-full"
          />
        </button>
        <span className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-zinc-800 shadow">
          <ZoomIn className="h-3.5 w-3.5" aria-hidden="true" />
          {count > 1 ? IMAGE_TEXTS.imageOf(shown + 1, count) : IMAGE_TEXTS.zoom}
        </span>
        {count > 1 && (
          <>
            <TurnButton label={IMAGE_TEXTS.previous} side="left" onClick={() => go(-1)} />
            <TurnButton label={IMAGE_TEXTS.next} side="right" onClick={() => go(1)} />
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {photos.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  setIndex(i);
                  setMoved(true);
                }}
                aria-label={IMAGE_TEXTS.showImage(i + 1, count)}
                aria-current={i === shown ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-lg border-2',
                  i === shown ? 'border-brand-600' : 'border-transparent hover:border-zinc-300',
                )}
              >
                <ProductImage src={url} alt="" width={64} height={80} sizes="64px" className="h-20 w-16" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {moved ? IMAGE_TEXTS.imageOf(shown + 1, count) : ''}
      </p>
      {zooming && (
        <Suspense fallback={null}>
          <ZoomView
            open={zooming}
            onOpenChange={setZooming}
            photos={photos}
            index={shown}
            onIndexChange={(i) => {
              setIndex(i);
              setMoved(true);
            }}
            productName={productName}
          />
        </Suspense>
      )}
    </section>
  );
}

function TurnButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-zinc-900 shadow hover:bg-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
