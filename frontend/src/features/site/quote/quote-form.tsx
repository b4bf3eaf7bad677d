import type { ChangeEvent } from 'react';
import { Link } from '@/lib/i18n/links';
import { Send } from 'lucide-react';
import {
  BUILDING_TYPES,
  DRAWING_EXTENSIONS,
  DRAWING_MIME_TYPES,
  EMIRATES,
  PREFERRED_CONTACTS,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  SERVICE_IDS,
  type PreferredContact,
  type ServiceId,
} from '@uaq/contract';
import { serviceNames } from '@/components/layout/texts';
import { buildingTypeNames, emirateNames, preferredContactNames } from '@/components/quote-choice-texts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, FileField, Select, TextArea, TextField } from '@/components/ui/fields';
import { paths } from '@/config/paths';
import { postToApi } from '@/lib/http';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { PHONE_MESSAGES } from '@/lib/i18n/phone-messages';
import { usePhoneCheck } from '@/lib/phone-check';
import {
  drawingError,
  emptyQuote,
  QUOTE_FIELD_ORDER,
  quoteFormData,
  validateQuote,
  type QuoteField,
  type QuoteValues,
} from './quote-rules';
import { useTexts } from '@/lib/i18n/language';
import { usePublicForm } from '@/lib/use-public-form';
import { quoteTexts } from './texts';
import './quote.css';

type TextFieldName =
  'name' | 'company' | 'email' | 'phone' | 'floors' | 'areaSqm' | 'message' | 'emirate' | 'buildingType';

const DRAWING_ACCEPT = [...DRAWING_EXTENSIONS, ...DRAWING_MIME_TYPES].join(',');

/** The catalogue subjects the server's refusals of a quote request come from (their twins load with the page). */
const QUOTE_SUBJECTS = { quote: QUOTE_MESSAGES, phone: PHONE_MESSAGES };

