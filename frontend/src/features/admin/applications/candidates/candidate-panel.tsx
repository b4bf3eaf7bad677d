import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Link } from 'react-router';
import { CANDIDATE_LIMITS, type AdminJob, type CandidateDetail, type CandidateTag } from '@uaq/contract';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Alert } from '@/components/ui/alert';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useDates } from '@/lib/format-date';
import { useTexts } from '@/lib/i18n/texts';
import {
  useChangeCandidateMutation,
  useConsiderCandidateMutation,
  useCreateCandidateTagMutation,
  useGetCandidateQuery,
  useGetCandidateTagsQuery,
  useSetCandidateTagsMutation,
} from './candidates-api';
import { candidatesTexts } from './candidates-texts';
import { applicationAddress, candidateName, intakeText } from './candidate-display';

/** One candidate: their details, applications across jobs, notes, interviews, tags, and "consider for another job". */
export function CandidatePanel({ id, jobs, onClose }: { id: number; jobs: AdminJob[]; onClose: () => void }) {
  const t = useTexts(candidatesTexts);
  const { data: candidate, isLoading, isError } = useGetCandidateQuery(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (candidate) headingRef.current?.focus();
  }, [candidate?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per opened candidate

  return (
    <section className="tracker-panel candidate-panel" aria-labelledby="candidate-panel-heading">
      <header className="tracker-panel__header">
        <h3 id="candidate-panel-heading" className="tracker-panel__title" tabIndex={-1} ref={headingRef}>
          {candidate ? candidateName(t, candidate) : t.panel.loading}
        </h3>
        <Button variant="ghost" size="sm" icon={<X size={16} />} onClick={onClose}>
          {t.panel.close}
        </Button>
      </header>
      {isLoading ? <LoadingText>{t.panel.loading}</LoadingText> : null}
      {isError && !candidate ? (
        <p className="admin-inline-error" role="alert">
          {t.panel.loadFailed}
        </p>
      ) : null}
      {candidate ? <CandidateDetails candidate={candidate} jobs={jobs} /> : null}
    </section>
  );
}

function CandidateDetails({ candidate, jobs }: { candidate: CandidateDetail; jobs: AdminJob[] }) {
  const t = useTexts(candidatesTexts);
  const dates = useDates();
  const positions = new Map(
    candidate.applications.map((application) => [application.id, application.position]),
  );
  return (
    <>
      <dl className="admin-facts tracker-panel__facts">
        <div className="admin-facts__wide">
          <dt>{t.panel.email}</dt>
          <dd>
            {candidate.email ? <a href={`mailto:${candidate.email}`}>{candidate.email}</a> : t.panel.none}
          </dd>
        </div>
        <div>
          <dt>{t.panel.phone}</dt>
          <dd>
            {candidate.phone ? (
              <a href={`tel:${candidate.phoneE164 ?? candidate.phone}`} dir="ltr">
                {candidate.phone}
              </a>
            ) : (
              t.panel.none
            )}
          </dd>
        </div>
        <div>
          <dt>{t.panel.since}</dt>
          <dd>{dates.date(candidate.createdAt)}</dd>
        </div>
      </dl>
      {candidate.missing.length > 0 ? <CompleteCandidate candidate={candidate} /> : null}
      <CandidateTags candidateId={candidate.id} tags={candidate.tags} />
      <h4 className="tracker-panel__subheading">{t.panel.applications}</h4>
      <ul className="tracker-panel__list">
        {candidate.applications.map((application) => (
          <li key={application.id}>
            <Link
              to={applicationAddress(application.id)}
              aria-label={t.panel.openApplication(application.position)}
            >
              {application.position}
            </Link>{' '}
            <Badge tone={statusTone(application.status)}>{t.status[application.status]}</Badge>
            <br />
            <span className="admin-muted">
              {dates.date(application.createdAt)} · {intakeText(t, application)}
            </span>
          </li>
        ))}
      </ul>
      <ConsiderForJob candidate={candidate} jobs={jobs} />
      <h4 className="tracker-panel__subheading">{t.panel.interviews}</h4>
      {candidate.interviews.length === 0 ? (
        <p className="admin-muted">{t.panel.noInterviews}</p>
      ) : (
        <ul className="tracker-panel__list">
          {candidate.interviews.map((interview) => (
            <li key={interview.id}>
              <strong>{positions.get(interview.applicationId) ?? ''}</strong>{' '}
              <span>{t.panel.interviewAt(dates.dateTime(interview.startsAt), interview.location ?? '')}</span>
            </li>
          ))}
        </ul>
      )}
      <h4 className="tracker-panel__subheading">{t.panel.notes}</h4>
      {candidate.notes.length === 0 ? (
        <p className="admin-muted">{t.panel.noNotes}</p>
      ) : (
        <ul className="tracker-panel__list">
          {candidate.notes.map((note) => (
            <li key={note.id}>
              <p className="tracker-panel__text">{note.text}</p>
              <span className="admin-muted">
                {t.panel.noteOn(
                  positions.get(note.applicationId) ?? '',
                  note.author,
                  dates.dateTime(note.createdAt),
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Tags on the candidate: remove one, add one HR defined, or define a new one and add it. */
export function CandidateTags({ candidateId, tags }: { candidateId: number; tags: CandidateTag[] }) {
  const t = useTexts(candidatesTexts);
  const { data: allTags = [] } = useGetCandidateTagsQuery();
  const save = useAdminAction(useSetCandidateTagsMutation(), {
    failed: t.tags.failed,
    done: () => t.tags.changed,
  });
  const create = useAdminAction(useCreateCandidateTagMutation(), { failed: t.tags.failed });
  const [chosen, setChosen] = useState('');
  const [newName, setNewName] = useState('');
  const ids = tags.map((tag) => tag.id);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    let tagId = Number(chosen) || null;
    if (newName.trim()) {
      const created = await create.run(newName.trim());
      if (!created.ok) return;
      tagId = created.data.id;
    }
    if (tagId === null || ids.includes(tagId)) return;
    if ((await save.run({ id: candidateId, tagIds: [...ids, tagId] })).ok) {
      setChosen('');
      setNewName('');
    }
  };

  return (
    <div className="candidate-tags">
      <h4 className="tracker-panel__subheading">{t.tags.heading}</h4>
      {tags.length === 0 ? <p className="admin-muted">{t.tags.none}</p> : null}
      <ul className="candidate-tags__list">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Badge>{tag.name}</Badge>
            <Button
              variant="ghost"
              size="sm"
              icon={<X size={14} />}
              aria-label={t.tags.remove(tag.name)}
              disabled={save.pending}
              onClick={() => void save.run({ id: candidateId, tagIds: ids.filter((id) => id !== tag.id) })}
            />
          </li>
        ))}
      </ul>
      <form className="candidate-tags__form" onSubmit={(event) => void add(event)} aria-label={t.tags.add}>
        <Select
          label={t.tags.choose}
          value={chosen}
          placeholder={t.tags.choose}
          options={allTags
            .filter((tag) => !ids.includes(tag.id))
            .map((tag) => ({ value: String(tag.id), label: tag.name }))}
          onChange={(event) => setChosen(event.target.value)}
        />
        <TextField
          label={t.tags.newTag}
          value={newName}
          maxLength={CANDIDATE_LIMITS.tagName}
          error={create.fieldErrors.name}
          onChange={(event) => setNewName(event.target.value)}
        />
        <div>
          <Button
            type="submit"
            size="sm"
            icon={<Plus size={16} />}
            disabled={save.pending || create.pending || (!chosen && !newName.trim())}
          >
            {t.tags.addButton}
          </Button>
        </div>
      </form>
      {save.error || create.formError ? <Alert tone="danger">{save.error ?? create.formError}</Alert> : null}
    </div>
  );
}

/** "Consider for another job": an application for an open job from their newest one, consent kept. */
function ConsiderForJob({ candidate, jobs }: { candidate: CandidateDetail; jobs: AdminJob[] }) {
  const t = useTexts(candidatesTexts);
  const dates = useDates();
  const consider = useAdminAction(useConsiderCandidateMutation(), {
    failed: t.consider.failed,
    done: () => t.consider.done,
  });
  const [jobId, setJobId] = useState('');
  const newest = candidate.applications[0];
  const appliedTo = new Set(
    candidate.applications
      .filter((application) => application.status !== 'rejected' && application.status !== 'withdrawn')
      .map((application) => application.jobId),
  );
  const options = jobs
    .filter((job) => !appliedTo.has(job.id))
    .map((job) => ({ value: String(job.id), label: job.title }));
  if (!newest) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await consider.run({ id: candidate.id, jobId: Number(jobId) || 0 })).ok) setJobId('');
  };

  return (
    <form
      className="candidate-consider"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="candidate-consider-heading"
    >
      <h4 id="candidate-consider-heading" className="tracker-panel__subheading">
        {t.consider.heading}
      </h4>
      <p className="admin-muted">{t.consider.hint}</p>
      <p className="candidate-consider__consent">{t.consider.consentKept(dates.date(newest.createdAt))}</p>
      {options.length === 0 ? (
        <p className="admin-muted">{t.consider.noJobs}</p>
      ) : (
        <>
          <Select
            label={t.consider.job}
            name="considerJobId"
            value={jobId}
            placeholder={t.consider.chooseJob}
            options={options}
            error={consider.fieldErrors.jobId}
            onChange={(event) => setJobId(event.target.value)}
          />
          <div>
            <Button type="submit" size="sm" disabled={consider.pending || !jobId}>
              {t.consider.submit}
            </Button>
          </div>
        </>
      )}
      {consider.formError ? <Alert tone="danger">{consider.formError}</Alert> : null}
    </form>
  );
}

/** An imported CV's candidate: HR fills in what the file did not give. */
function CompleteCandidate({ candidate }: { candidate: CandidateDetail }) {
  const t = useTexts(candidatesTexts);
  const change = useAdminAction(useChangeCandidateMutation(), {
    failed: t.panel.saveFailed,
    done: () => t.panel.saved,
  });
  const [fields, setFields] = useState({
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email ?? '',
    phone: candidate.phone,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await change.run({
      id: candidate.id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone || undefined,
      // The address only while they have none (the applicant changes theirs on their status page).
      email: candidate.email === null && fields.email ? fields.email : undefined,
    });
  };
  const field = (name: keyof typeof fields, label: string, type = 'text') => (
    <TextField
      label={label}
      name={name}
      type={type}
      value={fields[name]}
      readOnly={name === 'email' && candidate.email !== null}
      error={change.fieldErrors[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );
  return (
    <form
      className="candidate-complete"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="candidate-complete-heading"
    >
      <h4 id="candidate-complete-heading" className="tracker-panel__subheading">
        {t.panel.complete}
      </h4>
      <p className="admin-muted">{t.panel.completeHint}</p>
      {field('firstName', t.panel.firstName)}
      {field('lastName', t.panel.lastName)}
      {field('email', t.panel.email, 'email')}
      {field('phone', t.panel.phone, 'tel')}
      <div>
        <Button type="submit" size="sm" disabled={change.pending}>
          {t.panel.save}
        </Button>
      </div>
      {change.formError ? <Alert tone="danger">{change.formError}</Alert> : null}
    </form>
  );
}
