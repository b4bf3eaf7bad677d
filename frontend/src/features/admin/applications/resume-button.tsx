import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
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
  const [createToken, { isLoading }] = useCreateResumeTokenMutation();
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setError(null);
    const tab = window.open('', '_blank');
    const result = await createToken(applicationId);
    if (result.error) {
      tab?.close();
      if ((result.error as { status?: unknown }).status !== 401)
        setError(errorMessage(result.error, t.resumeFailed));
      return;
    }
    const url = new URL(result.data.url, window.location.origin).href;
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
        disabled={isLoading}
        onClick={() => void open()}
      >
        {label}
      </Button>
      {error ? (
        <span className="admin-inline-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
