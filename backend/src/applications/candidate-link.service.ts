import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The person an application names, as it arrives: what their candidate is found or made by. */
export interface ArrivingApplicant {
  /** Null for an imported CV whose address could not be read: a new candidate, known by id. */
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  phoneE164: string | null;
}

/** Finds or makes the candidate of `applicant` in the caller's transaction; returns its id. */
export type LinkCandidate = (
  manager: EntityManager,
  applicant: ArrivingApplicant,
  at: Date,
) => Promise<number>;

/**
 * Every application arriving (the form, HR, an import) belongs to a candidate. Candidates own that
 * table and stand above applications; so that applications never depends back, the candidates
 * module hands its linker in here when the app starts (CandidatesModule.onModuleInit).
 */
@Injectable()
export class CandidateLink {
  private linker: LinkCandidate | null = null;

  connect(linker: LinkCandidate): void {
    this.linker = linker;
  }

  link(manager: EntityManager, applicant: ArrivingApplicant, at: Date): Promise<number> {
    if (!this.linker)
      throw new Error('CandidatesModule is not loaded: no candidate to link the application to.');
    return this.linker(manager, applicant, at);
  }
}
