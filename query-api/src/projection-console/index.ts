export { projectionConsoleQueryRouter } from './routes.ts';
