import { checkImageSize, detectImageFormat, MAX_IMAGE_BYTES } from './image-format';

const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array(16).fill(0)]);

describe('image format', () => {
  it('recognises JPEG, PNG and WebP by their signatures', () => {
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(() => detectImageFormat(Buffer.from('GIF89a........'))).toThrow('image must be a JPEG, PNG or WebP picture');
    expect(() => detectImageFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toThrow(/image/);
    expect(() => detectImageFormat(new Uint8Array())).toThrow(/image/);
  });

  it('allows at most 5 MB and nothing empty', () => {
    expect(() => checkImageSize(MAX_IMAGE_BYTES)).not.toThrow();
    expect(() => checkImageSize(MAX_IMAGE_BYTES + 1)).toThrow('image must be at most 5 MB');
    expect(() => checkImageSize(0)).toThrow('image is empty');
  });

  it('names the field the picture came in', () => {
    expect(() => detectImageFormat(Buffer.from('GIF89a........'), 'images')).toThrow('images must be a JPEG, PNG or WebP picture');
    expect(() => checkImageSize(MAX_IMAGE_BYTES + 1, 'images')).toThrow('images must be at most 5 MB each');
  });
});
