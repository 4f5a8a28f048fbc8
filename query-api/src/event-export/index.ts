export { eventExportRouter } from './routes.ts';
