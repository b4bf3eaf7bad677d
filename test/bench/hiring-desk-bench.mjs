// The hiring desk's part of `npm run bench:admin`: the new lists at the seeded 50,000 applications.
// The demo seed stores applications alone, so `addHiringDesk` gives them what screening, interviews
// and offers keep, as HR's and applicants' work would have left it; `timeHiringDesk` times the
// applications list by screening verdict and answer, an interviewer's "My interviews" and the
// offers queue. MariaDB SQL: the bench runs on MariaDB only.

const SCREENED_JOBS = 4;
const INTERVIEWS = 3_000;
const OFFERS = 3_000;

/**
 * Screening: two questions on each of the first 4 jobs (a yes/no knock-out on "no", a number that
 * qualifies up to 60), answered by all their applications (one in five answers "no", numbers 0 to 120),
 * and the applications' knock-out flag set from their answers. Interviews: 3,000 over 50 days
 * either side of now (one in ten cancelled), HR on every panel, `interviewer` on every other one,
 * with a submitted card on two thirds of its past ones. Offers: 3,000, one in eight a draft waiting
 * for approval, the rest approved, sent, answered or withdrawn, each with its history.
 */
export async function addHiringDesk(database, { hr, interviewer }) {
  const sql = (statement) => database.query(`USE \`${database.database}\`; ${statement}`);
  await sql(
    `INSERT INTO screening_questions (jobId, position, kind, text, textAr, required, choices, min, max,
       knockOutAnswer, qualifyingMin, qualifyingMax, version, createdAt, updatedAt)
     SELECT j.id, q.position, q.kind, q.text, q.textAr, 1, '[]', q.min, q.max, q.knockOut, NULL, q.qualifyingMax,
       1, UTC_TIMESTAMP(3), UTC_TIMESTAMP(3)
     FROM (SELECT id FROM jobs ORDER BY id LIMIT ${SCREENED_JOBS}) j CROSS JOIN (
       SELECT 0 AS position, 'yes-no' AS kind, 'Do you hold a UAE driving licence?' AS text,
         'هل لديك رخصة قيادة إماراتية؟' AS textAr, NULL AS min, NULL AS max, 'no' AS knockOut, NULL AS qualifyingMax
       UNION ALL SELECT 1, 'number', 'Notice period in days', 'فترة الإشعار بالأيام', 0, 180, NULL, 60
     ) q`,
  );
  await sql(
    `INSERT INTO application_answers (applicationId, questionId, questionVersion, position, kind, question,
       questionAr, answerKeys, answerNumber, answerText, chosen, knockedOut)
     SELECT a.id, q.id, 1, q.position, q.kind, q.text, q.textAr,
       IF(q.kind = 'yes-no', IF(CRC32(a.id) % 5 = 0, '|no|', '|yes|'), NULL),
       IF(q.kind = 'number', a.id % 121, NULL), NULL, NULL,
       IF(q.kind = 'yes-no', CRC32(a.id) % 5 = 0, a.id % 121 > 60)
     FROM job_applications a JOIN screening_questions q ON q.jobId = a.jobId`,
  );
  await sql(
    `UPDATE job_applications SET knockedOut = 1
     WHERE id IN (SELECT applicationId FROM application_answers WHERE knockedOut = 1)`,
  );

  await sql(
    `INSERT INTO interviews (applicationId, calendarUid, sequence, status, response, startsAt, durationMinutes,
       timeZone, localDate, \`localTime\`, location, meetingUrl, createdBy, createdAt, updatedAt)
     SELECT id, CONCAT('bench-', id, '@bench'), 0, IF(id % 160 = 0, 'cancelled', 'scheduled'),
       ELT(1 + id % 3, 'pending', 'accepted', 'declined'), startsAt, 45, 'Asia/Dubai',
       DATE_FORMAT(DATE_ADD(startsAt, INTERVAL 4 HOUR), '%Y-%m-%d'),
       DATE_FORMAT(DATE_ADD(startsAt, INTERVAL 4 HOUR), '%H:%i'), 'Head office, Umm Al Quwain', NULL,
       '${hr.username}', createdAt, createdAt
     FROM (SELECT id, createdAt, DATE_ADD(UTC_TIMESTAMP(3), INTERVAL (id DIV 16 % 2400 - 1200) HOUR) AS startsAt
       FROM job_applications WHERE id % 16 = 0 ORDER BY id LIMIT ${INTERVIEWS}) a`,
  );
  await sql(
    `INSERT INTO interview_interviewers (interviewId, adminUserId, username)
     SELECT id, ${hr.id}, '${hr.username}' FROM interviews
     UNION ALL SELECT id, ${interviewer.id}, '${interviewer.username}' FROM interviews WHERE id % 2 = 0`,
  );
  await sql(
    `INSERT INTO interview_scorecards (interviewId, adminUserId, username, ratings, recommendation, comment,
       submittedAt, createdAt, updatedAt)
     SELECT id, ${interviewer.id}, '${interviewer.username}', '[]', IF(id % 3 = 0, NULL, ELT(1 + id % 4, 'strong-no', 'no', 'yes', 'strong-yes')),
       'Knows addressable panels.', IF(id % 3 = 0, NULL, startsAt), startsAt, startsAt
     FROM interviews WHERE id % 2 = 0 AND startsAt < UTC_TIMESTAMP(3)`,
  );

  await sql(
    `INSERT INTO offers (applicationId, status, position, positionAr, startDate, workPattern, contractMonths,
       probationMonths, basicSalary, housingAllowance, transportAllowance, otherAllowances, expiresOn, notes,
       draftedBy, changedBy, approvedBy, approvedAt, sentBy, sentAt, answer, answeredAt, createdAt, updatedAt)
     SELECT id, status, 'Fire alarm technician', 'فني إنذار حريق', DATE_FORMAT(DATE_ADD(createdAt, INTERVAL 45 DAY), '%Y-%m-%d'),
       'full-time', 24, 6, 4000 + id % 20 * 250, 1500, 500, '[]',
       DATE_FORMAT(DATE_ADD(createdAt, INTERVAL 21 DAY), '%Y-%m-%d'), NULL, '${hr.username}', '${hr.username}',
       IF(status = 'draft', NULL, 'owner'), IF(status = 'draft', NULL, createdAt),
       IF(status IN ('draft', 'approved'), NULL, '${hr.username}'), IF(status IN ('draft', 'approved'), NULL, createdAt),
       IF(status IN ('accepted', 'declined'), status, NULL), IF(status IN ('accepted', 'declined'), createdAt, NULL),
       createdAt, createdAt
     FROM (SELECT id, DATE_ADD(createdAt, INTERVAL 20 DAY) AS createdAt,
         ELT(1 + id DIV 16 % 8, 'draft', 'approved', 'sent', 'sent', 'accepted', 'declined', 'withdrawn', 'accepted') AS status
       FROM job_applications WHERE id % 16 = 8 ORDER BY id LIMIT ${OFFERS}) a`,
  );
  await sql(
    `INSERT INTO offer_events (offerId, kind, actor, at)
     SELECT id, 'drafted', draftedBy, createdAt FROM offers
     UNION ALL SELECT id, 'approved', approvedBy, approvedAt FROM offers WHERE approvedAt IS NOT NULL`,
  );

  const counts = await sql(
    `SELECT (SELECT MIN(id) FROM screening_questions WHERE kind = 'yes-no'),
       (SELECT MIN(id) FROM screening_questions WHERE kind = 'number'),
       (SELECT COUNT(*) FROM application_answers), (SELECT SUM(knockedOut) FROM job_applications),
       (SELECT COUNT(*) FROM interviews), (SELECT COUNT(*) FROM interview_interviewers WHERE adminUserId = ${interviewer.id}),
       (SELECT COUNT(*) FROM offers), (SELECT COUNT(*) FROM offers WHERE status = 'draft')`,
  );
  const [yesNoId, numberId, answers, knockedOut, interviews, assigned, offers, drafts] = counts
    .trim()
    .split('\t')
    .map(Number);
  return { yesNoId, numberId, answers, knockedOut, interviews, assigned, offers, drafts };
}

