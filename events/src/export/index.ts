export * from './bounds.ts';
export * from './export-events.ts';
export * from './formats.ts';
export * from './import-events.ts';
export * from './redact.ts';
export * from './sensitive-fields.ts';
