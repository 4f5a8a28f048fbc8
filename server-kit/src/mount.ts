import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { z } from 'zod';
import type { PathParams, RouteContract } from '@sankofa/contracts';
import { AppError } from './errors.ts';
import { parseInput } from './http.ts';

type Parsed<Schema, Otherwise> = Schema extends z.ZodType ? z.output<Schema> : Otherwise;

/** What a route's handler receives, each part parsed by its contract's schema. */
export interface RouteInput<Contract extends RouteContract> {
  params: Parsed<Contract['params'], PathParams<Contract['path']>>;
  query: Parsed<Contract['query'], undefined>;
  /** Undefined for the multipart request of a route that also takes a form. */
  body: Contract['form'] extends z.ZodType ? Parsed<Contract['body'], undefined> | undefined : Parsed<Contract['body'], undefined>;
}

export type RouteHandler<Contract extends RouteContract> = (ctx: Context, input: RouteInput<Contract>) => unknown;

type Middleware = (ctx: Context, next: Next) => unknown;

type Stack<Contract extends RouteContract> = [...Middleware[], RouteHandler<Contract>];

/** Every API test checks each answer against its contract, so a screen can trust what it parses. */
const checksAnswers = process.env.NODE_ENV === 'test';

/** Paths of what a body carries that the parsed body lost: fields the contract does not declare. */
const undeclaredFields = (sent: unknown, parsed: unknown, at = ''): string[] => {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, index) => undeclaredFields(item, parsed[index], `${at}[${index}]`));
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (value === undefined) return [];
    return key in parsed ? undeclaredFields(value, (parsed as Record<string, unknown>)[key], path) : [path];
  });
};

const isJsonBody = (body: unknown) => typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';

const checkAnswer = (ctx: Context, contract: RouteContract) => {
  if (ctx.status >= 300 || !isJsonBody(ctx.body)) return;
  const route = `${contract.method} ${contract.path}`;
  const checked = contract.response.safeParse(ctx.body);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
    throw new AppError(500, 'answer_breaks_contract', `${route} answered what its contract refuses: ${problems}`);
  }
  const undeclared = undeclaredFields(ctx.body, checked.data);
  if (undeclared.length > 0) throw new AppError(500, 'answer_breaks_contract', `${route} answered fields its contract does not declare: ${undeclared.join(', ')}`);
};

/**
 * Mounts a route where its contract says (method and path written once, in the contract), after
 * the given middleware; the handler gets the params, query and JSON body its contract parses (a
 * mismatch is a 400 naming each field). A multipart request's handler parses the `form` itself.
 */
export const mount = <Contract extends RouteContract>(router: Router, contract: Contract, ...stack: Stack<Contract>): void => {
  const handler = stack.pop() as RouteHandler<Contract>;
  const middleware = stack as Middleware[];
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  router[method](contract.path, ...middleware, async (ctx: Context) => {
    const input = {
      params: contract.params ? parseInput(contract.params, ctx.params, 'params') : ctx.params,
      query: contract.query ? parseInput(contract.query, ctx.query, 'query') : undefined,
      body: contract.body && !(contract.form && ctx.is('multipart/form-data')) ? parseInput(contract.body, ctx.request.body, 'body') : undefined,
    } as RouteInput<Contract>;
    await handler(ctx, input);
    if (checksAnswers) checkAnswer(ctx, contract);
  });
};
