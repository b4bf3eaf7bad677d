import { ApplicationSourceFacts } from './application-source-facts';
import { CandidateFacts } from './candidates/candidate-facts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trash2, X } from 'lucide-react';
import { isEndedStatus, NOTE_LIMITS } from '@uaq/contract';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextArea } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useDates } from '@/lib/format-date';
import {
  useAddApplicationNoteMutation,
  useDeleteApplicationMutation,
  useGetApplicationDetailQuery,
} from './admin-applications-api';
import { applicationStatus, useApplicationFacts } from './application-display';
import { ApplicationEmailChanges } from './application-email-changes';
import { ApplicationHistory } from './application-history';
import { ApplicationInterviews } from './application-interviews';
import { ApplicationScorecards } from './application-scorecards';
import { ApplicationOffer } from './offers/application-offer';
import { ApplicationRetentionBadges } from './application-retention-badges';
import { ApplicationScreeningAnswers } from './application-screening';
import { ApplicationStatusSelect } from './application-status-select';
import { ResumePreview } from './resume-preview';
import { referrerTexts } from './referrer-texts';
import { adminApplicationsTexts } from './texts';
import { WhatsAppButton } from './whatsapp-button';
import { WhatsAppHistory } from './whatsapp-history';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';

function statusText(t: TextsOf<typeof adminApplicationsTexts>, status: string | null | undefined): string {
  if (!status) return t.list.historyNew;
  return (t.status as Record<string, string>)[status] ?? status;
}

