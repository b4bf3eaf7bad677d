import { Transform } from 'class-transformer';

/**
 * Multipart sends every field as text; JSON may send the real types. Shared by the public
 * application form and HR's additions, which take the same job and consent fields.
 */

/** "12" (spaces allowed around it) becomes 12; anything else is left for the validators to refuse. */
export const ToWholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value,
  );

/** A ticked box as a form sends it ("true", "on", "1") becomes true; anything else stays as sent. */
export const ToConsent = () =>
  Transform(({ value }: { value: unknown }) =>
    value === true || value === 'true' || value === 'on' || value === '1' ? true : value,
  );
