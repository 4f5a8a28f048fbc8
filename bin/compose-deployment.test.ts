import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface ComposeService {
  ports?: unknown[];
  environment?: Record<string, string>;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  'x-app-env': Record<string, string>;
}

const compose = parse(readFileSync(path.resolve(import.meta.dirname, '../docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;

describe('the compose deployment', () => {
  it('publishes only the gateway to the host; the log stays on the private network', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(published).toEqual(['gateway']);
  });

  it('has no fallback secrets: compose stops when one is missing', () => {
    expect(compose['x-app-env'].JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
    expect(compose['x-app-env'].TOTP_ENCRYPTION_KEY).toMatch(/^\$\{TOTP_ENCRYPTION_KEY:\?.+\}$/);
  });

  it('seeds no demo community unless asked', () => {
    expect(compose['x-app-env'].DEMO_COMMUNITY).toBe('${DEMO_COMMUNITY:-false}');
  });
});
