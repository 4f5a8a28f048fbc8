import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { PhoneChangeForm } from './phone-change-form.tsx';

/** Where she is reached and signs in: her e-mail (confirmed by a link) and phone number (confirmed by an SMS code). */
export function ContactDetailsSettings({ email, phoneNumber }: { email: string; phoneNumber: string }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('contact.title')} icon={AtSign}>
      <div className="flex flex-col gap-6">
        <EmailChangeForm email={email} />
        <PhoneChangeForm phoneNumber={phoneNumber} />
      </div>
    </Card>
  );
}
