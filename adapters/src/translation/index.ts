export * from './translator.ts';
export * from './libre-translate.ts';
export * from './supported-languages.ts';
