import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-panel';

// Radix and its focus and scroll machinery load when a dialog first opens, not with the page.
const DialogPanel = lazy(() => import('./dialog-panel'));

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it, and focus goes
 * back to what opened it (dialog-panel.tsx). Nothing is loaded or rendered until it first opens.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
