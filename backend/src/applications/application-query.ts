import type { SelectQueryBuilder } from 'typeorm';
import { personSearch } from '../platform/common/paging/person-search';
import { APPLICATION_STATUSES, type ListSort } from '@uaq/contract';
import type { ApplicationFiltersDto } from './dto/application-filters.dto';
import type { JobApplication } from './job-application.entity';

/** Words are looked for in these; a whole phone number in the E.164 column (personSearch). */
const SEARCHED_COLUMNS = ['firstName', 'lastName', 'email', 'phone', 'phoneE164'].map(
  (column) => `application.${column}`,
);

/** Status sorts in pipeline order (pending first), not alphabetically. */
const STAGE_ORDER = `CASE application.status ${APPLICATION_STATUSES.map(
  (status, index) => `WHEN '${status}' THEN ${index}`,
).join(' ')} ELSE 0 END`;

/** The filters of the list and the export: status, job, and every word of `q` in some field (or `q` a phone). */
export function whereFilters(
  query: SelectQueryBuilder<JobApplication>,
  filters: ApplicationFiltersDto,
): SelectQueryBuilder<JobApplication> {
  if (filters.status) query.andWhere('application.status = :status', { status: filters.status });
  if (filters.jobId) query.andWhere('application.jobId = :jobId', { jobId: filters.jobId });
  const search = personSearch(filters.q, SEARCHED_COLUMNS, 'application.phoneE164');
  if (search) query.andWhere(search);
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
