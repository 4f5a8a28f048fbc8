import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError } from './errors.ts';
import { errorMiddleware, jsonBody, parseInput } from './http.ts';
import { createLogger } from './logger.ts';
import { serve, type RunningServer } from './testing.ts';

const profile = z.object({ name: z.string().min(1), age: z.number().int().min(18) });

const app = new Koa();
app.use(errorMiddleware(createLogger('test', { silent: true })));
app.use(jsonBody());
app.use(async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path === '/profiles') {
    ctx.status = 201;
    ctx.body = parseInput(profile, ctx.request.body, 'body');
    return;
  }
  if (ctx.path === '/conflict') throw new ConflictError('Already taken', 'name_taken', { name: 'ama' });
  if (ctx.path === '/crash') throw new Error('connection string postgres://secret@db leaked');
  return next();
});

let running: RunningServer;
beforeAll(async () => {
  running = await serve(app.callback());
});
afterAll(() => running.close());

const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${running.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('the error middleware', () => {
  it('accepts a valid body', async () => {
    const response = await post('/profiles', JSON.stringify({ name: 'Ama', age: 30 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'Ama', age: 30 });
  });

  it('answers garbage JSON with a 400 that says the body is not JSON', async () => {
    const response = await post('/profiles', '{"name": "Ama",');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.error).toMatch(/not valid JSON/);
  });

  it('answers wrong types with a 400 naming every field', async () => {
    const response = await post('/profiles', JSON.stringify({ name: 42, age: 'thirty' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toContain('body.name');
    expect(body.error).toContain('body.age');
    expect(body.details.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(['body.name', 'body.age']);
  });

  it('answers a body that is not JSON with a 415', async () => {
    const response = await post('/profiles', 'name=Ama', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('unsupported_media_type');
  });

  it('answers an oversized body with a 413', async () => {
    const response = await post('/profiles', JSON.stringify({ name: 'x'.repeat(1_100_000), age: 30 }));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payload_too_large');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await fetch(`${running.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No route for GET /nowhere', code: 'route_not_found' });
  });

  it('answers a thrown AppError with its status, code and details', async () => {
    const response = await fetch(`${running.url}/conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Already taken', code: 'name_taken', details: { name: 'ama' } });
  });

  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const response = await fetch(`${running.url}/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(text).not.toContain('secret');
  });
});