async function timeEach(requests) {
  const results = [];
  for (const [name, get, path] of requests) {
    const runs = [];
    let total = 0;
    for (let run = 0; run < 10; run += 1) {
      const start = performance.now();
      const response = await get(path);
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      total = (await response.json()).meta.total;
      runs.push(performance.now() - start);
    }
    results.push({ name, runs, total });
  }
  return results;
}

/**
 * Each request ten times, one after the other: the median and the slowest, and the rows found.
 * `get` is HR's session, `getAsInterviewer` the interviewer account's; `jobId` a screened job.
 */
export function timeHiringDesk(get, getAsInterviewer, { yesNoId, numberId, jobId }) {
  const list = '/api/admin/job-applications';
  return timeEach([
    ['knocked out', get, `${list}?knockedOut=true`],
    ['not knocked out, page 40', get, `${list}?knockedOut=false&page=40`],
    ['one job, not knocked out', get, `${list}?jobId=${jobId}&knockedOut=false`],
    ['licence: yes', get, `${list}?questionId=${yesNoId}&answer=yes`],
    ['licence: no, pending', get, `${list}?questionId=${yesNoId}&answer=no&status=pending`],
    ['notice 30 to 60 days', get, `${list}?questionId=${numberId}&answerMin=30&answerMax=60`],
    ['notice <= 30 days, by name', get, `${list}?questionId=${numberId}&answerMax=30&sort=name`],
    ['my interviews, upcoming', getAsInterviewer, '/api/admin/my-interviews'],
    ['my interviews, upcoming page 10', getAsInterviewer, '/api/admin/my-interviews?page=10'],
    ['my interviews, past', getAsInterviewer, '/api/admin/my-interviews?period=past'],
    ['HR on every panel, upcoming', get, '/api/admin/my-interviews'],
    ['offers, all', get, '/api/admin/offers'],
    ['offers, page 50', get, '/api/admin/offers?page=50'],
    ['offers, approver queue (draft)', get, '/api/admin/offers?status=draft'],
    ['offers, sent', get, '/api/admin/offers?status=sent'],
    ['offers, expired', get, '/api/admin/offers?status=expired'],
  ]);
}
