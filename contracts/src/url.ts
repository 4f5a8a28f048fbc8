import type { RouteContract } from './route.ts';

/** `'/api/games/:gameId/join'` → `{ gameId: string }`: the parameters a path names. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name | keyof PathParams<`/${Rest}`>]: string }
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>;

type QueryValue = string | number | boolean | null | undefined;

/** The URL of a route: its path with each `:name` filled in, then its query (unset values left out). */
export const urlOf = (contract: RouteContract, params: Record<string, string> = {}, query: Record<string, QueryValue> = {}): string => {
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.method} ${contract.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
