/**
 * Production's shape: two Strapi instances on one PostgreSQL database and one S3 bucket (moto), the built site
 * in front. Media uploaded through one instance land in the bucket and are served by the site; entries written
 * on one are read through the other and the site; each publish reaches the site's webhook exactly once,
 * whichever instance it was made on; deleting a file removes its object. Then the site's token and the webhook
 * secret are rotated as README.md's Operations say, one instance at a time, the site reading and purging all along.
 * Last, the restore drill: the database dumped and the bucket saved (scripts/database.mjs, scripts/bucket.mjs), the
 * database dropped and an image lost from the bucket, both restored, and the same entries, pages and image found
 * again; the site's answers while no CMS runs are measured and printed.
 * Runs under with-postgres.mjs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { backup as backupBucket, restore as restoreBucket } from '../../scripts/bucket.mjs';
import { dump, restore } from '../../scripts/database.mjs';
import { adminCall, createWriteToken, loginAdmin } from '../admin-api.mjs';
import { API_TOKEN } from '../api-client.mjs';
import { callApi } from '../content-api.mjs';
import { startStrapi } from '../strapi-process.mjs';
import { createTestDatabase } from '../test-database.mjs';
import { startBucket, startSite, startWebhookRelay } from './services.mjs';

const WEBHOOK_SECRET = 'cluster-webhook-secret';
const NEXT_WEBHOOK_SECRET = 'cluster-webhook-secret-2';
const NEXT_API_TOKEN = 'cluster-site-token-2-0123456789abcdef';
/** A PNG's signature and a few bytes: Strapi keeps it as an image/png, the site passes it on unchanged. */
const PICTURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 7, 7, 7]);

let bucket, relay, databaseDir, database, first, second, site, writeToken, env;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (up to 10 s) for `check` to be true: webhooks are posted after the answer. */
async function eventually(check) {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await sleep(100);
}

before(async () => {
  if (!process.env.CMS_TEST_POSTGRES) throw new Error('run under tests/with-postgres.mjs: two instances need one shared database');
  bucket = await startBucket();
  relay = await startWebhookRelay();
  databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-cluster-'));
  database = await createTestDatabase(databaseDir);
  env = { ...bucket.env, SITE_WEBHOOK_URL: relay.url, WEBHOOK_SECRET };
  // the first boot creates the tables and writes the demo seed (its images into the bucket); the second joins
  first = await startStrapi(env, { database });
  second = await startStrapi(env, { database });
  writeToken = await createWriteToken(first.baseUrl, await loginAdmin(first.baseUrl));
  // the rotation's first step is already made on the site: it accepts the webhook's next secret
  await openSite({ CMS_API_TOKEN: API_TOKEN, WEBHOOK_SECRET, WEBHOOK_SECRET_NEXT: NEXT_WEBHOOK_SECRET });
});

/** (Re)starts the site on the second instance with these secrets, the relay passing webhooks to it. */
async function openSite(secrets) {
  await site?.stop();
  site = await startSite({ CMS_URL: second.baseUrl, MEDIA_URL: bucket.publicUrl, CMS_FRESH_SECONDS: '3600', ...secrets });
  relay.target = `${site.url}/__cms/webhook`;
}

after(async () => {
  await site?.stop();
  await first?.stop();
  await second?.stop();
  await database?.drop();
  if (databaseDir) fs.rmSync(databaseDir, { recursive: true, force: true });
  await relay?.stop();
  bucket?.stop();
});

