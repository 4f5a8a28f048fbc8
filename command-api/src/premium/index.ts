export { premiumRouter, type PremiumDependencies } from './routes.ts';
export { startPremiumExpiry, type PremiumExpiryOptions } from './expiry-scheduler.ts';
export { subscriptionDecider, type SubscriptionCommand } from './decide.ts';
