import { RETENTION_SUBJECTS } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { adminRetentionTexts as t } from './texts';

interface RetentionPagerProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next under a retention list; the pages come from the server's total. */
export function RetentionPager({ label, page, pageSize, total, onPage }: RetentionPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-retention__pages" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span>{t.pageOf(page, pages, total)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}

export const SUBJECT_OPTIONS = RETENTION_SUBJECTS.map((subject) => ({
  value: subject,
  label: t.subjects[subject],
}));

/** True when the failure is the session's (the login overlay takes over), not the request's. */
export const signedOut = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 401;
