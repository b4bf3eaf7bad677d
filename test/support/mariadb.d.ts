/** Types for `mariadb.js` (plain CommonJS so plain Node scripts can use it too). */
export interface MariaDbOptions {
  /** Database created at start (default `app_test`). */
  database?: string;
  /** User with all privileges, so tests can create further databases (default `app_test`). */
  user?: string;
  password?: string;
  /** Where the temp folder goes (default the system temp folder). */
  parentDir?: string;
  /** No progress line on stderr. */
  quiet?: boolean;
}

export interface MariaDbServer {
  host: string;
  port: number;
  socket: string;
  user: string;
  password: string;
  database: string;
  /** `mysql://user:password@127.0.0.1:port/database` */
  url: string;
  /** The temp folder holding data, socket, pid file and error log. */
  dir: string;
  urlFor(database?: string): string;
  /** Runs SQL as root through the socket; returns tab-separated rows without column names. */
  query(sql: string): Promise<string>;
  /** Stops the server but keeps its data (simulates a database outage). */
  pause(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  resume(): Promise<void>;
  /** Stops the server and deletes its temp folder. */
  stop(): Promise<void>;
  isRunning(): boolean;
}

export function startMariaDb(options?: MariaDbOptions): Promise<MariaDbServer>;
/** Paths of mariadbd, mariadb-install-db, mariadb-admin and mariadb; throws naming the package to install. */
export function mariaDbPrograms(): Record<string, string>;
export function freePort(): Promise<number>;
export const INSTALL_HINT: string;
