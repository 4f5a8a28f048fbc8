/** A recording kept on this device only (the spec: voice messages are not uploaded). */
export interface SavedRecording {
  id: string;
  audio: Blob;
  /** Seconds. */
  duration: number;
  /** When it was saved, ms since the epoch. */
  timestamp: number;
}

const DATABASE = 'sankofa-voice-messages';
const STORE = 'recordings';

const open = () =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });

const run = async <Result>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<Result>): Promise<Result> => {
  const database = await open();
  try {
    return await new Promise<Result>((resolve, reject) => {
      const request = action(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    database.close();
  }
};

/** Newest first. */
export const listRecordings = async (): Promise<SavedRecording[]> =>
  (await run<SavedRecording[]>('readonly', (store) => store.getAll() as IDBRequest<SavedRecording[]>)).sort((a, b) => b.timestamp - a.timestamp);

export const saveRecording = (recording: SavedRecording) => run('readwrite', (store) => store.put(recording));

export const deleteRecording = (id: string) => run('readwrite', (store) => store.delete(id));
