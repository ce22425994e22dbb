import { API_MESSAGES, ERRORS, IMAGE_TEXTS, LIMITS, UPLOAD_IMAGE_TYPES } from '@seamline/contract';
import { ArrowLeft, ArrowRight, GripVertical, X } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { endedSession, errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { uploadImage } from '../api/upload-image';
import { moveItem } from '../lib/image-sets';

const ACCEPT: readonly string[] = UPLOAD_IMAGE_TYPES;

export interface ImageListEditorProps {
  label: string;
  urls: readonly string[];
  /** How many the list may hold, and what to say when a file would be one too many. */
  max: number;
  tooMany: string;
  onChange: (urls: string[]) => void;
  /** Says a move or removal in the dialog's live region. */
  announce: (text: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * One ordered list of images: add by upload (checked and re-encoded by the server), reorder by
 * dragging, by the arrow keys on a focused image, or by its move buttons; remove.
 */
export function ImageListEditor({ label, urls, max, tooMany, onChange, announce, onBusyChange }: ImageListEditorProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    setError(null);
  };

  const onKeyDown = (at: number) => (event: KeyboardEvent) => {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (event.target !== event.currentTarget || step === undefined) return;
    event.preventDefault();
    move(at, at + step);
  };
  const onDrop = (at: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, at);
    setDragged(null);
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    setError(null);
    if (files.length === 0) return;
    if (count + files.length > max) {
      setError(tooMany);
      input.value = '';
      return;
    }
    const bad = files.find((f) => !ACCEPT.includes(f.type) || f.size > LIMITS.uploadBytesMax);
    if (bad) {
      setError(ACCEPT.includes(bad.type) ? API_MESSAGES.imageTooLarge : API_MESSAGES.imageInvalid);
      input.value = '';
      return;
    }
    setBusy(true);
    onBusyChange?.(true);
    const added: string[] = [];
    try {
      // One after another: the server takes a few uploads at once per vendor.
      for (const file of files) added.push((await uploadImage(file)).imageUrl);
    } catch (err) {
      setError(endedSession(err) ? null : errorMessage(err, ERRORS.imageUpload));
    } finally {
      if (added.length > 0) onChange([...urls, ...added]);
      setBusy(false);
      onBusyChange?.(false);
      input.value = '';
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="rounded-lg border border-zinc-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-zinc-900" id={`${id}-label`}>
          {label}{' '}
          <span className="font-normal text-zinc-600">
            ({count} of {max})
          </span>
        </h3>
        <div className="flex items-center gap-2">
          {busy && <Spinner size="sm" label="Uploading images" className="text-brand-600" />}
          <label
            htmlFor={id}
            className="cursor-pointer rounded-lg border border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium text-zinc-900 hover:bg-zinc-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 focus-within:ring-2 focus-within:ring-brand-600"
          >
            {IMAGE_TEXTS.addImage}
            <span className="sr-only"> to {label}</span>
            <input
              id={id}
              type="file"
              multiple
              accept={ACCEPT.join(',')}
              onChange={onFiles}
              disabled={busy}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
          </label>
        </div>
      </div>
      {count > 0 && (
        <ol aria-labelledby={`${id}-label`} className="mt-3 flex flex-wrap gap-2">
          {urls.map((url, i) => (
            <li
              key={url}
              ref={(el) => {
                items.current[i] = el;
              }}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused image is what the arrow keys move
              tabIndex={0}
              draggable
              onDragStart={(event) => {
                // Firefox starts a drag only with data; the list itself knows what moves.
                event.dataTransfer.setData('text/plain', url);
                event.dataTransfer.effectAllowed = 'move';
                setDragged(i);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop(i)}
              onDragEnd={() => setDragged(null)}
              onKeyDown={onKeyDown(i)}
              aria-label={`${IMAGE_TEXTS.imageOf(i + 1, count)}${i === 0 ? ', shown first' : ''}`}
              className={cn(
                'flex w-24 flex-col items-center gap-1 rounded-lg border border-zinc-200 bg-white p-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
                dragged === i && 'opacity-50',
              )}
              data-testid="image-item"
            >
              <div className="relative">
                <ProductImage src={url} alt="" width={80} height={100} sizes="80px" draggable={false} className="h-24 w-20 rounded" />
                <GripVertical className="absolute top-1 left-1 h-4 w-4 rounded bg-white/80 text-zinc-600" aria-hidden="true" />
                <span className="absolute right-1 bottom-1 rounded bg-white/90 px-1 text-xs font-medium text-zinc-800">{i + 1}</span>
              </div>
              <div className="flex">
                <IconButton label={IMAGE_TEXTS.moveEarlier(i + 1)} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                </IconButton>
                <IconButton label={IMAGE_TEXTS.moveLater(i + 1)} disabled={i === count - 1} onClick={() => move(i, i + 1)}>
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </IconButton>
                <IconButton label={IMAGE_TEXTS.remove(i + 1)} onClick={() => remove(i)}>
                  <X className="h-4 w-4" aria-hidden="true" />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p id={hintId} className="mt-2 text-xs text-zinc-600">
        PNG, JPEG or WebP, up to 2 MB each. {count > 1 ? IMAGE_TEXTS.reorderHint : ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
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
