import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationError } from '../kernel/errors';
import { parseId } from '../kernel/ids';

/**
 * Path ids are positive whole numbers written as plain decimal digits ("16", never "0x10", "016",
 * "16.0" or "1.6e1"); anything else is a 400 naming the parameter. The global pipe hands the
 * parameter over as the string that was sent (see ApiValidationPipe).
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): number {
    const id = typeof value === 'string' ? parseId(value) : null;
    if (id === null) throw new ValidationError(this.field, `${this.field} must be a positive whole number`);
    return id;
  }
}
