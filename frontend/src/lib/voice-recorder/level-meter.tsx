/** The live level while recording: bars that grow with the microphone's loudness. */
export function LevelMeter({ level }: { level: number }) {
  const bars = 12;
  return (
    <div role="meter" aria-label="Recording level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)} className="flex h-8 items-end gap-1">
      {Array.from({ length: bars }, (_, index) => (
        <span
          key={index}
          className={`w-1.5 rounded-full ${index / bars < level * 2.5 ? 'bg-kente-red' : 'bg-surface-muted'}`}
          style={{ height: `${30 + ((index * 37) % 70)}%` }}
        />
      ))}
    </div>
  );
}
