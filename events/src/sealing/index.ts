export { encryptPersonalData, SEALED_FIELD } from './encrypt-personal-data.ts';
export type { DataKeys } from './data-keys.ts';
export { createPostgresDataKeys, migrateDataKeys, rewrapDataKeys } from './postgres-data-keys.ts';
export { createMasterKeys, type MasterKeys } from './master-keys.ts';
export { ERASED_TEXT, PERSONAL_FIELDS, type PersonalFields } from './personal-fields.ts';
export { copyLogSealed } from './seal-copy.ts';
