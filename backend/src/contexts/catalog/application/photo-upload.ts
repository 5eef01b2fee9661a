/** The two file fields a listing's photos arrive in: spec.md's `image` and the repeated `images` (decisions/0075). */
export type PhotoField = 'image' | 'images';

/** A photo file as it arrived: its bytes and the form field it came in (which any problem with it names). */
export interface PhotoUpload {
  field: PhotoField;
  bytes: Buffer;
}
