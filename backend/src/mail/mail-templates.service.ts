import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  MESSAGE_CODES,
  LANGUAGES,
  MAIL_TEMPLATE_LIMITS,
  MAIL_TEMPLATE_OUTBOX_NAMES,
  TEMPLATE_PURPOSES,
  WHATSAPP_TEMPLATE_PURPOSE,
  WHATSAPP_TEXT_LIMIT,
  type Language,
  type MailTemplate,
  type MailTemplateInput,
  type MailTemplatePreview,
  type MailTemplatePurpose,
  type TemplatePurpose,
} from '@uaq/contract';
import { InvalidInputError, type ErrorMessage } from '../platform/common/errors/app-error';
import { isUniqueViolation } from '../platform/database/unique-violation';
import { chatText } from './chat-text';
import { DEFAULT_MAIL_TEMPLATES } from './default-mail-templates';
import type { CompanyDetails } from './company-details';
import {
  MAIL_PLACEHOLDER_NAMES,
  placeholderValues,
  sampleContext,
  type ApplicantMailContext,
  type JobForMail,
} from './mail-placeholders';
import { MailSender } from './mail-sender.service';
import { MailTemplateRow } from './mail-template.entity';
import { applicantTemplateMail, type ComposedMail, type MailAction } from './mail-templates';
import { visitorMailLanguage, type MailLanguage } from './mail-texts';
import { templateTextError } from './template-text';

/** The job of an application as its feature hands it over; null once deleted. */
export type ApplicationJobForMail = Pick<JobForMail, 'titleAr' | 'locationAr'> & { location: string };

/** What HR's templates need of an application: whom to write to, in which language, about which job. */
export interface ApplicantForMail {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The job's title when the application was sent. */
  position: string;
  /** The job as it is now (its Arabic title and place name it in Arabic e-mails). */
  job: ApplicationJobForMail | null;
  /** The language the applicant applied in: their e-mails follow it. */
  language: Language;
}

/** A WhatsApp message written for one applicant, and the template version it came from. */
export interface ApplicantChatText {
  language: MailLanguage;
  text: string;
  /** When HR saved the version used; null: the default text. */
  savedAt: Date | null;
}

/** Said under HR's text whatever the template holds (the confirmation's status link). */
export interface AfterTemplateText {
  paragraphs: string[];
  action: MailAction;
}

/** What a purpose's e-mails say under HR's text, as the preview shows it (with sample values). */
export type PreviewAddition = (language: Language) => AfterTemplateText;

/**
 * HR's templates: a saved row per purpose and language overrides the default in code; restoring
 * the default removes the row. Every text is checked here, the one place the rule lives.
 */
@Injectable()
export class MailTemplatesService {
  private readonly previewAdditions = new Map<MailTemplatePurpose, PreviewAddition>();

  constructor(
    @InjectRepository(MailTemplateRow) private readonly rows: Repository<MailTemplateRow>,
    private readonly sender: MailSender,
  ) {}

  /**
   * The feature that sends a purpose's e-mails says what it adds under HR's text, so the preview
   * shows the e-mail as it is sent (applications: the confirmation's status link).
   */
  addToPreview(purpose: MailTemplatePurpose, addition: PreviewAddition): void {
    this.previewAdditions.set(purpose, addition);
  }

  /** All purposes (the e-mails' and WhatsApp's) in both languages (a fixed, small set: no paging). */
  async list(): Promise<MailTemplate[]> {
    const saved = await this.rows.find();
    return TEMPLATE_PURPOSES.flatMap((purpose) =>
      LANGUAGES.map((language) =>
        toTemplate(
          purpose,
          language,
          saved.find((row) => row.purpose === purpose && row.language === language),
        ),
      ),
    );
  }

  /** The text an e-mail is written from, read in the caller's transaction. */
  async textFor(
    manager: EntityManager,
    purpose: TemplatePurpose,
    language: Language,
  ): Promise<MailTemplateInput> {
    const row = await manager.findOneBy(MailTemplateRow, { purpose, language });
    return row ? { subject: row.subject, body: row.body } : DEFAULT_MAIL_TEMPLATES[purpose][language];
  }

  /**
   * HR's template `purpose` written for each applicant in the language they applied in, every
   * placeholder in that language, read in the caller's transaction (each language's text once):
   * the e-mails for the caller to queue.
   */
  async applicantMails(
    manager: EntityManager,
    purpose: MailTemplatePurpose,
    applicants: ApplicantForMail[],
    after?: AfterTemplateText,
  ): Promise<ComposedMail[]> {
    const company = await this.sender.company(manager);
    const texts = new Map<MailLanguage, MailTemplateInput>();
    const mails: ComposedMail[] = [];
    for (const applicant of applicants) {
      const language = visitorMailLanguage(applicant.language);
      if (!texts.has(language)) texts.set(language, await this.textFor(manager, purpose, language));
      const recipient = { email: applicant.email, name: `${applicant.firstName} ${applicant.lastName}` };
      const context = applicantContext(applicant, company, language);
      const mail = templateMail(purpose, texts.get(language)!, recipient, context, after);
      // The application's erasure erases the message too.
      mails.push({ ...mail, applicationIds: [applicant.id] });
    }
    return mails;
  }

  /**
   * HR's WhatsApp template written for the applicant, in the language they applied in, every
   * placeholder in that language: the first message of a chat with them.
   */
  async applicantChatText(applicant: Omit<ApplicantForMail, 'email'>): Promise<ApplicantChatText> {
    const language = visitorMailLanguage(applicant.language);
    const [company, row] = await Promise.all([
      this.sender.company(),
      this.rows.findOneBy({ purpose: WHATSAPP_TEMPLATE_PURPOSE, language }),
    ]);
    const template = row?.body ?? DEFAULT_MAIL_TEMPLATES.whatsapp[language].body;
    const values = placeholderValues(applicantContext(applicant, company, language));
    return { language, text: chatText(template, values, language), savedAt: row?.updatedAt ?? null };
  }

