import type pg from 'pg';

/** `DELETE FROM <table>` of every row one of `columns` names a deleted member in (`$1`: their ids). */
export const rowsNaming = (table: string, ...columns: string[]): string =>
  `DELETE FROM ${table} WHERE ${columns.map((column) => `${column} = ANY($1::text[])`).join(' OR ')}`;

/**
 * Runs a projector's erasing statements for the members deleted in a batch, after the batch's
 * other writes: whatever the batch wrote of them goes too.
 */
export const eraseMemberRows = async (tx: pg.PoolClient, deletedMemberIds: readonly string[], statements: readonly string[]): Promise<void> => {
  if (deletedMemberIds.length === 0) return;
  for (const statement of statements) await tx.query(statement, [deletedMemberIds]);
};
