import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Buttons row at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * False for a form a stray click must not throw away; then too, the second click of the double
   * click that opened the dialog lands outside it and would close it at once.
   */
  closeOnOutsideClick?: boolean;
}

/** What the dialog was opened from: the element, and the part of the page around it. */
export interface Opener {
  element: HTMLElement;
  /** The table or list the element sits in, found while it is still on the page. */
  region: HTMLElement | null;
}

export function rememberOpener(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return { element: active, region: active.closest<HTMLElement>('table, ul, ol, section') };
}

/**
 * Where focus goes when the opener is gone (e.g. the deleted row's Delete button). Focused without
 * scrolling: when the dialog's action left the page, the next page opens at the top.
 */
function fallbackTarget({ region }: Opener): HTMLElement | null {
  const target = region?.isConnected
    ? region
    : (document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main'));
  if (target && !target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  return target;
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Focus back on the element that opened a dialog, never on the page body. When that
 * element is gone, or goes soon after (a deleted row leaves once the list reloads), focus moves to
 * the table or list it was in, else the page heading.
 */
export function returnFocus(opener: Opener | null): void {
  if (!opener) return;
  if (!opener.element.isConnected) {
    fallbackTarget(opener)?.focus({ preventScroll: true });
    return;
  }
  opener.element.focus({ preventScroll: true });
  // Watch until focus moves on: if the element leaves the page meanwhile, focus would fall to the body.
  const observer = new MutationObserver(() => {
    if (opener.element.isConnected) return;
    stop();
    if (focusLost()) fallbackTarget(opener)?.focus({ preventScroll: true });
  });
  const onFocusIn = (event: FocusEvent) => event.target !== opener.element && stop();
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
}

/**
 * Whether the element scrolls (its content is taller than it): a body that scrolls is made a tab stop,
 * so a keyboard can scroll content with nothing focusable in it (the invoice on a short screen).
 */
function useScrolls(): [boolean, (element: HTMLDivElement | null) => void] {
  const [scrolls, setScrolls] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    for (const child of Array.from(element.children)) observer.current.observe(child);
    measure();
  }, []);
  return [scrolls, ref];
}

/** The dialog itself, over Radix: focus is trapped inside, Escape and the close button dismiss it. */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  className,
  closeOnOutsideClick = true,
}: DialogProps) {
  // The dialogs open from state, not a Radix trigger, so Radix has nowhere to return focus to;
  // the element focused when the dialog opened is kept and focused again when it closes.
  const opener = useRef<Opener | null>(null);
  const [scrolls, bodyRef] = useScrolls();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            // Toasts show below the header (app/provider.tsx); the dialog keeps clear of that band (10rem on
            // phones, 11rem above the middle on wider screens),
            // so a toast never covers its buttons: a sheet at the bottom on phones, a little below the
            // middle on wider screens.
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[calc(100dvh-10rem)] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-xl',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-[calc(50%+5rem)] sm:max-h-[calc(100dvh-12rem)] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => !closeOnOutsideClick && event.preventDefault()}
          onOpenAutoFocus={() => {
            // Runs before focus moves in: the active element is still the one that opened the dialog.
            opener.current = rememberOpener(document.activeElement);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
            opener.current = null;
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-zinc-200 px-5 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-zinc-900">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-zinc-600">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close className="rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div
            ref={bodyRef}
            className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2"
            {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
          >
            {children}
          </div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-200 px-5 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
