import { useEffect, useState, type ChangeEvent } from 'react';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { formatClosingDay } from '@/lib/i18n/closing-day';
import { useLocalPath } from '@/lib/i18n/local-path';
import { usePageNavigation } from '@/lib/page-navigation';
import {
  APPLICATION_LIMITS,
  APPLICATION_SOURCE_LIMITS,
  RESUME_EXTENSIONS,
  RESUME_MIME_TYPES,
  resumeRequired,
  type PublicJobDetail,
} from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { FileField, TextArea, TextField } from '@/components/ui/fields';
import { FieldGroup, FormFailure, FormSuccess, PrivacyConsent, SubmitRow } from '@/components/ui/public-form';
import { paths } from '@/config/paths';
import { postToApi } from '@/lib/http';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { usePublicForm } from '@/lib/use-public-form';
import { visitSource } from '@/lib/visit-source';
import {
  APPLICATION_TEXT_FIELDS,
  applicationFormData,
  EMPTY_APPLICATION,
  resumeError,
  validateApplication,
  type ApplicationField,
  type ApplicationValues,
} from './application-rules';
import { useJobInLanguage } from '@/lib/i18n/job-in-language';
import { phoneCheck } from '@/lib/phone-check';
import { applyMessages, applyTexts } from './texts';
import { ScreeningQuestionsFields } from './screening-questions-fields';
import {
  answerField,
  appendAnswers,
  screeningErrors,
  type AnswerField,
  type ScreeningAnswerDraft,
} from './screening-answers';

/** What the careers page is told after a redirect, so it can confirm the application too. */
export interface AppliedForState {
  appliedFor: string;
}

/** The spec: back to the careers list 3 seconds after a successful application. */
export const REDIRECT_AFTER_SUCCESS_MS = 3000;

/** The personal details come before the screening questions, the rest after them (the first invalid field takes the focus). */
const PERSONAL_FIELDS = APPLICATION_TEXT_FIELDS.slice(0, 5);
const LATER_FIELDS: ApplicationField[] = [...APPLICATION_TEXT_FIELDS.slice(5), 'resume', 'consent'];
type FormField = ApplicationField | AnswerField;
const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(',');

/** The application form for an active job: checked on submit, sent as multipart with the resume. */
export function ApplicationForm({ job }: { job: PublicJobDetail }) {
  const t = useTexts(applyTexts);
  const words = useTexts(applyMessages);
  const messages = words.application;
  const catalogue = useCatalogue(applyMessages);
  const language = useLanguage();
  const resumeRule = { required: resumeRequired(job), missing: words.jobClosing.resumeMissing };
  const localPath = useLocalPath();
  const title = useJobInLanguage(job).title;
  const { navigate } = usePageNavigation();
  const [heardFrom, setHeardFrom] = useState('');
  const questions = job.screeningQuestions;
  const [answers, setAnswers] = useState<ScreeningAnswerDraft>({});
  const form = usePublicForm<ApplicationValues, FormField>({
    initial: () => EMPTY_APPLICATION,
    fields: [...PERSONAL_FIELDS, ...questions.map(answerField), ...LATER_FIELDS],
    validate: async (values) => ({
      ...(await phoneCheck.errorsFor(values.phone, words.phone.phoneInvalid)),
      ...validateApplication(values, messages, resumeRule),
      ...screeningErrors(questions, answers, catalogue.text),
    }),
    send: (values) =>
      postToApi(
        '/job-applications',
        appendAnswers(applicationFormData(values, job, { ...visitSource(), heardFrom }), answers),
      ),
    failureText: t.submitFailed,
    words: catalogue,
  });
  const {
    values,
    errors,
    update,
    textField,
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
      () => navigate(localPath(paths.careers.to()), appliedFor),
      REDIRECT_AFTER_SUCCESS_MS,
    );
    return () => window.clearTimeout(timer);
  }, [submitted, navigate, localPath, title.value]);

  const onResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    update('resume', file);
    setFieldError('resume', resumeError(file, messages) ?? undefined);
  };

  if (submitted) {
    return (
      <FormSuccess heading={t.successTitle} level={3} headingRef={successRef}>
        <Alert tone="success">
          <p>{t.successText(title.value)}</p>
        </Alert>
        <ButtonLink to={paths.careers.to()} variant="secondary">
          {t.backToCareers}
        </ButtonLink>
      </FormSuccess>
    );
  }

  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'linkedinUrl', extra = {}) => (
    <TextField
      {...textField(field)}
      label={t.labels[field]}
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
      <FormFailure message={failure} focusRef={failureRef} />
      <input type="hidden" name="jobId" value={job.id} />
      <FieldGroup legend={t.personalDetails}>
        <div className="field-row">
          {text('firstName', { autoComplete: 'given-name', maxLength: APPLICATION_LIMITS.name })}
          {text('lastName', { autoComplete: 'family-name', maxLength: APPLICATION_LIMITS.name })}
        </div>
        <div className="field-row">
          {text('email', { type: 'email', autoComplete: 'email', maxLength: APPLICATION_LIMITS.email })}
          {text('phone', {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: t.placeholders.phone,
            maxLength: APPLICATION_LIMITS.phone,
            onFocus: phoneCheck.preload,
          })}
        </div>
        <TextArea
          {...textField('address')}
          label={t.labels.address}
          rows={3}
          requiredMark
          autoComplete="street-address"
          maxLength={APPLICATION_LIMITS.address}
        />
      </FieldGroup>
      <ScreeningQuestionsFields
        questions={questions}
        answers={answers}
        errors={errors}
        onAnswer={(question, value) => {
          setAnswers((current) => ({ ...current, [question.key]: value }));
          setFieldError(answerField(question), undefined);
        }}
      />
      <FieldGroup legend={t.applicationDetails}>
        <TextField
          name="position"
          label={t.labels.position}
          value={title.value}
          lang={title.lang}
          dir={title.dir}
          readOnly
        />
        {text('linkedinUrl', {
          type: 'url',
          inputMode: 'url',
          placeholder: t.placeholders.linkedinUrl,
          maxLength: APPLICATION_LIMITS.linkedinUrl,
        })}
        <TextArea
          {...textField('coverLetter')}
          label={t.labels.coverLetter}
          rows={6}
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
        <PrivacyConsent
          checked={values.consent}
          onChange={(checked) => update('consent', checked)}
          error={errors.consent}
          texts={t}
        />
      </FieldGroup>
      <SubmitRow sending={isSending} label={t.submit} sendingLabel={t.submitting}>
        <ButtonLink to={paths.careers.to()} variant="ghost">
          {t.backToCareers}
        </ButtonLink>
      </SubmitRow>
    </form>
  );
}
