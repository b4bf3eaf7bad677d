import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { APPLICANT_ACTOR, dubaiDay, isEndedStatus, offerMonthlyTotal, type Language } from '@uaq/contract';
import { AdminUsersService } from '../accounts/admin-users.service';
import { JobApplicationsService } from '../applications/job-applications.service';
import { AuditService } from '../audit/audit.service';
import { MailSender } from '../mail/mail-sender.service';
import { visitorMailLanguage } from '../mail/mail-texts';
import { OutboxService } from '../mail/outbox.service';
import { Clock } from '../platform/common/clock/clock';
import { OfferAnswerLinks } from './offer-answer-link';
import type { OfferPageState } from './offer-answer-page';
import { offerAnswerNotice } from './offer-mails';
import { OfferRecord } from './offer.entity';
import { OffersService, recordOfferEvent } from './offers.service';
import { PreEmploymentChecks } from './pre-employment-checks.service';

/** The applicant's answer moves the application here: an accepted offer is a hire. */
const STAGE_ON_ACCEPTANCE = 'hired';

/**
 * The applicant's answer by signed link. It is recorded once (the first answer wins, even against
 * a second one sent at the same moment); an acceptance moves the application to hired (by
 * `applicant`, in its status history) and opens the pre-employment checklist, in the same
 * transaction as the answer and HR's notice. Every refusal is a page state, never an exception.
 */
@Injectable()
export class OfferAnswers {
  constructor(
    @InjectRepository(OfferRecord) private readonly offers: Repository<OfferRecord>,
    private readonly dataSource: DataSource,
    private readonly applications: JobApplicationsService,
    private readonly checklist: PreEmploymentChecks,
    private readonly sender: MailSender,
    private readonly outbox: OutboxService,
    private readonly links: OfferAnswerLinks,
    private readonly audit: AuditService,
    private readonly team: AdminUsersService,
    private readonly offersService: OffersService,
    private readonly clock: Clock,
  ) {}

  /** What a link shows (`record` false: the question) or does (`record` true: the answer is stored). */
  async answer(
    token: string,
    record: boolean,
    address: string | undefined,
  ): Promise<{ state: OfferPageState; language: Language }> {
    const now = this.clock.now();
    const check = this.links.check(token, now);
    const claim = check.claim;
    const offer = claim ? await this.offers.findOneBy({ id: claim.offerId }) : null;
    const application = offer ? await this.applications.findOne(offer.applicationId).catch(() => null) : null;
    const language: Language = application ? visitorMailLanguage(application.language) : 'en';
    if (!claim || !offer || !application || (!check.valid && check.reason === 'invalid'))
      return { state: { kind: 'invalid' }, language };
    if (offer.answer) return { state: { kind: 'already', answer: offer.answer }, language };
    if (offer.status !== 'sent' || isEndedStatus(application.status))
      return { state: { kind: 'withdrawn' }, language };
    if (!check.valid || offer.expiresOn < dubaiDay(now)) return { state: { kind: 'expired' }, language };
    const onPage = {
      position: (language === 'ar' && offer.positionAr?.trim()) || offer.position,
      startDate: offer.startDate,
      monthlyTotal: offerMonthlyTotal(offer),
      expiresOn: offer.expiresOn,
    };
    if (!record) return { state: { kind: 'confirm', answer: claim.answer, offer: onPage }, language };

    const answer = claim.answer;
    const recorded = await this.dataSource.transaction(async (manager) => {
      const taken = await manager.update(
        OfferRecord,
        { id: offer.id, status: 'sent', answer: IsNull() },
        { status: answer, answer, answeredAt: now, updatedAt: now },
      );
      // Another answer came first (a second tab, a double submit).
      if (!taken.affected) return false;
      await recordOfferEvent(manager, offer.id, answer, APPLICANT_ACTOR, now);
      if (answer === 'accepted') {
        await this.applications.changeStatusWithin(
          manager,
          offer.applicationId,
          STAGE_ON_ACCEPTANCE,
          APPLICANT_ACTOR,
        );
        await this.checklist.open(manager, offer.applicationId, now);
      }
      const company = await this.sender.company(manager);
      const hrLanguage = await this.team.languageOfAddress(company.careersEmail, manager);
      await this.outbox.enqueue(manager, [
        offerAnswerNotice(
          hrLanguage,
          { ...offer, monthlyTotal: onPage.monthlyTotal },
          answer,
          `${application.firstName} ${application.lastName}`,
          now,
          company,
          this.offersService.adminUrl(offer.applicationId),
        ),
      ]);
      return true;
    });
    if (!recorded) {
      const first = await this.offers.findOneBy({ id: offer.id });
      return { state: { kind: 'already', answer: first?.answer ?? answer }, language };
    }
    if (answer === 'accepted') this.applications.statusesChanged();
    await this.audit.record(
      answer === 'accepted' ? 'offer.accepted' : 'offer.declined',
      { type: 'application', id: offer.applicationId },
      { actor: { id: null, username: APPLICANT_ACTOR }, address: address ?? null },
    );
    return { state: { kind: 'done', answer, offer: onPage }, language };
  }
}
