import { describe, expect, it } from 'vitest';
import { fileProgress, partSizes, photoUploadProgress } from './upload-progress';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('each photo’s upload progress', () => {
  it('sizes the parts in the form’s order, text and files', () => {
    const form = new FormData();
    form.set('title', 'रुपया');
    form.append('images', file('a.jpg', 1000));
    const [title, image] = partSizes(form);
    // Hindi text counts in UTF-8 bytes (3 per letter).
    expect(title).toEqual({ bytes: 100 + 5 + 15, file: false });
    expect(image).toEqual({ bytes: 100 + 6 + 30 + 5 + 10 + 1000, file: true });
  });

  it('fills the photos one after another, after the text fields', () => {
    const parts = [
      { bytes: 1000, file: false },
      { bytes: 4000, file: true },
      { bytes: 5000, file: true },
    ];
    expect(fileProgress(parts, 500, 10_000)).toEqual([0, 0]);
    expect(fileProgress(parts, 3000, 10_000)).toEqual([50, 0]);
    expect(fileProgress(parts, 5000, 10_000)).toEqual([100, 0]);
    expect(fileProgress(parts, 7500, 10_000)).toEqual([100, 50]);
    expect(fileProgress(parts, 10_000, 10_000)).toEqual([100, 100]);
  });

  it('scales the estimates to the real body size', () => {
    // The real body is twice the estimate (a longer boundary, say): halfway is the first photo's end.
    const parts = [
      { bytes: 2500, file: true },
      { bytes: 2500, file: true },
    ];
    expect(fileProgress(parts, 5000, 10_000)).toEqual([100, 0]);
    expect(fileProgress(parts, 2500, 10_000)).toEqual([50, 0]);
  });

  it('keys the percentages by photo', () => {
    const form = new FormData();
    form.set('title', 'Anna');
    form.append('images', file('a.jpg', 10_000));
    form.append('images', file('b.jpg', 10_000));
    const parts = partSizes(form);
    const total = parts.reduce((sum, part) => sum + part.bytes, 0);
    expect(photoUploadProgress(parts, ['obv', 'rev'], total, total)).toEqual({ obv: 100, rev: 100 });
    expect(photoUploadProgress(parts, ['obv', 'rev'], 0, total)).toEqual({ obv: 0, rev: 0 });
  });
});
