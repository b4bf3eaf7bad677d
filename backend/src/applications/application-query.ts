import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { searchPatterns } from '../platform/common/paging/page-query.dto';
import { APPLICATION_STATUSES, type ListSort } from '@uaq/contract';
import type { ApplicationFiltersDto } from './dto/application-filters.dto';
import type { JobApplication } from './job-application.entity';

const SEARCHED_COLUMNS = ['firstName', 'lastName', 'email', 'phone'];

/** Status sorts in pipeline order (pending first), not alphabetically. */
const STAGE_ORDER = `CASE application.status ${APPLICATION_STATUSES.map(
  (status, index) => `WHEN '${status}' THEN ${index}`,
).join(' ')} ELSE 0 END`;

/** The filters of the list and the export: status, job, and every word of `q` in some field. */
export function whereFilters(
  query: SelectQueryBuilder<JobApplication>,
  filters: ApplicationFiltersDto,
): SelectQueryBuilder<JobApplication> {
  if (filters.status) query.andWhere('application.status = :status', { status: filters.status });
  if (filters.jobId) query.andWhere('application.jobId = :jobId', { jobId: filters.jobId });
  searchPatterns(filters.q).forEach((pattern, index) => {
    const parameter = `word${index}`;
    query.andWhere(
      new Brackets((anyField) => {
        for (const column of SEARCHED_COLUMNS) {
          anyField.orWhere(`LOWER(application.${column}) LIKE :${parameter} ESCAPE '!'`);
        }
      }),
      { [parameter]: pattern },
    );
  });
  return query;
}

/** Every sort ends on the id, so a page boundary never splits ties differently twice. */
export function orderBySort(
  query: SelectQueryBuilder<JobApplication>,
  sort: ListSort = '-createdAt',
): SelectQueryBuilder<JobApplication> {
  switch (sort) {
    case 'createdAt':
      return query.orderBy('application.createdAt', 'ASC').addOrderBy('application.id', 'ASC');
    case 'name':
      return query
        .orderBy('application.firstName', 'ASC')
        .addOrderBy('application.lastName', 'ASC')
        .addOrderBy('application.id', 'ASC');
    case 'status':
      return query
        .orderBy(STAGE_ORDER, 'ASC')
        .addOrderBy('application.createdAt', 'DESC')
        .addOrderBy('application.id', 'DESC');
    default:
      return query.orderBy('application.createdAt', 'DESC').addOrderBy('application.id', 'DESC');
  }
}
