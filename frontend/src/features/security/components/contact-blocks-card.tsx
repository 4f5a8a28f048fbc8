import { PhoneOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { phoneNumbersIn, useBlockContacts, useClearContactBlocks, useContactBlocks } from '../api/contact-blocks.ts';
import { useTranslation } from 'react-i18next';

/** Block people I know: numbers typed or pasted, kept only as hashes; she sees how many and can remove them all. */
export function ContactBlocksCard() {
  const { t } = useTranslation('security');
  const blocks = useContactBlocks();
  const block = useBlockContacts();
  const clear = useClearContactBlocks();
  const [numbers, setNumbers] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const count = blocks.data?.count ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phoneNumbers = phoneNumbersIn(numbers);
    if (phoneNumbers.length === 0) return setProblem(t('contactBlocks.enterNumber'));
    setProblem(null);
    block.mutate(phoneNumbers, {
      onSuccess: () => {
        setNumbers('');
        toast({ title: t('contactBlocks.blocked', { count: phoneNumbers.length }) });
      },
      onError: (error) => setProblem(serverMessageOf(error) ?? t('tryAgain')),
    });
  };

  return (
    <Card title={t('contactBlocks.title')} icon={PhoneOff}>
      <p className="text-sm text-muted-foreground">{t('contactBlocks.explanation')}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2">
        <label htmlFor="contact-block-numbers" className="text-sm font-semibold">
          {t('contactBlocks.numbers')}
        </label>
        <textarea
          id="contact-block-numbers"
          className="rounded-2xl border border-border bg-background p-3 text-sm"
          rows={3}
          inputMode="tel"
          autoComplete="off"
          placeholder={t('contactBlocks.placeholder')}
          value={numbers}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'contact-block-problem' : undefined}
          onChange={(event) => setNumbers(event.target.value)}
        />
        {problem && (
          <p id="contact-block-problem" role="alert" className="text-sm text-red-500">
            {problem}
          </p>
        )}
        <button type="submit" className={primaryButtonClass} disabled={block.isPending}>
          {t('contactBlocks.block')}
        </button>
      </form>
      <p className="mt-3 text-sm" role="status">
        {t('contactBlocks.count', { count })}
      </p>
      {count > 0 && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-2`}
          disabled={clear.isPending}
          onClick={() => clear.mutate(undefined, { onSuccess: () => toast({ title: t('contactBlocks.cleared') }) })}
        >
          {t('contactBlocks.removeAll')}
        </button>
      )}
    </Card>
  );
}
