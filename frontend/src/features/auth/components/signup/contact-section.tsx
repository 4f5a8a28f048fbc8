import { PasswordField } from '../../../../components/form/password-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { bindText, type DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';
import { useTranslation } from 'react-i18next';

export function ContactSection(props: DraftFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <FormSection title={t('signup.contactInfo')}>
      <TextField label={t('email')} type="email" autoComplete="email" placeholder="you@example.com" {...bindText(props, 'email')} />
      <TextField
        label={t('signup.phoneNumber')}
        type="tel"
        autoComplete="tel"
        placeholder="+1 (555) 123-4567"
        {...bindText(props, 'phoneNumber')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        placeholder={t('signup.passwordPlaceholder')}
        {...bindText(props, 'password')}
      />
    </FormSection>
  );
}
