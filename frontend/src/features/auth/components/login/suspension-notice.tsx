import { ShieldAlert } from 'lucide-react';

/** Why the account cannot sign in: the moderators' reason, as the server gave it. */
export function SuspensionNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="mb-4 flex items-start gap-3 rounded-2xl border border-kente-red/40 bg-kente-red/10 p-4 text-sm">
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-kente-red" aria-hidden />
      <div>
        <p className="font-semibold">Account suspended</p>
        <p className="text-muted-foreground">{message}</p>
        <p className="mt-1 text-muted-foreground">If you think this is a mistake, contact support.</p>
      </div>
    </div>
  );
}
