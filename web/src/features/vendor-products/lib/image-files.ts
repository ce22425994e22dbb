import { API_MESSAGES, LIMITS, UPLOAD_IMAGE_TYPES } from '@seamline/contract';

/** The types a file picker for product images offers, as its `accept` attribute wants them. */
export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

const ACCEPTED: readonly string[] = UPLOAD_IMAGE_TYPES;

/** Why the server would refuse this file before it is sent (its type, then its size), or null. */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return API_MESSAGES.imageInvalid;
  if (file.size > LIMITS.uploadBytesMax) return API_MESSAGES.imageTooLarge;
  return null;
}
