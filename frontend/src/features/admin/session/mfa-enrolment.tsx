import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import QRCode from 'qrcode';
import type { MfaEnrolment as Enrolment } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { api } from '@/lib/api';
import { useConfirmMfaMutation, useStartMfaMutation } from './admin-session-api';
import { adminSessionTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/** The otpauth:// URL as an SVG image (a data URL: the CSP allows data: images, no script). */
function useQrCode(otpauthUrl: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (otpauthUrl) {
      void QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }).then((svg) => {
        if (current) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    }
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return otpauthUrl ? image : null;
}

/** Two-factor set-up: start (secret and QR code), confirm with a code, then the recovery codes once. */
export function MfaEnrolment({ enabled, required = false }: { enabled: boolean; required?: boolean }) {
  const sessionTexts = useTexts(adminSessionTexts);
  const t = sessionTexts.account;
  const dispatch = useAppDispatch();
  const start = useAdminAction(useStartMfaMutation(), { failed: t.mfaFailed });
  const confirm = useAdminAction(useConfirmMfaMutation(), { failed: t.mfaFailed });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const qrCode = useQrCode(enrolment?.otpauthUrl ?? null);

  const onStart = async () => {
    const outcome = await start.run();
    if (outcome.ok) setEnrolment(outcome.data);
  };
  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await confirm.run(code);
    if (outcome.ok) {
      setRecoveryCodes(outcome.data.recoveryCodes);
      setEnrolment(null);
    }
  };
  // The session learns the factor is on only once the codes are put away (a required set-up then
  // opens the admin area).
  const onDone = () => {
    setRecoveryCodes(null);
    dispatch(api.util.invalidateTags(['Session']));
  };

  if (recoveryCodes) {
    return (
      <section className="admin-account__form" aria-labelledby="recovery-title">
        <h2 id="recovery-title" className="admin-account__title">
          {t.recoveryTitle}
        </h2>
        <p>{t.recoveryIntro}</p>
        <ul className="admin-account__codes" data-testid="recovery-codes">
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <Button onClick={onDone}>{t.recoveryDone}</Button>
      </section>
    );
  }

  return (
    <section className="admin-account__form" aria-labelledby="mfa-title">
      <h2 id="mfa-title" className="admin-account__title">
        {t.mfaTitle}
      </h2>
      {enabled ? <p>{t.mfaOn}</p> : <p>{required ? t.mfaRequired : t.mfaOff}</p>}
      {!enabled && !enrolment ? (
        <Button onClick={onStart} disabled={start.pending}>
          {t.mfaStart}
        </Button>
      ) : null}
      {start.error ? <Alert tone="danger">{start.error}</Alert> : null}
      {enrolment ? (
        <form className="admin-account__enrol" onSubmit={onConfirm}>
          <p>{t.mfaScan}</p>
          {qrCode ? (
            <img className="admin-account__qr" src={qrCode} alt={t.mfaQrAlt} width={200} height={200} />
          ) : null}
          <p>
            {t.mfaSecret}: <code data-testid="mfa-secret">{enrolment.secret}</code>
          </p>
          <TextField
            label={sessionTexts.code}
            name="mfaCode"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            error={confirm.fieldErrors.code}
            onChange={(event) => setCode(event.target.value)}
          />
          {confirm.formError ? <Alert tone="danger">{confirm.formError}</Alert> : null}
          <Button type="submit" disabled={confirm.pending}>
            {t.mfaConfirm}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
