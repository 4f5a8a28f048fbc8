export { personalDataArchive, type PersonalDataArchiveDependencies } from './archive.ts';
