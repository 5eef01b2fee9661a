import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  checkCatalogueNumber,
  checkCertificateNumber,
  checkDiameter,
  checkService,
  checkServiceName,
  checkTextLength,
  checkWeight,
} from './identity-rules';

describe('identity checks (the contract’s bounds)', () => {
  it('holds free text to its length once trimmed', () => {
    expect(checkTextLength('Rupee', 60)).toBeNull();
    expect(checkTextLength(`  ${'a'.repeat(60)}  `, 60)).toBeNull();
    expect(checkTextLength('a'.repeat(61), 60)).toBe('textLength');
    expect(checkTextLength(undefined, 60)).toBeNull();
  });

  it('takes weights of 0.01 to 500 g with two decimals, diameters of 1 to 150 mm with one', () => {
    expect(checkWeight(11.66)).toBeNull();
    expect(checkWeight(0.01)).toBeNull();
    expect(checkWeight(500)).toBeNull();
    expect(checkWeight(0)).toBe('weightRange');
    expect(checkWeight(500.01)).toBe('weightRange');
    expect(checkWeight(11.665)).toBe('weightDecimals');
    expect(checkWeight(null)).toBeNull();
    expect(checkDiameter(30.5)).toBeNull();
    expect(checkDiameter(0.5)).toBe('diameterRange');
    expect(checkDiameter(151)).toBe('diameterRange');
    expect(checkDiameter(30.55)).toBe('diameterDecimals');
  });

  it('wants both halves of a catalogue reference, and ignores an empty row', () => {
    expect(checkCatalogue({ catalogue: 'KM', number: '473' })).toBeNull();
    expect(checkCatalogue({ catalogue: '', number: '' })).toBeNull();
    expect(checkCatalogue({ catalogue: ' ', number: '473' })).toBe('catalogueRequired');
    expect(checkCatalogue({ catalogue: 'x'.repeat(31), number: '1' })).toBe('catalogueLength');
    expect(checkCatalogueNumber({ catalogue: 'KM', number: '' })).toBe('catalogueNumberRequired');
    expect(checkCatalogueNumber({ catalogue: 'KM', number: '1'.repeat(21) })).toBe('catalogueNumberLength');
    expect(checkCatalogueNumber(undefined)).toBeNull();
  });

  it('wants a service for a certificate number, and a name for another service', () => {
    expect(checkService({ number: '4321987-001' })).toBe('serviceRequired');
    expect(checkService({ service: 'NGC', number: '4321987-001' })).toBeNull();
    expect(checkServiceName({ service: 'other', serviceName: '' })).toBe('serviceNameRequired');
    expect(checkServiceName({ service: 'other', serviceName: 'X' })).toBe('serviceNameLength');
    expect(checkServiceName({ service: 'other', serviceName: 'Numismatic Guaranty' })).toBeNull();
    expect(checkServiceName({ service: 'PCGS', serviceName: '' })).toBeNull();
  });

  it('holds a certificate number to 4-30 letters, digits, dashes, slashes and dots', () => {
    expect(checkCertificateNumber({ service: 'NGC', number: '4321987-001' })).toBeNull();
    expect(checkCertificateNumber({ service: 'PCGS', number: 'AB/12.3' })).toBeNull();
    expect(checkCertificateNumber({ service: 'NGC', number: '' })).toBe('certificateRequired');
    expect(checkCertificateNumber({ service: 'NGC', number: '123' })).toBe('certificateFormat');
    expect(checkCertificateNumber({ service: 'NGC', number: '1234 567' })).toBe('certificateFormat');
    expect(checkCertificateNumber({ service: 'NGC', number: '1'.repeat(31) })).toBe('certificateFormat');
    expect(checkCertificateNumber({ number: '' })).toBeNull();
  });
});
