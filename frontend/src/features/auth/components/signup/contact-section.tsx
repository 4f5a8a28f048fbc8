import { PasswordField } from '../../../../components/form/password-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { bindText, type DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';

export function ContactSection(props: DraftFieldsProps) {
  return (
    <FormSection title="Contact Information">
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...bindText(props, 'email')} />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="+1 (555) 123-4567"
        {...bindText(props, 'phoneNumber')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        {...bindText(props, 'password')}
      />
    </FormSection>
  );
}
