import { describe, expect, it } from 'vitest';
import { routeOf } from './shell-cache.ts';

const shell = new Set(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']);
const route = (path: string, mode: RequestMode = 'cors') => routeOf(new URL(path, 'https://sankofa.example'), mode, shell);

describe('what the service worker answers', () => {
  it('pages from the network, with the cached shell when offline', () => {
    expect(route('/matches', 'navigate')).toBe('page');
    expect(route('/', 'navigate')).toBe('page');
  });

  it('built assets from the cache first (their names change with their content)', () => {
    expect(route('/assets/shell-x1y2.js')).toBe('asset');
  });

  it('the manifest and icons from the shell', () => {
    expect(route('/manifest.webmanifest')).toBe('shell-file');
    expect(route('/icons/icon-192.png')).toBe('shell-file');
  });

  it('never the APIs, the live channel, media or health checks, even when navigated to', () => {
    for (const path of ['/api/user', '/ws', '/media/photo.jpg', '/health/live']) {
      expect(route(path)).toBe('network');
      expect(route(path, 'navigate')).toBe('network');
    }
    expect(route('/passport/west-africa.svg')).toBe('network');
  });
});
