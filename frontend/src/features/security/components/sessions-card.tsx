import { MonitorSmartphone } from 'lucide-react';
import { navigate } from 'wouter/use-browser-location';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

/** Ends every session on every device, this one included: for a lost phone or a shared computer. */
export function SessionsCard() {
  const signOut = useSignOutEverywhere();

  const signOutEverywhere = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Signed Out Everywhere', description: 'Every device, this one included, has been signed out.' });
        navigate('/login');
      },
      onError: (error) => toast({ title: 'Could not sign out everywhere', description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' }),
    });

  return (
    <Card title="Sessions" icon={MonitorSmartphone}>
      <p className="mb-4 text-sm text-muted-foreground">Lost a phone or used a shared computer? End every session on every device at once.</p>
      <button type="button" onClick={signOutEverywhere} disabled={signOut.isPending} className={secondaryButtonClass}>
        {signOut.isPending ? 'Signing out...' : 'Sign Out Everywhere'}
      </button>
    </Card>
  );
}
