import type { ApplicationSource, ApplicationSourceField } from '@uaq/contract';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

const SHOWN: ApplicationSourceField[] = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'ref',
  'referrerDomain',
  'heardFrom',
];

/** Where the applicant came from: only the fields that were recorded, or one line saying none were. */
export function ApplicationSourceFacts({ source }: { source: ApplicationSource | undefined }) {
  const t = useTexts(adminApplicationsTexts);
  const known = SHOWN.filter((field) => source?.[field]);
  return (
    <>
      <h4 className="tracker-panel__subheading">{t.source.heading}</h4>
      {known.length === 0 ? (
        <p className="admin-muted">{t.source.unknown}</p>
      ) : (
        <dl className="admin-facts tracker-panel__facts">
          {known.map((field) => (
            <div key={field}>
              <dt>{t.source.fields[field]}</dt>
              <dd>{source?.[field]}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
