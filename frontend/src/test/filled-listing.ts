import type { ListingFields } from '@/features/catalog/api/listing-form-data';

/** spec.md's required listing fields, filled as a seller would: the listing form's tests start from it. */
export const FILLED_LISTING: Partial<ListingFields> = {
  title: 'Victoria rupee 1862',
  description: 'Silver rupee of Queen Victoria, Bombay mint.',
  price: 4500,
  category: 'british-india',
  condition: 'fine',
  location: 'Pune',
};
