import { Briefcase, Clock, MapPin, Wallet } from 'lucide-react';
import type { Job } from '@uaq/contract';
import { Card } from '@/components/ui/card';
import { useJobInLanguage } from '@/lib/i18n/job-in-language';
import { applyTexts } from './texts';
import './apply.css';
import { useTexts } from '@/lib/i18n/texts';

/** What the applicant applies for: the job's facts, salary in AED, description and requirements. */
/** `typeName`: the job's type as the page's language names it. */
export function JobSummary({ job, typeName }: { job: Job; typeName: string }) {
  const t = useTexts(applyTexts);
  const { description, location, requirements, experience, salary } = useJobInLanguage(job);
  const facts = [
    { icon: MapPin, label: t.location, value: location.value, lang: location.lang, dir: location.dir },
    { icon: Briefcase, label: t.type, value: typeName, lang: undefined, dir: undefined },
    { icon: Clock, label: t.experience, value: experience, lang: undefined, dir: undefined },
    ...(salary ? [{ icon: Wallet, label: t.salary, value: salary, lang: undefined, dir: undefined }] : []),
  ];
  return (
    <Card as="section" className="job-summary" aria-labelledby="job-summary-heading">
      <h2 id="job-summary-heading" className="job-summary__heading">
        {t.summaryHeading}
      </h2>
      <dl className="job-summary__facts">
        {facts.map(({ icon: Icon, label, value, lang, dir }) => (
          <div key={label} className="job-summary__fact">
            <dt>
              <Icon aria-hidden="true" size={18} />
              {label}
            </dt>
            <dd lang={lang} dir={dir}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="job-summary__description" lang={description.lang} dir={description.dir}>
        {description.value}
      </p>
      {requirements.value.length > 0 ? (
        <>
          <h3 className="job-summary__subheading">{t.requirements}</h3>
          <ul className="job-summary__requirements" lang={requirements.lang} dir={requirements.dir}>
            {requirements.value.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
