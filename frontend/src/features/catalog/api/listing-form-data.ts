import { appendIdentity, type IdentityFormValues, identityPayload } from '@/components/coin/identity/identity-form-values';

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
  image?: File | null;
  /** The create form's "this coin is genuine" box; an edit leaves it as it was. */
  genuineConfirmed?: boolean;
}

export interface ListingFormDataOptions {
  /** An edit sends an emptied year or metal as empty, which clears it; a new listing leaves it out. */
  clearEmptyOptional?: boolean;
}

/**
 * Text is trimmed; year, metal and the picture are sent only when given (spec §5), or emptied in an edit.
 * The coin's identity, grade and certification follow the same rule, catalogue references and the
 * certificate as JSON text (issue 13's contract); genuineConfirmed as "true"/"false" when the form asked.
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
  if (fields.image) form.set('image', fields.image);
  appendIdentity(form, identityPayload(fields, year), { clearEmpty: options.clearEmptyOptional });
  if (fields.genuineConfirmed !== undefined) form.set('genuineConfirmed', String(fields.genuineConfirmed));
  return form;
}
