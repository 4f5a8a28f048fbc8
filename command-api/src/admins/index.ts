export { grantAdmin, adminGrantDecider } from './grant-admin.ts';
