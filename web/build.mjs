// Bundles the page into bot/assets/web/ (index.html, app.js, app.css, activity.js), which the
// bot compiles in. Reproducible: the same sources and pinned esbuild give the same bytes (no
// timestamps, no hashes in names, no absolute paths).

import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'bot', 'assets', 'web');

// Modern JavaScript (ES2020 modules); CSS for the browsers Discord's clients and phones run.
const jsTarget = ['es2020'];
const cssTarget = ['chrome90', 'firefox90', 'safari14'];

const common = {
  absWorkingDir: here,
  bundle: true,
  minify: true,
  write: false,
  charset: 'utf8',
  logLevel: 'warning',
};

async function bundle(entry, options = {}) {
  const result = await esbuild.build({ ...common, entryPoints: [entry], ...options });
  if (result.outputFiles.length !== 1) throw new Error(`${entry}: expected one output file`);
  return result.outputFiles[0].contents;
}

// The SDK is only for the Activity: app.js imports './activity.js' on demand and esbuild
// leaves that import as it is (both files are served side by side under /assets/).
const app = await bundle('src/app.js', {
  format: 'esm',
  target: jsTarget,
  external: ['./activity.js'],
});
const activity = await bundle('src/activity.js', { format: 'esm', target: jsTarget });
const css = await bundle('src/app.css', { target: cssTarget });
const html = (await readFile(join(here, 'src', 'index.html'), 'utf8'))
  .split('\n')
  .map((line) => line.trim())
  .join('');

await mkdir(out, { recursive: true });
const files = [
  ['index.html', Buffer.from(`${html}\n`)],
  ['app.js', app],
  ['app.css', css],
  ['activity.js', activity],
];
for (const [name, bytes] of files) {
  await writeFile(join(out, name), bytes);
  console.log(`${name.padEnd(12)} ${String(bytes.length).padStart(7)} bytes`);
}