/** Uploads through the content API: the file's entry as Strapi answers it. */
async function upload(baseUrl, name) {
  const form = new FormData();
  form.append('files', new Blob([PICTURE], { type: 'image/png' }), name);
  const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${writeToken}` }, body: form });
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json())[0];
}

const write = (baseUrl, path, method, data) => callApi(baseUrl, path, { token: writeToken, method, body: { data } });
const publishes = (documentId) => relay.calls.filter((call) => call.event === 'entry.publish' && call.documentId === documentId);

describe('media in the bucket', () => {
  let file;

  test('both instances are ready for a load balancer: /_health and /api/health answer without credentials', async () => {
    for (const instance of [first, second]) {
      assert.equal((await fetch(`${instance.baseUrl}/_health`)).status, 204);
      const health = await fetch(`${instance.baseUrl}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { status: 'ok', database: 'ok' });
    }
  });

  test('an upload through one instance lands in the bucket, under uploads/, and its URL is the public one', async () => {
    file = await upload(first.baseUrl, 'campus lyon.png');
    assert.equal(file.provider, 'aws-s3');
    assert.equal(file.url, `${bucket.publicUrl}/uploads/${file.hash}${file.ext}`);
    assert.ok(await bucket.exists(`uploads/${file.hash}${file.ext}`));
    const direct = await fetch(file.url);
    assert.deepEqual(new Uint8Array(await direct.arrayBuffer()), PICTURE);
  });

  test("the site serves it through /uploads, from the bucket, and its pages' CSP allows the bucket's origin", async () => {
    const res = await fetch(`${site.url}/uploads/${file.hash}${file.ext}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), PICTURE);
    const page = await fetch(`${site.url}/actualites`);
    assert.match(page.headers.get('content-security-policy'), new RegExp(`img-src [^;]*${new URL(bucket.publicUrl).origin}`));
  });

  test('the other instance lists it, and deleting it there removes the object', async () => {
    const listed = await callApi(second.baseUrl, `/api/upload/files/${file.id}`, { token: writeToken });
    assert.equal(listed.status, 200);
    assert.equal(listed.body.url, file.url);
    const deleted = await callApi(second.baseUrl, `/api/upload/files/${file.id}`, { token: writeToken, method: 'DELETE' });
    assert.equal(deleted.status, 200);
    assert.equal(await bucket.exists(`uploads/${file.hash}${file.ext}`), false);
    assert.equal((await fetch(file.url)).status, 404);
  });

  test('the demo seed, written by the first boot, put its images in the bucket too', async () => {
    const { body } = await callApi(second.baseUrl, '/api/campuses/lyon', { token: API_TOKEN, query: { populate: { image: true } } });
    const image = body.data.image;
    assert.ok(image.url.startsWith(`${bucket.publicUrl}/uploads/`), image.url);
    assert.equal((await fetch(`${site.url}${image.url.slice(bucket.publicUrl.length)}`)).status, 200);
  });
});

const slug = `deux-instances-${Date.now()}`;
/** The news item written on one instance, and its image (the one the restore drill loses from the bucket). */
let news, picture;

/** Publishes a new title on `instance`: the webhook it posted (once) and what the site shows afterwards. */
async function publishTitle(instance, title) {
  const before = publishes(news.documentId).length;
  const updated = await write(instance.baseUrl, `/api/ecole-news/${news.documentId}`, 'PUT', { title });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  await eventually(() => publishes(news.documentId).length > before);
  await sleep(1000);
  const posted = publishes(news.documentId).slice(before);
  const html = await (await fetch(`${site.url}/actualites/${slug}`)).text();
  return { posted, shown: html.includes(title) };
}

describe('two instances, one database', () => {
  test('a news item written on one, with its image, is read through the other and shown by the site', async () => {
    picture = await upload(first.baseUrl, 'deux instances.png');
    const created = await write(first.baseUrl, '/api/ecole-news', 'POST', {
      title: 'Écrit sur la première instance',
      slug,
      kind: 'news',
      publishDate: new Date().toISOString().slice(0, 10),
      summary: 'Lu sur la seconde.',
      focusImage: picture.id,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    news = created.body.data;

    const query = { filters: { slug: { $eq: slug } }, populate: { focusImage: true } };
    const read = await callApi(second.baseUrl, '/api/ecole-news', { token: API_TOKEN, query });
    assert.equal(read.status, 200);
    assert.equal(read.body.data[0].title, 'Écrit sur la première instance');
    assert.equal(read.body.data[0].focusImage.url, picture.url);

    const page = await fetch(`${site.url}/actualites/${slug}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes('Écrit sur la première instance'));
    assert.ok(html.includes(picture.url), 'the page shows the bucket URL of its image');
  });

  test('that publish reached the site\'s webhook exactly once, though two instances run', async () => {
    await eventually(() => publishes(news.documentId).length > 0);
    await sleep(1000);
    assert.equal(publishes(news.documentId).length, 1, JSON.stringify(relay.calls));
    assert.equal(publishes(news.documentId)[0].siteStatus, 202);
  });

  test('a publish on the other instance reaches it once more, and the site shows the change', async () => {
    // the site's content version moves: its page cache (fresh for an hour here) misses and reads the change
    const { posted, shown } = await publishTitle(second, 'Republié sur la seconde instance');
    assert.deepEqual(posted.map((call) => call.siteStatus), [202], JSON.stringify(relay.calls));
    assert.ok(shown);
  });
});

