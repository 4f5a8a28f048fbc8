export { consumablesRouter, type ConsumablesRouterDependencies } from './routes.ts';
export { purchaseConsumable, revokePurchase, revokeUnpaidPurchase, CONSUMABLE_PRICE_CENTS } from './purchases.ts';
export { inventoryDecider, BOOST_MS } from './inventory.ts';
