// The links a job's page is shared by (its share actions) and that job boards' feeds carry, each
// marked with where it was passed on, so the Sources report counts the applications it brings.
// Re-exported by index.ts; the Arabic share text is in job-share.ar.ts (Arabic pages only).
import { pathInLanguage, type Language } from './language.ts';
import { salaryInEnglish, type JobSalary } from './job-terms.ts';

/**
 * Where a job's link was passed on: a page's share actions (WhatsApp, LinkedIn, copy link; the
 * phone's share sheet hands over the copied link, to an app the page cannot know), or a job
 * board's feed. Each becomes the link's `utm_source`.
 */
export const JOB_SHARE_CHANNELS = ['whatsapp', 'linkedin', 'copy'] as const;
export type JobShareChannel = (typeof JOB_SHARE_CHANNELS)[number];
export type JobLinkSource = JobShareChannel | 'feed';

/** `utm_medium` of a link shared from a job's page, and of the links in the job feeds. */
export const JOB_SHARE_MEDIUM = 'share';
export const JOB_FEED_MEDIUM = 'feed';

/** `utm_campaign` of a job's links: the job (a tracking link names it the same way). */
export const jobCampaign = (jobId: number) => `job-${jobId}`;

/**
 * The address of a job's page (its apply page) in `language`, marked with where it was passed on:
 * `utm_source` the channel (or `feed`), `utm_medium` share (or feed), `utm_campaign` the job.
 * `origin` is the site's address without a trailing slash (`https://alraas.example`).
 */
export function jobLinkUrl(origin: string, jobId: number, language: Language, source: JobLinkSource): string {
  const medium = source === 'feed' ? JOB_FEED_MEDIUM : JOB_SHARE_MEDIUM;
  // Plain words, as the lists above spell them: nothing to encode.
  const query = `utm_source=${source}&utm_medium=${medium}&utm_campaign=${jobCampaign(jobId)}`;
  return `${origin}${pathInLanguage(`/careers/apply/${jobId}`, language)}?${query}`;
}

/**
 * A click-to-chat link (https://wa.me): with `number` (digits only, country code first) it opens a
 * chat with that number, without one WhatsApp asks whom to send it to; either way with `text`
 * written, ready to send. No WhatsApp account or token is involved.
 */
export function whatsappLink(text: string, number?: string): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}

/** LinkedIn's share dialog for a page (it draws the card from the page's Open Graph tags). */
export function linkedinShareLink(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

/** The job as a share names it, in the page's language (the Arabic title and place where HR wrote them). */
export interface SharedJob extends JobSalary {
  title: string;
  /** Where it is: its place as the page shows it. */
  location: string;
}

/** What a job's share actions open, on the page in one language. */
export interface JobShareLinks {
  /** wa.me with the share text (title, place, salary, link), WhatsApp asking whom to send it to. */
  whatsapp: string;
  /** LinkedIn's share dialog for the page. */
  linkedin: string;
  /** The link "Copy link" copies (and the phone's share sheet passes on). */
  copy: string;
}

/** The WhatsApp share text in English: the job's title, place, salary when shown, and the link. */
export function jobShareTextInEnglish(job: SharedJob, url: string): string {
  const salary = salaryInEnglish(job);
  return [
    `Job opening: ${job.title}`,
    `Where: ${job.location}`,
    ...(salary ? [`Salary: ${salary}`] : []),
    `Apply here: ${url}`,
  ].join('\n');
}

/**
 * A job page's share links in `language`: each carries its channel as `utm_source` and `share` as
 * `utm_medium`. `shareText` writes the WhatsApp text in the page's language
 * (jobShareTextInEnglish, or jobShareTextInArabic from job-share.ar.ts on Arabic pages).
 */
export function jobShareLinks(
  origin: string,
  jobId: number,
  language: Language,
  job: SharedJob,
  shareText: (job: SharedJob, url: string) => string,
): JobShareLinks {
  const url = (channel: JobShareChannel) => jobLinkUrl(origin, jobId, language, channel);
  return {
    whatsapp: whatsappLink(shareText(job, url('whatsapp'))),
    linkedin: linkedinShareLink(url('linkedin')),
    copy: url('copy'),
  };
}
