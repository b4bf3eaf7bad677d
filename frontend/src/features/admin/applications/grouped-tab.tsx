import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingText } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useGetGroupedApplicationsQuery } from './admin-applications-api';
import {
  applicantLocation,
  applicantName,
  applicationStatus,
  GROUP_FALLBACKS,
  orMissing,
  STATISTIC_KEYS,
  toGroupViews,
  type ApplicationLike,
  type GroupView,
} from './application-display';
import { ApplicationStatusSelect } from './application-status-select';
import { ResumeButton } from './resume-button';
import { adminApplicationsTexts } from './texts';
import './admin-applications.css';
import { useTexts } from '@/lib/i18n/texts';

/** The Grouped by Job tab: one block per job with its statistics and applications. */
export function GroupedTab() {
  const g = useTexts(adminApplicationsTexts).grouped;
  const { data = [], isLoading, isError, refetch } = useGetGroupedApplicationsQuery();
  const groups = toGroupViews(data);
  return (
    <section aria-labelledby="admin-grouped-heading">
      <div className="admin-toolbar">
        <h2 id="admin-grouped-heading" className="admin-toolbar__title">
          {g.heading}
        </h2>
      </div>
      {isError ? (
        <div className="admin-inline-notice" role="alert">
          <span>{g.loadFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {g.retry}
          </Button>
        </div>
      ) : null}
      {isLoading ? (
        <LoadingText>{g.loading}</LoadingText>
      ) : groups.length === 0 && !isError ? (
        <div className="admin-empty">
          <p className="admin-empty__title">{g.empty}</p>
        </div>
      ) : (
        <div className="admin-groups">
          {groups.map((group, index) => (
            <JobGroup key={group.jobId ?? `group-${index}`} group={group} />
          ))}
        </div>
      )}
    </section>
  );
}

function JobGroup({ group }: { group: GroupView }) {
  const g = useTexts(adminApplicationsTexts).grouped;
  const headingId = `admin-group-${group.jobId ?? group.title}`;
  return (
    <Card as="section" className="admin-group" aria-labelledby={headingId}>
      <header className="admin-card__header admin-group__header">
        <div>
          <h3 id={headingId} className="admin-group__title">
            {group.title}
          </h3>
          <p className="admin-group__meta">
            <span>{group.location}</span>
            <span>{group.type}</span>
            <span>{group.salary}</span>
            <span>
              <Badge tone={statusTone(group.status)}>
                {(g.jobStatus as Record<string, string>)[group.status] ?? group.status}
              </Badge>
            </span>
          </p>
          <p className="admin-muted admin-group__posted">
            {g.posted}: {formatDate(group.postedAt, GROUP_FALLBACKS.date)}
          </p>
        </div>
        <Badge tone={group.applicationTotal > 0 ? 'brand' : 'neutral'}>
          {g.applications(group.applicationTotal)}
        </Badge>
      </header>
      <dl className="admin-stats" aria-label={g.statisticsLabel(group.title)}>
        {STATISTIC_KEYS.map((key) => (
          // A zero is no alarm: it stays grey whatever its status colour.
          <div
            key={key}
            className={`admin-stats__item admin-stats__item--${group.statistics[key] === 0 ? 'zero' : key}`}
          >
            <dt>{g.statistics[key]}</dt>
            <dd>{group.statistics[key]}</dd>
          </div>
        ))}
      </dl>
      {group.applications.length === 0 ? (
        <p className="admin-muted admin-group__empty">{g.noApplications}</p>
      ) : (
        <>
          <ul className="admin-group__applications">
            {group.applications.map((application, index) => (
              <GroupedApplication key={application.id ?? `application-${index}`} application={application} />
            ))}
          </ul>
          {group.applicationTotal > group.applications.length && group.jobId !== null ? (
            <p className="admin-group__more">
              <span className="admin-muted">
                {g.newest(group.applications.length, group.applicationTotal)}
              </span>{' '}
              <Link to={`?tab=applications&jobId=${group.jobId}`}>
                {g.showAll(group.applicationTotal, group.title)}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

function GroupedApplication({ application }: { application: ApplicationLike }) {
  const t = useTexts(adminApplicationsTexts);
  const g = useTexts(adminApplicationsTexts).grouped;
  const [showDetails, setShowDetails] = useState(false);
  const name = applicantName(application);
  const status = applicationStatus(application);
  const detailsId = `admin-grouped-details-${application.id}`;
  return (
    <li className="admin-row">
      <div className="admin-row__main">
        <p className="admin-row__name">
          <strong>{name}</strong>{' '}
          <Badge tone={statusTone(status)} uppercase>
            {(t.status as Record<string, string>)[status] ?? status}
          </Badge>
        </p>
        <p className="admin-row__facts">
          <span>
            {application.email ? (
              <a href={`mailto:${application.email}`}>{application.email}</a>
            ) : (
              orMissing(null)
            )}
          </span>
          <span>{orMissing(application.phone)}</span>
          <span>{formatDate(application.createdAt, orMissing(null))}</span>
          <span>{applicantLocation(application)}</span>
        </p>
      </div>
      {application.id !== undefined ? (
        <div className="admin-row__actions">
          <ApplicationStatusSelect
            applicationId={application.id}
            status={status}
            applicantName={name}
            showLabel={false}
          />
          {application.hasResume !== false ? (
            <ResumeButton applicationId={application.id} applicantName={name} label={t.resume} />
          ) : (
            <span aria-hidden="true" />
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            aria-label={`${showDetails ? g.hideDetails : g.details}, ${name}`}
            onClick={() => setShowDetails((value) => !value)}
          >
            {showDetails ? g.hideDetails : g.details}
          </Button>
        </div>
      ) : null}
      {showDetails ? (
        <div id={detailsId} className="admin-row__details">
          <p className="admin-cover-letter__text">{application.coverLetter || g.noCoverLetter}</p>
        </div>
      ) : null}
    </li>
  );
}
