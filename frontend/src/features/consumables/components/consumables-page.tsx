import { Package, History } from 'lucide-react';
import { useState } from 'react';
import type { ConsumableItem, ConsumableItemType } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePurchaseConsumable, useSpendConsumable, useConsumableItems, type Inventory, type UseBody } from '../api/consumables.ts';
import { CONSUMABLE_OFFERS, offerOf } from '../catalog.ts';
import { GiftDialog } from './gift-dialog.tsx';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';


/** Unused items grouped by type: one row per type with its quantity, using the oldest first. */
const inventoryRows = (unused: ConsumableItem[]) => {
  const byType = new Map<ConsumableItemType, ConsumableItem[]>();
  for (const item of unused) byType.set(item.itemType, [...(byType.get(item.itemType) ?? []), item]);
  return [...byType.entries()].map(([itemType, items]) => ({ itemType, items }));
};

export function ConsumablesPage() {
  const { t } = useTranslation('consumables');
  const { data, isPending, isError } = useConsumableItems();
  const header = <PageHeader title={t('title')} backTo={paths.profile.href} />;
  if (isPending) return <>{header}<PlaceholderNote>{t('loading')}</PlaceholderNote></>;
  if (isError) return <>{header}<PlaceholderNote>{t('failed')}</PlaceholderNote></>;
  return (
    <>
      {header}
      <div className="flex flex-col gap-4 px-4 pb-4">
        <p className="text-sm text-muted-foreground">{t('intro', { price: formatPrice(5) })}</p>
        <PurchaseCards inventory={data} />
        <InventoryCard inventory={data} />
        <RecentActivityCard inventory={data} />
      </div>
    </>
  );
}

function PurchaseCards({ inventory }: { inventory: Inventory }) {
  const { t } = useTranslation('consumables');
  const purchase = usePurchaseConsumable();
  const buy = (itemType: ConsumableItemType, itemName: string) =>
    purchase.mutate(
      { itemType, itemName },
      {
        onSuccess: () => toast({ title: t('purchased'), description: t('purchasedDescription') }),
        onError: (error) => toast({ title: t('purchaseFailed'), description: serverMessageOf(error) ?? t('somethingWrong'), variant: 'destructive' }),
      },
    );
  return (
    <div className="grid grid-cols-2 gap-3">
      {CONSUMABLE_OFFERS.map(({ itemType, name, icon: Icon }) => {
        const pending = purchase.isPending && purchase.variables?.itemType === itemType;
        return (
          <section key={itemType} className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4" aria-label={t(`offers.${itemType}.name`)}>
            <Icon className="size-6 text-primary-ink" aria-hidden />
            <h2 className="font-semibold">{t(`offers.${itemType}.name`)}</h2>
            <p className="flex-1 text-xs text-muted-foreground">{t(`offers.${itemType}.description`)}</p>
            <p className="text-sm font-semibold">{formatPrice(5)}</p>
            <p className="text-xs text-muted-foreground">{t('owned', { count: inventory.owned[itemType] ?? 0 })}</p>
            <button type="button" className={smallButtonClass} disabled={purchase.isPending} onClick={() => buy(itemType, name)}>
              {pending ? t('purchasing') : t('buy')}
            </button>
          </section>
        );
      })}
    </div>
  );
}

function InventoryCard({ inventory }: { inventory: Inventory }) {
  const { t } = useTranslation('consumables');
  const spend = useSpendConsumable();
  const rows = inventoryRows(inventory.unused);
  // A gift first asks who receives it; the other items are used at once.
  const [giftItemId, setGiftItemId] = useState<string | null>(null);
  const use = (itemId: string, body: UseBody = { targetUserId: null }, itemType?: ConsumableItemType) =>
    spend.mutate({ itemId, body, itemType }, {
      onSuccess: () => {
        setGiftItemId(null);
        toast({ title: t('used'), description: t('usedDescription') });
      },
      onError: (error) => toast({ title: t('error'), description: serverMessageOf(error) ?? t('useFailed'), variant: 'destructive' }),
    });
  return (
    <Card title={t('inventory')} icon={Package}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noItems')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map(({ itemType, items }) => {
            const { icon: Icon } = offerOf(itemType);
            const name = t(`offers.${itemType}.name`);
            const next = items[0]!;
            const pending = spend.isPending && items.some((item) => item.id === spend.variables?.itemId);
            return (
              <li key={itemType} className="flex items-center gap-3" aria-label={t('inInventory', { name })}>
                <Icon className="size-5 text-primary-ink" aria-hidden />
                <span className="flex-1 font-medium">{name}</span>
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground" aria-label={t('quantity')}>
                  {items.length}
                </span>
                <button type="button" className={smallButtonClass} disabled={spend.isPending} onClick={() => (itemType === 'gift' ? setGiftItemId(next.id) : use(next.id, undefined, itemType))}>
                  {pending ? t('using') : t('useNow')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <GiftDialog
        open={giftItemId !== null}
        onOpenChange={(open) => !open && setGiftItemId(null)}
        pending={spend.isPending}
        onSend={(body) => giftItemId && use(giftItemId, body)}
      />
    </Card>
  );
}

function RecentActivityCard({ inventory }: { inventory: Inventory }) {
  const { t } = useTranslation('consumables');
  return (
    <Card title={t('recent')} icon={History}>
      {inventory.recentlyUsed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noneUsed')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {inventory.recentlyUsed.map((item) => (
            <li key={item.id} className="flex items-center justify-between text-sm">
              <span className="font-medium">{t(`offers.${item.itemType}.name`)}</span>
              <span className="text-muted-foreground">{t('usedOn', { date: formatDate(item.usedAt!) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
