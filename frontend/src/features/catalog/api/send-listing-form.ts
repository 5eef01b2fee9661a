import { sendForm } from '@/api/send-form';
import type { PhotoDraft } from '@/components/coin/photos/photo-list';
import { uploadsOf } from '@/components/coin/photos/photo-payload';
import { partSizes, type PhotoUploadProgress, photoUploadProgress } from '@/components/coin/photos/upload-progress';
import type { Coin } from '../types';

/**
 * Sends the listing form (toListingFormData's) and reports each new photo's upload progress, from
 * the request's bytes sent and the parts' sizes in the form's order.
 */
export function sendListingForm(
  method: 'POST' | 'PATCH',
  url: string,
  form: FormData,
  photos: readonly PhotoDraft[] | undefined,
  onProgress: (progress: PhotoUploadProgress) => void,
): Promise<Coin> {
  const parts = partSizes(form);
  const keys = form.has('images') ? uploadsOf(photos ?? []).map((photo) => photo.key) : [];
  return sendForm<Coin>(method, url, form, (loaded, total) => onProgress(photoUploadProgress(parts, keys, loaded, total)));
}
