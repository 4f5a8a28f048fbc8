export { accountDeletionRouter, type AccountDeletionDependencies } from './routes.ts';
export { refuseBannedIdentities } from './identity-bans.ts';
