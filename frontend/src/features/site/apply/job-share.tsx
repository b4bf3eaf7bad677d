import { useState, useSyncExternalStore } from 'react';
import { Briefcase, Copy, MessageCircle, Share2 } from 'lucide-react';
import { jobShareLinks, type SharedJob } from '@uaq/contract/job-share';
import type { Job } from '@uaq/contract';
import { useJobInLanguage } from '@/lib/i18n/job-in-language';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { useSiteOrigin } from '@/lib/site-origin';
import { shareTexts } from './share-texts';
import './job-share.css';
import { Island } from '@/islands/island';
import type { JobShareTexts } from '@/islands/job-share';

type CopyState = 'idle' | 'copied' | 'failed';

const noSubscription = () => () => undefined;

/**
 * A job page's share actions: WhatsApp (the title, place, salary and link written in the page's
 * language) and LinkedIn as plain links, which work without JavaScript; "Copy link" and the phone's
 * own share sheet (where the browser has one) once the page's script runs. Every link carries its
 * channel (utm_source) and `utm_medium=share`, so the Sources report counts what it brings.
 */
export function JobShare({ job }: { job: Job }) {
  const t = useTexts(shareTexts);
  const language = useLanguage();
  const origin = useSiteOrigin();
  const { title, location } = useJobInLanguage(job);
  const shared: SharedJob = {
    title: title.value,
    location: location.value,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
  };
  const links = jobShareLinks(origin, job.id, language, shared, t.whatsappText);
  // Buttons that need the script appear with it (the server renders none, and the browser renders
  // them once hydrated): a page read without JavaScript shows no dead button.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const nativeShare = scripted && typeof navigator.share === 'function';
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(links.copy);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const shareNatively = async () => {
    try {
      await navigator.share({
        title: title.value,
        text: t.whatsappText(shared, links.copy),
        url: links.copy,
      });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };

  // The server's HTML has every button (those that need the script hidden): islands/job-share.ts
  // makes them work there without React.
  const scriptTexts: JobShareTexts = {
    copied: t.copied,
    copyFailed: t.copyFailed,
    title: title.value,
    text: t.whatsappText(shared, links.copy),
    url: links.copy,
  };
  return (
    <Island name="jobShare" props={scriptTexts}>
      <section className="job-share" aria-labelledby="job-share-heading">
        <h2 id="job-share-heading" className="job-share__heading">
          {t.heading}
        </h2>
        <p className="job-share__intro">{t.intro}</p>
        <div className="job-share__actions">
          <a
            className="btn btn--secondary btn--sm"
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.whatsappLabel}
          >
            <span className="btn__icon" aria-hidden="true">
              <MessageCircle />
            </span>
            <span>{t.whatsapp}</span>
          </a>
          <a
            className="btn btn--secondary btn--sm"
            href={links.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.linkedinLabel}
          >
            <span className="btn__icon" aria-hidden="true">
              <Briefcase />
            </span>
            <span>{t.linkedin}</span>
          </a>
          <button
            type="button"
            className="btn btn--secondary btn--sm job-share__copy"
            hidden={!scripted}
            onClick={() => void copyLink()}
          >
            <span className="btn__icon" aria-hidden="true">
              <Copy />
            </span>
            <span>{t.copy}</span>
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm job-share__native"
            aria-label={t.moreLabel}
            hidden={!nativeShare}
            onClick={() => void shareNatively()}
          >
            <span className="btn__icon" aria-hidden="true">
              <Share2 />
            </span>
            <span>{t.more}</span>
          </button>
        </div>
        <p className="job-share__status" role="status">
          {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
        </p>
        <input
          className="job-share__link"
          type="url"
          readOnly
          dir="ltr"
          aria-label={t.linkLabel}
          value={links.copy}
          hidden={copy !== 'failed'}
          onFocus={(event) => event.currentTarget.select()}
        />
      </section>
    </Island>
  );
}
