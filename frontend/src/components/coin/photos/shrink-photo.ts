import { JPEG_QUALITIES, KEEP_PNG_BYTES, nextJpegQuality, planShrink, renamedFor, SENDABLE_TYPES, SERVER_LIMIT_BYTES } from './shrink-plan';

/** The browser could not decode the file (HEIC in most browsers, a PDF, a broken download…). */
export class UnreadablePhotoError extends Error {
  override readonly name = 'UnreadablePhotoError';

  constructor(readonly fileName: string) {
    super(`${fileName} could not be decoded as a picture`);
  }
}

function encode(canvas: HTMLCanvasElement, type: 'image/jpeg' | 'image/png', quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`The browser could not encode ${type}`))), type, quality);
  });
}

function draw(canvas: HTMLCanvasElement, bitmap: ImageBitmap, onWhite: boolean): void {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser gave no 2D canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, canvas.width, canvas.height);
  // JPEG has no transparency: without the white, transparent pixels would turn black.
  if (onWhite) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
}

async function encodeJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  let quality: number | null = JPEG_QUALITIES[0];
  let blob = await encode(canvas, 'image/jpeg', quality);
  while ((quality = nextJpegQuality(blob.size, quality)) !== null) blob = await encode(canvas, 'image/jpeg', quality);
  return blob;
}

/** Without createImageBitmap (old browsers) a file the server takes as it is still goes. */
function sendUndecoded(file: File): File {
  if (SENDABLE_TYPES.includes(file.type) && file.size <= SERVER_LIMIT_BYTES) return file;
  throw new UnreadablePhotoError(file.name);
}

/**
 * Makes a picked photo ready to upload: decoded upright (EXIF orientation applied), at most 2048 px
 * on its long edge, JPEG at quality 0.85 (a PNG stays PNG when small enough, else JPEG on white).
 * A photo already small enough in a format the server takes is returned as it is.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return sendUndecoded(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhotoError(file.name);
  }
  try {
    const plan = planShrink({ width: bitmap.width, height: bitmap.height, bytes: file.size, type: file.type });
    if (plan.kind === 'as-is') return file;
    const canvas = document.createElement('canvas');
    canvas.width = plan.width;
    canvas.height = plan.height;
    if (plan.tryPng) {
      draw(canvas, bitmap, false);
      const png = await encode(canvas, 'image/png');
      if (png.size <= KEEP_PNG_BYTES) return new File([png], renamedFor(file.name, 'image/png'), { type: 'image/png' });
    }
    draw(canvas, bitmap, true);
    const jpeg = await encodeJpeg(canvas);
    return new File([jpeg], renamedFor(file.name, 'image/jpeg'), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
