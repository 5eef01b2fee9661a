import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { serverFieldErrors } from './server-field-errors';

const FIELDS = ['title', 'year', 'weightGrams', 'catalogueRefs', 'certification', 'grade'];

describe('serverFieldErrors', () => {
  it('puts each message of a 400 under the field it starts with', () => {
    const error = new ApiError(400, 'weightGrams must be between 0.01 and 500; year must be an AH year from 1 to 1500');
    expect(serverFieldErrors(error, FIELDS)).toEqual([
      { name: ['weightGrams'], errors: ['weightGrams must be between 0.01 and 500'] },
      { name: ['year'], errors: ['year must be an AH year from 1 to 1500'] },
    ]);
  });

  it('reaches into the certification and the catalogue rows', () => {
    const error = new ApiError(
      400,
      'certification.serviceName is required when certification.service is other; catalogueRefs[1].number must be 1-20 characters; catalogueRefs.0.catalogue must be 1-30 characters',
    );
    expect(serverFieldErrors(error, FIELDS).map((field) => field.name)).toEqual([
      ['certification', 'serviceName'],
      ['catalogueRefs', 1, 'number'],
      ['catalogueRefs', 0, 'catalogue'],
    ]);
    expect(serverFieldErrors(new ApiError(400, 'certification must be JSON'), FIELDS)[0]?.name).toEqual(['certification', 'service']);
  });

  it('gives the certificate number the 409 of a certificate on another live listing', () => {
    const error = new ApiError(409, 'This certificate number is already on another live listing');
    expect(serverFieldErrors(error, FIELDS)).toEqual([
      { name: ['certification', 'number'], errors: ['This certificate number is already on another live listing'] },
    ]);
  });

  it('leaves the rest to the toast: unknown fields, other statuses, other errors', () => {
    expect(serverFieldErrors(new ApiError(400, 'Listing limit reached'), FIELDS)).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, 'metal must be one of gold, silver'), FIELDS)).toEqual([]);
    expect(serverFieldErrors(new ApiError(403, 'title is fine but you have no plan'), FIELDS)).toEqual([]);
    expect(serverFieldErrors(new Error('Network error'), FIELDS)).toEqual([]);
  });
});
