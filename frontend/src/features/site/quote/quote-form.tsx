import type { ChangeEvent } from 'react';
import {
  BUILDING_TYPES,
  DRAWING_EXTENSIONS,
  DRAWING_MIME_TYPES,
  EMIRATES,
  PREFERRED_CONTACTS,
  QUOTE_LIMITS,
  SERVICE_IDS,
  type PreferredContact,
  type ServiceId,
} from '@uaq/contract';
import { serviceNames } from '@/components/layout/texts';
import { buildingTypeNames, emirateNames, preferredContactNames } from '@/components/quote-choice-texts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, FileField, Select, TextArea, TextField } from '@/components/ui/fields';
import { FieldGroup, FormFailure, FormSuccess, PrivacyConsent, SubmitRow } from '@/components/ui/public-form';
import { postToApi } from '@/lib/http';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { phoneCheck } from '@/lib/phone-check';
import {
  drawingError,
  emptyQuote,
  QUOTE_FIELD_ORDER,
  quoteFormData,
  validateQuote,
  type QuoteField,
  type QuoteValues,
} from './quote-rules';
import { useTexts } from '@/lib/i18n/texts';
import { usePublicForm } from '@/lib/use-public-form';
import { quoteMessages, quoteTexts } from './texts';
import './quote.css';

const DRAWING_ACCEPT = [...DRAWING_EXTENSIONS, ...DRAWING_MIME_TYPES].join(',');

/** The quote request form: checked inline on submit (like the apply form), sent as multipart. */
export function QuoteForm({ service }: { service: string | null }) {
  const t = useTexts(quoteTexts);
  const messages = useTexts(quoteMessages);
  const catalogue = useCatalogue(quoteMessages);
  const names = useTexts(serviceNames);
  const emirates = useTexts(emirateNames);
  const buildingTypes = useTexts(buildingTypeNames);
  const contactWays = useTexts(preferredContactNames);
  const form = usePublicForm<QuoteValues, QuoteField>({
    initial: () => emptyQuote(service),
    fields: QUOTE_FIELD_ORDER,
    validate: async (values) => ({
      ...(await phoneCheck.errorsFor(values.phone, messages.phone.phoneInvalid)),
      ...validateQuote(values, messages.quote),
    }),
    send: (values) => postToApi('/quote-requests', quoteFormData(values)),
    failureText: t.submitFailed,
    words: catalogue,
  });
  const {
    values,
    errors,
    update,
    textField,
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
    const problem = drawingError(file, messages.quote);
    if (problem) setFieldError('drawing', problem);
  };

  if (sent) {
    return (
      <FormSuccess heading={t.successTitle} headingRef={successRef}>
        <Alert tone="success">{t.successNext}</Alert>
        <Button variant="secondary" onClick={reset}>
          {t.another}
        </Button>
      </FormSuccess>
    );
  }

  const text = (field: 'name' | 'company' | 'email' | 'phone', extra: object) => (
    <TextField {...textField(field)} label={t.labels[field]} requiredMark={field !== 'company'} {...extra} />
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
      <FormFailure message={failure} focusRef={failureRef} />

      <FieldGroup legend={t.contactGroup}>
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
      </FieldGroup>

      <FieldGroup legend={t.buildingGroup}>
        <div className="field-row">
          <Select
            {...textField('emirate')}
            label={t.labels.emirate}
            options={EMIRATES.map((value) => ({ value, label: emirates[value] }))}
            placeholder={t.chooseEmirate}
            requiredMark
          />
          <Select
            {...textField('buildingType')}
            label={t.labels.buildingType}
            options={BUILDING_TYPES.map((value) => ({ value, label: buildingTypes[value] }))}
            placeholder={t.chooseBuildingType}
            requiredMark
          />
        </div>
        <div className="field-row">
          <TextField {...textField('floors')} label={t.labels.floors} inputMode="numeric" />
          <TextField {...textField('areaSqm')} label={t.labels.areaSqm} inputMode="numeric" />
        </div>
      </FieldGroup>

      <FieldGroup
        legend={t.servicesGroup}
        className={`quote-form__choices${errors.services ? ' is-invalid' : ''}`}
        aria-describedby={errors.services ? 'quote-services-error' : undefined}
      >
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
      </FieldGroup>

      <FieldGroup legend={t.labels.preferredContact} className="quote-form__choices">
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
      </FieldGroup>

      <TextArea
        {...textField('message')}
        label={t.labels.message}
        rows={5}
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
      <PrivacyConsent
        checked={values.consent}
        onChange={(checked) => update('consent', checked)}
        error={errors.consent}
        texts={t}
      />
      <SubmitRow sending={isSending} label={t.submit} sendingLabel={t.submitting} />
    </form>
  );
}
