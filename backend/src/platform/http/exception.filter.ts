import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Request, Response } from 'express';
import { Logger } from 'pino';
import { DomainError, DomainErrorKind, TooManyRequestsError } from '../kernel/errors';
import { ErrorBody, errorBody } from './error-body';
import { isDependencyUnavailable, UNAVAILABLE_MESSAGE } from './unavailable-dependency';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
};

/** Errors raised by body parsers and other http-errors producers carry an exposable 4xx status. */
interface ExposableError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message: string;
}

/** How the JSON body parser words its failures. */
const BODY_PARSE_FAILURE = /in JSON at position|Unexpected (token|end of JSON)/;

function messageOfHttpException(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

function describeClientError(error: ExposableError): string {
  if (error.type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (error.type === 'entity.too.large') return 'The request body is too large';
  return error.message;
}

/** Maps every error to `{statusCode, message, error}`; unknown errors become a logged 500 without details. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = this.toBody(exception, request);
    if (exception instanceof TooManyRequestsError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (exception instanceof HttpException) {
      const retryAfter = (exception.getResponse() as { retryAfter?: number }).retryAfter;
      if (retryAfter) response.setHeader('Retry-After', String(retryAfter));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ErrorBody {
    if (exception instanceof DomainError) {
      return { ...errorBody(STATUS_OF_KIND[exception.kind], exception.message), ...exception.details };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = messageOfHttpException(exception);
      const body = errorBody(status, BODY_PARSE_FAILURE.test(message) ? `The request body is not valid JSON (${message})` : message);
      if (status >= 500) this.logger.error({ err: exception, reqId: request.id }, 'request failed');
      const extra = exception.getResponse();
      return typeof extra === 'object' && extra && 'checks' in extra ? { ...body, ...(extra as object) } : body;
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return errorBody(HttpStatus.CONFLICT, 'This record already exists');
    }
    if (isDependencyUnavailable(exception)) {
      this.logger.warn({ reason: (exception as Error).message, reqId: request.id, url: request.originalUrl }, 'PostgreSQL or Redis is unavailable');
      return errorBody(HttpStatus.SERVICE_UNAVAILABLE, UNAVAILABLE_MESSAGE);
    }
    const exposable = exception as ExposableError;
    const status = exposable?.statusCode ?? exposable?.status;
    if (typeof status === 'number' && status >= 400 && status < 500 && exposable.expose !== false) {
      return errorBody(status, describeClientError(exposable));
    }
    this.logger.error({ err: exception, reqId: request.id, url: request.originalUrl }, 'unhandled error');
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side. Please try again.');
  }
}
