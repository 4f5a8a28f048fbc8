import type Router from '@koa/router';
import { authRouter } from '@sankofa/command-api/auth/index';
import { mediaRouter } from '@sankofa/command-api/media/index';
import { membersRouters } from '@sankofa/command-api/members/index';
import { notificationsRouter } from '@sankofa/command-api/notifications/index';
import { preferencesRouter } from '@sankofa/command-api/preferences/index';
import type { LiveMapper } from '@sankofa/query-api';
import { geoQueryRouter } from '@sankofa/query-api/geo/index';
import { mediaQueryRouter } from '@sankofa/query-api/media/index';
import { memberStatsQueryRouter } from '@sankofa/query-api/member-stats/index';
import { membersQueryRouter } from '@sankofa/query-api/members/index';
import { notificationsLiveMapper, notificationsQueryRouter } from '@sankofa/query-api/notifications/index';
import { preferencesQueryRouter } from '@sankofa/query-api/preferences/index';
import type { Backbone } from './backbone.ts';

/** Every feature's write routes. */
export const commandRouters = (backbone: Backbone): Router[] => [
  authRouter(backbone),
  ...membersRouters({ ...backbone, media: backbone.storage }),
  mediaRouter(backbone),
  notificationsRouter(backbone),
  preferencesRouter(backbone),
];

/** Every read model's GET routes. */
export const queryRouters = (backbone: Backbone): Router[] => [
  membersQueryRouter(backbone),
  mediaQueryRouter(backbone),
  geoQueryRouter(backbone),
  notificationsQueryRouter(backbone),
  preferencesQueryRouter(backbone),
  memberStatsQueryRouter(backbone),
];

/** Every feature that pushes live messages over /ws. */
export const liveMappers: readonly LiveMapper[] = [notificationsLiveMapper];
