import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage, useTexts } from '@/lib/i18n/language';
import { formatClosingDay } from '@/lib/i18n/closing-day';
import { Link, useLocalPath } from '@/lib/i18n/links';
import { Send } from 'lucide-react';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  APPLICATION_SOURCE_LIMITS,
  RESUME_EXTENSIONS,
  RESUME_MIME_TYPES,
  resumeRequired,
  type Job,
} from '@uaq/contract';
import { JOB_CLOSING_MESSAGES } from '@/lib/i18n/job-closing-messages';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox, FileField, TextArea, TextField } from '@/components/ui/fields';
import { paths } from '@/config/paths';
import { postToApi } from '@/lib/http';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { PHONE_MESSAGES } from '@/lib/i18n/phone-messages';
import { usePublicForm } from '@/lib/use-public-form';
import { visitSource } from '@/lib/visit-source';
import {
  APPLICATION_TEXT_FIELDS,
  applicationFormData,
  EMPTY_APPLICATION,
  resumeError,
  validateApplication,
  type ApplicationField,
  type ApplicationTextField,
  type ApplicationValues,
} from './application-rules';
import { useJobInLanguage } from '@/lib/i18n/job-in-language';
import { usePhoneCheck } from '@/lib/phone-check';
import { applyTexts } from './texts';

/** What the careers page is told after a redirect, so it can confirm the application too. */
export interface AppliedForState {
  appliedFor: string;
}

/** The spec: back to the careers list 3 seconds after a successful application. */
export const REDIRECT_AFTER_SUCCESS_MS = 3000;

const FIELD_ORDER: ApplicationField[] = [...APPLICATION_TEXT_FIELDS, 'resume', 'consent'];
const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(',');

/** The catalogue subjects the server's refusals of an application come from (their twins load with the page). */
const APPLY_SUBJECTS = {
  application: APPLICATION_MESSAGES,
  jobClosing: JOB_CLOSING_MESSAGES,
  phone: PHONE_MESSAGES,
};

