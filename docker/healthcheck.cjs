// Container health check: healthy when GET /api/health/ready answers 200 (migrations done, the
// database reachable, not shutting down). `node docker/healthcheck.cjs /api/health/live` checks
// liveness instead. Plain Node, because the slim runtime image has no curl or wget.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- runs as plain CommonJS inside the image */
const http = require('node:http');

const port = Number(process.env.PORT || 3000);
const path = process.argv[2] || '/api/health/ready';
const request = http.get({ host: '127.0.0.1', port, path, timeout: 4000 }, (response) => {
  response.resume();
  process.exit(response.statusCode === 200 ? 0 : 1);
});
request.on('timeout', () => request.destroy(new Error('timed out')));
request.on('error', (error) => {
  console.error(`health check failed: ${error.message}`);
  process.exit(1);
});
