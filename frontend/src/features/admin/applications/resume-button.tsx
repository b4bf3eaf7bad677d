import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useCreateResumeTokenMutation } from './admin-applications-api';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

export interface ResumeButtonProps {
  applicationId: number;
  applicantName: string;
  label: string;
}

/**
 * Opens the resume in a new tab through a short-lived download token (the session token never goes
 * into a URL). The tab is opened during the click, so pop-up blockers let it through, then pointed
 * at the download once the token arrives.
 */
export function ResumeButton({ applicationId, applicantName, label }: ResumeButtonProps) {
  const t = useTexts(adminApplicationsTexts);
  const token = useAdminAction(useCreateResumeTokenMutation(), { failed: t.resumeFailed });

  const open = async () => {
    const tab = window.open('', '_blank');
    const outcome = await token.run(applicationId);
    if (!outcome.ok) {
      tab?.close();
      return;
    }
    const url = new URL(outcome.data.url, window.location.origin).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  };

  return (
    <span className="admin-resume">
      <Button
        variant="secondary"
        size="sm"
        icon={<FileDown size={16} />}
        aria-label={`${label}, ${applicantName}`}
        disabled={token.pending}
        onClick={() => void open()}
      >
        {label}
      </Button>
      {token.error ? (
        <span className="admin-inline-error" role="alert">
          {token.error}
        </span>
      ) : null}
    </span>
  );
}
