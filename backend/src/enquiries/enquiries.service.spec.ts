import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { NotFoundError, TooManyRequestsError } from '../platform/common/errors/app-error';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import type { CreateEnquiryDto } from './dto/create-enquiry.dto';
import { EnquiryMails } from './enquiry-mails.service';
import { AuditService } from '../audit/audit.service';
import { LegalHolds } from '../retention/legal-holds.service';
import { EnquiriesService } from './enquiries.service';
import { Enquiry } from './enquiry.entity';

const INPUT: CreateEnquiryDto = {
  name: 'Aisha',
  email: 'aisha@example.com',
  subject: 'general',
  message: 'Hello',
};

describe('EnquiriesService', () => {
  let service: EnquiriesService;
  const transaction = {
    create: jest.fn((_entity: unknown, fields: Partial<Enquiry>) => fields),
    save: jest.fn(async (enquiry: Partial<Enquiry>) => ({ id: 1, ...enquiry })),
    existsBy: jest.fn(async () => false),
    delete: jest.fn(),
  };
  const repository = {
    manager: { transaction: async (work: (manager: unknown) => Promise<unknown>) => work(transaction) },
    save: transaction.save,
    findOneBy: jest.fn(),
    delete: jest.fn(),
  };
  const mail = { received: jest.fn(async () => undefined) };
  const holds = { heldSince: jest.fn(async () => null), forgetWithin: jest.fn(async () => undefined) };
  const audit = { record: jest.fn(async () => undefined) };

  beforeEach(async () => {
    jest.clearAllMocks();
    const moduleRef = await Test.createTestingModule({
      providers: [
        EnquiriesService,
        { provide: getRepositoryToken(Enquiry), useValue: repository },
        { provide: RateLimitService, useValue: new RateLimitService({ redisUrl: null }) },
        { provide: EnquiryMails, useValue: mail },
        { provide: LegalHolds, useValue: holds },
        { provide: AuditService, useValue: audit },
      ],
    }).compile();
    service = moduleRef.get(EnquiriesService);
  });

  it('stores an enquiry, not handled, with a missing phone as null', async () => {
    await service.receive(INPUT, '192.0.2.1');
    expect(repository.save).toHaveBeenCalledWith({ ...INPUT, phone: null, handled: false, language: 'en' });
    expect(mail.received).toHaveBeenCalledWith(transaction, expect.objectContaining({ id: 1 }));
  });

  it('stores nothing when the honeypot is filled', async () => {
    await service.receive({ ...INPUT, website: 'http://spam.example' }, '192.0.2.1');
    expect(repository.save).not.toHaveBeenCalled();
    expect(mail.received).not.toHaveBeenCalled();
  });

  it('counts bots and people alike against the address: the sixth in 10 minutes is refused', async () => {
    for (let sent = 0; sent < 3; sent += 1) await service.receive(INPUT, '192.0.2.2');
    for (let sent = 0; sent < 2; sent += 1) await service.receive({ ...INPUT, website: 'x' }, '192.0.2.2');
    await expect(service.receive(INPUT, '192.0.2.2')).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(repository.save).toHaveBeenCalledTimes(3);
  });

  it('answers unknown ids with "Enquiry not found"', async () => {
    repository.findOneBy.mockResolvedValue(null);
    await expect(service.markHandled(5, true)).rejects.toMatchObject({
      code: 'enquiryAdmin.notFound',
      message: 'Enquiry not found',
    });
    await expect(service.remove(5)).rejects.toBeInstanceOf(NotFoundError);
    expect(transaction.delete).not.toHaveBeenCalled();
  });

  it('refuses to delete an enquiry on legal hold, deleting nothing and auditing the refusal', async () => {
    transaction.existsBy.mockResolvedValue(true);
    holds.heldSince.mockResolvedValue(new Date() as never);
    await expect(service.remove(5)).rejects.toMatchObject({ code: 'legalHold.held', statusCode: 409 });
    expect(transaction.delete).not.toHaveBeenCalled();
    expect(audit.record).toHaveBeenCalledWith('retention.deletion-refused', { type: 'enquiry', id: 5 });
  });

  it('marks a stored enquiry handled', async () => {
    repository.findOneBy.mockResolvedValue({ id: 5, handled: false });
    await expect(service.markHandled(5, true)).resolves.toMatchObject({ id: 5, handled: true });
  });
});
