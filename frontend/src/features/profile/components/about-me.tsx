import { Mic, Pencil, Plus, Sparkles, Video } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import type { CurrentUser } from '../../../lib/member.ts';
import { BioEditorDialog } from './bio-editor/bio-editor-dialog.tsx';
import { RecordingPreview } from './bio-editor/recording-preview.tsx';
import { useTranslation } from 'react-i18next';

/** The recording the member chose as their bio style, if any. */
function mediaBioOf(member: CurrentUser): { kind: 'audio' | 'video'; url: string } | null {
  if (member.bioType === 'audio' && member.audioBio) return { kind: 'audio', url: member.audioBio };
  if (member.bioType === 'video' && member.videoBio) return { kind: 'video', url: member.videoBio };
  return null;
}

function MediaBio({ kind, url }: { kind: 'audio' | 'video'; url: string }) {
  const { t } = useTranslation('profile');
  const isVoice = kind === 'audio';
  const Icon = isVoice ? Mic : Video;

  return (
    <div className="mt-4 flex flex-col gap-2">
      <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary/15 px-3 py-1 text-xs font-semibold text-primary-ink">
        <Icon className="size-3.5" aria-hidden />
        {isVoice ? t('about.voiceBio') : t('about.videoBio')}
      </span>
      <RecordingPreview kind={kind} src={url} />
    </div>
  );
}

export function AboutMe({ member }: { member: CurrentUser }) {
  const { t } = useTranslation('profile');
  const [editorOpen, setEditorOpen] = useState(false);
  const text = member.bio?.trim();
  const mediaBio = mediaBioOf(member);
  const hasBio = Boolean(text || mediaBio);

  return (
    <Card
      title={t('about.title')}
      icon={Sparkles}
      aside={
        hasBio && (
          <button type="button" onClick={() => setEditorOpen(true)} aria-label={t('about.editBio')} className={iconButtonClass}>
            <Pencil className="size-4" aria-hidden />
          </button>
        )
      }
    >
      {text && <p className="text-base leading-relaxed whitespace-pre-line">{text}</p>}
      {mediaBio && <MediaBio {...mediaBio} />}
      {!hasBio && (
        <>
          <p className="text-sm text-muted-foreground">{t('about.prompt')}</p>
          <button type="button" onClick={() => setEditorOpen(true)} className={`mt-4 ${primaryButtonClass}`}>
            <Plus className="size-5" aria-hidden />
            {t('about.add')}
          </button>
        </>
      )}
      <BioEditorDialog member={member} open={editorOpen} onOpenChange={setEditorOpen} />
    </Card>
  );
}
