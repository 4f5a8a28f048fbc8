/**
 * The screens a new member meets first, on a phone: the service worker keeps their code for
 * offline use, and the build fails when any of them needs more JavaScript than the budget.
 * Paths are the route modules' sources, relative to the frontend folder (as in Vite's manifest).
 */
export const FIRST_SCREENS = {
  login: 'src/features/auth/components/login/login-page.tsx',
  discover: 'src/features/discovery/components/discover-page.tsx',
} as const;

/**
 * Gzipped JavaScript one of the first screens may need, entry included. Issue 16 set 120 kB; issue
 * 22 added the parser of the route contracts (zod, about 26 kB: its classic API does not tree-shake),
 * and the contracts the entry calls (the session, the match count), since every screen now parses
 * its answers with them.
 */
export const FIRST_SCREEN_BUDGET_BYTES = 155_000;

/** What the app shows offline besides those screens: kept by the service worker with them. */
export const OFFLINE_PARTS = ['src/features/pwa/components/offline-message.tsx', 'src/features/pwa/components/screen-unavailable.tsx'];

