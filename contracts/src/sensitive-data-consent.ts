import { z } from 'zod';
import { route, withPosition } from './route.ts';

const choice = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** Her explicit choice about what is sensitive: each a yes or a no, the whole choice each time. */
export const sensitiveDataConsent = z.object(
  {
    /** Her ethnic group and religion shown to other members and used to rank matches. */
    ethnicityAndReligion: choice('ethnicityAndReligion'),
    /** Her coordinates (kept to 1 km) used for distances. */
    preciseLocation: choice('preciseLocation'),
  },
  { error: 'sensitiveDataConsent must be an object with ethnicityAndReligion and preciseLocation' },
);
export type SensitiveDataConsentChoice = z.infer<typeof sensitiveDataConsent>;

/** POST /api/user/sensitive-data-consent: the token's member gives or withdraws her consent, from Settings. */
export const saveSensitiveDataConsent = route({
  method: 'POST',
  path: '/api/user/sensitive-data-consent',
  body: sensitiveDataConsent,
  response: withPosition({ sensitiveDataConsent }),
});