  /**
   * Unsaved template text as the applicant would read it, written by the code that sends it, with
   * an invented applicant and job (400 if invalid); with `purpose`, what the sending feature adds
   * under it (the confirmation's status link). A WhatsApp message's preview is its text alone.
   */
  async preview(
    language: Language,
    template: MailTemplateInput,
    purpose?: TemplatePurpose,
  ): Promise<MailTemplatePreview> {
    checkTemplate(template, purpose);
    const context = sampleContext(await this.sender.company(), visitorMailLanguage(language));
    if (purpose === WHATSAPP_TEMPLATE_PURPOSE) {
      return {
        subject: '',
        text: chatText(template.body, placeholderValues(context), context.language),
        html: '',
      };
    }
    const recipient = {
      email: context.company.careersEmail,
      name: `${context.firstName} ${context.lastName}`,
    };
    const after = purpose && this.previewAdditions.get(purpose)?.(language);
    const mail = templateMail(purpose ?? 'received', template, recipient, context, after);
    return { subject: mail.subject, text: mail.text, html: mail.html };
  }

  /** The placeholders with the values the preview shows for them, per language. */
  async placeholderSamples(): Promise<Record<MailLanguage, Record<string, string>>> {
    const company = await this.sender.company();
    return {
      en: placeholderValues(sampleContext(company, 'en')),
      ar: placeholderValues(sampleContext(company, 'ar')),
    };
  }

  async save(
    purpose: TemplatePurpose,
    language: Language,
    input: MailTemplateInput,
    updatedBy: string,
  ): Promise<MailTemplate> {
    checkTemplate(input, purpose);
    // A chat message has no subject: stored empty.
    const subject = purpose === WHATSAPP_TEMPLATE_PURPOSE ? '' : input.subject;
    const values = { subject, body: input.body, updatedBy };
    const existing = await this.rows.findOneBy({ purpose, language });
    if (existing) {
      await this.rows.update(existing.id, values);
    } else {
      // Two HR users saving the first version at once: the later one updates the other's row.
      await this.rows.insert({ purpose, language, ...values }).catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        await this.rows.update({ purpose, language }, values);
      });
    }
    return toTemplate(purpose, language, await this.rows.findOneByOrFail({ purpose, language }));
  }

  async restoreDefault(purpose: TemplatePurpose, language: Language): Promise<MailTemplate> {
    await this.rows.delete({ purpose, language });
    return toTemplate(purpose, language, undefined);
  }
}

/**
 * 400 naming each field that is empty, too long, or uses a placeholder that does not exist. The
 * WhatsApp template has no subject (it must be empty) and a body of at most WHATSAPP_TEXT_LIMIT.
 */
export function checkTemplate(input: MailTemplateInput, purpose?: TemplatePurpose): void {
  const errors: Record<string, ErrorMessage> = {};
  const chat = purpose === WHATSAPP_TEMPLATE_PURPOSE;
  const subjectError = chat
    ? input.subject.trim()
      ? MESSAGE_CODES.whatsapp.noSubject
      : null
    : !input.subject.trim()
      ? MESSAGE_CODES.mailTemplate.subjectRequired
      : input.subject.length > MAIL_TEMPLATE_LIMITS.subject
        ? MESSAGE_CODES.mailTemplate.subjectTooLong
        : templateTextError(input.subject, MAIL_PLACEHOLDER_NAMES);
  const bodyError = !input.body.trim()
    ? MESSAGE_CODES.mailTemplate.bodyRequired
    : input.body.length > (chat ? WHATSAPP_TEXT_LIMIT : MAIL_TEMPLATE_LIMITS.body)
      ? chat
        ? MESSAGE_CODES.whatsapp.bodyTooLong
        : MESSAGE_CODES.mailTemplate.bodyTooLong
      : templateTextError(input.body, MAIL_PLACEHOLDER_NAMES);
  if (subjectError) errors.subject = subjectError;
  if (bodyError) errors.body = bodyError;
  if (subjectError || bodyError) {
    throw new InvalidInputError(subjectError ?? bodyError ?? MESSAGE_CODES.mailTemplate.invalid, errors);
  }
}

function toTemplate(
  purpose: TemplatePurpose,
  language: Language,
  row: MailTemplateRow | undefined,
): MailTemplate {
  const text = row ?? DEFAULT_MAIL_TEMPLATES[purpose][language];
  return {
    purpose,
    language,
    subject: text.subject,
    body: text.body,
    isDefault: !row,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * An applicant's e-mail from one of HR's templates, every placeholder in the e-mail's language: the
 * one way both sending and the preview write it.
 */
function templateMail(
  purpose: MailTemplatePurpose,
  text: MailTemplateInput,
  recipient: { email: string; name: string },
  context: ApplicantMailContext,
  after?: AfterTemplateText,
): ComposedMail {
  return applicantTemplateMail(
    MAIL_TEMPLATE_OUTBOX_NAMES[purpose],
    context.language,
    context.company,
    recipient,
    text,
    placeholderValues(context),
    after,
  );
}

function applicantContext(
  applicant: Omit<ApplicantForMail, 'email'>,
  company: CompanyDetails,
  language: MailLanguage,
): ApplicantMailContext {
  const job = applicant.job;
  return {
    language,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    job: {
      title: applicant.position,
      titleAr: job?.titleAr ?? null,
      location: job?.location ?? null,
      locationAr: job?.locationAr ?? null,
    },
    company,
  };
}
