// `npm run bench:uploads`: memory under concurrent uploads. The built server (`npm run build` first) is
// started as production starts it (SQLite, local file storage, TRUST_PROXY=loopback so that each
// client's X-Forwarded-For is its address: no rate limit is changed, each client sends one form, as
// 48 visitors would). Then 48 maximum-size uploads are sent at once: half resumes (5 MB) to
// POST /api/job-applications, half drawings (10 MB) to POST /api/quote-requests, each from its own
// address. Then BENCH_PHOTOS (default 4) admins upload a 49-megapixel photo at once. The server's
// RSS is sampled throughout; it prints the peak of each phase, every answer's status, and checks that
// every 201 has its file stored byte for byte (downloaded back through the admin API). It asserts
// nothing. Target: peak RSS <= 350 MB during the 48 uploads, every upload answered, nothing lost.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import sharp from 'sharp';
import { startBuiltServer } from './built-server.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 48);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 4);
const RESUME_BYTES = 5 * 1024 * 1024; // APPLICATION_LIMITS.resumeBytes
const DRAWING_BYTES = 10 * 1024 * 1024; // QUOTE_LIMITS.drawingBytes
const ANSWER_TIMEOUT_MS = 180_000;

const { baseUrl, admin, pid, stop } = await startBuiltServer('bench-uploads', {
  env: { TRUST_PROXY: 'loopback' },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stop().finally(() => process.exit(130)));
}

function memoryMbOf(name) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the server's RSS every 10 ms until `stop()`, which returns the highest sample. */
function sampleRss() {
  let peak = memoryMbOf('VmRSS');
  const timer = setInterval(() => (peak = Math.max(peak, memoryMbOf('VmRSS'))), 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, memoryMbOf('VmRSS'));
  };
}

/**
 * Sends a multipart form with one file, written straight from the buffers (the file's bytes are
 * shared between clients, only their first line differs). Resolves with the status and body.
 */
function sendForm(path, { fields, file, headers = {} }) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => [name, item]))
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + file.parts.reduce((sum, part) => sum + part.length, 0) + tail.length;
  return new Promise((resolve) => {
    const call = request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        ...headers,
      },
      timeout: ANSWER_TIMEOUT_MS,
    });
    call.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        let body = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode, body });
      });
    });
    call.on('timeout', () => call.destroy(new Error('no answer in time')));
    call.on('error', (error) => resolve({ status: `no answer (${error.message})`, body: null }));
    call.write(head);
    for (const part of file.parts) call.write(part);
    call.end(tail);
  });
}

/** A PDF of exactly `size` bytes whose first line names the upload, and its SHA-256. */
function pdfOf(size, label, filler) {
  const first = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  const last = Buffer.from('\n%%EOF\n');
  const parts = [first, filler.subarray(0, size - first.length - last.length), last];
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return { parts, size, sha256: hash.digest('hex') };
}

async function downloaded(path, token) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return { status: response.status, size: 0, sha256: '' };
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of response.body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { status: response.status, size, sha256: hash.digest('hex') };
}

const countBy = (values) =>
  Object.entries(values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {}))
    .map(([value, count]) => `${count} × ${value}`)
    .join(', ');

