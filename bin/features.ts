import type Router from '@koa/router';
import type { LiveMapper } from '@sankofa/query-api';
import type { Backbone } from './backbone.ts';

/** Each member feature adds its write routes here. */
export const commandRouters = (_backbone: Backbone): Router[] => [];

/** Each read model adds its GET routes here. */
export const queryRouters = (_backbone: Backbone): Router[] => [];

/** Each feature that pushes live messages over /ws adds its mapper here. */
export const liveMappers: readonly LiveMapper[] = [];
