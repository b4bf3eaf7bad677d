import { useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide-react';
import {
  INTERVIEW_DEFAULT_TIME_ZONE,
  INTERVIEW_LIMITS,
  type Interview,
  type InterviewInput,
} from '@uaq/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox, Select, TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useAdminAction } from '@/components/admin/use-admin-action';
import {
  useCancelInterviewMutation,
  useGetApplicationInterviewsQuery,
  useGetInterviewersQuery,
  useRescheduleInterviewMutation,
  useScheduleInterviewMutation,
} from './interviews-api';
import { interviewTexts } from './interview-texts';
import { isEdited, UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The panel's interviews: schedule, reschedule, cancel, the applicant's answer and scorecards. */
export function ApplicationInterviews({ applicationId }: { applicationId: number }) {
  const t = useTexts(interviewTexts);
  const { data: interviews, isLoading, isError } = useGetApplicationInterviewsQuery(applicationId);
  const [scheduling, setScheduling] = useState(false);

  return (
    <section aria-labelledby={`interviews-${applicationId}`} className="tracker-interviews">
      <h4 id={`interviews-${applicationId}`} className="tracker-panel__subheading">
        {t.heading}
      </h4>
      {isLoading ? <LoadingText>{t.heading}</LoadingText> : null}
      {isError ? (
        <p className="admin-inline-error" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      {interviews && interviews.length === 0 ? <p className="admin-muted">{t.none}</p> : null}
      {interviews?.map((interview) => (
        <InterviewCard key={interview.id} interview={interview} />
      ))}
      {scheduling ? (
        <InterviewForm applicationId={applicationId} onDone={() => setScheduling(false)} />
      ) : (
        <Button size="sm" icon={<CalendarPlus size={16} />} onClick={() => setScheduling(true)}>
          {t.schedule}
        </Button>
      )}
    </section>
  );
}

function InterviewCard({ interview }: { interview: Interview }) {
  const t = useTexts(interviewTexts);
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useAdminAction(useCancelInterviewMutation(), {
    failed: t.cancelFailed,
    done: () => t.cancelled,
  });
  const scheduled = interview.status === 'scheduled';

  const confirmCancel = async () => {
    if ((await cancel.run({ applicationId: interview.applicationId, id: interview.id })).ok) {
      setCancelling(false);
    }
  };

  return (
    <article className="tracker-interview" aria-label={`${t.heading}: ${interview.date} ${interview.time}`}>
      <p className="tracker-interview__status">
        <Badge tone={scheduled ? 'info' : 'neutral'}>{t.status[interview.status]}</Badge>{' '}
        {scheduled ? (
          <Badge
            tone={
              interview.response === 'declined'
                ? 'danger'
                : interview.response === 'accepted'
                  ? 'success'
                  : 'warning'
            }
          >
            {t.response[interview.response]}
          </Badge>
        ) : null}
      </p>
      <dl className="admin-facts">
        <div className="admin-facts__wide">
          <dt>{t.when}</dt>
          <dd>
            {interview.date} {interview.time} (
            <span lang="en" dir="ltr">
              {interview.timeZone}
            </span>
            ), {t.minutes(interview.durationMinutes)}
          </dd>
        </div>
        {interview.location ? (
          <div className="admin-facts__wide">
            <dt>{t.where}</dt>
            <dd>{interview.location}</dd>
          </div>
        ) : null}
        {interview.meetingUrl ? (
          <div className="admin-facts__wide">
            <dt>{t.meeting}</dt>
            <dd>
              <a href={interview.meetingUrl} target="_blank" rel="noopener noreferrer">
                {interview.meetingUrl}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <h5 className="tracker-interview__heading">{t.scorecards}</h5>
      <ul className="tracker-panel__list">
        {interview.scorecards.map((card) => (
          <li key={card.interviewerId}>
            <strong>{card.username}</strong>: {t.cardState[card.state]}
          </li>
        ))}
      </ul>
      {scheduled && !rescheduling ? (
        <div className="tracker-interview__actions">
          <Button size="sm" variant="secondary" onClick={() => setRescheduling(true)}>
            {t.reschedule}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
            {t.cancel}
          </Button>
        </div>
      ) : null}
      {rescheduling ? (
        <InterviewForm
          applicationId={interview.applicationId}
          interview={interview}
          onDone={() => setRescheduling(false)}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title={t.cancelTitle}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.cancelKeep}
        busy={cancel.pending}
        error={cancel.error}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(false)}
      >
        <p>{t.cancelQuestion}</p>
      </ConfirmDialog>
    </article>
  );
}

function InterviewForm({
  applicationId,
  interview,
  onDone,
}: {
  applicationId: number;
  interview?: Interview;
  onDone: () => void;
}) {
  const t = useTexts(interviewTexts);
  const { data: interviewers = [] } = useGetInterviewersQuery();
  const [opened] = useState<InterviewInput>(() => ({
    date: interview?.date ?? '',
    time: interview?.time ?? '',
    durationMinutes: interview?.durationMinutes ?? 45,
    timeZone: interview?.timeZone ?? INTERVIEW_DEFAULT_TIME_ZONE,
    location: interview?.location ?? '',
    meetingUrl: interview?.meetingUrl ?? '',
    interviewerIds: interview?.scorecards.map((card) => card.interviewerId) ?? [],
  }));
  const [input, setInput] = useState<InterviewInput>(opened);
  const [schedule, scheduling] = useScheduleInterviewMutation();
  const [reschedule, rescheduling] = useRescheduleInterviewMutation();
  const save = useAdminAction(
    [
      (body: InterviewInput) =>
        interview
          ? reschedule({ applicationId, id: interview.id, input: body })
          : schedule({ applicationId, input: body }),
      { isLoading: scheduling.isLoading || rescheduling.isLoading },
    ],
    { failed: t.saveFailed, done: () => (interview ? t.rescheduled : t.scheduled) },
  );
  const errors = save.fieldErrors;
  const set = (change: Partial<InterviewInput>) => setInput((current) => ({ ...current, ...change }));
  const headingId = `interview-form-${interview?.id ?? 'new'}-${applicationId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...input, location: input.location || null, meetingUrl: input.meetingUrl || null };
    if ((await save.run(body)).ok) onDone();
  };

  return (
    <form
      className="tracker-interview-form"
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
    >
      <h5 id={headingId} className="tracker-interview__heading">
        {interview ? t.rescheduleHeading : t.formHeading}
      </h5>
      <UnsavedChangesGuard when={isEdited(input, opened)} subject={t.unsavedInterview} />
      <div className="tracker-interview-form__row">
        <TextField
          label={t.date}
          type="date"
          required
          value={input.date}
          error={errors.date}
          onChange={(event) => set({ date: event.target.value })}
        />
        <TextField
          label={t.time}
          type="time"
          required
          value={input.time}
          error={errors.time}
          onChange={(event) => set({ time: event.target.value })}
        />
      </div>
      <div className="tracker-interview-form__row">
        <Select
          label={t.duration}
          value={String(input.durationMinutes)}
          error={errors.durationMinutes}
          options={DURATIONS.map((minutes) => ({ value: String(minutes), label: t.minutes(minutes) }))}
          onChange={(event) => set({ durationMinutes: Number(event.target.value) })}
        />
        <Select
          label={t.timeZone}
          value={input.timeZone}
          error={errors.timeZone}
          // IANA's names (Asia/Dubai), as calendars write them: kept in English on an Arabic screen.
          options={TIME_ZONES.map((zone) => ({ value: zone, label: zone, lang: 'en' }))}
          onChange={(event) => set({ timeZone: event.target.value })}
        />
      </div>
      <TextField
        label={t.location}
        hint={t.locationHint}
        maxLength={INTERVIEW_LIMITS.location}
        value={input.location ?? ''}
        error={errors.location}
        onChange={(event) => set({ location: event.target.value })}
      />
      <TextField
        label={t.meetingUrl}
        hint={t.meetingUrlHint}
        type="url"
        maxLength={INTERVIEW_LIMITS.meetingUrl}
        value={input.meetingUrl ?? ''}
        error={errors.meetingUrl}
        onChange={(event) => set({ meetingUrl: event.target.value })}
      />
      <fieldset className="tracker-interview-form__interviewers">
        <legend>{t.interviewers}</legend>
        {interviewers.map((account) => (
          <Checkbox
            key={account.id}
            label={account.hasEmail ? account.username : `${account.username} ${t.noEmail}`}
            checked={input.interviewerIds.includes(account.id)}
            onChange={(event) =>
              set({
                interviewerIds: event.target.checked
                  ? [...input.interviewerIds, account.id]
                  : input.interviewerIds.filter((id) => id !== account.id),
              })
            }
          />
        ))}
        {errors.interviewerIds ? (
          <p className="admin-inline-error" role="alert">
            {errors.interviewerIds}
          </p>
        ) : null}
      </fieldset>
      {save.formError ? (
        <p className="admin-inline-error" role="alert">
          {save.formError}
        </p>
      ) : null}
      <div className="tracker-interview__actions">
        <Button type="submit" size="sm" disabled={save.pending}>
          {interview ? t.saveChanges : t.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t.cancelForm}
        </Button>
      </div>
    </form>
  );
}
