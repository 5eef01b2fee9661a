import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

const response = (status: number, statusText = '') => new Response(null, { status, statusText });

describe('ApiError', () => {
  it('uses the JSON body message', () => {
    const error = ApiError.fromResponse(response(401, 'Unauthorized'), {
      statusCode: 401,
      message: 'Invalid mobile number or password',
      error: 'Unauthorized',
    });
    expect(error.message).toBe('401: Invalid mobile number or password');
    expect(error.status).toBe(401);
  });

  it('joins a list of validation messages', () => {
    const error = ApiError.fromResponse(response(400), { message: ['name is too short', 'password is too short'] });
    expect(error.message).toBe('400: name is too short; password is too short');
  });

  it('falls back to the response text', () => {
    expect(ApiError.fromResponse(response(502, 'Bad Gateway'), 'upstream down').message).toBe('502: upstream down');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(ApiError.fromResponse(response(503, 'Service Unavailable'), '').message).toBe('503: Service Unavailable');
  });

  it('is just the status when there is nothing else', () => {
    expect(ApiError.fromResponse(response(500), undefined).message).toBe('500');
  });
});
