export { renderAvatar, type AvatarOptions } from './avatar.ts';
export { DEMO_EMAIL, DEMO_PASSWORD, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, type DemoMember } from './demo-member.ts';
export { seededRandom, type Random } from './seeded-random.ts';
export { generateDemoMembers } from './generate-members.ts';
export { seedDemoCommunity, type DemoCommunityDependencies, type SeedOptions, type SeedReport } from './seed-demo-community.ts';
export { demoCommunityReactor, type DemoCommunityReactorOptions } from './reactor.ts';
export { DEFAULT_DEMO_BEHAVIOUR, type DemoBehaviour } from './reactions.ts';