/** The quote request form: checked inline on submit (like the apply form), sent as multipart. */
export function QuoteForm({ service }: { service: string | null }) {
  const t = useTexts(quoteTexts);
  const messages = useTexts(QUOTE_MESSAGES);
  const catalogue = useCatalogue(QUOTE_SUBJECTS);
  const phoneCheck = usePhoneCheck();
  const names = useTexts(serviceNames);
  const emirates = useTexts(emirateNames);
  const buildingTypes = useTexts(buildingTypeNames);
  const contactWays = useTexts(preferredContactNames);
  const form = usePublicForm<QuoteValues, QuoteField>({
    initial: () => emptyQuote(service),
    fields: QUOTE_FIELD_ORDER,
    validate: async (values) => ({
      ...(await phoneCheck.errorsFor(values.phone)),
      ...validateQuote(values, messages),
    }),
    send: (values) => postToApi('/quote-requests', quoteFormData(values)),
    failureText: t.submitFailed,
    words: catalogue,
  });
  const {
    values,
    errors,
    update,
    failure,
    failureRef,
    formRef,
    isSending,
    onSubmit,
    reset,
    sent,
    setFieldError,
    successRef,
  } = form;

  const onText =
    (field: TextFieldName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(field, event.target.value as QuoteValues[typeof field]);

  const onService = (id: ServiceId) => (event: ChangeEvent<HTMLInputElement>) => {
    const ticked = event.target.checked;
    update(
      'services',
      SERVICE_IDS.filter((other) => (other === id ? ticked : values.services.includes(other))),
    );
  };

  const onDrawing = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    update('drawing', file);
    const problem = drawingError(file, messages);
    if (problem) setFieldError('drawing', problem);
  };

  if (sent) {
    return (
      <div className="quote-success">
        <h2 ref={successRef} tabIndex={-1} className="quote-success__heading">
          {t.successTitle}
        </h2>
        <Alert tone="success">{t.successNext}</Alert>
        <Button variant="secondary" onClick={reset}>
          {t.another}
        </Button>
      </div>
    );
  }

  const text = (field: 'name' | 'company' | 'email' | 'phone', extra: object) => (
    <TextField
      name={field}
      label={t.labels[field]}
      value={values[field]}
      onChange={onText(field)}
      error={errors[field]}
      requiredMark={field !== 'company'}
      {...extra}
    />
  );

  return (
    <form
      ref={formRef}
      className="quote-form"
      method="post"
      action="/api/quote-requests"
      encType="multipart/form-data"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="quote-form-heading"
    >
      <h2 id="quote-form-heading">{t.formHeading}</h2>
      <p className="quote-form__intro">{t.formIntro}</p>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="quote-form__server-error">
          <Alert tone="danger">{failure}</Alert>
        </div>
      ) : null}

      <fieldset className="quote-form__group">
        <legend>{t.contactGroup}</legend>
        <div className="field-row">
          {text('name', { autoComplete: 'name', maxLength: QUOTE_LIMITS.name })}
          {text('company', { autoComplete: 'organization', maxLength: QUOTE_LIMITS.company })}
        </div>
        <div className="field-row">
          {text('email', { type: 'email', autoComplete: 'email', maxLength: QUOTE_LIMITS.email })}
          {text('phone', {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: t.placeholders.phone,
            maxLength: QUOTE_LIMITS.phone,
            onFocus: phoneCheck.preload,
          })}
        </div>
      </fieldset>

      <fieldset className="quote-form__group">
        <legend>{t.buildingGroup}</legend>
        <div className="field-row">
          <Select
            name="emirate"
            label={t.labels.emirate}
            value={values.emirate}
            onChange={onText('emirate')}
            options={EMIRATES.map((value) => ({ value, label: emirates[value] }))}
            placeholder={t.chooseEmirate}
            error={errors.emirate}
            requiredMark
          />
          <Select
            name="buildingType"
            label={t.labels.buildingType}
            value={values.buildingType}
            onChange={onText('buildingType')}
            options={BUILDING_TYPES.map((value) => ({ value, label: buildingTypes[value] }))}
            placeholder={t.chooseBuildingType}
            error={errors.buildingType}
            requiredMark
          />
        </div>
        <div className="field-row">
          <TextField
            name="floors"
            label={t.labels.floors}
            inputMode="numeric"
            value={values.floors}
            onChange={onText('floors')}
            error={errors.floors}
          />
          <TextField
            name="areaSqm"
            label={t.labels.areaSqm}
            inputMode="numeric"
            value={values.areaSqm}
            onChange={onText('areaSqm')}
            error={errors.areaSqm}
          />
        </div>
      </fieldset>

      <fieldset
        className={`quote-form__group quote-form__choices${errors.services ? ' is-invalid' : ''}`}
        aria-describedby={errors.services ? 'quote-services-error' : undefined}
      >
        <legend>{t.servicesGroup}</legend>
        <div className="quote-form__services">
          {SERVICE_IDS.map((id) => (
            <Checkbox
              key={id}
              name="services"
              value={id}
              checked={values.services.includes(id)}
              onChange={onService(id)}
              label={names[id]}
            />
          ))}
        </div>
        {errors.services ? (
          <p className="field__error" id="quote-services-error">
            {errors.services}
          </p>
        ) : null}
        <Checkbox
          name="amc"
          value="true"
          checked={values.amc}
          onChange={(event) => update('amc', event.target.checked)}
          label={t.labels.amc}
        />
      </fieldset>

      <fieldset className="quote-form__group quote-form__choices">
        <legend>{t.labels.preferredContact}</legend>
        <div className="quote-form__radios">
          {PREFERRED_CONTACTS.map((way) => (
            <label key={way} className="quote-form__radio">
              <input
                type="radio"
                name="preferredContact"
                value={way}
                checked={values.preferredContact === way}
                onChange={() => update('preferredContact', way as PreferredContact)}
              />
              {contactWays[way]}
            </label>
          ))}
        </div>
      </fieldset>

      <TextArea
        name="message"
        label={t.labels.message}
        rows={5}
        value={values.message}
        onChange={onText('message')}
        error={errors.message}
        placeholder={t.placeholders.message}
        maxLength={QUOTE_LIMITS.message}
      />
      <FileField
        name="drawing"
        label={t.labels.drawing}
        accept={DRAWING_ACCEPT}
        onChange={onDrawing}
        error={errors.drawing}
        hint={t.drawingHint}
      />
      <Checkbox
        name="consent"
        value="true"
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
      <Button type="submit" size="lg" disabled={isSending} icon={<Send />}>
        {isSending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
