import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricsRegistry } from '@sankofa/server-kit';

interface ComposeService {
  ports?: unknown[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
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
    // Grafana too, but on the host's loopback only (issue 13, item 7).
    expect(published).toEqual(['gateway', 'grafana']);
    expect(compose.services.grafana!.ports).toEqual([expect.stringMatching(/^127\.0\.0\.1:/)]);
  });

  it('has no fallback secrets: compose stops when one is missing', () => {
    expect(compose['x-app-env'].JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
    expect(compose['x-app-env'].TOTP_ENCRYPTION_KEY).toMatch(/^\$\{TOTP_ENCRYPTION_KEY:\?.+\}$/);
    expect(compose['x-app-env'].PERSONAL_DATA_MASTER_KEY).toMatch(/^\$\{PERSONAL_DATA_MASTER_KEY:\?.+\}$/);
    expect(compose['x-app-env'].IDENTITY_BAN_KEY).toMatch(/^\$\{IDENTITY_BAN_KEY:\?.+\}$/);
  });

  it('seeds no demo community unless asked', () => {
    expect(compose['x-app-env'].DEMO_COMMUNITY).toBe('${DEMO_COMMUNITY:-false}');
  });
});

const deployFile = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../deploy', name), 'utf8');

interface ScrapeJob {
  job_name: string;
  dns_sd_configs?: Array<{ names: string[]; port: number }>;
  authorization?: { credentials_file?: string };
}

describe('metrics in the compose deployment (issue 13, item 7)', () => {
  const prometheus = parse(deployFile('prometheus.yml')) as { scrape_configs: ScrapeJob[] };
  const dashboard = JSON.parse(deployFile('grafana/dashboards/sankofa-operations.json')) as { panels: Array<{ title: string; type: string; targets?: Array<{ expr: string }>; datasource?: { uid: string } }> };
  const datasources = parse(deployFile('grafana/provisioning/datasources/prometheus.yml')) as { datasources: Array<{ uid: string; url: string }> };

  it("scrapes every app service on the port it listens on, every replica, with the metrics token's file", () => {
    for (const service of ['command-api', 'query-api', 'projections']) {
      const job = prometheus.scrape_configs.find((candidate) => candidate.dns_sd_configs?.[0]?.names.includes(service));
      expect(job, service).toBeDefined();
      expect(compose.services[service]!.environment!.PORT).toBe(String(job!.dns_sd_configs![0]!.port));
      expect(job!.authorization?.credentials_file).toBe('/prometheus/metrics-token');
    }
    expect(compose.services.prometheus!.volumes).toContain('./deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
  });

  it('passes the optional METRICS_TOKEN to the services and to Prometheus alike', () => {
    expect(compose['x-app-env'].METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
    expect(compose.services.prometheus!.environment!.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
  });

  it("has no fallback for Grafana's admin password", () => {
    expect(compose.services.grafana!.environment!.GF_SECURITY_ADMIN_PASSWORD).toMatch(/^\$\{GRAFANA_ADMIN_PASSWORD:\?.+\}$/);
    expect(compose.services.grafana!.environment!.GF_AUTH_ANONYMOUS_ENABLED).toBe('false');
  });

  it("provisions the dashboard on Prometheus, charting every figure the issue names, each a series the services export", async () => {
    const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name));
    const expressions = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    const used = new Set(expressions.flatMap((expr) => expr.match(/sankofa_[a-z_]+/g) ?? []).map((name) => name.replace(/_(bucket|count|sum)$/, '')));
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    expect([...used].sort()).toEqual([
      'sankofa_event_append_duration_seconds',
      'sankofa_event_appends_total',
      'sankofa_events_appended_total',
      'sankofa_http_request_duration_seconds',
      'sankofa_payment_outcomes_total',
      'sankofa_projector_lag_events',
      'sankofa_projector_lag_seconds',
      'sankofa_projector_state',
      'sankofa_rate_limit_refusals_total',
      'sankofa_verification_outcomes_total',
      'sankofa_ws_connections',
    ]);
    const [source] = datasources.datasources;
    expect(source!.url).toBe('http://prometheus:9090');
    for (const panel of dashboard.panels.filter((candidate) => candidate.type !== 'row')) expect(panel.datasource?.uid, panel.title).toBe(source!.uid);
    expect(compose.services.grafana!.volumes).toEqual(
      expect.arrayContaining(['./deploy/grafana/provisioning:/etc/grafana/provisioning:ro', './deploy/grafana/dashboards:/var/lib/grafana/dashboards:ro']),
    );
  });
});
