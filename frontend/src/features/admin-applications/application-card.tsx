import { Badge, statusTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate, formatDateTime } from '@/lib/format-date';
import {
  applicantLocation,
  applicantName,
  applicationStatus,
  appliedJobTitle,
  orMissing,
  type ApplicationLike,
} from './application-display';
import { ApplicationStatusSelect } from './application-status-select';
import { CoverLetter } from './cover-letter';
import { ResumeButton } from './resume-button';
import { adminApplicationsTexts } from './texts';

const t = adminApplicationsTexts;

function statusText(status: string | null | undefined): string {
  if (!status) return t.list.historyNew;
  return (t.status as Record<string, string>)[status] ?? status;
}

export function ApplicationCard({ application }: { application: ApplicationLike & { id: number } }) {
  const name = applicantName(application);
  const status = applicationStatus(application);
  const history = application.statusHistory ?? [];
  return (
    <Card as="article" className="admin-card admin-application">
      <header className="admin-card__header admin-application__header">
        <div>
          <h3 className="admin-card__title admin-application__name">{name}</h3>
          <p className="admin-application__job">
            {t.list.appliedFor}: <strong>{appliedJobTitle(application)}</strong>
          </p>
        </div>
        <Badge tone={statusTone(status)} uppercase>
          {statusText(status)}
        </Badge>
      </header>
      <dl className="admin-facts">
        <div className="admin-facts__wide">
          <dt>{t.list.email}</dt>
          <dd>
            {application.email ? (
              <a href={`mailto:${application.email}`}>{application.email}</a>
            ) : (
              orMissing(null)
            )}
          </dd>
        </div>
        <div>
          <dt>{t.list.phone}</dt>
          <dd>
            {application.phone ? (
              <a href={`tel:${application.phone}`}>{application.phone}</a>
            ) : (
              orMissing(null)
            )}
          </dd>
        </div>
        <div>
          <dt>{t.list.applied}</dt>
          <dd>{formatDate(application.createdAt, orMissing(null))}</dd>
        </div>
        <div>
          <dt>{t.list.location}</dt>
          <dd>{applicantLocation(application)}</dd>
        </div>
        {application.linkedinUrl ? (
          <div>
            <dt>{t.list.linkedin}</dt>
            <dd>
              <a href={application.linkedinUrl} target="_blank" rel="noopener noreferrer">
                {t.list.linkedinLink}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <CoverLetter text={application.coverLetter} />
      {history.length > 0 ? (
        <details className="admin-history">
          <summary>
            {t.list.history} ({history.length})
          </summary>
          <ol>
            {history.map((change, index) => (
              <li key={index}>
                <strong>{t.list.historyEntry(statusText(change.from), statusText(change.to))}</strong>{' '}
                <span className="admin-muted">
                  {t.list.historyBy(change.changedBy, formatDateTime(change.changedAt))}
                </span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <footer className="admin-application__actions">
        <ApplicationStatusSelect applicationId={application.id} status={status} applicantName={name} />
        {application.hasResume !== false ? (
          <ResumeButton applicationId={application.id} applicantName={name} label={t.downloadResume} />
        ) : null}
      </footer>
    </Card>
  );
}
