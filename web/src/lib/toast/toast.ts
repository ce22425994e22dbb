import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let sonner: Promise<Sonner> | undefined;

/** sonner is fetched with the first toast: a first page that shows none never downloads it. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined; // the next toast tries again (e.g. after a network blip)
    throw error;
  });
  return sonner;
}

// The <Toaster> mounts once a toast is wanted; sonner replays toasts raised before it subscribed.
let toasterWanted = false;
const listeners = new Set<() => void>();

export function subscribeToToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = (): boolean => toasterWanted;

function show(kind: Kind, title: string, options?: ExternalToast): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  loadSonner().then(
    ({ toast }) => toast[kind](title, options),
    (error: unknown) => console.error(`Could not load the notification code to show "${title}"`, error),
  );
}

/** sonner's `toast` call shapes (`toast.error(title, { description, id })`), loading it on first use. */
export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};
