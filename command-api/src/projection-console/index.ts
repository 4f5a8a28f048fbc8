export { projectionConsoleRouter } from './routes.ts';
