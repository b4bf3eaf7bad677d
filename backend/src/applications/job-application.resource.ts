import type {
  AdminJobApplication,
  ApplicationNote as ApplicationNoteResource,
  ApplicationStatus,
  ApplicationWhatsAppContact as WhatsAppContactResource,
} from '@uaq/contract';
import type { ApplicationNote } from './application-note.entity';
import type { ApplicationWhatsAppContact } from './application-whatsapp-contact.entity';
import { toJobResource } from '../careers/job.entity';
import type { JobApplication } from './job-application.entity';

/** The admin's view of an application (contract `AdminJobApplication`), its job as it reads at `now`. */
export function toAdminApplication(application: JobApplication, now: Date): AdminJobApplication {
  const history = [...(application.statusHistory ?? [])].sort((a, b) => a.id - b.id);
  return {
    id: application.id,
    firstName: application.firstName,
    lastName: application.lastName,
    fullName: `${application.firstName} ${application.lastName}`.trim(),
    email: application.email,
    phone: application.phone,
    phoneE164: application.phoneE164,
    address: application.address,
    position: application.position,
    jobId: application.jobId,
    jobDetails: application.job ? toJobResource(application.job, now) : null,
    candidateId: application.candidateId,
    intake: { ...application.intake },
    linkedinUrl: application.linkedinUrl,
    coverLetter: application.coverLetter,
    status: (application.status || 'pending') as ApplicationStatus,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    hasResume: Boolean(application.resumeStorageName),
    knockedOut: application.knockedOut,
    resumeFileName: application.resumeFileName,
    consentAt: application.consentAt.toISOString(),
    source: { ...application.source },
    erasureRequestedAt: application.erasureRequestedAt?.toISOString() ?? null,
    statusHistory: history.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      to: change.toStatus,
      changedBy: change.changedBy,
      changedAt: change.changedAt.toISOString(),
      applicantMailed: change.applicantMailed,
    })),
  };
}

export function toNoteResource(note: ApplicationNote): ApplicationNoteResource {
  return { id: note.id, text: note.text, author: note.author, createdAt: note.createdAt.toISOString() };
}

export function toWhatsAppContactResource(contact: ApplicationWhatsAppContact): WhatsAppContactResource {
  return {
    id: contact.id,
    phone: contact.phone,
    language: contact.language,
    template: { purpose: contact.templatePurpose, savedAt: contact.templateSavedAt?.toISOString() ?? null },
    text: contact.text,
    contactedBy: contact.contactedBy,
    contactedAt: contact.contactedAt.toISOString(),
  };
}
