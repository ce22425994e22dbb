import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** docs/architecture.md#server-rules: multipart field `image`; the server checks the content and answers the stored URL. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.post<{ imageUrl: string }>('/api/vendors/uploadImage', form);
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
