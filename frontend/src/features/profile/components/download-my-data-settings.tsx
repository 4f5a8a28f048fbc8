import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';

/** Download my data: one archive of everything Sankofa holds about her, with what is in it said up front. */
export function DownloadMyDataSettings() {
  const { t } = useTranslation('profile');
  const download = useDownloadMyData();

  const start = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: t('downloadData.downloadedToast') }),
      onError: (error) => toast({ title: t('downloadData.error'), description: serverMessageOf(error) ?? t('downloadData.tryAgain'), variant: 'destructive' }),
    });

  return (
    <Card title={t('downloadData.title')} icon={Download}>
      <p className="mb-3 text-sm text-muted-foreground">{t('downloadData.explanation')}</p>
      <button type="button" className={smallButtonClass} disabled={download.isPending} onClick={start}>
        {download.isPending ? t('downloadData.preparing') : t('downloadData.download')}
      </button>
    </Card>
  );
}
