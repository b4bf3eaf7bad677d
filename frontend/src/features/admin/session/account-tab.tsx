import type { SignedInAdmin } from '@uaq/contract';
import { MfaEnrolment } from './mfa-enrolment';
import { PasswordForm } from './password-form';
import './admin-account.css';

/** Everyone's own account: password and two-factor sign-in. */
export function AccountTab({ admin }: { admin: SignedInAdmin }) {
  return (
    <div className="admin-account">
      <PasswordForm />
      <MfaEnrolment enabled={admin.mfaEnabled} />
    </div>
  );
}

/** What an account must do before the admin area opens: its own password, then a second factor. */
export function PendingStep({ admin }: { admin: SignedInAdmin }) {
  return (
    <div className="admin-account">
      {admin.pending === 'password' ? <PasswordForm forced /> : <MfaEnrolment enabled={false} required />}
    </div>
  );
}
