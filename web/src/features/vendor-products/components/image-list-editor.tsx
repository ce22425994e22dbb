import { IMAGE_TEXTS } from '@seamline/contract';
import { type ChangeEvent, useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useImageOrder } from '../hooks/use-image-order';
import { useImageUploads } from '../hooks/use-image-uploads';
import { IMAGE_ACCEPT } from '../lib/image-files';
import { ImageTile } from './image-tile';

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
  const upload = useImageUploads({ urls, max, tooMany, onChange, onBusyChange });
  const order = useImageOrder({ urls, onChange, announce });
  const count = urls.length;
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
        <AddImages
          id={id}
          label={label}
          busy={upload.busy}
          onFiles={upload.onFiles}
          describedBy={upload.error ? `${hintId} ${errorId}` : hintId}
          invalid={Boolean(upload.error)}
        />
      </div>
      {count > 0 && (
        <ol aria-labelledby={`${id}-label`} className="mt-3 flex flex-wrap gap-2">
          {urls.map((url, i) => (
            <ImageTile
              key={url}
              url={url}
              at={i}
              count={count}
              order={order}
              onRemove={() => {
                order.remove(i);
                upload.clearError();
              }}
            />
          ))}
        </ol>
      )}
      <p id={hintId} className="mt-2 text-xs text-zinc-600">
        PNG, JPEG or WebP, up to 2 MB each. {count > 1 ? IMAGE_TEXTS.reorderHint : ''}
      </p>
      {upload.error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {upload.error}
        </p>
      )}
    </div>
  );
}

interface AddImagesProps {
  id: string;
  label: string;
  busy: boolean;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => void;
  describedBy: string;
  invalid: boolean;
}

/** The 'Add image' button: a label over a hidden file input, with a spinner while files upload. */
function AddImages({ id, label, busy, onFiles, describedBy, invalid }: AddImagesProps) {
  return (
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
          accept={IMAGE_ACCEPT}
          onChange={onFiles}
          disabled={busy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="sr-only"
        />
      </label>
    </div>
  );
}
