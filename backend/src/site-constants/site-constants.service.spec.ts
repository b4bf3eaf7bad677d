import { Test } from '@nestjs/testing';
import { getDataSourceToken, getRepositoryToken } from '@nestjs/typeorm';
import { PublicReadCache } from '../platform/common/cache/public-read-cache';
import { InvalidInputError } from '../platform/common/errors/app-error';
import { appConfig } from '../platform/config/app.config';
import { SiteConstant } from './site-constant.entity';
import { SiteConstantsService } from './site-constants.service';

describe('SiteConstantsService', () => {
  let service: SiteConstantsService;
  let stored: SiteConstant[];
  const manager = {
    createQueryBuilder: () => ({ delete: () => ({ from: () => ({ execute: async () => (stored = []) }) }) }),
    insert: jest.fn(async (_entity: unknown, rows: SiteConstant[]) => stored.push(...rows)),
  };
  const repository = { find: jest.fn(async () => [...stored]) };
  const dataSource = {
    transaction: jest.fn(async (work: (m: typeof manager) => Promise<void>) => work(manager)),
  };

  beforeEach(async () => {
    stored = [{ name: 'projectCount', value: '80' }];
    jest.clearAllMocks();
    const moduleRef = await Test.createTestingModule({
      providers: [
        SiteConstantsService,
        PublicReadCache,
        { provide: appConfig.KEY, useValue: { publicCacheTtlMs: 60_000 } },
        { provide: getRepositoryToken(SiteConstant), useValue: repository },
        { provide: getDataSourceToken(), useValue: dataSource },
      ],
    }).compile();
    service = moduleRef.get(SiteConstantsService);
  });

  it('reads the JSON values back as they were stored, through the public cache', async () => {
    await expect(service.read()).resolves.toEqual({ projectCount: 80 });
    await service.read();
    expect(repository.find).toHaveBeenCalledTimes(1);
  });

  it('replaces everything in one transaction and refreshes the cached read', async () => {
    await service.read();
    await expect(service.replace({ companyName: 'Al Raas', tags: ['a'] })).resolves.toEqual({
      companyName: 'Al Raas',
      tags: ['a'],
    });
    expect(dataSource.transaction).toHaveBeenCalledTimes(1);
    expect(stored).toEqual([
      { name: 'companyName', value: '"Al Raas"' },
      { name: 'tags', value: '["a"]' },
    ]);
  });

  it('touches nothing when the map is invalid', async () => {
    await expect(service.replace({ 'bad key': 1 })).rejects.toBeInstanceOf(InvalidInputError);
    expect(dataSource.transaction).not.toHaveBeenCalled();
    expect(stored).toEqual([{ name: 'projectCount', value: '80' }]);
  });
});
