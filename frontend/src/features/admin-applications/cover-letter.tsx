import { useId, useState } from 'react';
import { coverLetterIsLong, coverLetterPreview } from './application-display';
import { adminApplicationsTexts } from './texts';

const t = adminApplicationsTexts.list;

/** The cover letter cut to 200 characters, with Read More / Show Less when it is longer. */
export function CoverLetter({ text }: { text: string | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!text) return null;
  return (
    <div className="admin-cover-letter">
      <h4 className="admin-cover-letter__heading">{t.coverLetter}</h4>
      <p id={id} className="admin-cover-letter__text">
        {coverLetterPreview(text, expanded)}
      </p>
      {coverLetterIsLong(text) ? (
        <button
          type="button"
          className="admin-link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t.showLess : t.readMore}
        </button>
      ) : null}
    </div>
  );
}