/** Everything about one application: fields, cover letter, resume, history, notes, delete. */
export function ApplicationPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const dates = useDates();
  const t = useTexts(adminApplicationsTexts);
  const { data: application, isLoading, isError } = useGetApplicationDetailQuery(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const facts = useApplicationFacts();
  const name = application ? facts.name(application) : '';

  useEffect(() => {
    if (application) headingRef.current?.focus();
  }, [application?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per opened application

  return (
    <section className="tracker-panel" aria-labelledby="tracker-panel-heading">
      <header className="tracker-panel__header">
        <h3 id="tracker-panel-heading" className="tracker-panel__title" tabIndex={-1} ref={headingRef}>
          {application ? name : t.panel.loading}
        </h3>
        <Button variant="ghost" size="sm" icon={<X size={16} />} onClick={onClose}>
          {t.panel.close}
        </Button>
      </header>
      {isLoading ? <LoadingText>{t.panel.loading}</LoadingText> : null}
      {isError && !application ? (
        <p className="admin-inline-error" role="alert">
          {t.panel.loadFailed}
        </p>
      ) : null}
      {application ? (
        <>
          <p className="tracker-panel__job">
            {t.list.appliedFor}: <strong>{facts.jobTitle(application)}</strong>{' '}
            <Badge tone={statusTone(applicationStatus(application))}>
              {statusText(t, applicationStatus(application))}
            </Badge>
          </p>
          <dl className="admin-facts tracker-panel__facts">
            <div className="admin-facts__wide">
              <dt>{t.list.email}</dt>
              <dd>
                {application.email ? (
                  <a href={`mailto:${application.email}`}>{application.email}</a>
                ) : (
                  facts.missing
                )}
                <ApplicationEmailChanges changes={application.emailChanges} />
              </dd>
            </div>
            <div>
              <dt>{t.list.phone}</dt>
              <dd>
                {application.phone ? (
                  <a href={`tel:${application.phone}`}>{application.phone}</a>
                ) : (
                  facts.missing
                )}{' '}
                <WhatsAppButton applicationId={application.id} applicantName={name} />
              </dd>
            </div>
            <div>
              <dt>{t.list.applied}</dt>
              <dd>{dates.date(application.createdAt, facts.missing)}</dd>
            </div>
            <div className="admin-facts__wide">
              <dt>{t.list.location}</dt>
              <dd>{facts.location(application)}</dd>
            </div>
            <div>
              <dt>{t.list.linkedin}</dt>
              <dd>
                {application.linkedinUrl ? (
                  <a href={application.linkedinUrl} target="_blank" rel="noopener noreferrer">
                    {t.list.linkedinLink}
                  </a>
                ) : (
                  facts.missing
                )}
              </dd>
            </div>
            <div>
              <dt>{t.panel.consent}</dt>
              <dd>{dates.dateTime(application.consentAt, facts.missing)}</dd>
            </div>
          </dl>
          {application.erasureRequestedAt ? (
            <p className="tracker-panel__erasure" role="note">
              <Badge tone="danger">{t.tracker.erasureRequested}</Badge>{' '}
              {t.tracker.erasureRequestedOn(dates.date(application.erasureRequestedAt))}
            </p>
          ) : null}
          <ApplicationRetentionBadges applicationId={application.id} />
          <ApplicationSourceFacts source={application.source} />
          <ReferrerFact referrer={application.referrer} />
          {application.candidateId ? (
            <CandidateFacts applicationId={application.id} candidateId={application.candidateId} />
          ) : null}
          <ApplicationStatusSelect
            applicationId={application.id}
            status={applicationStatus(application)}
            applicantName={name}
          />
          <ApplicationScreeningAnswers screening={application.screening} />
          <h4 className="tracker-panel__subheading">{t.list.coverLetter}</h4>
          <p className="tracker-panel__text" dir="auto">
            {application.coverLetter || t.grouped.noCoverLetter}
          </p>
          <h4 className="tracker-panel__subheading">{t.resume}</h4>
          {application.hasResume ? (
            <ResumePreview
              applicationId={application.id}
              applicantName={name}
              fileName={application.resumeFileName}
            />
          ) : (
            <p className="admin-muted">{t.panel.resumeNone}</p>
          )}
          <ApplicationInterviews applicationId={application.id} />
          <ApplicationScorecards applicationId={application.id} />
          <ApplicationOffer
            applicationId={application.id}
            ended={isEndedStatus(applicationStatus(application))}
          />
          <h4 className="tracker-panel__subheading">{t.list.history}</h4>
          <ApplicationHistory application={application} statusText={(status) => statusText(t, status)} />
          {application.mailsSent?.length ? (
            <>
              <h4 className="tracker-panel__subheading">{t.list.mailsSent}</h4>
              <ol className="tracker-panel__list">
                {application.mailsSent.map((mail, index) => (
                  <li key={index}>
                    <strong>
                      {t.list.mailSent(t.mailPurpose[mail.purpose], t.mailLanguage[mail.language])}
                    </strong>{' '}
                    <span className="admin-muted">
                      {t.list.historyBy(mail.sentBy, dates.dateTime(mail.sentAt))}
                    </span>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
          <WhatsAppHistory contacts={application.whatsappContacts ?? []} />
          <Notes applicationId={application.id} notes={application.notes} />
          <DeleteApplication applicationId={application.id} applicantName={name} onDeleted={onClose} />
        </>
      ) : null}
    </section>
  );
}

/** Who referred the applicant (the name on the referral link they came through), when someone did. */
function ReferrerFact({ referrer }: { referrer: string | null | undefined }) {
  const t = useTexts(referrerTexts);
  if (!referrer) return null;
  return (
    <dl className="admin-facts">
      <div className="admin-facts__wide">
        <dt>{t.referredBy}</dt>
        <dd>{referrer}</dd>
      </div>
    </dl>
  );
}

function Notes({
  applicationId,
  notes,
}: {
  applicationId: number;
  notes: Array<{ id: number; text: string; author: string; createdAt: string }>;
}) {
  const dates = useDates();
  const t = useTexts(adminApplicationsTexts);
  const [text, setText] = useState('');
  const addNote = useAdminAction(useAddApplicationNoteMutation(), {
    failed: t.panel.noteFailed,
    done: () => t.panel.noteAdded,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await addNote.run({ id: applicationId, text })).ok) setText('');
  };

  return (
    <>
      <h4 className="tracker-panel__subheading">{t.panel.notes}</h4>
      {notes.length === 0 ? (
        <p className="admin-muted">{t.panel.noNotes}</p>
      ) : (
        <ul className="tracker-panel__list">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="tracker-panel__text" dir="auto">
                {note.text}
              </p>
              <span className="admin-muted">
                {t.panel.noteBy(note.author, dates.dateTime(note.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="tracker-panel__note-form" onSubmit={(event) => void submit(event)}>
        <UnsavedChangesGuard when={text !== ''} subject={t.panel.unsavedNote} />
        <TextArea
          label={t.panel.noteLabel}
          value={text}
          maxLength={NOTE_LIMITS.text}
          rows={3}
          error={addNote.fieldErrors.text ?? addNote.error ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={addNote.pending || text.trim() === ''}>
          {t.panel.noteAdd}
        </Button>
      </form>
    </>
  );
}

function DeleteApplication({
  applicationId,
  applicantName: name,
  onDeleted,
}: {
  applicationId: number;
  applicantName: string;
  onDeleted: () => void;
}) {
  const t = useTexts(adminApplicationsTexts);
  const [confirming, setConfirming] = useState(false);
  const removal = useAdminAction(useDeleteApplicationMutation(), {
    failed: t.panel.deleteFailed,
    done: () => t.panel.deleted(name),
  });

  const confirm = async () => {
    if (!(await removal.run(applicationId)).ok) return;
    setConfirming(false);
    onDeleted();
  };

  return (
    <div className="tracker-panel__danger">
      <Button
        variant="danger"
        icon={<Trash2 size={16} />}
        onClick={() => {
          removal.clear();
          setConfirming(true);
        }}
      >
        {t.panel.delete}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t.panel.deleteTitle}
        confirmLabel={t.panel.deleteConfirm}
        cancelLabel={t.panel.deleteCancel}
        busy={removal.pending}
        error={removal.error}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t.panel.deleteQuestion(name)}</p>
      </ConfirmDialog>
    </div>
  );
}
