import { legacySizedPictureNames, PICTURE_WIDTHS, pictureSrcsets, sizedPictureName, sizedPictureNames } from './picture-sizes';

describe('sized picture names', () => {
  const id = '2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11';

  it('derives each width in WebP and JPEG from the stored name, for a key, a local URL and a bucket URL', () => {
    expect(sizedPictureName(`coins/${id}.png`, 640, 'webp')).toBe(`coins/${id}-640w.webp`);
    expect(sizedPictureName(`/uploads/coins/${id}.jpg`, 320, 'jpg')).toBe(`/uploads/coins/${id}-320w.jpg`);
    expect(sizedPictureNames(`https://cdn.example.in/sikka-pictures/coins/${id}.png`)).toEqual(
      PICTURE_WIDTHS.flatMap((width) => [`https://cdn.example.in/sikka-pictures/coins/${id}-${width}w.webp`, `https://cdn.example.in/sikka-pictures/coins/${id}-${width}w.jpg`]),
    );
    expect(PICTURE_WIDTHS).toEqual([320, 640, 1280, 2048]);
  });

  it('names the copies written before 0075 in the picture’s own format', () => {
    expect(legacySizedPictureNames(`coins/${id}.png`)).toEqual([`coins/${id}-320w.png`, `coins/${id}-640w.png`, `coins/${id}-1024w.png`]);
  });

  it('derives nothing from a name it did not give', () => {
    for (const other of ['https://images.example.org/legacy.jpg', `/uploads/coins/${id}.svg`, `/uploads/coins/${id}-640w.jpg`, `/uploads/coins/x${id}.jpg`]) {
      expect(sizedPictureName(other, 640, 'webp')).toBeNull();
      expect(sizedPictureNames(other)).toEqual([]);
      expect(legacySizedPictureNames(other)).toEqual([]);
      expect(pictureSrcsets(other, 800)).toEqual({ srcset: '', jpegSrcset: '' });
    }
  });
});

describe('picture srcsets', () => {
  const url = '/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11.png';
  const copy = (width: number, extension: string) => `/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11-${width}w.${extension}`;

  it('lists every copy of a picture as wide as the widest copy', () => {
    expect(pictureSrcsets(url, 2048)).toEqual({
      srcset: `${copy(320, 'webp')} 320w, ${copy(640, 'webp')} 640w, ${copy(1280, 'webp')} 1280w, ${copy(2048, 'webp')} 2048w`,
      jpegSrcset: `${copy(320, 'jpg')} 320w, ${copy(640, 'jpg')} 640w, ${copy(1280, 'jpg')} 1280w, ${copy(2048, 'jpg')} 2048w`,
    });
  });

  it('names the copy that reaches the picture by the picture’s real width and leaves the wider ones out', () => {
    expect(pictureSrcsets(url, 1000).srcset).toBe(`${copy(320, 'webp')} 320w, ${copy(640, 'webp')} 640w, ${copy(1280, 'webp')} 1000w`);
    expect(pictureSrcsets(url, 640).jpegSrcset).toBe(`${copy(320, 'jpg')} 320w, ${copy(640, 'jpg')} 640w`);
    expect(pictureSrcsets(url, 200).srcset).toBe(`${copy(320, 'webp')} 200w`);
  });

  it('lists all four copies by their names’ widths when the picture’s width is unknown', () => {
    expect(pictureSrcsets(url, null).srcset).toBe(`${copy(320, 'webp')} 320w, ${copy(640, 'webp')} 640w, ${copy(1280, 'webp')} 1280w, ${copy(2048, 'webp')} 2048w`);
  });
});
