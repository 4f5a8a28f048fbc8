import { mediaKeyOfUrl } from '@sankofa/contracts';
import type { MediaStorage } from '@sankofa/adapters/media';
import { VerificationApproved, VerificationRejected, VerificationSubmitted, defineProjector, eventsOf } from '@sankofa/events';

/** How long evidence is kept once its request is decided: time to answer an appeal, no longer. */
export const EVIDENCE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Files deleted per run; the rest are due at the next. */
const BATCH = 200;

const KEEP_FILES = `
INSERT INTO evidence_retention_files (request_id, media_key)
SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`;

/** A request is decided once; a later decision (none today) would not extend the deadline. */
const SET_DEADLINE = `UPDATE evidence_retention_files SET delete_after = $2 WHERE request_id = $1 AND delete_after IS NULL`;

/**
 * Deletes verification evidence (ID documents, video selfies and their frames, biometric captures) from media
 * storage 30 days after its request was approved or rejected. A reactor of the projection
 * runtime: `apply` keeps each handed-in file and, once decided, its deadline, so deadlines passed
 * while no instance ran (or decided before this reactor existed) are still due; `react` deletes
 * those due every hour, at `now` of the runtime's clock. Deleting twice is no error.
 */
export const evidenceRetention = ({ storage }: { storage: MediaStorage }) =>
  defineProjector({
    name: 'evidence_retention',
    version: 1,
    handles: eventsOf(VerificationSubmitted, VerificationApproved, VerificationRejected),
    init: async (tx) => {
      await tx.query(`CREATE TABLE evidence_retention_files (
        request_id text NOT NULL, media_key text NOT NULL, delete_after timestamptz, PRIMARY KEY (request_id, media_key))`);
    },
    createIndexes: async (tx) => {
      await tx.query('CREATE INDEX IF NOT EXISTS evidence_retention_files_due ON evidence_retention_files (delete_after) WHERE delete_after IS NOT NULL');
    },
    apply: async (events, tx) => {
      for (const event of events) {
        if (event.type === 'VerificationSubmitted') {
          const { documentUrl, videoUrl, biometricUrl, frameUrls } = event.data.evidence;
          // A social link is no file of ours; an erased member's URLs name nothing either.
          const keys = [documentUrl, videoUrl, biometricUrl, ...frameUrls].flatMap((url) => (url ? (mediaKeyOfUrl(url) ?? []) : []));
          await tx.query(KEEP_FILES, [event.data.requestId, keys]);
        } else {
          const deleteAfter = new Date(Date.parse(event.metadata.occurredAt) + EVIDENCE_RETENTION_MS);
          await tx.query(SET_DEADLINE, [event.data.requestId, deleteAfter]);
        }
      }
    },
    react: {
      intervalMs: 60 * 60 * 1000,
      /** Answers how many files it deleted. */
      run: async ({ now, inTables }) => {
        const { rows } = await inTables((tx) =>
          tx.query<{ request_id: string; media_key: string }>(
            'SELECT request_id, media_key FROM evidence_retention_files WHERE delete_after <= $1 ORDER BY delete_after LIMIT $2',
            [now, BATCH],
          ),
        );
        for (const { request_id: requestId, media_key: key } of rows) {
          await storage.delete(key);
          await inTables((tx) => tx.query('DELETE FROM evidence_retention_files WHERE request_id = $1 AND media_key = $2', [requestId, key]));
        }
        return rows.length;
      },
    },
  });
