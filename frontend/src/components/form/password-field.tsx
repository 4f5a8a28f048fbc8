import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { iconButtonClass } from '../icon-button-class.ts';
import { TextField } from './text-field.tsx';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string;
}

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          className={iconButtonClass}
        >
          <Icon className="size-5 text-muted-foreground" aria-hidden />
        </button>
      }
    />
  );
}
