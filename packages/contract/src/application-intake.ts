/** How an application came in: the public form, or HR adding it (applications and candidates share it). */
/** Where an application HR adds comes from; `considered` is "consider for another job". */
export const HR_SOURCES = ['walk-in', 'agency', 'referral'] as const;
export type HrSource = (typeof HR_SOURCES)[number];
/** How an application came in: the public form, HR adding one (by its source), or HR reusing a candidate. */
export const APPLICATION_INTAKE_KINDS = ['form', ...HR_SOURCES, 'considered'] as const;
export type ApplicationIntakeKind = (typeof APPLICATION_INTAKE_KINDS)[number];

/** How an application came in, and on whose consent it rests. */
export interface ApplicationIntake {
  kind: ApplicationIntakeKind;
  /** The agency's name (agency) or the referrer's (referral); null otherwise. */
  name: string | null;
  /** The team member who added it; null when the applicant sent the form. */
  addedBy: string | null;
  /** "Consider for another job": the application whose consent this one rests on (its consentAt is copied). */
  consentFromApplicationId: number | null;
}
