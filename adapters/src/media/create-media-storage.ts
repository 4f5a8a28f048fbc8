import path from 'node:path';
import { createLocalMediaStorage } from './local-storage.ts';
import { createS3MediaStorage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

/** The configuration entries media storage reads (a subset of the app's `Config`). */
export interface MediaStorageSettings {
  MEDIA_STORAGE?: 'local' | 's3';
  dataDir: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/** Local disk under `<DATA_DIR>/media` unless `MEDIA_STORAGE=s3`, which needs every `S3_*` entry. */
export const createMediaStorage = (settings: MediaStorageSettings): MediaStorage => {
  if (settings.MEDIA_STORAGE !== 's3') return createLocalMediaStorage(path.join(settings.dataDir, 'media'));
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3MediaStorage({
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: settings.S3_REGION ?? 'us-east-1',
    stagingDirectory: path.join(settings.dataDir, 'media-staging'),
  });
};
