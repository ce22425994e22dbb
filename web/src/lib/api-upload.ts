import { ApiError } from './api-error';
import { endSession, endsSession } from './api-client';
import { getToken } from './session-storage';

export interface UploadOptions {
  contentType: string;
  /** The share of the body sent so far, 0–1; 1 once it is all sent and the server is working. */
  onProgress?: (sent: number) => void;
}

/**
 * POSTs a file as the body and answers the JSON reply, reporting how much is sent (fetch cannot).
 * Errors, the bearer token and the end of a session work as in `apiRequest`.
 */
export function apiUpload<T>(path: string, body: Blob, { contentType, onProgress }: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (endsSession(xhr.status)) endSession();
      const payload = (typeof data === 'object' && data) as { message?: unknown; fieldErrors?: Record<string, string> } | false;
      const message = payload && typeof payload.message === 'string' ? payload.message : undefined;
      reject(new ApiError(xhr.status, message, payload ? payload.fieldErrors : undefined, data));
    };
    xhr.send(body);
  });
}
