import { IMAGE_TEXTS } from '@seamline/contract';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { moveItem } from '../lib/image-sets';

const STEPS: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

export interface ImageOrderOptions {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  /** Says a move or removal in the dialog's live region. */
  announce: (text: string) => void;
}

/** Moving and removing the images of a list: by dragging, by the arrow keys on a focused image, or by calls. */
export function useImageOrder({ urls, onChange, announce }: ImageOrderOptions) {
  const [dragged, setDragged] = useState<number | null>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const count = urls.length;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    onChange(moveItem(urls, from, to));
    announce(IMAGE_TEXTS.moved(from + 1, to + 1, count));
    // Focus stays on the image that moved, at its new place.
    requestAnimationFrame(() => items.current[to]?.focus());
  };
  const remove = (at: number) => {
    onChange(urls.filter((_, i) => i !== at));
    announce(IMAGE_TEXTS.removed(at + 1, count - 1));
  };

  /** What the list item at `at` listens to, and where it is kept for focusing. */
  const itemProps = (at: number, url: string) => ({
    ref: (el: HTMLLIElement | null) => {
      items.current[at] = el;
    },
    onDragStart: (event: DragEvent) => {
      // Firefox starts a drag only with data; the list itself knows what moves.
      event.dataTransfer.setData('text/plain', url);
      event.dataTransfer.effectAllowed = 'move';
      setDragged(at);
    },
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null) move(dragged, at);
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
    onKeyDown: (event: KeyboardEvent) => {
      const step = STEPS[event.key];
      if (event.target !== event.currentTarget || step === undefined) return;
      event.preventDefault();
      move(at, at + step);
    },
  });

  return { dragged, move, remove, itemProps };
}
