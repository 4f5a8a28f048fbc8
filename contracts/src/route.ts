import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One route of either API, as both sides see it: what the server parses (params, query, body)
 * and what it answers. A multipart route names its form fields as `form` (beside `body` when it also takes JSON).
 */
export interface RouteContract {
  method: HttpMethod;
  /** The path as @koa/router spells it, with `:name` parameters. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart route's form fields beside its file: its handler reads the form and parses them. */
  form?: z.ZodType;
  response: z.ZodType;
}

export const route = <const Contract extends RouteContract>(contract: Contract): Contract => contract;

/** The body a route answers with. */
export type ResponseOf<Contract extends RouteContract> = z.output<Contract['response']>;

/** The body a route accepts, as the client sends it. */
export type BodyOf<Contract extends RouteContract> = Contract['body'] extends z.ZodType ? z.input<Contract['body']> : never;

/** Every command answers with the position of its last event (null when nothing was appended). */
export const position = z.string().nullable();

export const withPosition = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ ...shape, position });

/** What a command route builds before `respondWithPosition` adds the position. */
export type CommandReply<Contract extends RouteContract> = ResponseOf<Contract> extends infer Reply ? (Reply extends unknown ? Omit<Reply, 'position'> : never) : never;

export const nothing = withPosition({});

/** The query a route accepts, as the client sends it. */
export type QueryOf<Contract extends RouteContract> = Contract['query'] extends z.ZodType ? z.input<Contract['query']> : never;
