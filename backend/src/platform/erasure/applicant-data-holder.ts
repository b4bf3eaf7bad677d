import type { EntityManager } from 'typeorm';

/** The application being erased, as every holder of a copy of its applicant's data sees it. */
export interface ErasedApplication {
  id: number;
  /** Null for an imported CV whose address was never read: nothing is kept for an address then. */
  email: string | null;
  /** When it was sent: with the id, what tells this application from a later one with the same id. */
  createdAt: Date;
  /**
   * No other application has this address: what is kept for the address rather than for one
   * application (status links, mails about the address) goes too.
   */
  lastOfAddress: boolean;
}

/** What a holder does once the erasure is committed (files leave the disk or bucket then). */
export type AfterErasure = () => Promise<void>;

/**
 * A feature that keeps a copy of an applicant's personal data: rows, files, mails, traces.
 * ApplicantErasure (applicants/applicant-erasure.service.ts) runs every holder in the erasure's one transaction,
 * then their after-commit steps. A new table or file with an applicant's data joins the erasure by
 * implementing this in its feature and being added to ApplicantErasure's list of holders.
 */
export interface ApplicantDataHolder {
  /** For logs: what this holder keeps, in business words. */
  readonly label: string;
  /**
   * Deletes or redacts this feature's copies of the application's personal data with `manager`
   * (the erasure's transaction: never a second connection), and returns what must follow the commit.
   */
  eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void>;
}
