import { EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_HIDDEN_WORDS } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useHiddenWords, useSaveHiddenWords } from '../api/hidden-words.ts';

const wordsOf = (text: string) => text.split(/[,\n]/).map((word) => word.trim()).filter(Boolean);

/** Her hidden words (issue 23): messages holding one go to her Hidden folder. Private to her. */
export function HiddenWordsSettings() {
  const { t } = useTranslation('chat');
  const { data } = useHiddenWords();
  const save = useSaveHiddenWords();
  // What she typed, else the saved list.
  const [edited, setEdited] = useState<string | null>(null);
  const text = edited ?? data?.words.join(', ') ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(wordsOf(text), {
      onSuccess: () => {
        setEdited(null);
        toast({ title: t('hiddenWords.saved') });
      },
      onError: (error) => toast({ title: t('error'), description: serverMessageOf(error) ?? t('hiddenWords.failed'), variant: 'destructive' }),
    });
  };

  return (
    <Card title={t('hiddenWords.title')} icon={EyeOff}>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor="hidden-words" className="text-sm text-muted-foreground">
          {t('hiddenWords.hint', { max: MAX_HIDDEN_WORDS })}
        </label>
        <textarea
          id="hidden-words"
          value={text}
          onChange={(event) => setEdited(event.target.value)}
          rows={3}
          className="rounded-2xl border border-border bg-background px-4 py-2 text-base"
        />
        <button type="submit" disabled={!data || save.isPending} className="self-start rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-primary-foreground disabled:opacity-50">
          {t('hiddenWords.save')}
        </button>
      </form>
    </Card>
  );
}
