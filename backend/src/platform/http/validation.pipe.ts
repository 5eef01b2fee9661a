import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function firstMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? Object.values(error.constraints).slice(0, 1) : [];
    const mentioned = own.map((message) => (message.includes(error.property) ? message : `${field}: ${message}`));
    return [...mentioned, ...firstMessages(error.children ?? [], field)];
  });
}

/**
 * Validates request DTOs. Unknown properties are stripped; each failing field contributes one
 * message that names it, e.g. "password must be between 8 and 128 characters".
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(firstMessages(errors).join('; ')),
  });
}
