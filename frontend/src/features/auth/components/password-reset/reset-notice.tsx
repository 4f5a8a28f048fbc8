import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A reset step's outcome in words (sent, done, or why the link cannot serve), with what to do next. */
export function ResetNotice({ icon: Icon, message, alert = false, children }: { icon: LucideIcon; message: string; alert?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
      <div className="flex items-start gap-3">
        <Icon className={`mt-0.5 size-6 shrink-0 ${alert ? 'text-kente-red' : 'text-kente-green'}`} aria-hidden />
        <p role={alert ? 'alert' : 'status'} className="text-base leading-relaxed">
          {message}
        </p>
      </div>
      {children}
    </div>
  );
}
