import { type PointerEvent, useRef } from 'react';
import type { Point } from '../lib/gallery';

/** A sideways swipe this long (CSS pixels) turns to the next or previous photo. */
const SWIPE = 40;

export interface PhotoTouchOptions {
  /** A sideways swipe: 1 for the next photo (a swipe to the left), −1 for the previous one. */
  onSwipe: (step: 1 | -1) => void;
  /** Two fingers on the photo: the buyer wants it larger. */
  onPinch: () => void;
}

/** The fingers on a photo (touch only; a mouse clicks): swipes and the start of a pinch. */
export function usePhotoTouch({ onSwipe, onPinch }: PhotoTouchOptions) {
  const touches = useRef(new Map<number, Point>());
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size === 2) {
        touches.current.clear();
        onPinch();
      }
    },
    onPointerUp: (event: PointerEvent) => {
      const start = touches.current.get(event.pointerId);
      touches.current.delete(event.pointerId);
      if (!start) return;
      const dx = event.clientX - start.x;
      if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(event.clientY - start.y)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: (event: PointerEvent) => {
      touches.current.delete(event.pointerId);
    },
  };
}