describe('rotating the site token and the webhook secret, one instance at a time', () => {
  const tokenWorks = async (instance, token) => (await callApi(instance.baseUrl, '/api/campuses/lyon', { token })).status === 200;

  test('the first instance restarted with the next token beside the current one and the next webhook secret: both tokens read on both instances, both instances purge', async () => {
    await first.restart({ ...env, CMS_API_TOKEN_NEXT: NEXT_API_TOKEN, WEBHOOK_SECRET: NEXT_WEBHOOK_SECRET });
    for (const instance of [first, second]) {
      assert.ok(await tokenWorks(instance, API_TOKEN));
      assert.ok(await tokenWorks(instance, NEXT_API_TOKEN));
    }
    // the restarted instance sends the next secret, the other still the current one: the site takes both
    for (const [instance, title] of [[first, 'Rotation, première instance'], [second, 'Rotation, seconde instance']]) {
      const { posted, shown } = await publishTitle(instance, title);
      assert.deepEqual(posted.map((call) => call.siteStatus), [202], JSON.stringify(posted));
      assert.ok(shown, title);
    }
  });

  test('the site switched to the next token and secret, then each instance restarted with them alone: the former token is refused, the site reads and purges', async () => {
    await openSite({ CMS_API_TOKEN: NEXT_API_TOKEN, WEBHOOK_SECRET: NEXT_WEBHOOK_SECRET });
    const rotated = { ...env, CMS_API_TOKEN: NEXT_API_TOKEN, WEBHOOK_SECRET: NEXT_WEBHOOK_SECRET };
    await first.restart(rotated);
    await second.restart(rotated);
    for (const instance of [first, second]) {
      assert.equal(await tokenWorks(instance, API_TOKEN), false);
      assert.ok(await tokenWorks(instance, NEXT_API_TOKEN));
    }
    const tokens = await adminCall(first.baseUrl, 'GET', '/api-tokens', { jwt: await loginAdmin(first.baseUrl) });
    assert.deepEqual(tokens.map((token) => token.name).filter((name) => name.startsWith('site')), ['site'], 'the next token is revoked');
    const { posted, shown } = await publishTitle(first, 'Après la rotation');
    assert.deepEqual(posted.map((call) => call.siteStatus), [202]);
    assert.ok(shown);
  });
});

