export * from './config.ts';
export * from './database.ts';
export * from './embedded-postgres.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './http.ts';
export * from './logger.ts';
export * from './tokens.ts';