/** The application form for an active job: checked on submit, sent as multipart with the resume. */
export function ApplicationForm({ job }: { job: Job }) {
  const t = useTexts(applyTexts);
  const messages = useTexts(APPLICATION_MESSAGES);
  const closingMessages = useTexts(JOB_CLOSING_MESSAGES);
  const catalogue = useCatalogue(APPLY_SUBJECTS);
  const language = useLanguage();
  const resumeRule = { required: resumeRequired(job), missing: closingMessages.resumeMissing };
  const phoneCheck = usePhoneCheck();
  const localPath = useLocalPath();
  const title = useJobInLanguage(job).title;
  const navigate = useNavigate();
  const [heardFrom, setHeardFrom] = useState('');
  const form = usePublicForm<ApplicationValues, ApplicationField>({
    initial: () => EMPTY_APPLICATION,
    fields: FIELD_ORDER,
    validate: async (values) => ({
      ...(await phoneCheck.errorsFor(values.phone)),
      ...validateApplication(values, messages, resumeRule),
    }),
    send: (values) =>
      postToApi('/job-applications', applicationFormData(values, job, { ...visitSource(), heardFrom })),
    failureText: t.submitFailed,
    words: catalogue,
  });
  const {
    values,
    errors,
    update,
    sent: submitted,
    failure,
    failureRef,
    formRef,
    isSending,
    onSubmit,
    setFieldError,
    successRef,
  } = form;

  useEffect(() => {
    if (!submitted) return undefined;
    // Three seconds to read the confirmation (focused by the form hook), then back to the list.
    const appliedFor: AppliedForState = { appliedFor: title.value };
    const timer = window.setTimeout(
      () => navigate(localPath(paths.careers.to()), { state: appliedFor }),
      REDIRECT_AFTER_SUCCESS_MS,
    );
    return () => window.clearTimeout(timer);
  }, [submitted, navigate, localPath, title.value]);

  const onText =
    (field: ApplicationTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field, event.target.value);

  const onResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    update('resume', file);
    setFieldError('resume', resumeError(file, messages) ?? undefined);
  };

  if (submitted) {
    return (
      <div className="apply-success">
        <h3 ref={successRef} tabIndex={-1} className="apply-success__heading">
          {t.successTitle}
        </h3>
        <Alert tone="success">
          <p>{t.successText(title.value)}</p>
        </Alert>
        <ButtonLink to={paths.careers.to()} variant="secondary">
          {t.backToCareers}
        </ButtonLink>
      </div>
    );
  }

  const textField = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'linkedinUrl', extra = {}) => (
    <TextField
      name={field}
      label={t.labels[field]}
      value={values[field]}
      onChange={onText(field)}
      error={errors[field]}
      requiredMark={field !== 'linkedinUrl'}
      {...extra}
    />
  );

  return (
    // Without JavaScript the form still posts to the API (never a GET that would put the
    // applicant's details in the URL); with it, onSubmit checks the fields and sends it.
    <form
      ref={formRef}
      className="application-form"
      method="post"
      action="/api/job-applications"
      encType="multipart/form-data"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-describedby="apply-intro"
    >
      <p id="apply-intro" className="application-form__intro">
        {t.formIntro}
        {job.closesOn ? ` ${t.applyBy(formatClosingDay(job.closesOn, language))}` : null}
      </p>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="application-form__server-error">
          <Alert tone="danger">{failure}</Alert>
        </div>
      ) : null}
      <input type="hidden" name="jobId" value={job.id} />
      <fieldset className="application-form__group">
        <legend>{t.personalDetails}</legend>
        <div className="field-row">
          {textField('firstName', { autoComplete: 'given-name', maxLength: APPLICATION_LIMITS.name })}
          {textField('lastName', { autoComplete: 'family-name', maxLength: APPLICATION_LIMITS.name })}
        </div>
        <div className="field-row">
          {textField('email', { type: 'email', autoComplete: 'email', maxLength: APPLICATION_LIMITS.email })}
          {textField('phone', {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: t.placeholders.phone,
            maxLength: APPLICATION_LIMITS.phone,
            onFocus: phoneCheck.preload,
          })}
        </div>
        <TextArea
          name="address"
          label={t.labels.address}
          rows={3}
          value={values.address}
          onChange={onText('address')}
          error={errors.address}
          requiredMark
          autoComplete="street-address"
          maxLength={APPLICATION_LIMITS.address}
        />
      </fieldset>
      <fieldset className="application-form__group">
        <legend>{t.applicationDetails}</legend>
        <TextField
          name="position"
          label={t.labels.position}
          value={title.value}
          lang={title.lang}
          dir={title.dir}
          readOnly
        />
        {textField('linkedinUrl', {
          type: 'url',
          inputMode: 'url',
          placeholder: t.placeholders.linkedinUrl,
          maxLength: APPLICATION_LIMITS.linkedinUrl,
        })}
        <TextArea
          name="coverLetter"
          label={t.labels.coverLetter}
          rows={6}
          value={values.coverLetter}
          onChange={onText('coverLetter')}
          error={errors.coverLetter}
          requiredMark
          placeholder={t.placeholders.coverLetter}
          maxLength={APPLICATION_LIMITS.coverLetter}
        />
        <FileField
          name="resume"
          label={resumeRule.required ? t.resumeRequiredLabel : t.labels.resume}
          requiredMark={resumeRule.required}
          aria-required={resumeRule.required || undefined}
          accept={RESUME_ACCEPT}
          onChange={onResume}
          error={errors.resume}
          hint={resumeRule.required ? t.resumeHint : `${t.resumeHint} ${t.walkInHint}`}
        />
        <TextField
          name="source[heardFrom]"
          label={t.labels.heardFrom}
          value={heardFrom}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setHeardFrom(event.target.value)}
          hint={t.heardFromHint}
          maxLength={APPLICATION_SOURCE_LIMITS.heardFrom}
        />
        <Checkbox
          name="consent"
          checked={values.consent}
          onChange={(event) => update('consent', event.target.checked)}
          error={errors.consent}
          aria-required="true"
          label={
            <>
              {t.consentBefore} <Link to={paths.privacy.to()}>{t.consentLink}</Link>
              {t.consentAfter}
            </>
          }
        />
      </fieldset>
      <div className="application-form__actions">
        <Button type="submit" size="lg" disabled={isSending} icon={<Send />}>
          {isSending ? t.submitting : t.submit}
        </Button>
        <ButtonLink to={paths.careers.to()} variant="ghost">
          {t.backToCareers}
        </ButtonLink>
      </div>
    </form>
  );
}
