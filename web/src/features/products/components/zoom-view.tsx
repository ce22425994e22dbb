import { IMAGE_TEXTS } from '@seamline/contract';
import { ChevronLeft, ChevronRight, Minus, Plus } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useZoomPan } from '../hooks/use-zoom-pan';
import { stepPhoto, ZOOM_MIN } from '../lib/gallery';

export interface ZoomViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photos: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  productName: string;
}

/**
 * A photo as large as the screen allows, at its full size, to zoom into: pinch or + and − (keys or
 * buttons) or the mouse wheel; drag to move; arrow keys or buttons for the other photos. No library:
 * pointer events and a CSS transform.
 */
export default function ZoomView({ open, onOpenChange, photos, index, onIndexChange, productName }: ZoomViewProps) {
  const zoom = useZoomPan();
  const count = photos.length;
  const turn = (step: number) => {
    if (count < 2) return;
    onIndexChange(stepPhoto(index, step, count));
    zoom.reset();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === 'ArrowLeft' || key === 'ArrowRight') turn(key === 'ArrowLeft' ? -1 : 1);
    else if (key === '+' || key === '=' || key === '-') zoom.zoomStep(key === '-' ? -1 : 1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={IMAGE_TEXTS.zoomTitle(productName)} className="sm:max-w-3xl">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys repeat the buttons below for the whole view */}
      <div onKeyDown={onKeyDown} className="space-y-3">
        <p className="text-sm text-zinc-600">{IMAGE_TEXTS.zoomHint}</p>
        <div
          {...zoom.frameProps}
          // The dialog is the screen less 12rem high; the frame leaves room in it for the title, the hint
          // and the controls, so they show without scrolling on a laptop's screen too.
          className="relative aspect-[4/5] max-h-[max(12rem,calc(100dvh-24rem))] w-full touch-none select-none overflow-hidden rounded-xl bg-zinc-100"
          data-testid="zoom-frame"
        >
          <img
            src={photos[index] ?? ''}
            alt={`${productName}, ${IMAGE_TEXTS.imageOf(index + 1, count).toLowerCase()}`}
            draggable={false}
            className="h-full w-full object-contain"
            style={{
              transform: `translate(${zoom.pan.x}px, ${zoom.pan.y}px) scale(${zoom.scale})`,
              cursor: zoom.scale > ZOOM_MIN ? 'grab' : 'zoom-in',
            }}
            data-scale={zoom.scale}
          />
        </div>
        <ZoomControls index={index} count={count} canZoomOut={zoom.scale > ZOOM_MIN} onZoom={zoom.zoomStep} onTurn={turn} />
      </div>
    </Dialog>
  );
}

interface ZoomControlsProps {
  index: number;
  count: number;
  canZoomOut: boolean;
  onZoom: (direction: 1 | -1) => void;
  onTurn: (step: number) => void;
}

/** The buttons under the photo: zoom out and in, which photo this is, and the previous and next ones. */
function ZoomControls({ index, count, canZoomOut, onZoom, onTurn }: ZoomControlsProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => onZoom(-1)} disabled={!canZoomOut} aria-label={IMAGE_TEXTS.zoomOut}>
          <Minus className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="secondary" onClick={() => onZoom(1)} aria-label={IMAGE_TEXTS.zoomIn}>
          <Plus className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-zinc-700" aria-live="polite">
        {IMAGE_TEXTS.imageOf(index + 1, count)}
      </p>
      {count > 1 && (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onTurn(-1)} aria-label={IMAGE_TEXTS.previous}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" onClick={() => onTurn(1)} aria-label={IMAGE_TEXTS.next}>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
