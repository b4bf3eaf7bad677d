import { useState, type FormEvent } from 'react';
import { FileDown, FilePlus } from 'lucide-react';
import {
  APPLICANT_ACTOR,
  blocksNewOffer,
  groupedNumber,
  OFFER_LIMITS,
  OPEN_OFFER_STATUSES,
  WORK_PATTERNS,
  type Offer,
  type OfferInput,
  type OfferStatus,
  type WorkPattern,
} from '@uaq/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select, TextArea, TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { isEdited, UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useDates } from '@/lib/format-date';
import { saveFile } from '@/lib/save-file';
import { useTexts } from '@/lib/i18n/texts';
import {
  useDownloadOfferLetterMutation,
  useDraftOfferMutation,
  useGetApplicationOffersQuery,
  useGetOfferDefaultsQuery,
  useOfferStepMutation,
} from './offers-api';
import { PreEmploymentChecklist } from './pre-employment-checklist';
import { offerTexts } from './texts';

const TONES: Record<OfferStatus, BadgeTone> = {
  draft: 'neutral',
  approved: 'info',
  sent: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
};
const isOpen = (offer: Offer) => (OPEN_OFFER_STATUSES as readonly OfferStatus[]).includes(offer.status);

/**
 * The panel's Offer section: the application's offers (newest first) with their steps, the letters,
 * a form for a new one when none is open, and the pre-employment checklist once one is accepted.
 */
