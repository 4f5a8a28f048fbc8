import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

const deploy = path.resolve(import.meta.dirname, '../../deploy');
const gatewayConfig = () => readFile(path.join(deploy, 'gateway.nginx.conf'), 'utf8');

describe('the nginx gateway', () => {
  it('sends the services’ Content-Security-Policy with the static files it serves, in each location that serves them', async () => {
    const snippet = await readFile(path.join(deploy, 'security-headers.nginx.conf'), 'utf8');
    const policy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(snippet)?.[1];
    const expected = Object.entries(CONTENT_SECURITY_POLICY)
      .map(([name, sources]) => [name, ...sources.map((source) => (typeof source === 'string' ? source : 'ws://$host wss://$host'))].join(' '))
      .join(';');
    expect(policy).toBe(expected);
    for (const header of ['Referrer-Policy', 'X-Content-Type-Options', 'Strict-Transport-Security']) expect(snippet).toContain(`add_header ${header} `);
    const config = await gatewayConfig();
    for (const location of ['location /assets/ {', 'location / {']) {
      const start = config.indexOf(location);
      const block = config.slice(start, config.indexOf('location', start + location.length));
      expect(block).toContain('include /etc/nginx/snippets/security-headers.conf;');
    }
  });
});
