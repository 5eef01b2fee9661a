import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationError } from '../kernel/errors';

/** Path ids are positive whole numbers; anything else is a 400 naming the parameter. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly field = 'id') {}

  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
      throw new ValidationError(this.field, `${this.field} must be a positive whole number`);
    }
    return Number(value);
  }
}
