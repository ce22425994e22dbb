import { endSession, endsSession, failureOf } from './api-client';
import { ApiError } from './api-error';
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
      const { message, fieldErrors } = failureOf(data);
      if (endsSession(xhr.status, false, message)) endSession();
      reject(new ApiError(xhr.status, message, fieldErrors, data));
    };
    xhr.send(body);
  });
}
