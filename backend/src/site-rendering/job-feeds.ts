import {
  closingInstant,
  experienceInEnglish,
  isEnglishOnly,
  jobLinkUrl,
  pathInLanguage,
  salaryInEnglish,
  type Job,
  type JobType,
  type Language,
  type SiteConstants,
} from '@uaq/contract';
import { experienceInArabic, salaryInArabic } from '@uaq/contract/job-terms.ar';
import { JOB_FEED_TEXTS } from './job-feed.texts';
import { companyNameIn, emirateName, jobDescriptionHtml, jobInLanguage, locality } from './job-posting';
import { cdata, escapeXml } from './xml-text';

/** What every feed says of the site: its address and the company's details (site constants). */
export interface FeedSite {
  publicUrl: string;
  constants: SiteConstants;
}

/** The job types as the XML feed format Indeed introduced writes them. */
const FEED_JOB_TYPES: Record<JobType, string> = {
  'Full-time': 'fulltime',
  'Part-time': 'parttime',
  Contract: 'contract',
  Internship: 'internship',
};

/**
 * The jobs a feed in `language` carries, newest first: open ones only (`publicJobs` has already left
 * out drafts and jobs past their closing day; a closed job is listed on /careers but takes no
 * application). The Arabic feeds leave out a job HR wrote in English only, as the sitemap and the
 * Arabic JobPostings do (arabic-content.ts): job boards would index an Arabic posting in English.
 * Each job comes in the feed's language.
 */
export function feedJobs(publicJobs: readonly Job[], language: Language): Job[] {
  return publicJobs
    .filter((job) => job.status === 'active' && (language === 'en' || !isEnglishOnly(job)))
    .map((job) => jobInLanguage(job, language));
}

/** The newest change among the jobs, or null for an empty feed. */
function newestChange(jobs: readonly Job[]): Date | null {
  const times = jobs.map((job) => Date.parse(job.updatedAt));
  return times.length ? new Date(Math.max(...times)) : null;
}

/** A job's salary and experience in the feed's language. */
function termsIn(job: Job, language: Language) {
  return language === 'ar'
    ? { salary: salaryInArabic(job), experience: experienceInArabic(job) }
    : { salary: salaryInEnglish(job), experience: experienceInEnglish(job) };
}

/** A job's reference in a feed: its id, and in the Arabic feeds, the id marked as the Arabic posting. */
const referenceOf = (job: Job, language: Language) => (language === 'ar' ? `${job.id}-ar` : String(job.id));

/**
 * The open jobs in the XML feed format Indeed introduced, which most job aggregators read: `source`,
 * its publisher, and a `job` per open job, every value of a job in a CDATA section as the format
 * asks, dates in ISO 8601. Each job's `url` is its apply page marked `utm_source=feed`.
 */
export function indeedFeedXml(publicJobs: readonly Job[], site: FeedSite, language: Language): string {
  const jobs = feedJobs(publicJobs, language);
  const company = companyNameIn(site.constants, language);
  const lastBuild = newestChange(jobs);
  const element = (name: string, value: string) => `    <${name}>${cdata(value)}</${name}>`;
  const entries = jobs.map((job) => {
    const { salary, experience } = termsIn(job, language);
    return [
      '  <job>',
      element('title', job.title),
      element('date', new Date(job.createdAt).toISOString()),
      element('referencenumber', referenceOf(job, language)),
      element('url', jobLinkUrl(site.publicUrl, job.id, language, 'feed')),
      element('company', company),
      element('city', locality(job, language)),
      element('state', emirateName(job, language)),
      element('country', 'AE'),
      element('description', jobDescriptionHtml(job, language)),
      ...(salary ? [element('salary', salary)] : []),
      element('jobtype', FEED_JOB_TYPES[job.type]),
      element('experience', experience),
      ...(job.closesOn ? [element('expirationdate', closingInstant(job.closesOn))] : []),
      '  </job>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `  <publisher>${escapeXml(company)}</publisher>`,
    `  <publisherurl>${escapeXml(site.publicUrl)}</publisherurl>`,
    ...(lastBuild ? [`  <lastBuildDate>${lastBuild.toISOString()}</lastBuildDate>`] : []),
    ...entries,
    '</source>',
    '',
  ].join('\n');
}

/** Where the job is, with its emirate unless the place already names it: "Al Hamra, Ras Al Khaimah". */
function placeOf(job: Job, language: Language): string {
  const place = locality(job, language);
  const emirate = emirateName(job, language);
  if (place.toLowerCase().includes(emirate.toLowerCase())) return place;
  return `${place}${language === 'ar' ? '، ' : ', '}${emirate}`;
}

/** A date as RSS 2.0 writes it (RFC 822, in GMT). */
const rfc822 = (date: Date) => date.toUTCString();

/**
 * The open jobs as an RSS 2.0 channel, for people and tools that read feeds: an item per job with
 * its title, its apply page (marked `utm_source=feed`; the unmarked address is its permanent
 * `guid`), the day it was posted and, as HTML, where it is, its salary, its closing day and its
 * description.
 */
export function jobsRss(publicJobs: readonly Job[], site: FeedSite, language: Language): string {
  const jobs = feedJobs(publicJobs, language);
  const texts = JOB_FEED_TEXTS[language];
  const company = companyNameIn(site.constants, language);
  const lastBuild = newestChange(jobs);
  const feedPath = pathInLanguage('/jobs.rss', language);
  const items = jobs.map((job) => {
    const { salary } = termsIn(job, language);
    const facts = [
      [texts.place, placeOf(job, language)],
      ...(salary ? [[texts.salary, salary]] : []),
      ...(job.closesOn ? [[texts.closesOn, job.closesOn]] : []),
    ]
      .map(([label, value]) => `<p>${escapeXml(label)}: ${escapeXml(value)}</p>`)
      .join('');
    const page = `${site.publicUrl}${pathInLanguage(`/careers/apply/${job.id}`, language)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(job.title)}</title>`,
      `      <link>${escapeXml(jobLinkUrl(site.publicUrl, job.id, language, 'feed'))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(page)}</guid>`,
      `      <pubDate>${rfc822(new Date(job.createdAt))}</pubDate>`,
      `      <category>${escapeXml(job.type)}</category>`,
      `      <description>${cdata(facts + jobDescriptionHtml(job, language))}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(texts.title(company))}</title>`,
    `    <link>${escapeXml(site.publicUrl + pathInLanguage('/careers', language))}</link>`,
    `    <description>${escapeXml(texts.description(company))}</description>`,
    `    <language>${language}</language>`,
    ...(lastBuild ? [`    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(site.publicUrl + feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
