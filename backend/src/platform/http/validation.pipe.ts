import { ArgumentMetadata, BadRequestException, Injectable, ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';
import { ValidationError } from '../kernel/errors';
import { MAX_BODY_DEPTH } from './json-body';
import { findLooseQueryNumber } from './query-numbers';
import { FORBIDDEN_TEXT_MESSAGE, findForbiddenText } from './text-rules';

function firstMessages(errors: ClassValidatorError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? Object.values(error.constraints).slice(0, 1) : [];
    const mentioned = own.map((message) => (message.includes(error.property) ? message : `${field}: ${message}`));
    return [...mentioned, ...firstMessages(error.children ?? [], field)];
  });
}

/**
 * The one gate every @Body(), @Query() and @Param() value passes, before any DTO or pipe of a route:
 * - text: no string anywhere may hold NUL or a lone surrogate (decisions/0030);
 * - numbers in the query string must be plain decimal digits;
 * - path parameters reach their own pipes (ParseIdPipe) as the strings that were sent: Nest's
 *   primitive conversion (`+"0x10"` is 16) is switched off.
 */
@Injectable()
export class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = findForbiddenText(value, metadata.data ?? '');
      if (problem?.problem === 'too-deep') throw new ValidationError(problem.field, `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
      if (problem) throw new ValidationError(problem.field, `${problem.field} ${FORBIDDEN_TEXT_MESSAGE}`);
    }
    if (metadata.type === 'query') {
      const loose = findLooseQueryNumber(value, metadata.metatype);
      if (loose) throw new ValidationError(loose, `${loose} must be a whole number`);
    }
    return super.transform(value, metadata);
  }

  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/**
 * Validates request DTOs. Unknown properties are stripped; each failing field contributes one
 * message that names it, e.g. "password must be between 8 and 128 characters".
 */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(firstMessages(errors).join('; ')),
  });
}