export function ApplicationOffer({ applicationId, ended }: { applicationId: number; ended: boolean }) {
  const t = useTexts(offerTexts);
  const { data: offers, isLoading, isError } = useGetApplicationOffersQuery(applicationId);
  const [drafting, setDrafting] = useState(false);
  const canDraft = offers !== undefined && !ended && !offers.some((offer) => blocksNewOffer(offer.status));

  return (
    <section aria-labelledby={`offers-${applicationId}`} className="tracker-offers">
      <h4 id={`offers-${applicationId}`} className="tracker-panel__subheading">
        {t.heading}
      </h4>
      {isLoading ? <LoadingText>{t.heading}</LoadingText> : null}
      {isError ? (
        <p className="admin-inline-error" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      {offers && offers.length === 0 ? <p className="admin-muted">{t.none}</p> : null}
      {offers?.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
      {drafting ? (
        <OfferForm applicationId={applicationId} onDone={() => setDrafting(false)} />
      ) : canDraft ? (
        <Button size="sm" icon={<FilePlus size={16} />} onClick={() => setDrafting(true)}>
          {t.draft}
        </Button>
      ) : null}
      {offers?.some((offer) => offer.status === 'accepted') ? (
        <PreEmploymentChecklist applicationId={applicationId} />
      ) : null}
    </section>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  const t = useTexts(offerTexts);
  const dates = useDates();
  const [withdrawing, setWithdrawing] = useState(false);
  const step = useOfferStepMutation();
  const approve = useAdminAction(step, { failed: t.approveFailed, done: () => t.approved });
  const send = useAdminAction(step, { failed: t.sendFailed, done: () => t.sent });
  const withdraw = useAdminAction(step, { failed: t.withdrawFailed, done: () => t.withdrawn });
  const letter = useAdminAction(useDownloadOfferLetterMutation(), { failed: t.letterFailed, handOver: true });
  const target = { applicationId: offer.applicationId, id: offer.id };
  const amount = (value: number) => t.aed(groupedNumber(value));
  const error = approve.error ?? send.error ?? letter.error;

  const download = async (language: 'en' | 'ar') => {
    const outcome = await letter.run({ id: offer.id, language });
    if (outcome.ok)
      saveFile(outcome.data.content, outcome.data.fileName ?? `offer-${offer.id}-${language}.pdf`);
  };
  const confirmWithdraw = async () => {
    if ((await withdraw.run({ ...target, step: 'withdraw' })).ok) setWithdrawing(false);
  };

  return (
    <article className="tracker-interview" aria-label={`${t.heading}: ${offer.position}`}>
      <p className="tracker-interview__status">
        <Badge tone={TONES[offer.status]}>{t.status[offer.status]}</Badge>
      </p>
      <dl className="admin-facts">
        <div className="admin-facts__wide">
          <dt>{t.position}</dt>
          <dd dir="auto">{offer.position}</dd>
        </div>
        <div>
          <dt>{t.startDate}</dt>
          <dd>{dates.date(offer.startDate)}</dd>
        </div>
        <div>
          <dt>{t.validUntil}</dt>
          <dd>{dates.date(offer.expiresOn)}</dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t.terms}</dt>
          <dd>
            {t.termsValue(
              t.workPatterns[offer.workPattern],
              t.months(offer.contractMonths),
              t.months(offer.probationMonths),
            )}
          </dd>
        </div>
        <div>
          <dt>{t.basicSalary}</dt>
          <dd>{amount(offer.basicSalary)}</dd>
        </div>
        <div>
          <dt>{t.monthlyTotal}</dt>
          <dd>
            <strong>{amount(offer.monthlyTotal)}</strong>
          </dd>
        </div>
      </dl>
      <ol className="tracker-panel__list">
        {offer.events.map((event, index) => (
          <li key={index} className="admin-muted">
            {t.eventBy(
              t.events[event.kind],
              event.actor === APPLICANT_ACTOR ? t.applicant : event.actor,
              dates.dateTime(event.at),
            )}
          </li>
        ))}
      </ol>
      <div className="tracker-interview__actions">
        {offer.status === 'draft' ? (
          <Button
            size="sm"
            disabled={approve.pending}
            onClick={() => void approve.run({ ...target, step: 'approve' })}
          >
            {t.approve}
          </Button>
        ) : null}
        {offer.status === 'approved' ? (
          <Button
            size="sm"
            disabled={send.pending}
            onClick={() => void send.run({ ...target, step: 'send' })}
          >
            {t.send}
          </Button>
        ) : null}
        {offer.status !== 'withdrawn' && offer.status !== 'expired' ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              icon={<FileDown size={16} />}
              disabled={letter.pending}
              onClick={() => void download('en')}
            >
              {t.letterEn}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              icon={<FileDown size={16} />}
              disabled={letter.pending}
              onClick={() => void download('ar')}
            >
              {t.letterAr}
            </Button>
          </>
        ) : null}
        {isOpen(offer) ? (
          <Button size="sm" variant="danger" onClick={() => setWithdrawing(true)}>
            {t.withdraw}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className="admin-inline-error" role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        title={t.withdrawTitle}
        confirmLabel={t.withdrawConfirm}
        cancelLabel={t.withdrawKeep}
        busy={withdraw.pending}
        error={withdraw.error}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(false)}
      >
        <p>{t.withdrawQuestion}</p>
      </ConfirmDialog>
    </article>
  );
}

/** What the form holds: amounts and months as typed, turned into numbers on saving. */
interface OfferFields {
  position: string;
  positionAr: string;
  startDate: string;
  workPattern: WorkPattern;
  contractMonths: string;
  probationMonths: string;
  basicSalary: string;
  housingAllowance: string;
  transportAllowance: string;
  otherName: string;
  otherNameAr: string;
  otherAmount: string;
  expiresOn: string;
  notes: string;
}

function OfferForm({ applicationId, onDone }: { applicationId: number; onDone: () => void }) {
  const t = useTexts(offerTexts);
  const { data: defaults } = useGetOfferDefaultsQuery(applicationId);
  const opened: OfferFields = {
    position: '',
    positionAr: '',
    startDate: '',
    workPattern: 'full-time',
    contractMonths: '24',
    probationMonths: '6',
    basicSalary: '',
    housingAllowance: '0',
    transportAllowance: '0',
    otherName: '',
    otherNameAr: '',
    otherAmount: '',
    expiresOn: '',
    notes: '',
  };
  const [fields, setFields] = useState<OfferFields>(opened);
  const save = useAdminAction(useDraftOfferMutation(), { failed: t.saveFailed, done: () => t.saved });
  const errors = save.fieldErrors;
  const set = (change: Partial<OfferFields>) => setFields((current) => ({ ...current, ...change }));
  const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: OfferInput = {
      // Left empty: the job's title (and its Arabic), as the server fills it.
      ...(fields.position.trim() ? { position: fields.position, positionAr: fields.positionAr || null } : {}),
      startDate: fields.startDate,
      workPattern: fields.workPattern,
      contractMonths: whole(fields.contractMonths),
      probationMonths: whole(fields.probationMonths),
      basicSalary: whole(fields.basicSalary),
      housingAllowance: whole(fields.housingAllowance || '0'),
      transportAllowance: whole(fields.transportAllowance || '0'),
      otherAllowances: fields.otherAmount.trim()
        ? [{ name: fields.otherName, nameAr: fields.otherNameAr || null, amount: whole(fields.otherAmount) }]
        : [],
      expiresOn: fields.expiresOn,
      notes: fields.notes || null,
    };
    if ((await save.run({ applicationId, input })).ok) onDone();
  };
  const number = (label: string, key: keyof OfferFields, error: string | undefined) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      dir="ltr"
      value={fields[key]}
      error={error}
      onChange={(event) => set({ [key]: event.target.value })}
    />
  );

  return (
    <form
      className="tracker-interview-form"
      aria-labelledby={`offer-form-${applicationId}`}
      onSubmit={(event) => void submit(event)}
    >
      <h5 id={`offer-form-${applicationId}`} className="tracker-interview__heading">
        {t.formHeading}
      </h5>
      <UnsavedChangesGuard when={isEdited(fields, opened)} subject={t.unsaved} />
      <div className="tracker-interview-form__row">
        <TextField
          label={t.position}
          maxLength={OFFER_LIMITS.position}
          placeholder={defaults?.position}
          value={fields.position}
          error={errors.position}
          onChange={(event) => set({ position: event.target.value })}
        />
        <TextField
          label={t.positionAr}
          dir="rtl"
          lang="ar"
          maxLength={OFFER_LIMITS.position}
          placeholder={defaults?.positionAr ?? undefined}
          value={fields.positionAr}
          error={errors.positionAr}
          onChange={(event) => set({ positionAr: event.target.value })}
        />
      </div>
      <div className="tracker-interview-form__row">
        <TextField
          label={t.startDate}
          type="date"
          required
          value={fields.startDate}
          error={errors.startDate}
          onChange={(event) => set({ startDate: event.target.value })}
        />
        <TextField
          label={t.expiresOn}
          type="date"
          required
          value={fields.expiresOn}
          error={errors.expiresOn}
          onChange={(event) => set({ expiresOn: event.target.value })}
        />
      </div>
      <div className="tracker-interview-form__row">
        <Select
          label={t.workPattern}
          value={fields.workPattern}
          error={errors.workPattern}
          options={WORK_PATTERNS.map((pattern) => ({ value: pattern, label: t.workPatterns[pattern] }))}
          onChange={(event) => set({ workPattern: event.target.value as WorkPattern })}
        />
        {number(t.contractMonths, 'contractMonths', errors.contractMonths)}
        {number(t.probationMonths, 'probationMonths', errors.probationMonths)}
      </div>
      <div className="tracker-interview-form__row">
        {number(t.basicSalary, 'basicSalary', errors.basicSalary)}
        {number(t.housingAllowance, 'housingAllowance', errors.housingAllowance)}
        {number(t.transportAllowance, 'transportAllowance', errors.transportAllowance)}
      </div>
      <div className="tracker-interview-form__row">
        <TextField
          label={t.otherAllowanceName}
          maxLength={OFFER_LIMITS.allowanceName}
          value={fields.otherName}
          error={errors.otherAllowances}
          onChange={(event) => set({ otherName: event.target.value })}
        />
        <TextField
          label={t.otherAllowanceNameAr}
          dir="rtl"
          lang="ar"
          maxLength={OFFER_LIMITS.allowanceName}
          value={fields.otherNameAr}
          onChange={(event) => set({ otherNameAr: event.target.value })}
        />
        {number(t.otherAllowance, 'otherAmount', undefined)}
      </div>
      <TextArea
        label={t.notes}
        rows={2}
        maxLength={OFFER_LIMITS.notes}
        value={fields.notes}
        error={errors.notes}
        onChange={(event) => set({ notes: event.target.value })}
      />
      {save.formError ? (
        <p className="admin-inline-error" role="alert">
          {save.formError}
        </p>
      ) : null}
      <div className="tracker-interview__actions">
        <Button type="submit" size="sm" disabled={save.pending}>
          {t.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t.cancelForm}
        </Button>
      </div>
    </form>
  );
}
