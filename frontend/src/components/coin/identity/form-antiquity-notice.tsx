import { AntiquityNotice } from './antiquity-notice';
import { useFormAdYear } from './use-form-ad-year';

/** In a listing form: the antiquity notice as soon as the year (in its era) is more than 100 years ago. */
export function FormAntiquityNotice() {
  const { isAntiquity } = useFormAdYear();
  return isAntiquity ? (
    <div className="identity-sections__notice">
      <AntiquityNotice />
    </div>
  ) : null;
}
