import type { Job } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { JobCard } from './job-card';
import { careersTexts } from './texts';
import './careers.css';
import { useTexts } from '@/lib/i18n/texts';

export interface CareersListProps {
  jobs: Job[] | undefined;
  /** The load error's message; the list is empty while it shows. */
  errorMessage: string | null;
  careersEmail: string;
}

/** The openings in their three states: error, empty, list. */
export function CareersList({ jobs, errorMessage, careersEmail }: CareersListProps) {
  const t = useTexts(careersTexts);
  if (errorMessage) return <Alert tone="danger">{t.error(errorMessage)}</Alert>;
  if (!jobs || jobs.length === 0) {
    return (
      <div className="careers-empty">
        <h3>{t.emptyHeading}</h3>
        <p>
          {t.emptyText} <a href={`mailto:${careersEmail}`}>{careersEmail}</a> {t.emptyTextEnd}
        </p>
      </div>
    );
  }
  return (
    <ul className="careers-list" role="list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
