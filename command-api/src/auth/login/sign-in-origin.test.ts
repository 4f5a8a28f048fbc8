import { describe, expect, it } from 'vitest';
import { deviceOf } from './sign-in-origin.ts';

describe("a user agent's family", () => {
  it('names the browser and the system, not their versions', () => {
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')).toBe('Chrome on macOS');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox on Windows');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toBe('Edge on Windows');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe('Chrome on Android');
  });

  it('is unknown without a user agent, and a bare browser for an unknown system', () => {
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf('')).toBeNull();
    expect(deviceOf('curl/8.5.0')).toBe('Unknown browser');
  });
});
