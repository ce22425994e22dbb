import * as RadixDialog from '@radix-ui/react-dialog';
import { SHOPPER_TEXTS } from '@seamline/contract';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useRef } from 'react';

export interface QuickAddPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Where focus goes when the popover closes (the card's Add to Cart). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * The quick add's size picker on wider screens: a popover above the card's button, not modal. Focus
 * starts on the first size that can be pressed and goes back to the button when it closes. Loaded
 * when a picker first opens (quick-add.tsx).
 */
export default function QuickAddPopover({ open, onOpenChange, title, returnFocusTo, children }: QuickAddPopoverProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Content
        ref={content}
        aria-describedby={undefined}
        className="absolute inset-x-0 bottom-full z-30 mb-2 rounded-xl border border-zinc-200 bg-white p-4 shadow-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.querySelector<HTMLElement>('button[data-size]:not(:disabled)')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="mb-3 flex items-start justify-between gap-2">
          <RadixDialog.Title className="text-sm font-semibold text-zinc-900">{title}</RadixDialog.Title>
          <RadixDialog.Close
            className="-m-1 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
            aria-label={SHOPPER_TEXTS.closePicker}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
