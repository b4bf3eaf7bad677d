import { ArrowRight, Briefcase, Clock, MapPin, Wallet } from 'lucide-react';
import type { Job } from '@uaq/contract';
import { Badge, statusTone } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { careersTexts as t } from './texts';

/** One opening: active jobs are green with Apply Now; any other status is grey without a link. */
export function JobCard({ job }: { job: Job }) {
  const isActive = job.status === 'active';
  const headingId = `job-${job.id}-title`;
  const requirements = job.requirements.filter((requirement) => requirement.trim());
  return (
    <Card
      as="article"
      className={`job-card${isActive ? '' : ' job-card--closed'}`}
      aria-labelledby={headingId}
    >
      <header className="job-card__header">
        <h3 id={headingId} className="job-card__title">
          {job.title}
        </h3>
        <Badge tone={isActive ? statusTone('active') : 'neutral'}>{t.status[job.status] ?? job.status}</Badge>
      </header>
      <dl className="job-card__facts">
        <div>
          <dt>
            <MapPin aria-hidden="true" size={16} />
            <span className="visually-hidden">{t.location}</span>
          </dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>
            <Briefcase aria-hidden="true" size={16} />
            <span className="visually-hidden">{t.type}</span>
          </dt>
          <dd>{job.type}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden="true" size={16} />
            <span className="visually-hidden">{t.experience}</span>
          </dt>
          <dd>{job.experience}</dd>
        </div>
        {job.salary ? (
          <div>
            <dt>
              <Wallet aria-hidden="true" size={16} />
              <span className="visually-hidden">{t.salary}</span>
            </dt>
            <dd>{job.salary}</dd>
          </div>
        ) : null}
      </dl>
      <p className="job-card__description">{job.description}</p>
      {requirements.length > 0 ? (
        <>
          <h4 className="job-card__subheading">{t.requirements}</h4>
          <ul className="job-card__requirements">
            {requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </>
      ) : null}
      <footer className="job-card__footer">
        {isActive ? (
          <ButtonLink
            to={paths.apply.to(job.id)}
            iconEnd={<ArrowRight />}
            aria-label={t.applyNowLabel(job.title)}
          >
            {t.applyNow}
          </ButtonLink>
        ) : (
          <p className="job-card__closed-note">{t.notAccepting}</p>
        )}
      </footer>
    </Card>
  );
}
