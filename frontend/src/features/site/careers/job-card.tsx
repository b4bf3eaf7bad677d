import { ArrowRight, Briefcase, Clock, MapPin, Wallet } from 'lucide-react';
import type { Job } from '@uaq/contract';
import { Badge, statusTone } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useJobInLanguage } from '@/lib/i18n/job-in-language';
import { jobTypeNames } from './job-load-texts';
import { careersTexts } from './texts';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { formatClosingDay } from '@/lib/i18n/closing-day';

/** One opening: active jobs are green with Apply Now; any other status is grey without a link. */
export function JobCard({ job }: { job: Job }) {
  const jobTypes = useTexts(jobTypeNames);
  const t = useTexts(careersTexts);
  const { title, description, location, requirements, experience, salary } = useJobInLanguage(job);
  const language = useLanguage();
  const isActive = job.status === 'active';
  const headingId = `job-${job.id}-title`;
  return (
    <Card
      as="article"
      className={`job-card${isActive ? '' : ' job-card--closed'}`}
      aria-labelledby={headingId}
    >
      <header className="job-card__header">
        <h3 id={headingId} className="job-card__title" lang={title.lang} dir={title.dir}>
          {title.value}
        </h3>
        <Badge tone={isActive ? statusTone('active') : 'neutral'}>{t.status[job.status] ?? job.status}</Badge>
      </header>
      <dl className="job-card__facts">
        <div>
          <dt>
            <MapPin aria-hidden="true" size={16} />
            <span className="visually-hidden">{t.location}</span>
          </dt>
          <dd lang={location.lang} dir={location.dir}>
            {location.value}
          </dd>
        </div>
        <div>
          <dt>
            <Briefcase aria-hidden="true" size={16} />
            <span className="visually-hidden">{t.type}</span>
          </dt>
          <dd>{jobTypes[job.type]}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden="true" size={16} />
            <span className="visually-hidden">{t.experience}</span>
          </dt>
          <dd>{experience}</dd>
        </div>
        {salary ? (
          <div>
            <dt>
              <Wallet aria-hidden="true" size={16} />
              <span className="visually-hidden">{t.salary}</span>
            </dt>
            <dd>{salary}</dd>
          </div>
        ) : null}
      </dl>
      <p className="job-card__description" lang={description.lang} dir={description.dir}>
        {description.value}
      </p>
      {requirements.value.length > 0 ? (
        <>
          <h4 className="job-card__subheading">{t.requirements}</h4>
          <ul className="job-card__requirements" lang={requirements.lang} dir={requirements.dir}>
            {requirements.value.map((requirement, index) => (
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
            aria-label={t.applyNowLabel(title.value)}
          >
            {t.applyNow}
          </ButtonLink>
        ) : null}
        {isActive && job.closesOn ? (
          <p className="job-card__closing">{t.applyBy(formatClosingDay(job.closesOn, language))}</p>
        ) : null}
        {isActive ? null : <p className="job-card__closed-note">{t.notAccepting}</p>}
      </footer>
    </Card>
  );
}
