import { appendIdentity, type IdentityFormValues, identityPayload } from '@/components/coin/identity/identity-form-values';
import type { CoinPhoto, PhotoDraft } from '@/components/coin/photos/photo-list';
import { imageRoles, photoEntries, photosChanged, uploadsOf } from '@/components/coin/photos/photo-payload';

/** The listing form's fields as the API's multipart body takes them. */
export interface ListingFields extends IdentityFormValues {
  title: string;
  description: string;
  price: number;
  category: string;
  condition: string;
  location: string;
  year?: string;
  metal?: string;
  /** The photos in the seller's order (decisions/0075): new ones as shrunk files, kept ones by id. */
  photos?: PhotoDraft[];
  /** The create form's "this coin is genuine" box; an edit leaves it as it was. */
  genuineConfirmed?: boolean;
}

export interface ListingFormDataOptions {
  /** An edit sends an emptied year or metal as empty, which clears it; a new listing leaves it out. */
  clearEmptyOptional?: boolean;
  /** An edit: the listing's photos as they are, so `photos` is sent only when the seller changed them. */
  currentPhotos?: readonly CoinPhoto[];
}

/**
 * Text is trimmed; year and metal are sent only when given (spec §5), or emptied in an edit.
 * The coin's identity, grade and certification follow the same rule, catalogue references and the
 * certificate as JSON text (issue 13's contract); genuineConfirmed as "true"/"false" when the form asked.
 * Photos (decisions/0075): a new listing sends its files as repeated `images` with `imageRoles`; an
 * edit that changed the photos sends the whole list as `photos` and only the new files as `images`.
 * Every file comes after every text field, which is how the upload progress tells the photos apart.
 */
export function toListingFormData(fields: ListingFields, options: ListingFormDataOptions = {}): FormData {
  const form = new FormData();
  form.set('title', fields.title.trim());
  form.set('description', fields.description.trim());
  form.set('price', String(fields.price));
  form.set('category', fields.category);
  form.set('condition', fields.condition);
  form.set('location', fields.location.trim());
  const year = fields.year?.trim();
  if (year || options.clearEmptyOptional) form.set('year', year ?? '');
  if (fields.metal || options.clearEmptyOptional) form.set('metal', fields.metal ?? '');
  appendIdentity(form, identityPayload(fields, year), { clearEmpty: options.clearEmptyOptional });
  if (fields.genuineConfirmed !== undefined) form.set('genuineConfirmed', String(fields.genuineConfirmed));
  appendPhotos(form, fields.photos ?? [], options.currentPhotos);
  return form;
}

function appendPhotos(form: FormData, photos: readonly PhotoDraft[], currentPhotos: readonly CoinPhoto[] | undefined): void {
  if (currentPhotos) {
    if (!photosChanged(currentPhotos, photos)) return;
    form.set('photos', JSON.stringify(photoEntries(photos)));
  } else if (uploadsOf(photos).length > 0) {
    form.set('imageRoles', JSON.stringify(imageRoles(photos)));
  }
  for (const photo of uploadsOf(photos)) form.append('images', photo.file);
}
