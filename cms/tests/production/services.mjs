/**
 * What the production tests run around Strapi: an S3-compatible server (moto's server mode) with one bucket,
 * the built site in workerd (Miniflare, as the benches run it), and a webhook relay that counts what Strapi
 * posts before passing it to the site. Each answers `stop()`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../free-port.mjs';

const HOST = '127.0.0.1';
const BUCKET = 'media';
/** moto accepts any key pair; the requests are signed all the same (SigV4), as with a real store. */
const KEYS = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };

async function waitUntil(check, what, child, limitMs = 30_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer within ${limitMs / 1000} s`);
}

/** moto's S3 server on a free port with an empty bucket: `{ env, publicUrl, exists(key), remove(key), stop() }`, env being the CMS's S3_* variables. */
export async function startBucket() {
  const port = await freePort();
  const endpoint = `http://${HOST}:${port}`;
  // its request log is not read: a pipe left full would stop the server after a few hundred requests
  const child = spawn('moto_server', ['-H', HOST, '-p', String(port)], { stdio: 'ignore' });
  const failed = new Promise((_, reject) =>
    child.once('error', (error) => reject(new Error(`moto_server: ${error.message} (pip install "moto[server]")`))),
  );
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', stop);
  try {
    await Promise.race([failed, waitUntil(async () => (await fetch(endpoint)).ok, 'moto_server', child)]);
  } catch (error) {
    stop();
    throw error;
  }
  const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  const publicUrl = `${endpoint}/${BUCKET}`;
  return {
    publicUrl,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: publicUrl,
    },
    /** Whether the bucket holds `key`, asked with a signed HEAD. */
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        return true;
      } catch (error) {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    /** Deletes `key` straight in the store, behind Strapi's back: a loss. */
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    },
    stop,
  };
}

/**
 * Stands between Strapi and the site's webhook: records each call (`calls`: event, model, documentId, and the
 * site's status) and passes it on to `target` once set (the site starts after the CMS it reads).
 */
export async function startWebhookRelay() {
  const relay = { calls: [], target: null, url: '' };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const payload = JSON.parse(body);
      const call = { event: payload.event, model: payload.model, documentId: payload.entry?.documentId, siteStatus: null };
      relay.calls.push(call);
      if (relay.target) {
        const res = await fetch(relay.target, { method: 'POST', headers: { authorization: request.headers.authorization, 'content-type': 'application/json' }, body });
        call.siteStatus = res.status;
        await res.body?.cancel();
      }
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  relay.url = `http://${HOST}:${server.address().port}/__cms/webhook`;
  relay.stop = () => new Promise((resolve) => server.close(resolve));
  return relay;
}

/** The built site (dist/worker; `node scripts/build.mjs` first) in workerd on a free port: `{ url, stop() }`. */
export async function startSite(vars) {
  // the repository's bench helper serves the deployed bundle with wrangler.toml's bindings
  const { startDirect } = await import('../../../bench/site.mjs');
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  if (!fs.existsSync(path.join(root, 'dist', 'worker', 'index.js'))) throw new Error('dist/worker is missing: run `node scripts/build.mjs` first');
  const port = await freePort();
  const persistTo = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const cwd = process.cwd();
  // Miniflare reads wrangler.toml and the site's files relative to the repository
  process.chdir(root);
  let stopSite;
  try {
    stopSite = await startDirect({ port, cmsUrl: vars.CMS_URL, persistTo, vars });
  } finally {
    process.chdir(cwd);
  }
  return {
    url: `http://${HOST}:${port}`,
    async stop() {
      await stopSite();
      fs.rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
