import { texts } from '@/lib/i18n/texts';

/**
 * How the audit trail names who acted when no account did: the scheduled job, by what it does
 * (translate here). A job not listed shows its own name.
 */
export const auditActorTexts = texts(
  {
    scheduledJob: (job: string) => `Scheduled job: ${job}`,
    jobs: {
      retention: 'retention purge',
      'applicant-erasure': 'erasure applicants asked for',
      'jobs-closing': 'closing of jobs past their closing day',
      'sent-mail-purge': 'clean-up of sent e-mails',
      'stored-files-sweep': 'clean-up of stored files',
    } as Record<string, string>,
  },
  () => import('./audit-actor-texts.ar').then((arabic) => arabic.auditActorTexts),
);
