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

/** Text is trimmed; year, metal and the picture are sent only when given (spec §5). */
export function toListingFormData(fields: ListingFields): FormData {
  const form = new FormData();
  form.set('title', fields.title.trim());
  form.set('description', fields.description.trim());
  form.set('price', String(fields.price));
  form.set('category', fields.category);
  form.set('condition', fields.condition);
  form.set('location', fields.location.trim());
  const year = fields.year?.trim();
  if (year) form.set('year', year);
  if (fields.metal) form.set('metal', fields.metal);
  if (fields.image) form.set('image', fields.image);
  return form;
}