/** Every published entry of the site's types in both languages, and every file: what a restore must give back. */
async function snapshot(baseUrl) {
  const types = ['campuses', 'formations', 'events', 'ecole-news', 'ecole-articles', 'fiche-metiers', 'offre-alternances', 'categories', 'menu-enrichis', 'taxonomies'];
  const all = async (path, query) => {
    const rows = [];
    for (let page = 1; ; page += 1) {
      const { body } = await callApi(baseUrl, path, { token: writeToken, query: { ...query, pagination: { page, pageSize: 200 } } });
      rows.push(...body.data.map((entry) => `${entry.documentId} ${entry.locale ?? ''} ${entry.updatedAt}`));
      if (page >= body.meta.pagination.pageCount) return rows;
    }
  };
  const entries = {};
  for (const type of types) for (const locale of ['fr', 'en']) entries[`${type}/${locale}`] = await all(`/api/${type}`, { locale, fields: ['updatedAt'], populate: {} });
  entries['crm-links'] = await all('/api/crm-links', { fields: ['updatedAt'], populate: {} });
  const files = await callApi(baseUrl, '/api/upload/files', { token: writeToken });
  entries.files = files.body.map((file) => `${file.hash} ${file.url}`).sort();
  return entries;
}

/** A page as a visitor gets it, its nonce (new on every answer) set aside. */
async function visit(path) {
  const began = performance.now();
  const res = await fetch(`${site.url}${path}`);
  const html = await res.text();
  const timing = res.headers.get('server-timing') ?? '';
  return {
    status: res.status,
    ms: performance.now() - began,
    cms: /cms;desc="([\w-]+)"/.exec(timing)?.[1],
    page: /page;desc="(\w+)"/.exec(timing)?.[1],
    html: html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/'nonce-[^']*'/g, ''),
  };
}

