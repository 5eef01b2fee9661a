/** A listing's bounds, as the server checks them (product decisions, "Listings and moderation"). */
export const TITLE_LENGTH = { min: 3, max: 120 } as const;
export const DESCRIPTION_LENGTH = { min: 10, max: 5000 } as const;
export const PRICE_RANGE = { min: 1, max: 1_000_000_000 } as const;
export const LOCATION_MAX_LENGTH = 100;
export const YEAR_MAX_LENGTH = 30;

/** Keys of the `catalog` namespace's `form.validation` messages. */
export type ListingProblem =
  | 'titleRequired'
  | 'titleLength'
  | 'descriptionRequired'
  | 'descriptionLength'
  | 'priceRequired'
  | 'priceMin'
  | 'priceMax'
  | 'priceWhole'
  | 'categoryRequired'
  | 'conditionRequired'
  | 'locationRequired'
  | 'locationLength'
  | 'yearLength';

type Check<T> = (value: T) => ListingProblem | null;

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

function lengthCheck(
  required: ListingProblem,
  outOfRange: ListingProblem,
  { min, max }: { min: number; max: number },
): Check<string | null | undefined> {
  return (value) => {
    if (isBlank(value)) return required;
    const length = (value ?? '').trim().length;
    return length < min || length > max ? outOfRange : null;
  };
}

export const checkTitle = lengthCheck('titleRequired', 'titleLength', TITLE_LENGTH);
export const checkDescription = lengthCheck('descriptionRequired', 'descriptionLength', DESCRIPTION_LENGTH);

/** Empty or not above 0: "must be greater than 0"; between 0 and 1: "at least ₹1" (spec §5). */
export const checkPrice: Check<number | null | undefined> = (value) => {
  if (value === null || value === undefined || value <= 0) return 'priceRequired';
  if (value < PRICE_RANGE.min) return 'priceMin';
  if (!Number.isInteger(value)) return 'priceWhole';
  return value > PRICE_RANGE.max ? 'priceMax' : null;
};

export const checkCategory: Check<string | null | undefined> = (value) => (isBlank(value) ? 'categoryRequired' : null);
export const checkCondition: Check<string | null | undefined> = (value) => (isBlank(value) ? 'conditionRequired' : null);

export const checkLocation: Check<string | null | undefined> = (value) => {
  if (isBlank(value)) return 'locationRequired';
  return (value ?? '').trim().length > LOCATION_MAX_LENGTH ? 'locationLength' : null;
};

export const checkYear: Check<string | null | undefined> = (value) =>
  (value ?? '').trim().length > YEAR_MAX_LENGTH ? 'yearLength' : null;
