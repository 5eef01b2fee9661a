/** The listing form's fields as the API's multipart body takes them. */
export interface ListingFields {
  title: string;
  description: string;
  price: number;
  category: string;
  condition: string;
  location: string;
  year?: string;
  metal?: string;
  image?: File | null;
}

export interface ListingFormDataOptions {
  /** An edit sends an emptied year or metal as empty, which clears it; a new listing leaves it out. */
  clearEmptyOptional?: boolean;
}

/** Text is trimmed; year, metal and the picture are sent only when given (spec §5), or emptied in an edit. */
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
  return form;
}
