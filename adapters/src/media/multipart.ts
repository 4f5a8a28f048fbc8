import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { Context } from 'koa';
import { AppError, ValidationError } from '@sankofa/server-kit';
import { discardStaged, stageUpload, type StagedUpload } from './staged-upload.ts';

export interface MultipartUpload<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** On local disk until stored; the caller stores it (`storeUpload`) or discards it. */
  file: StagedUpload;
}

export interface MultipartOptions<Field extends string> {
  maxFileBytes: number;
  /** The text fields to keep; others are ignored. */
  fields: readonly Field[];
  fileField?: string;
  /** Where the file is staged while it streams in: the storage's `stagingDirectory`. */
  stagingDirectory: string;
}

/** Room for the multipart boundaries, part headers and the small text fields around the file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** A refused body up to this size is read to its end so the client can read the 413. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

const drainThenRespond = (request: IncomingMessage, ctx: Context): Promise<void> =>
  new Promise((resolve) => {
    let seen = 0;
    request.unpipe();
    request.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT_BYTES) {
        // Too much to drain: answer anyway and drop the connection with the rest of the body.
        ctx.set('Connection', 'close');
        resolve();
      }
    });
    request.once('end', () => resolve());
    request.once('error', () => resolve());
    request.resume();
  });

export const fileTooLarge = (maxFileBytes: number) =>
  new AppError(413, 'payload_too_large', `The file is larger than ${Math.floor(maxFileBytes / (1024 * 1024))} MB`, { maxBytes: maxFileBytes });

/**
 * Reads one file and a few text fields of a multipart/form-data request, with limits. The file
 * streams to a staging file as it arrives (hashed and sniffed on the way), never whole in
 * memory; past `maxFileBytes`, or on any failure, what was staged is removed.
 */
export const readMultipart = async <Field extends string>(ctx: Context, options: MultipartOptions<Field>): Promise<MultipartUpload<Field>> => {
  const { maxFileBytes, fileField = 'file' } = options;
  if (!ctx.is('multipart/form-data')) {
    throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  }
  const request = ctx.req;
  const declaredLength = Number(ctx.get('content-length') || 0);
  if (declaredLength > maxFileBytes + MULTIPART_ENVELOPE_BYTES) {
    await drainThenRespond(request, ctx);
    throw fileTooLarge(maxFileBytes);
  }

  const fields: Partial<Record<Field, string>> = {};
  const stop = new AbortController();
  let staging: Promise<StagedUpload> | undefined;
  let exceeded = false;
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: maxFileBytes, fields: 20, fieldSize: 10_000, parts: 25 } });
      } catch (error) {
        reject(new ValidationError(`Malformed multipart request: ${(error as Error).message}`));
        return;
      }
      parser.on('field', (name, value) => {
        if ((options.fields as readonly string[]).includes(name)) fields[name as Field] = value;
      });
      parser.on('file', (name, stream) => {
        if (name !== fileField || staging || exceeded) {
          stream.resume();
          return;
        }
        staging = stageUpload(stream, options.stagingDirectory, stop.signal);
        staging.catch((error: unknown) => {
          if (!stop.signal.aborted) reject(error as Error);
        });
        stream.on('limit', () => {
          exceeded = true;
          // Stop writing at once (the partial file is removed), then read out the rest for the 413.
          stop.abort();
          drainThenRespond(request, ctx).then(resolve, resolve);
        });
      });
      parser.on('close', () => resolve());
      parser.on('error', (error: Error) => reject(new ValidationError(`Malformed multipart request: ${error.message}`)));
      request.on('aborted', () => reject(new ValidationError('The upload was interrupted')));
      request.pipe(parser);
    });
    if (exceeded) throw fileTooLarge(maxFileBytes);
    if (!staging) throw new ValidationError(`No file uploaded: send it in the "${fileField}" field`, { field: fileField });
    return { fields, file: await staging };
  } catch (error) {
    stop.abort();
    // Whatever was staged, finished or not, is gone before the error is answered.
    await staging?.then(discardStaged, () => undefined);
    throw error;
  }
};