describe('restore drill', () => {
  const PAGES = ['/', '/actualites', `/actualites/${slug}`, '/campus/lyon', '/formations/dcg', '/agenda'];
  const NEVER_SEEN = '/campus/paris';
  const rotated = () => ({ ...env, CMS_API_TOKEN: NEXT_API_TOKEN, WEBHOOK_SECRET: NEXT_WEBHOOK_SECRET });
  let before, pagesBefore, file, saved;

  test('the site, fresh for 2 s only, has its pages; the entries are noted', async () => {
    await openSite({ CMS_API_TOKEN: NEXT_API_TOKEN, WEBHOOK_SECRET: NEXT_WEBHOOK_SECRET, CMS_FRESH_SECONDS: '2' });
    before = await snapshot(first.baseUrl);
    assert.ok(before['campuses/fr'].length === 26 && before['crm-links'].length > 1000 && before.files.length > 50);
    pagesBefore = {};
    for (const path of PAGES) {
      const page = await visit(path);
      assert.equal(page.status, 200, path);
      pagesBefore[path] = page.html;
    }
  });

  test('CMS stopped, dumped and its bucket saved, dropped and an image lost, both restored: the image is back, the site answers every page it had seen, stale, all along', async () => {
    // one instance stops; the other, still serving, is dumped from (pg_dump reads one consistent snapshot)
    await first.halt();
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-dump-')), 'cms.dump');
    const dumped = await dump(file, database.env);
    // the bucket after the database: every object the dump names is already there (names are never reused)
    const media = path.join(path.dirname(file), 'bucket');
    saved = await backupBucket(media, bucket.env);
    // every file has its object (more with derived formats); a second backup copies nothing again
    assert.ok(saved.copied >= before.files.length && saved.present === 0, JSON.stringify(saved));
    const again = await backupBucket(media, bucket.env);
    assert.deepEqual([again.copied, again.present], [0, saved.copied]);
    // an image the dump references is lost from the bucket, as an operator's mistake or a store's failure would
    const lost = `uploads/${picture.hash}${picture.ext}`;
    await bucket.remove(lost);
    assert.equal((await fetch(`${site.url}/${lost}`)).status, 404);
    const admin = new pg.Client({ connectionString: process.env.CMS_TEST_POSTGRES });
    await admin.connect();
    await admin.query(`DROP DATABASE "${database.env.DATABASE_NAME}" WITH (FORCE)`);
    // the instance still running has lost its database: readiness says so, liveness cannot
    assert.equal((await fetch(`${second.baseUrl}/api/health`)).status, 503);
    assert.equal((await fetch(`${second.baseUrl}/_health`)).status, 204);
    await second.halt();

    // no CMS at all from here to the restore's end; past the fresh window, every answer needs one
    const down = Date.now();
    await sleep(2500);
    const seen = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        for (const path of PAGES) seen.push({ path, ...(await visit(path)) });
        await sleep(200);
      }
    })();
    const never = await visit(NEVER_SEEN);
    await admin.query(`CREATE DATABASE "${database.env.DATABASE_NAME}"`);
    await admin.end();
    const restored = await restore(file, {}, database.env);
    await assert.rejects(restore(file, {}, database.env), /already holds Strapi's tables/);
    // the bucket's half: only the lost object goes back, the others stay as they are
    const putBack = await restoreBucket(media, bucket.env);
    assert.deepEqual([putBack.copied, putBack.bytes, putBack.present], [1, PICTURE.length, saved.copied - 1]);
    assert.ok(await bucket.exists(lost));
    // the site reads media from the bucket, not the CMS: the image is back while no CMS runs yet
    const image = await fetch(`${site.url}/${lost}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.deepEqual(new Uint8Array(await image.arrayBuffer()), PICTURE);
    // a publish's webhook while the CMS is away (an operator's step 5 made too early): the site's copies are
    // outdated, every read asks the CMS, and the last good answers stand in
    const purge = await fetch(`${site.url}/__cms/webhook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${NEXT_WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.update', model: 'ecole-new' }),
    });
    assert.equal(purge.status, 202);
    // a restore takes seconds here: keep the site measured for a while without its CMS all the same, and at least
    // one whole round of pages begun after the webhook (a loaded machine may visit them slowly)
    const afterPurge = seen.length;
    while (Date.now() - down < 12_000 || seen.length < afterPurge + 2 * PAGES.length) await sleep(200);
    polling = false;
    await poll;

    const ms = seen.map((page) => page.ms).sort((a, b) => a - b);
    const counts = new Map();
    for (const page of seen) {
      const kind = `${page.status} page=${page.page ?? '-'} cms=${page.cms ?? '-'}`;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const kinds = [...counts].map(([kind, count]) => `${count}× ${kind}`);
    console.log(
      `[restore drill] dump ${(dumped.bytes / 1024).toFixed(0)} KB in ${dumped.ms} ms, restore in ${restored.ms} ms; ` +
        `bucket backup ${saved.copied} objects (${(saved.bytes / 1024).toFixed(0)} KB) in ${saved.ms} ms, restore ${putBack.copied} put back of ${putBack.copied + putBack.present} in ${putBack.ms} ms; ` +
        `CMS down ${((Date.now() - down) / 1000).toFixed(1)} s: ${seen.length} answers of ${PAGES.length} pages seen before (${kinds.join(', ')}), ` +
        `median ${ms[Math.floor(ms.length / 2)].toFixed(0)} ms, slowest ${ms.at(-1).toFixed(0)} ms; a page never seen: ${never.status} in ${never.ms.toFixed(0)} ms`,
    );
    for (const page of seen) {
      assert.equal(page.status, 200, page.path);
      assert.equal(page.html, pagesBefore[page.path], page.path);
    }
    assert.ok(seen.some((page) => page.cms === 'stale-if-error'), 'after the webhook, the last good answers stand in');
    assert.equal(never.status, 503);
  });

  test('Strapi started on the restored database: the same entries and files, the same pages', async () => {
    await first.restart(rotated());
    await second.restart(rotated());
    assert.equal((await fetch(`${second.baseUrl}/api/health`)).status, 200);
    assert.deepEqual(await snapshot(second.baseUrl), before);
    await sleep(2500);
    for (const path of PAGES) {
      const page = await visit(path);
      assert.equal(page.status, 200, path);
      assert.notEqual(page.cms, 'stale-if-error', path);
      assert.equal(page.html, pagesBefore[path], path);
    }
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
