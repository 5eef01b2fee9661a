import { Provider } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { IMAGE_STORAGE, ImageStorage } from '../../application/ports/image-storage';
import { LocalDiskImageStorage } from './local-disk.storage';
import { S3ImageStorage } from './s3.storage';

/** STORAGE_DRIVER picks the adapter: local (UPLOAD_DIR) or s3. Also used by the picture-size backfill command. */
export function imageStorageFor(config: Pick<AppConfig, 'storage' | 'uploadDir'>): ImageStorage {
  return config.storage.driver === 's3' ? new S3ImageStorage(config.storage) : new LocalDiskImageStorage(config.uploadDir);
}

/** The storage port, as configured. */
export const imageStorageProvider: Provider = {
  provide: IMAGE_STORAGE,
  inject: [APP_CONFIG],
  useFactory: imageStorageFor,
};
