import { DataSource } from 'typeorm';
import { EmailAddressesCompareExactly1796000028100 } from '../../backend/src/platform/database/migrations/1796000028100-EmailAddressesCompareExactly';
import { runMigrationsUnderLock } from '../../backend/src/platform/database/migration-lock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { createJob } from './job-applications-fixtures';

/**
 * Applications and status links stored before identities were exact: the migration makes the
 * columns compare byte for byte (MySQL/MariaDB) and brings every stored address to the one form,
 * without failing on rows that collide or that the normalisation refuses.
 */
describe.each(TEST_ENGINES)('Migration: e-mail addresses compare exactly (%s)', (engine) => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiApp(engine);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('normalises stored addresses and keys, and an address then matches only itself', async () => {
    const dataSource = api.app.get(DataSource);
    const job = (await createJob(api, { title: 'Migration Check Technician' })).id;
    const otherJob = (await createJob(api, { title: 'Migration Check Fitter' })).id;
    const migration = new EmailAddressesCompareExactly1796000028100();
    // The setup holds one connection (the MariaDB run has a pool of one): given back before the migration runs.
    const runner = dataSource.createQueryRunner();
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await runner.release();
    };
    try {
      await migration.down(runner);
      const insertApplication = async (email: string, jobId: number, live = true) => {
        await runner.query(
          `INSERT INTO job_applications (firstName, lastName, email, phone, address, position, jobId,
             coverLetter, status, consentAt, liveApplicationKey)
           VALUES ('Old', 'Row', ?, '+971 50 000 0000', 'Umm Al Quwain', 'Old', ?, 'Stored before.', 'pending',
             CURRENT_TIMESTAMP, ?)`,
          [email, jobId, live ? `${jobId}:${email}` : null],
        );
        const [row] = await runner.query('SELECT MAX(id) AS id FROM job_applications');
        return Number(row.id);
      };
      const insertLink = async (email: string, newEmail: string | null) => {
        await runner.query(
          `INSERT INTO applicant_links (purpose, email, newEmail, tokenHash, language, expiresAt)
           VALUES (?, ?, ?, ?, 'en', '2099-01-01 00:00:00')`,
          [newEmail ? 'email-change' : 'status', email, newEmail, `${email}:${newEmail}`.padEnd(64, 'x')],
        );
        const [row] = await runner.query('SELECT MAX(id) AS id FROM applicant_links');
        return Number(row.id);
      };

      // As the old rule stored them: trimmed and lower-cased, nothing more.
      const real = await insertApplication('mariam@gmail.com', job);
      const umlautDomain = await insertApplication('mariam@gmäil.com', otherJob);
      const accented = await insertApplication('maríam@gmail.com', otherJob, false);
      // One address written two ways, both live for the same job: the older keeps the key.
      const unicodeDomain = await insertApplication('info@bücher.de', job);
      const punycodeDomain = await insertApplication('info@xn--bcher-kva.de', job);
      const decomposed = await insertApplication('rene\u0301@example.com', job);
      // Accepted by the old pattern, refused by IDNA: left as it is.
      const bracketed = await insertApplication('legacy@[10.0.0.1]', job);
      const statusLink = await insertLink('mariam@gmäil.com', null);
      const changeLink = await insertLink('rene\u0301@example.com', 'info@bücher.de');

      const idsWhereEmail = async (email: string) =>
        (
          (await (released ? dataSource : runner).query(
            'SELECT id FROM job_applications WHERE email = ? ORDER BY id',
            [email],
          )) as { id: number }[]
        ).map((row) => Number(row.id));
      // The defect: MariaDB's accent-blind collation takes the look-alikes for the real address.
      expect(await idsWhereEmail('mariam@gmail.com')).toEqual(
        engine === 'mariadb' ? [real, umlautDomain, accented] : [real],
      );

      // Pending again, then run as a server's start runs it (under the lock, in one transaction).
      await runner.query('DELETE FROM migrations WHERE name = ?', [migration.name]);
      await release();
      await runMigrationsUnderLock(dataSource, () => undefined);

      const rows = await dataSource.query<{ id: number; email: string; liveApplicationKey: string | null }[]>(
        'SELECT id, email, liveApplicationKey FROM job_applications WHERE id >= ? ORDER BY id',
        [real],
      );
      expect(rows.map((row) => [Number(row.id), row.email, row.liveApplicationKey])).toEqual([
        [real, 'mariam@gmail.com', `${job}:mariam@gmail.com`],
        [umlautDomain, 'mariam@xn--gmil-moa.com', `${otherJob}:mariam@xn--gmil-moa.com`],
        [accented, 'maríam@gmail.com', null],
        [unicodeDomain, 'info@xn--bcher-kva.de', `${job}:info@xn--bcher-kva.de`],
        [punycodeDomain, 'info@xn--bcher-kva.de', null],
        [decomposed, 'ren\u00e9@example.com', `${job}:ren\u00e9@example.com`],
        [bracketed, 'legacy@[10.0.0.1]', `${job}:legacy@[10.0.0.1]`],
      ]);

      // Compared byte for byte: an address finds its own rows only.
      expect(await idsWhereEmail('mariam@gmail.com')).toEqual([real]);
      expect(await idsWhereEmail('maríam@gmail.com')).toEqual([accented]);
      expect(await idsWhereEmail('mariam@xn--gmil-moa.com')).toEqual([umlautDomain]);
      expect(await idsWhereEmail('MARIAM@gmail.com')).toEqual([]);
      expect(await idsWhereEmail('info@xn--bcher-kva.de')).toEqual([unicodeDomain, punycodeDomain]);
      // A look-alike's one-live-application key for the real applicant's job is held by no one.
      const keyHolders = await dataSource.query<{ id: number }[]>(
        'SELECT id FROM job_applications WHERE liveApplicationKey = ?',
        [`${job}:marİam@gmail.com`],
      );
      expect(keyHolders).toEqual([]);

      const links = await dataSource.query<{ id: number; email: string; newEmail: string | null }[]>(
        'SELECT id, email, newEmail FROM applicant_links WHERE id IN (?, ?) ORDER BY id',
        [statusLink, changeLink],
      );
      expect(links.map((link) => [Number(link.id), link.email, link.newEmail])).toEqual([
        [statusLink, 'mariam@xn--gmil-moa.com', null],
        [changeLink, 'ren\u00e9@example.com', 'info@xn--bcher-kva.de'],
      ]);
      const linksOfReal = await dataSource.query<{ id: number }[]>(
        'SELECT id FROM applicant_links WHERE email = ?',
        ['mariam@gmail.com'],
      );
      expect(linksOfReal).toEqual([]);
    } finally {
      await release();
    }
  });
});
