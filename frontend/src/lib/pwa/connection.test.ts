// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { isOnline, noteNetworkFailure, noteNetworkSuccess } from './connection.ts';

afterEach(noteNetworkSuccess);

describe('the connection', () => {
  it('is lost when a call cannot reach the server, and the queries wait', () => {
    noteNetworkFailure(new TypeError('Failed to fetch'));
    expect(isOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('is back with any answer from the server', () => {
    noteNetworkFailure(new TypeError('Failed to fetch'));
    noteNetworkSuccess();
    expect(isOnline()).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('is not lost by a call the app itself aborted', () => {
    noteNetworkFailure(new DOMException('The user aborted a request.', 'AbortError'));
    expect(isOnline()).toBe(true);
  });
});
