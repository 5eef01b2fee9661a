import { PICTURE_WIDTHS, sizedPictureName, sizedPictureNames } from './picture-sizes';

describe('sized picture names', () => {
  const id = '2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11';

  it('derives each width from the stored name, for a key, a local URL and a bucket URL', () => {
    expect(sizedPictureName(`coins/${id}.webp`, 640)).toBe(`coins/${id}-640w.webp`);
    expect(sizedPictureName(`/uploads/coins/${id}.jpg`, 320)).toBe(`/uploads/coins/${id}-320w.jpg`);
    expect(sizedPictureNames(`https://cdn.example.in/sikka-pictures/coins/${id}.png`)).toEqual(
      PICTURE_WIDTHS.map((width) => `https://cdn.example.in/sikka-pictures/coins/${id}-${width}w.png`),
    );
  });

  it('derives nothing from a name it did not give', () => {
    for (const other of ['https://images.example.org/legacy.jpg', `/uploads/coins/${id}.svg`, `/uploads/coins/${id}-640w.jpg`, `/uploads/coins/x${id}.jpg`]) {
      expect(sizedPictureName(other, 640)).toBeNull();
      expect(sizedPictureNames(other)).toEqual([]);
    }
  });
});
