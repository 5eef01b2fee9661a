import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationError } from '../kernel/errors';

/** Decimal digits without sign or leading zero, at most the largest PostgreSQL int. */
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * Path ids are positive whole numbers written as plain decimal digits ("16", never "0x10", "016",
 * "16.0" or "1.6e1"); anything else is a 400 naming the parameter. The global pipe hands the
 * parameter over as the string that was sent (see ApiValidationPipe).
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): number {
    if (typeof value !== 'string' || !ID.test(value) || Number(value) > MAX_ID) {
      throw new ValidationError(this.field, `${this.field} must be a positive whole number`);
    }
    return Number(value);
  }
}
