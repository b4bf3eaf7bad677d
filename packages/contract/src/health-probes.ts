/**
 * The orchestrator's probes (`/api/health/live`, `/api/health/ready`). `/api/health` keeps its
 * older shape (HealthStatus) for existing monitors.
 */
export interface LivenessStatus {
  status: 'ok';
}

/** What readiness depends on; `notReady` names the ones failing, empty when ready. */
export interface ReadinessStatus {
  status: 'ready' | 'not-ready';
  migrations: 'done' | 'pending';
  database: 'up' | 'down';
  server: 'serving' | 'draining';
  notReady: ('migrations' | 'database' | 'server')[];
}

export interface HealthStatus {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}
