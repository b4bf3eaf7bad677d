import { MAIL_TEMPLATE_OUTBOX_NAMES, type MailTemplateInput, type MailTemplatePurpose } from '@uaq/contract';
import type { CompanyDetails } from './company-details';
import type { ApplicantForMail, ApplicantLinkForMail } from './mail-notifications.service';
import { placeholderValues, type ApplicantMailContext } from './mail-placeholders';
import { applicantTemplateMail } from './mail-templates';
import { MAIL_TEXTS, type MailLanguage } from './mail-texts';

/**
 * An applicant's e-mail from one of HR's templates, every placeholder in the e-mail's language: the
 * one way both sending and the preview write it. With `statusLink`, the personal status link goes
 * under HR's text whatever the template says (the applicant's way to their rights is not HR's to edit out).
 */
export function templateMail(
  purpose: MailTemplatePurpose,
  text: MailTemplateInput,
  recipient: { email: string; name: string },
  context: ApplicantMailContext,
  statusLink?: ApplicantLinkForMail,
) {
  const link = MAIL_TEXTS[context.language].statusLink;
  return applicantTemplateMail(
    MAIL_TEMPLATE_OUTBOX_NAMES[purpose],
    context.language,
    context.company,
    recipient,
    text,
    placeholderValues(context),
    statusLink && {
      paragraphs: [link.note(statusLink.validDays)],
      action: { label: link.action, url: statusLink.url },
    },
  );
}

export function recipientOf(application: ApplicantForMail): { email: string; name: string } {
  return { email: application.email, name: `${application.firstName} ${application.lastName}` };
}

export function applicantContext(
  application: ApplicantForMail,
  company: CompanyDetails,
  language: MailLanguage,
): ApplicantMailContext {
  const job = application.job;
  return {
    language,
    firstName: application.firstName,
    lastName: application.lastName,
    job: {
      title: application.position,
      titleAr: job?.titleAr ?? null,
      location: job?.location ?? null,
      locationAr: job?.locationAr ?? null,
    },
    company,
  };
}
