import { Lightbulb } from 'lucide-react';

export function Tips({ title, tips }: { title: string; tips: readonly string[] }) {
  return (
    <div className="rounded-2xl bg-surface-muted p-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb className="size-4 text-primary-ink" aria-hidden />
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-muted-foreground">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
