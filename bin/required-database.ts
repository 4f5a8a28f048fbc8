import { loadConfigOrExit } from '@sankofa/server-kit';

/** The distributed services share one read-model PostgreSQL; they never start an embedded one. */
export const distributedConfig = () => {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL must be set for the distributed services (see docker-compose.yml)');
  return { ...config, databaseUrl: config.DATABASE_URL };
};
