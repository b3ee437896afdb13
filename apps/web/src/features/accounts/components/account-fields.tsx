import { PASSWORD_MAX_LENGTH } from '@kwk/shared/accounts/password-rules';
import { TextField } from '../../../ui/text-field.tsx';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoComplete: string;
}

/** An e-mail address as the account screens ask for it (a password manager's `username`, or `email`). */
export function EmailField(props: FieldProps) {
  return <TextField {...props} type="email" required maxLength={254} spellCheck={false} />;
}

/** A password field: `current-password` or `new-password`, optionally described by the rules checklist. */
export function PasswordField(props: FieldProps & { describedBy?: string }) {
  return <TextField {...props} type="password" required maxLength={PASSWORD_MAX_LENGTH} />;
}
