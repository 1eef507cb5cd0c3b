#!/usr/bin/env node
/**
 * The CMS's bucket, saved and put back (README.md, Operations), with the S3_* variables Strapi's upload provider
 * reads (config/media-storage.ts):
 *   node scripts/bucket.mjs backup <folder>   copies every object under uploads/ into <folder>/uploads, but those
 *                                             already there (names carry a hash: an object is never rewritten)
 *   node scripts/bucket.mjs restore <folder>  puts back into the bucket the objects of <folder> it lacks; never
 *                                             overwrites one
 * <folder>/content-types.json lists the objects copied whole, with their types, for their restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { strapiConfig, strapiEnv } from './strapi-config.mjs';

const TYPES_FILE = 'content-types.json';
/** Objects copied at once: enough to hide a store's latency, few enough for any connection. */
const PARALLEL = 8;

/** The bucket as Strapi's provider reaches it: `{ s3, bucket, acl, folder }`. */
function openBucket(env) {
  const { BUCKET_FOLDER, bucketProvider, bucketSettings } = strapiConfig('media-storage');
  const settings = bucketSettings(strapiEnv(env));
  if (!settings) throw new Error('S3_BUCKET is not set: without it the CMS keeps its media on its disk (public/uploads), copy that folder instead');
  const { params, ...options } = bucketProvider(settings).providerOptions.s3Options;
  return { s3: new S3Client(options), bucket: params.Bucket, acl: params.ACL, folder: `${BUCKET_FOLDER}/` };
}

/** Every key under the bucket's folder with its size, page by page. */
async function listObjects({ s3, bucket, folder }) {
  const objects = new Map();
  let ContinuationToken;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken }));
    for (const object of page.Contents ?? []) if (!object.Key.endsWith('/')) objects.set(object.Key, object.Size);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/** The local file of `key`; a key that would leave the folder (`..`) is refused. */
function localFile(dir, key) {
  const file = path.resolve(dir, key);
  if (!file.startsWith(`${path.resolve(dir)}${path.sep}`)) throw new Error(`${key}: refused, it leads out of ${dir}`);
  return file;
}

async function inParallel(items, work) {
  const queue = [...items];
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (queue.length > 0) await work(queue.shift());
  }));
}

/** The types of the objects copied whole into `dir` (its manifest: a file not in it is not part of the backup). */
function readTypes(dir, { required = false } = {}) {
  const file = path.join(dir, TYPES_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  if (required) throw new Error(`${file}: no such file, ${dir} is not a backup made by bucket:backup`);
  return {};
}

/** Copies the bucket's new objects into `dir`: `{ copied, bytes, present, ms }`. */
export async function backup(dir, env = process.env) {
  const began = Date.now();
  const store = openBucket(env);
  const types = readTypes(dir);
  const listed = await listObjects(store);
  const missing = [...listed].filter(([key, size]) => {
    const file = localFile(dir, key);
    // a file without its type, or of another size, is from a copy cut short: copy it again
    return !(types[key] && fs.existsSync(file) && fs.statSync(file).size === size);
  });
  let bytes = 0;
  try {
    await inParallel(missing, async ([key]) => {
      const file = localFile(dir, key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const object = await store.s3.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
      // written aside then renamed: an interrupted copy never passes for a whole one
      await pipeline(object.Body, fs.createWriteStream(`${file}.part`));
      fs.renameSync(`${file}.part`, file);
      types[key] = object.ContentType ?? 'application/octet-stream';
      bytes += fs.statSync(file).size;
    });
  } finally {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, TYPES_FILE), `${JSON.stringify(types, null, 1)}\n`);
  }
  return { copied: missing.length, bytes, present: listed.size - missing.length, ms: Date.now() - began };
}

/** Puts back into the bucket the objects of `dir` it lacks: `{ copied, bytes, present, ms }`. */
export async function restore(dir, env = process.env) {
  const began = Date.now();
  const store = openBucket(env);
  const types = readTypes(dir, { required: true });
  const keys = Object.keys(types).filter((key) => key.startsWith(store.folder));
  const inBucket = await listObjects(store);
  const missing = keys.filter((key) => !inBucket.has(key));
  let bytes = 0;
  await inParallel(missing, async (key) => {
    const body = fs.readFileSync(localFile(dir, key));
    await store.s3.send(new PutObjectCommand({
      Bucket: store.bucket,
      Key: key,
      Body: body,
      ContentType: types[key],
      ...(store.acl ? { ACL: store.acl } : {}),
    }));
    bytes += body.length;
  });
  return { copied: missing.length, bytes, present: keys.length - missing.length, ms: Date.now() - began };
}

/** An SDK failure in an operator's words: what was asked of which store, and its answer. */
function explain(error) {
  if (error.name === 'CredentialsProviderError') return 'no credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or the SDK\'s AWS_* variables)';
  if (['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT'].includes(error.code)) return `the bucket cannot be reached (${error.message}): check S3_ENDPOINT`;
  if (error.$metadata?.httpStatusCode) return `the bucket answered ${error.$metadata.httpStatusCode}: ${error.name}${error.message && error.message !== error.name ? ` (${error.message})` : ''}`;
  return error.message;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir] = process.argv.slice(2);
  if (!['backup', 'restore'].includes(command) || !dir) {
    console.error('usage: node scripts/bucket.mjs backup <folder> | restore <folder>');
    process.exit(2);
  }
  try {
    const { copied, bytes, present, ms } = await (command === 'backup' ? backup : restore)(dir);
    const size = `${(bytes / 1024).toFixed(0)} KB`;
    console.log(
      command === 'backup'
        ? `[bucket] ${copied} objects copied into ${dir} (${size}), ${present} already there, in ${ms} ms`
        : `[bucket] ${copied} objects put back (${size}), ${present} already in the bucket, in ${ms} ms`,
    );
  } catch (error) {
    console.error(`[bucket] ${explain(error)}`);
    process.exit(1);
  }
}