try {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (await login.json()).data.token;
  const jobs = (await (await fetch(`${baseUrl}/api/careers/public`)).json()).data;
  const jobId = (Array.isArray(jobs) ? jobs : jobs.items)[0].id;
  const filler = randomBytes(DRAWING_BYTES);

  const uploads = Array.from({ length: UPLOADS }, (_, index) => {
    const address = `203.0.${113 + (index >> 8)}.${(index & 255) + 1}`;
    const headers = { 'x-forwarded-for': address };
    if (index % 2 === 0) {
      const file = pdfOf(RESUME_BYTES, `resume ${index}`, filler);
      return {
        kind: 'resume',
        file,
        send: () =>
          sendForm('/api/job-applications', {
            headers,
            fields: {
              firstName: 'Bench',
              lastName: `Applicant ${index}`,
              email: `bench-applicant-${index}@example.com`,
              phone: '+971 50 000 0000',
              address: 'Al Raas, Umm Al Quwain',
              coverLetter: 'Four years with addressable fire alarm panels.',
              jobId: String(jobId),
              consent: 'true',
            },
            file: {
              field: 'resume',
              name: `resume-${index}.pdf`,
              type: 'application/pdf',
              parts: file.parts,
            },
          }),
        storedAt: (id) => `/api/admin/job-applications/${id}/resume`,
      };
    }
    const file = pdfOf(DRAWING_BYTES, `drawing ${index}`, filler);
    return {
      kind: 'drawing',
      file,
      send: () =>
        sendForm('/api/quote-requests', {
          headers,
          fields: {
            name: `Bench Client ${index}`,
            email: `bench-client-${index}@example.com`,
            phone: '+971 50 000 0001',
            emirate: 'sharjah',
            buildingType: 'commercial',
            services: 'fire-alarm',
            amc: 'false',
            preferredContact: 'phone',
            consent: 'true',
          },
          file: {
            field: 'drawing',
            name: `drawing-${index}.pdf`,
            type: 'application/pdf',
            parts: file.parts,
          },
        }),
      storedAt: (id) => `/api/admin/quote-requests/${id}/drawing`,
    };
  });

  const rssBefore = memoryMbOf('VmRSS');
  const stopSampling = sampleRss();
  const started = Date.now();
  const answers = await Promise.all(uploads.map((upload) => upload.send()));
  const seconds = (Date.now() - started) / 1000;
  const peak = stopSampling();

  let lost = 0;
  for (const [index, upload] of uploads.entries()) {
    const answer = answers[index];
    if (answer.status !== 201) continue;
    const stored = await downloaded(upload.storedAt(answer.body.data.id), token);
    if (stored.size !== upload.file.size || stored.sha256 !== upload.file.sha256) {
      lost += 1;
      console.info(
        `  ${upload.kind} ${index}: stored ${stored.status}, ${stored.size} bytes (sent ${upload.file.size})`,
      );
    }
  }
  const statuses = answers.map((answer) => answer.status);
  const answered = statuses.filter((status) => typeof status === 'number').length;
  console.info(
    `\n${UPLOADS} concurrent maximum-size uploads (${UPLOADS / 2} resumes of 5 MB, ${UPLOADS / 2} drawings of 10 MB), each from its own address`,
  );
  console.info(`  answers in order: ${statuses.join(' ')}`);
  console.info(`  answers: ${countBy(statuses)}; ${answered}/${UPLOADS} answered in ${seconds.toFixed(1)} s`);
  console.info(`  every 201's file stored byte for byte: ${lost === 0 ? 'yes' : `no, ${lost} lost`}`);
  console.info(
    `  server RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (sampled every 10 ms)   (target <= 350 MB)`,
  );

  if (PHOTOS > 0) {
    // 7,000 × 7,000 (49 megapixels) of one colour: a small file that decodes to 147 MB.
    const photo = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#b71c1c' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const project = await fetch(`${baseUrl}/api/admin/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Bench photos',
        category: 'Commercial',
        location: 'Umm Al Quwain',
        status: 'Completed',
        description: 'Photos sent at once by the upload benchmark.',
        services: ['fire-alarm'],
      }),
    });
    const projectId = (await project.json()).data.id;
    const photoRssBefore = memoryMbOf('VmRSS');
    const stopPhotoSampling = sampleRss();
    const photoStarted = Date.now();
    const photoAnswers = await Promise.all(
      Array.from({ length: PHOTOS }, (_, index) =>
        sendForm(`/api/admin/projects/${projectId}/photos`, {
          headers: { authorization: `Bearer ${token}` },
          fields: { alt: `Bench photo ${index}` },
          file: { field: 'photo', name: `photo-${index}.jpg`, type: 'image/jpeg', parts: [photo] },
        }),
      ),
    );
    const photoSeconds = (Date.now() - photoStarted) / 1000;
    const photoPeak = stopPhotoSampling();
    console.info(
      `\n${PHOTOS} concurrent 49-megapixel project photos (${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG each)`,
    );
    console.info(
      `  answers: ${countBy(photoAnswers.map((answer) => answer.status))} in ${photoSeconds.toFixed(1)} s`,
    );
    console.info(`  server RSS ${photoRssBefore.toFixed(0)} MB before, peak ${photoPeak.toFixed(0)} MB`);
  }
  console.info(`\nServer's highest RSS since it started (VmHWM): ${memoryMbOf('VmHWM').toFixed(0)} MB`);
} finally {
  await stop();
}
