import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatSeconds } from './recorder-state.ts';
import { useTranslation } from 'react-i18next';

/**
 * Play and pause with a progress bar; `duration` is the recorded length (a fresh webm has none of
 * its own until played through). No `src` yet (private media still loading): nothing to play.
 */
export function AudioPlayer({ src, duration, label }: { src: string | undefined; duration: number; label: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const toggle = () => {
    if (!audio.current) return;
    if (playing) audio.current.pause();
    else void audio.current.play();
  };
  const progress = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;
  return (
    <div className="flex flex-1 items-center gap-3">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
      />
      <button type="button" onClick={toggle} disabled={src === undefined} aria-label={playing ? t('player.pause', { label }) : t('player.play', { label })} className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
        {playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
      </button>
      <div role="progressbar" aria-label={t('player.progress', { label })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)} className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{formatSeconds(playing || position > 0 ? position : duration)}</span>
    </div>
  );
}
