export { premiumRouter, type PremiumDependencies } from './routes.ts';
export { premiumExpiry, type PremiumExpiryOptions } from './expiry-reactor.ts';
export { subscriptionDecider, type SubscriptionCommand } from './decide.ts';
