import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';

/**
 * Where a person's data could still be: every row of every table of the database (read through the
 * app's own DataSource, whatever the engine), and every file in the folders the app writes to.
 * Used by the erasure tests as an auditor would: dump everything, then search it.
 */

/** The names of every table in the database, the migrations' own tables included. */
async function tableNames(dataSource: DataSource): Promise<string[]> {
  if (dataSource.options.type === 'mysql') {
    const rows = await dataSource.query<Record<string, string>[]>(
      "SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'",
    );
    return rows.map((row) => Object.values(row)[0]!);
  }
  const rows = await dataSource.query<{ name: string }[]>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  return rows.map((row) => row.name);
}

/**
 * Folded lines joined again (iCalendar and mail headers break long lines with a newline and a
 * space, which can split a name in two), the other line breaks kept.
 */
function unfolded(text: string): string {
  return text.replace(/\r?\n[ \t]/g, '');
}

/** A column's value as one line of text. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  return unfolded(text).replace(/\r?\n/g, ' / ');
}

/** One line per row, `table: column=value | …`, every column of every table. */
export async function dumpDatabase(dataSource: DataSource): Promise<string> {
  const escape = (name: string) => dataSource.driver.escape(name);
  const lines: string[] = [];
  for (const table of await tableNames(dataSource)) {
    const rows = await dataSource.query<Record<string, unknown>[]>(`SELECT * FROM ${escape(table)}`);
    for (const row of rows) {
      lines.push(
        `${table}: ${Object.entries(row)
          .map(([column, value]) => `${column}=${asText(value)}`)
          .join(' | ')}`,
      );
    }
  }
  return lines.join('\n');
}

/** Every file under `dir` (recursively, hidden ones too), as paths. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** An e-mail file decoded: headers, the text and HTML bodies and every attachment (the .ics), as text. */
async function decodedMail(path: string): Promise<string> {
  const mail = await simpleParser(readFileSync(path));
  return [
    mail.subject ?? '',
    JSON.stringify(mail.to ?? ''),
    mail.text ?? '',
    typeof mail.html === 'string' ? mail.html : '',
    ...mail.attachments.map((attachment) => attachment.content.toString('utf8')),
  ].join('\n');
}

/**
 * A file's text as a reader would find it: the raw bytes, and for an e-mail (.eml) also every part
 * decoded (quoted-printable and base64 bodies, encoded headers, attachments such as the .ics).
 */
export async function readableText(path: string): Promise<string> {
  const raw = readFileSync(path).toString('utf8');
  return unfolded(path.endsWith('.eml') ? `${raw}\n${await decodedMail(path)}` : raw);
}

/** Lines of `text` that contain any of `needles` (case-insensitive): what an auditor would flag. */
export function hitsIn(text: string, needles: string[]): string[] {
  const wanted = needles.map((needle) => needle.toLowerCase());
  return text.split('\n').filter((line) => wanted.some((needle) => line.toLowerCase().includes(needle)));
}

/** Hits in every file under the folders, each prefixed with its file's path. */
export async function hitsInFiles(dirs: string[], needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const path of dirs.flatMap(filesUnder)) {
    for (const line of hitsIn(await readableText(path), needles)) hits.push(`${path}: ${line.slice(0, 200)}`);
  }
  return hits;
}

/**
 * The token of the newest status link mailed to `email` (a confirmation or a "Lost your link?"
 * mail), read from the mail folder the way the applicant would read their inbox.
 */
export async function newestStatusToken(mailDir: string, email: string): Promise<string> {
  const mails = filesUnder(mailDir)
    .filter((path) => path.endsWith('.eml'))
    .sort()
    .reverse();
  for (const path of mails) {
    const text = await decodedMail(path);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (token && text.includes(email)) return token;
  }
  throw new Error(`No status link mailed to ${email} in ${mailDir}`);
}
