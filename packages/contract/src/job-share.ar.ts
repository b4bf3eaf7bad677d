/**
 * The WhatsApp share text of a job on an Arabic page (see job-share.ts). Imported as
 * `@uaq/contract/job-share.ar`, so English pages never carry it.
 */
import { salaryInArabic } from './job-terms.ar.ts';
import type { SharedJob } from './job-share.ts';

/**
 * Left-to-right values (the English title of a job HR has not translated) kept whole inside the
 * Arabic lines: Unicode first-strong isolates, so their punctuation does not jump sides.
 */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * «وظيفة شاغرة: …، المكان، الراتب، للتقديم:» and the link: the job's title, place, salary when shown,
 * and the link on a line of its own (nothing joined to it, so WhatsApp sees where it ends).
 */
export function jobShareTextInArabic(job: SharedJob, url: string): string {
  const salary = salaryInArabic(job);
  return [
    `وظيفة شاغرة: ${isolate(job.title)}`,
    `المكان: ${isolate(job.location)}`,
    ...(salary ? [`الراتب: ${salary}`] : []),
    'للتقديم:',
    url,
  ].join('\n');
}
