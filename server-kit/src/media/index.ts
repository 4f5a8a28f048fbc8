export * from './check-media-type.ts';
export * from './create-media-storage.ts';
export * from './local-storage.ts';
export * from './media-key.ts';
export * from './multipart.ts';
export * from './s3-storage.ts';
export * from './storage.ts';
export * from './store-upload.ts';
