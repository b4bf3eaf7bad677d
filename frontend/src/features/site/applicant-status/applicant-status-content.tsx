import { LoadingText } from '@/components/ui/spinner';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useTexts } from '@/lib/i18n/texts';
import { ApplicantStatusPanel } from './applicant-status-panel';
import { EmailChangeConfirm } from './email-change-confirm';
import { useLinkFragment } from './link-fragment';
import { LinkRequestForm } from './link-request-form';
import { applicantStatusTexts } from './texts';

/** What the personal link opens (its token is in the address's fragment, which only the browser reads). */
export function ApplicantStatusContent() {
  const t = useTexts(applicantStatusTexts);
  const hydrated = useIsHydrated();
  const fragment = useLinkFragment();
  if (!hydrated) {
    // As tall as the form that usually follows (applicant-status.css): the footer does not jump.
    return (
      <div className="applicant-status__loading">
        <LoadingText>{t.loading}</LoadingText>
      </div>
    );
  }
  if (fragment.kind === 'status') return <ApplicantStatusPanel key={fragment.token} token={fragment.token} />;
  if (fragment.kind === 'email-change') return <EmailChangeConfirm token={fragment.token} />;
  return <LinkRequestForm />;
}
