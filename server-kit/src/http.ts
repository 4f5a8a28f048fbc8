import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { AppError, TooManyRequestsError, ValidationError } from './errors.ts';
import type { Logger } from './logger.ts';

interface ErrorBody {
  error: string;
  code: string;
  details?: unknown;
}

const describeZodError = (error: z.ZodError, where: string): AppError =>
  new ValidationError(
    error.issues
      .map((issue) => (issue.path.length ? `${where}.${issue.path.join('.')}: ${issue.message}` : `${where}: ${issue.message}`))
      .join('; '),
    error.issues.map((issue) => ({ path: [where, ...issue.path], message: issue.message, code: issue.code })),
  );

/** Koa's own HttpErrors (a body parser's 400/413/415) expose `status` and `expose`. */
const isExposedHttpError = (error: unknown): error is { status: number; message: string; expose: boolean } =>
  typeof error === 'object' && error !== null && 'status' in error && 'expose' in error && (error as { expose: unknown }).expose === true;

const toErrorResponse = (error: unknown): { status: number; body: ErrorBody } => {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: error.message, code: error.code, ...(error.details === undefined ? {} : { details: error.details }) } };
  }
  if (isExposedHttpError(error)) {
    return { status: error.status, body: { error: error.message, code: `http_${error.status}` } };
  }
  return { status: 500, body: { error: 'Internal server error', code: 'internal_error' } };
};

/** Turns an app's own errors (a service's domain errors) into HTTP ones; anything else is returned as it is. */
export type ToHttpError = (error: unknown) => unknown;

/**
 * The one error handler, first in every app's chain: every failure leaves as `{ error, code, details? }`.
 * `toHttpError` is the app's table from its domain errors to statuses.
 */
export const errorMiddleware = (logger: Logger, toHttpError: ToHttpError = (error) => error) => async (ctx: Context, next: Next) => {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { error: `No route for ${ctx.method} ${ctx.path}`, code: 'route_not_found' };
    }
  } catch (thrown) {
    const error = toHttpError(thrown);
    const { status, body } = toErrorResponse(error);
    if (status >= 500) logger.error('request failed', { method: ctx.method, path: ctx.path, error });
    if (error instanceof TooManyRequestsError) ctx.set('Retry-After', String(error.retryAfterSeconds));
    ctx.status = status;
    ctx.body = body;
  }
};

/** Parses with a zod schema at the edge; a mismatch is a 400 naming each field. */
export const parseInput = <Schema extends z.ZodType>(schema: Schema, value: unknown, where: 'body' | 'query' | 'params'): z.output<Schema> => {
  const result = schema.safeParse(value);
  if (!result.success) throw describeZodError(result.error, where);
  return result.data;
};

const MAX_JSON_BYTES = 1_000_000;

/** Reads a JSON body; garbage, a wrong content type or an oversized body is a 4xx naming the problem. */
export const jsonBody = () => async (ctx: Context, next: Next) => {
  const hasBody = Boolean(ctx.request.length) || Boolean(ctx.get('transfer-encoding'));
  if (!hasBody) return next();
  if (!ctx.is('application/json') && !ctx.is('multipart/form-data')) {
    throw new AppError(415, 'unsupported_media_type', 'Request body must be JSON (Content-Type: application/json)');
  }
  if (ctx.is('multipart/form-data')) return next();
  const tooLarge = () => {
    // The rest of the body stays unread, so this connection cannot carry another request.
    ctx.set('Connection', 'close');
    return new AppError(413, 'payload_too_large', `Request body exceeds ${MAX_JSON_BYTES} bytes`);
  };
  if ((ctx.request.length ?? 0) > MAX_JSON_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks);
  // Kept for the payment webhook, whose signature is over the exact bytes sent.
  (ctx.request as { rawBody?: Buffer }).rawBody = raw;
  const text = raw.toString('utf8');
  try {
    (ctx.request as { body?: unknown }).body = text.length ? JSON.parse(text) : undefined;
  } catch (error) {
    throw new ValidationError(`Request body is not valid JSON: ${(error as Error).message}`);
  }
  return next();
};

declare module 'koa' {
  interface Request {
    body?: unknown;
    rawBody?: Buffer;
  }
}
