// The baseline of `npm run bench`: a bare Express handler answering the same JSON body the API
// serves, with Express's defaults (res.json serialises and computes a weak ETag per request).
import express from 'express';
import { readFileSync } from 'node:fs';

const [port, bodyFile] = process.argv.slice(2);
const payload = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = express();
app.get('/api/careers/public', (_request, response) => {
  response.json(payload);
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
