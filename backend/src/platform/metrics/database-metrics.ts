import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { AfterQueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import type { MetricsService } from './metrics.service';

/** The statement's first word only: the SQL text itself (and its values) never become a label. */
function statementOf(query: string): string {
  const word = /^\s*([A-Za-z]+)/.exec(query)?.[1]?.toUpperCase() ?? 'OTHER';
  return ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'START', 'COMMIT', 'ROLLBACK'].includes(word)
    ? word
    : 'OTHER';
}

/** mysql2's pool keeps its counts in fields of these names (SQLite has no pool). */
interface Mysql2Pool {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/** Query timings from TypeORM's afterQuery event, and the MySQL pool's state read at scrape time. */
export function watchDatabase(dataSource: DataSource, metrics: MetricsService): void {
  const subscriber: EntitySubscriberInterface = {
    afterQuery(event: AfterQueryEvent) {
      metrics.queryRan(statementOf(event.query), event.success, (event.executionTime ?? 0) / 1000);
    },
  };
  dataSource.subscribers.push(subscriber);

  metrics.gauge('db_pool_connections', 'Database pool connections, by state', ['state'], () => {
    const pool = (dataSource.driver as { pool?: Mysql2Pool }).pool;
    if (!pool?._allConnections) return [];
    const open = pool._allConnections.length;
    const idle = pool._freeConnections?.length ?? 0;
    return [
      { labels: { state: 'open' }, value: open },
      { labels: { state: 'idle' }, value: idle },
      { labels: { state: 'in_use' }, value: open - idle },
      { labels: { state: 'waiting' }, value: pool._connectionQueue?.length ?? 0 },
      { labels: { state: 'limit' }, value: pool.config?.connectionLimit ?? 0 },
    ];
  });
}
