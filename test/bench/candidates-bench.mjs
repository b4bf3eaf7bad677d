// The Candidates tab's part of `npm run bench:admin`: the talent pool at the seeded 50,000
// applications. The demo seed stores applications alone, so `addCandidates` gives them what the
// candidates domain keeps (one candidate per address, phones in E.164, tags, CV text), as the
// candidates migration does for existing rows; `timeTalentPool` times the list and each search.
// MariaDB SQL: the bench runs on MariaDB only.

const TAGS = 20;

/**
 * One candidate per address (the demo's addresses are all different: 50,000 candidates, the
 * pool's worst case), phones in E.164 on both tables, a tag on every 7th candidate (20 tags), and
 * CV text on every 10th application (a word of which, "notifier", on every 30th).
 */
export async function addCandidates(database) {
  const sql = (statement) => database.query(`USE \`${database.database}\`; ${statement}`);
  await sql(`UPDATE job_applications SET phoneE164 = REPLACE(phone, ' ', '')`);
  await sql(
    `INSERT INTO candidates (email, firstName, lastName, phone, phoneE164, lastAppliedAt)
     SELECT email, firstName, lastName, phone, phoneE164, createdAt FROM job_applications`,
  );
  await sql(`UPDATE job_applications a JOIN candidates c ON c.email = a.email SET a.candidateId = c.id`);
  const tags = Array.from({ length: TAGS }, (_, index) => `('Bench tag ${index}', 'bench tag ${index}')`);
  await sql(`INSERT INTO candidate_tags (name, nameKey) VALUES ${tags.join(', ')}`);
  await sql(
    `INSERT INTO candidate_tag_links (candidateId, tagId)
     SELECT c.id, t.id FROM candidates c JOIN candidate_tags t ON t.nameKey = CONCAT('bench tag ', c.id % ${TAGS})
     WHERE c.id % 7 = 0`,
  );
  await sql(
    `INSERT INTO application_resume_texts (applicationId, text)
     SELECT id, CONCAT('Curriculum vitae. Fire alarm commissioning, sprinkler maintenance, ',
       IF(id % 30 = 0, 'Notifier panels, ', ''), 'Civil Defence approvals. Dubai, Sharjah.')
     FROM job_applications WHERE id % 10 = 0`,
  );
  const counts = await sql(
    `SELECT (SELECT COUNT(*) FROM candidates), (SELECT COUNT(*) FROM candidate_tag_links),
       (SELECT COUNT(*) FROM application_resume_texts), (SELECT MIN(id) FROM candidate_tags)`,
  );
  const [candidates, tagged, cvs, firstTagId] = counts.trim().split('\t').map(Number);
  return { candidates, tagged, cvs, firstTagId };
}

/**
 * Each request ten times, one after the other (HR searching): the median and the slowest, and the
 * rows found. `phone` is a seeded candidate's number as the demo stores it (+971 5X 000 NNNN).
 */
export async function timeTalentPool(get, { tagId, phone }) {
  const local = `0${phone.replace(/\D/g, '').slice(3)}`;
  const searches = [
    ['list, first page', ''],
    ['list, page 40', 'page=40'],
    ['list by name, page 40', 'sort=name&page=40'],
    ['name "haddad"', 'q=haddad'],
    ['name "rashid haddad"', 'q=rashid%20haddad'],
    [`phone ${local}`, `q=${encodeURIComponent(local)}`],
    [`phone ${phone}`, `q=${encodeURIComponent(phone)}`],
    [`phone ${phone.replace(/\D/g, '')}`, `q=${phone.replace(/\D/g, '')}`],
    ['tag', `tagId=${tagId}`],
    ['skill word "notifier" (CVs)', 'skills=notifier'],
    ['skill words "alarm technician"', 'skills=alarm%20technician'],
    ['stage reached: interviewed', 'stageReached=interviewed'],
    ['stage hired + tag', `stageReached=hired&tagId=${tagId}`],
    ['skill word + stage + tag', `skills=notifier&stageReached=shortlisted&tagId=${tagId}`],
  ];
  const results = [];
  for (const [name, query] of searches) {
    const runs = [];
    let total = 0;
    for (let run = 0; run < 10; run += 1) {
      const start = performance.now();
      const response = await get(`/api/admin/candidates${query ? `?${query}` : ''}`);
      if (!response.ok) throw new Error(`Talent pool ${name}: HTTP ${response.status}`);
      total = (await response.json()).meta.total;
      runs.push(performance.now() - start);
    }
    results.push({ name, runs, total });
  }
  return results;
}
