import { useEffect, useState } from 'react';
import { useCreateResumeTokenMutation } from './admin-applications-api';
import { ResumeButton } from './resume-button';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/**
 * A PDF resume shows in a frame through a short-lived download token (the session token never
 * goes into a URL); a Word file gets the download button.
 */
export function ResumePreview({
  applicationId,
  applicantName,
  fileName,
}: {
  applicationId: number;
  applicantName: string;
  fileName: string | null;
}) {
  const t = useTexts(adminApplicationsTexts);
  const isPdf = /\.pdf$/i.test(fileName ?? '');
  const [createToken] = useCreateResumeTokenMutation();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!isPdf) return;
    let current = true;
    void createToken(applicationId).then((result) => {
      if (current && result.data) setUrl(`${result.data.url}&inline=1`);
    });
    return () => {
      current = false;
    };
  }, [applicationId, isPdf, createToken]);

  return (
    <div className="tracker-panel__resume">
      {isPdf ? (
        url ? (
          <iframe className="tracker-panel__pdf" title={`${t.panel.preview}: ${applicantName}`} src={url} />
        ) : (
          <p className="admin-muted">{t.panel.previewLoading}</p>
        )
      ) : null}
      <ResumeButton applicationId={applicationId} applicantName={applicantName} label={t.downloadResume} />
    </div>
  );
}
