/** PostgreSQL's `undefined_table`. */
const UNDEFINED_TABLE = '42P01';

/** Whether `error` says a table or view does not exist (yet). */
export const isTableMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNDEFINED_TABLE;

/**
 * Reads a read model that its projector may not have published yet (a fresh database): until it
 * is there, the read answers `fallback`; any other failure is thrown.
 */
export const unlessTableMissing = async <T>(read: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await read();
  } catch (error) {
    if (isTableMissing(error)) return fallback;
    throw error;
  }
};
