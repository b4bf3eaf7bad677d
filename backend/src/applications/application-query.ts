import type { SelectQueryBuilder } from 'typeorm';
import { personSearch } from '../platform/common/paging/person-search';
import { APPLICATION_STATUSES, type ListSort, type ScreeningFilters } from '@uaq/contract';
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

/**
 * The filters of the list, the board and the export: status, job, screening, and every word of `q`
 * in some field (or `q` a phone).
 */
export function whereFilters(
  query: SelectQueryBuilder<JobApplication>,
  filters: ApplicationFiltersDto,
): SelectQueryBuilder<JobApplication> {
  if (filters.status) query.andWhere('application.status = :status', { status: filters.status });
  if (filters.jobId) query.andWhere('application.jobId = :jobId', { jobId: filters.jobId });
  const search = personSearch(filters.q, SEARCHED_COLUMNS, 'application.phoneE164');
  if (search) query.andWhere(search);
  whereScreening(query, filters);
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

/**
 * The screening filters: the knock-out flag (the application's own column, indexed with the applied
 * date, alone and after the job), and an answer to one question, found through the answers' index
 * on (question, keys) or (question, number): the subquery reads only that question's answers.
 */
function whereScreening(query: SelectQueryBuilder<JobApplication>, filters: ScreeningFilters): void {
  if (filters.knockedOut !== undefined)
    query.andWhere('application.knockedOut = :knockedOut', { knockedOut: filters.knockedOut ? 1 : 0 });
  if (filters.questionId === undefined) return;
  const conditions = ['answer.questionId = :screeningQuestionId'];
  // Keys are letters, digits and dashes (the filter's own check): nothing LIKE would read as a wildcard.
  if (filters.answer !== undefined) conditions.push('answer.answerKeys LIKE :screeningAnswerKeys');
  if (filters.answerMin !== undefined) conditions.push('answer.answerNumber >= :screeningAnswerMin');
  if (filters.answerMax !== undefined) conditions.push('answer.answerNumber <= :screeningAnswerMax');
  query.andWhere(
    `application.id IN (SELECT answer.applicationId FROM application_answers answer WHERE ${conditions.join(' AND ')})`,
    {
      screeningQuestionId: filters.questionId,
      screeningAnswerKeys: `%|${filters.answer ?? ''}|%`,
      screeningAnswerMin: filters.answerMin,
      screeningAnswerMax: filters.answerMax,
    },
  );
}
