// Proves in the image that every native part of the production dependencies loads and works on
// this base, although npm installed them without running their install scripts (the build's RUN
// fails otherwise). better-sqlite3 and argon2 load the Node-API binaries inside their packages,
// sharp the ones from its per-platform @img packages.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, runs in the slim image */

async function main() {
  const Database = require('better-sqlite3');
  const database = new Database(':memory:');
  const { answer } = database.prepare('SELECT 6 * 7 AS answer').get();
  database.close();
  if (answer !== 42) throw new Error('better-sqlite3 answered wrongly');

  const argon2 = require('argon2');
  const hash = await argon2.hash('native-check', { timeCost: 2, memoryCost: 4096 });
  if (!(await argon2.verify(hash, 'native-check'))) throw new Error('argon2 did not verify its own hash');

  const sharp = require('sharp');
  const pixel = { create: { width: 2, height: 2, channels: 3, background: '#b91c1c' } };
  const webp = await sharp(pixel).webp().toBuffer();
  if (webp.subarray(8, 12).toString('latin1') !== 'WEBP') throw new Error('sharp made no WebP');

  console.info(
    `native parts load: better-sqlite3 ${require('better-sqlite3/package.json').version}, ` +
      `argon2 ${require('argon2/package.json').version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})`,
  );
}

main().catch((error) => {
  console.error(`native check failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
