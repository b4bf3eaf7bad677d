import {
  closingInstant,
  daysUntilClosing,
  dubaiDay,
  MESSAGE_CODES,
  OFFER_LIMITS,
  offerMonthlyTotal,
  type Offer,
  type OfferInput,
} from '@uaq/contract';
import type { FieldErrors } from '../platform/common/errors/app-error';
import type { OfferRecord } from './offer.entity';

/** An offer's terms as stored (the position is settled by the service, from the job when not given). */
export type OfferTerms = Pick<
  OfferRecord,
  | 'position'
  | 'positionAr'
  | 'startDate'
  | 'workPattern'
  | 'contractMonths'
  | 'probationMonths'
  | 'basicSalary'
  | 'housingAllowance'
  | 'transportAllowance'
  | 'otherAllowances'
  | 'expiresOn'
  | 'notes'
>;

/**
 * The rules between an offer's fields, on top of each field's own (the DTO's): the start today or
 * later, the offer valid from today for at most OFFER_LIMITS.maxValidityDays and ending before the
 * start, probation no longer than the contract. `today` is the UAE's day.
 */
export function offerTerms(
  input: OfferInput,
  today: string,
): { terms: Omit<OfferTerms, 'position' | 'positionAr'> } | { errors: FieldErrors } {
  const errors: Record<string, FieldErrors[string]> = {};
  const fromToday = (day: string) => daysUntilClosing(day, new Date(`${today}T12:00:00+04:00`));
  if (input.startDate < today) errors.startDate = MESSAGE_CODES.offer.startInPast;
  else if (fromToday(input.startDate) > OFFER_LIMITS.maxStartDays)
    errors.startDate = MESSAGE_CODES.offer.startTooFar;
  if (input.expiresOn < today) errors.expiresOn = MESSAGE_CODES.offer.expiryInPast;
  else if (fromToday(input.expiresOn) > OFFER_LIMITS.maxValidityDays)
    errors.expiresOn = MESSAGE_CODES.offer.expiryTooFar;
  else if (input.expiresOn >= input.startDate) errors.expiresOn = MESSAGE_CODES.offer.expiryAfterStart;
  if (input.probationMonths > input.contractMonths)
    errors.probationMonths = MESSAGE_CODES.offer.probationLongerThanContract;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    terms: {
      startDate: input.startDate,
      workPattern: input.workPattern,
      contractMonths: input.contractMonths,
      probationMonths: input.probationMonths,
      basicSalary: input.basicSalary,
      housingAllowance: input.housingAllowance ?? 0,
      transportAllowance: input.transportAllowance ?? 0,
      otherAllowances: (input.otherAllowances ?? []).map(({ name, nameAr, amount }) => ({
        name,
        nameAr: nameAr ?? null,
        amount,
      })),
      expiresOn: input.expiresOn,
      notes: input.notes ?? null,
    },
  };
}

/** When the answer links stop working: the end of the offer's last valid day in the UAE, in seconds. */
export function answerDeadline(expiresOn: string): number {
  return Math.floor(Date.parse(closingInstant(expiresOn)) / 1000) + 1;
}

/** A sent offer whose last valid day is over. */
export function expiredOn(offer: Pick<OfferRecord, 'status' | 'expiresOn'>, now: Date): boolean {
  return offer.status === 'sent' && offer.expiresOn < dubaiDay(now);
}

export function toOffer(offer: OfferRecord, now: Date): Offer {
  return {
    id: offer.id,
    applicationId: offer.applicationId,
    status: expiredOn(offer, now) ? 'expired' : offer.status,
    position: offer.position,
    positionAr: offer.positionAr,
    startDate: offer.startDate,
    workPattern: offer.workPattern,
    contractMonths: offer.contractMonths,
    probationMonths: offer.probationMonths,
    basicSalary: offer.basicSalary,
    housingAllowance: offer.housingAllowance,
    transportAllowance: offer.transportAllowance,
    otherAllowances: offer.otherAllowances,
    monthlyTotal: offerMonthlyTotal(offer),
    expiresOn: offer.expiresOn,
    notes: offer.notes,
    draftedBy: offer.draftedBy,
    approvedBy: offer.approvedBy,
    approvedAt: offer.approvedAt?.toISOString() ?? null,
    sentAt: offer.sentAt?.toISOString() ?? null,
    answer: offer.answer,
    answeredAt: offer.answeredAt?.toISOString() ?? null,
    hasSentLetters: offer.letterEnStorageName !== null,
    events: [...(offer.events ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((event) => ({ kind: event.kind, actor: event.actor, at: event.at.toISOString() })),
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}
