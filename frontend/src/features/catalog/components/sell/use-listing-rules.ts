import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkCategory,
  checkCondition,
  checkDescription,
  checkLocation,
  checkPrice,
  checkTitle,
  checkYear,
  DESCRIPTION_LENGTH,
  type ListingProblem,
  LOCATION_MAX_LENGTH,
  TITLE_LENGTH,
  YEAR_MAX_LENGTH,
} from '../../listing-rules';

/** The numbers the validation messages mention. */
const MESSAGE_VALUES = {
  titleMin: TITLE_LENGTH.min,
  titleMax: TITLE_LENGTH.max,
  descriptionMin: DESCRIPTION_LENGTH.min,
  descriptionMax: DESCRIPTION_LENGTH.max,
  locationMax: LOCATION_MAX_LENGTH,
  yearMax: YEAR_MAX_LENGTH,
};

/** antd form rules for the listing form, from the pure checks in listing-rules.ts. */
export function useListingRules() {
  const { t } = useTranslation('catalog');
  return useMemo(() => {
    const rule = <T>(check: (value: T) => ListingProblem | null): FormRule[] => [
      {
        validator: (_, value: T) => {
          const problem = check(value);
          return problem
            ? Promise.reject(new Error(t(`form.validation.${problem}`, MESSAGE_VALUES)))
            : Promise.resolve();
        },
      },
    ];
    return {
      title: rule(checkTitle),
      description: rule(checkDescription),
      price: rule(checkPrice),
      category: rule(checkCategory),
      condition: rule(checkCondition),
      location: rule(checkLocation),
      year: rule(checkYear),
    } satisfies Record<string, FormRule[]>;
  }, [t]);
}
