import { useQuery } from '@tanstack/react-query';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PushSettingsView } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { toast } from '../../../lib/toast.ts';
import { usePushPublicKey } from '../api/get-push-public-key.ts';
import { useSubscribePushDevice } from '../api/subscribe-push-device.ts';
import { useUnsubscribePushDevice } from '../api/unsubscribe-push-device.ts';
import { currentDeviceSubscription, PushPermissionDenied, pushSupport } from '../device-subscription.ts';

/** 'Allow notifications on this device', or turning them off again; explains when the browser or the server cannot. */
export function DeviceSection({ settings }: { settings: PushSettingsView }) {
  const { t } = useTranslation('push');
  const publicKey = usePushPublicKey();
  const current = useQuery({ queryKey: ['push-device-subscription'], queryFn: currentDeviceSubscription });
  const subscribe = useSubscribePushDevice();
  const unsubscribe = useUnsubscribePushDevice();
  const support = pushSupport();
  const registered = settings.devices.find((device) => device.endpoint === current.data?.endpoint);

  const allow = (key: string) =>
    subscribe.mutate(key, {
      onSuccess: () => {
        void current.refetch();
        toast({ title: t('device.allowed') });
      },
      onError: (error) => toast({ title: error instanceof PushPermissionDenied ? t('device.denied') : t('device.failed'), variant: 'destructive' }),
    });
  const turnOff = (subscriptionId: string) =>
    unsubscribe.mutate(subscriptionId, { onSuccess: () => void current.refetch(), onError: () => toast({ title: t('device.failed'), variant: 'destructive' }) });

  const body = () => {
    if (support === 'unsupported') return <p className="text-sm text-muted-foreground">{t('device.unsupported')}</p>;
    if (publicKey.data && publicKey.data.publicKey === null) return <p className="text-sm text-muted-foreground">{t('device.serverOff')}</p>;
    if (support === 'denied') return <p className="text-sm text-muted-foreground">{t('device.denied')}</p>;
    if (registered)
      return (
        <>
          <p className="mb-3 text-sm text-muted-foreground">{t('device.on')}</p>
          <button type="button" className={secondaryButtonClass} disabled={unsubscribe.isPending} onClick={() => turnOff(registered.subscriptionId)}>
            <BellOff className="size-4" aria-hidden />
            {t('device.turnOff')}
          </button>
        </>
      );
    const key = publicKey.data?.publicKey;
    return (
      <>
        <p className="mb-3 text-sm text-muted-foreground">{t('device.explain')}</p>
        <button type="button" className={primaryButtonClass} disabled={!key || subscribe.isPending} onClick={() => key && allow(key)}>
          <BellRing className="size-4" aria-hidden />
          {t('device.allow')}
        </button>
      </>
    );
  };

  return (
    <Card title={t('device.title')} icon={Smartphone}>
      {body()}
      {settings.devices.length > 0 && <p className="mt-3 text-xs text-muted-foreground">{t('device.count', { count: settings.devices.length })}</p>}
    </Card>
  );
}
