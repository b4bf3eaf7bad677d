import { isEnglishOnly } from '@uaq/contract';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTexts } from '@/lib/i18n/texts';
import { arabicContentTexts } from './texts';

type ArabicTexts = Parameters<typeof isEnglishOnly>[0];

/**
 * A list item's flag for the texts HR wrote in English only (the API's `arabicMissing`): "English
 * only" while the Arabic title or description is missing (the Arabic page then says so and is not
 * indexed), "Arabic incomplete" while other texts are.
 */
export function ArabicMissingFlag({ item, missing }: { item: ArabicTexts; missing: readonly string[] }) {
  const t = useTexts(arabicContentTexts);
  if (missing.length === 0) return null;
  return (
    <p className="admin-muted">
      <Badge tone="warning">{isEnglishOnly(item) ? t.englishOnly : t.incomplete}</Badge>{' '}
      {t.missing(missing.map((field) => t.fields[field] ?? field).join(', '))}
    </p>
  );
}

/**
 * True when a save or a status change would put an English-only item live that was not live so
 * before (editing one already live in English only asks nothing).
 */
export function goesLiveInEnglishOnly(
  next: { live: boolean; item: ArabicTexts },
  previous?: { live: boolean; item: ArabicTexts },
): boolean {
  return next.live && isEnglishOnly(next.item) && !(previous?.live && isEnglishOnly(previous.item));
}

/** The question asked before an English-only job or project goes live. */
export function PublishEnglishOnlyDialog({
  open,
  what,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** "job", "project". */
  what: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(arabicContentTexts);
  return (
    <ConfirmDialog
      open={open}
      title={t.publishDialog.title}
      confirmLabel={t.publishDialog.confirm}
      cancelLabel={t.publishDialog.cancel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t.publishDialog.question(what)}</p>
    </ConfirmDialog>
  );
}
