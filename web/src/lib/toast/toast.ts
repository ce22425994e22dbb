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

/** A toast's options; `group` names its kind: a newer toast of one group replaces the older (lib/toast/toast-ids.ts). */
export type ToastOptions = ExternalToast & { group?: string };

// The toast last shown of each group, dismissed when the next of its group comes.
const shownOfGroup = new Map<string, string | number>();

function show(kind: Kind, title: string, options?: ToastOptions): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  const { group, ...rest } = options ?? {};
  loadSonner().then(
    ({ toast }) => {
      const previous = group === undefined ? undefined : shownOfGroup.get(group);
      if (previous !== undefined) toast.dismiss(previous);
      const id = toast[kind](title, options === undefined ? undefined : rest);
      if (group !== undefined) shownOfGroup.set(group, id);
    },
    (error: unknown) => console.error(`Could not load the notification code to show "${title}"`, error),
  );
}

/** sonner's `toast` call shapes (`toast.error(title, { description, id })`), loading it on first use. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  warning: (title: string, options?: ToastOptions) => show('warning', title, options),
  message: (title: string, options?: ToastOptions) => show('message', title, options),
};
