import { ERRORS } from '@seamline/contract';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { endedSession, errorMessage } from '@/lib/api-error';
import { useUploadImage } from '../api/upload-image';
import { IMAGE_ACCEPT, imageFileProblem } from '../lib/image-files';
import { sendMutation } from '@/lib/send-mutation';

const UPLOAD_FAILED = ERRORS.imageUpload;

export interface ImageUploadProps {
  /** The image URL currently in the form, previewed here. */
  imageUrl: string;
  productName: string;
  onUploaded: (imageUrl: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** Picks a PNG/JPEG/WebP (≤ 2 MB), uploads it and hands back its URL; shows a preview. */
export function ImageUpload({ imageUrl, productName, onUploaded, onBusyChange }: ImageUploadProps) {
  const id = useId();
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setUploaded(null);
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    onBusyChange?.(true);
    sendMutation(upload, file, {
      onSuccess: ({ imageUrl: url }) => {
        setUploaded(file.name);
        onUploaded(url);
      },
      onError: (err) => setError(endedSession(err) ? null : errorMessage(err, UPLOAD_FAILED)),
      onSettled: () => {
        onBusyChange?.(false);
        // The same file may be picked again after a failure.
        input.value = '';
      },
    });
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex items-start gap-4">
      <ProductImage
        src={imageUrl}
        alt={productName ? `Preview of ${productName}` : 'Image preview'}
        width={80}
        height={100}
        className="h-24 w-20 shrink-0 rounded-lg border border-zinc-200"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
          Upload image
        </label>
        <div className="mt-1.5 flex items-center gap-3">
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onChange}
            disabled={upload.isPending}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className="block w-full min-w-0 text-sm text-zinc-700 file:mr-3 file:rounded-lg file:border file:border-zinc-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-50 disabled:opacity-60"
          />
          {upload.isPending && <Spinner size="sm" label="Uploading image" className="text-brand-600" />}
        </div>
        <p id={hintId} className="mt-1.5 flex items-center gap-1 text-xs text-zinc-600">
          <ImageUp className="h-3.5 w-3.5" aria-hidden="true" />
          PNG, JPEG or WebP, up to 2 MB. Fills in the image URL.
        </p>
        {uploaded && !error && (
          <p role="status" className="mt-1.5 text-sm text-green-700">
            Uploaded {uploaded}
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
