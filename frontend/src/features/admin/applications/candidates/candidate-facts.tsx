import { Link } from 'react-router';
import { Badge, statusTone } from '@/components/ui/badge';
import { useDates } from '@/lib/format-date';
import { useTexts } from '@/lib/i18n/texts';
import { applicationAddress, candidateAddress, intakeText } from './candidate-display';
import { CandidateTags } from './candidate-panel';
import { useGetCandidateQuery } from './candidates-api';
import { candidatesTexts } from './candidates-texts';

/** On an application's panel: how it came in, the person's other applications (links) and their tags. */
export function CandidateFacts({
  applicationId,
  candidateId,
}: {
  applicationId: number;
  candidateId: number;
}) {
  const t = useTexts(candidatesTexts);
  const dates = useDates();
  const { data: candidate } = useGetCandidateQuery(candidateId);
  if (!candidate) return null;
  const others = candidate.applications.filter((application) => application.id !== applicationId);
  const self = candidate.applications.find((application) => application.id === applicationId);
  return (
    <section className="candidate-facts" aria-labelledby="candidate-facts-heading">
      <h4 id="candidate-facts-heading" className="tracker-panel__subheading">
        {t.facts.heading} · <Link to={candidateAddress(candidateId)}>{t.facts.open}</Link>
      </h4>
      {self ? (
        <p>
          {t.facts.intake}: {intakeText(t, self)}
        </p>
      ) : null}
      <h5 className="candidate-facts__subheading">{t.facts.otherApplications}</h5>
      {others.length === 0 ? (
        <p className="admin-muted">{t.facts.none}</p>
      ) : (
        <ul className="tracker-panel__list">
          {others.map((application) => (
            <li key={application.id}>
              <Link
                to={applicationAddress(application.id)}
                aria-label={t.panel.openApplication(application.position)}
              >
                {application.position}
              </Link>{' '}
              <Badge tone={statusTone(application.status)}>{t.status[application.status]}</Badge>{' '}
              <span className="admin-muted">{dates.date(application.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <CandidateTags candidateId={candidateId} tags={candidate.tags} />
    </section>
  );
}
