import { ValidationError } from '../../../platform/kernel/errors';
import { parseCertification } from './certification';

describe('certification', () => {
  it('reads JSON text (multipart) or an object (JSON), the service in any case', () => {
    expect(parseCertification('{"service":"ngc","number":"4321987-001"}')).toEqual({ service: 'NGC', serviceName: null, number: '4321987-001' });
    expect(parseCertification({ service: 'PCGS', number: 38215904 })).toEqual({ service: 'PCGS', serviceName: null, number: '38215904' });
    expect(parseCertification({ service: 'Other', serviceName: '  Indian   Grading Service ', number: 'IGS/2024.17' })).toEqual({
      service: 'other',
      serviceName: 'Indian Grading Service',
      number: 'IGS/2024.17',
    });
  });

  it('drops a service name given for a named service', () => {
    expect(parseCertification({ service: 'ICG', serviceName: 'ICG', number: 'A1234' })).toEqual({ service: 'ICG', serviceName: null, number: 'A1234' });
  });

  it('reads empty text, "null" and null as no certification', () => {
    expect(parseCertification('')).toBeNull();
    expect(parseCertification('null')).toBeNull();
    expect(parseCertification(null)).toBeNull();
  });

  it('answers a 400 naming the field for each rule', () => {
    const cases: [unknown, string, RegExp][] = [
      ['{not json', 'certification', /^certification must be an object/],
      ['[1]', 'certification', /^certification must be an object/],
      [{ service: 'ABC', number: '12345' }, 'certification.service', /^certification.service must be one of NGC, PCGS, ANACS, ICG, other/],
      [{ service: 'other', number: '12345' }, 'certification.serviceName', /^certification.serviceName is required when certification.service is other$/],
      [{ service: 'other', serviceName: 'X', number: '12345' }, 'certification.serviceName', /^certification.serviceName must be between 2 and 60 characters/],
      [{ service: 'NGC', number: '123' }, 'certification.number', /^certification.number must be 4-30 letters, digits/],
      [{ service: 'NGC', number: '1234 5678' }, 'certification.number', /^certification.number must be/],
      [{ service: 'NGC', number: 'x'.repeat(31) }, 'certification.number', /^certification.number must be/],
      [{ service: 'NGC' }, 'certification.number', /^certification.number must be/],
    ];
    for (const [input, field, message] of cases) {
      let caught: unknown;
      try {
        parseCertification(input);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ValidationError);
      expect([(caught as ValidationError).field, (caught as ValidationError).message]).toEqual([field, expect.stringMatching(message)]);
    }
  });
});
