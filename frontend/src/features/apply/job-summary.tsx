import { Briefcase, Clock, MapPin, Wallet } from 'lucide-react';
import type { Job } from '@uaq/contract';
import { Card } from '@/components/ui/card';
import { salaryWithCurrency } from './application-rules';
import { applyTexts as t } from './texts';
import './apply.css';

/** What the applicant applies for: the job's facts, salary in AED, description and requirements. */
export function JobSummary({ job }: { job: Job }) {
  const requirements = job.requirements.filter((requirement) => requirement.trim());
  const facts = [
    { icon: MapPin, label: t.location, value: job.location },
    { icon: Briefcase, label: t.type, value: job.type },
    { icon: Clock, label: t.experience, value: job.experience },
    ...(job.salary ? [{ icon: Wallet, label: t.salary, value: salaryWithCurrency(job.salary) }] : []),
  ];
  return (
    <Card as="section" className="job-summary" aria-labelledby="job-summary-heading">
      <h2 id="job-summary-heading" className="job-summary__heading">
        {t.summaryHeading}
      </h2>
      <dl className="job-summary__facts">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="job-summary__fact">
            <dt>
              <Icon aria-hidden="true" size={18} />
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="job-summary__description">{job.description}</p>
      {requirements.length > 0 ? (
        <>
          <h3 className="job-summary__subheading">{t.requirements}</h3>
          <ul className="job-summary__requirements">
            {requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
