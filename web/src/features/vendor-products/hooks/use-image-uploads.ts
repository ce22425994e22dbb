import { ERRORS } from '@seamline/contract';
import { type ChangeEvent, useState } from 'react';
import { endedSession, errorMessage } from '@/lib/api-error';
import { uploadImage } from '../api/upload-image';
import { imageFileProblem } from '../lib/image-files';

export interface ImageUploadsOptions {
  urls: readonly string[];
  max: number;
  tooMany: string;
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Adding picked files to an image list: checked here first (room, type, size), then uploaded one
 * after another; what uploaded before a failure is kept.
 */
export function useImageUploads({ urls, max, tooMany, onChange, onBusyChange }: ImageUploadsOptions) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setWorking = (working: boolean) => {
    setBusy(working);
    onBusyChange?.(working);
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    setError(null);
    if (files.length === 0) return;
    const problem = urls.length + files.length > max ? tooMany : files.map(imageFileProblem).find(Boolean);
    if (problem) {
      setError(problem);
      input.value = '';
      return;
    }
    setWorking(true);
    const added: string[] = [];
    try {
      // One after another: the server takes a few uploads at once per vendor.
      for (const file of files) added.push((await uploadImage(file)).imageUrl);
    } catch (err) {
      setError(endedSession(err) ? null : errorMessage(err, ERRORS.imageUpload));
    } finally {
      if (added.length > 0) onChange([...urls, ...added]);
      setWorking(false);
      input.value = '';
    }
  };

  return { error, busy, onFiles, clearError: () => setError(null) };
}
