/**
 * Where uploads go: the local disk (public/uploads, the demo's default) or, when S3_BUCKET is set, an
 * S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…) through Strapi's official provider. Objects are
 * written under `uploads/`, the same names as on disk, so the site's /uploads proxy maps one to one.
 */

/** The key prefix of every object: a local folder copied into the bucket keeps its URLs. */
export const BUCKET_FOLDER = 'uploads';

type Env = ((name: string, fallback?: string) => string) & { bool(name: string, fallback?: boolean): boolean };

export interface BucketSettings {
  bucket: string;
  /** Where browsers (and the site's proxy) read objects, without `/uploads`: a CDN domain, R2's public URL, or the site itself. */
  publicUrl: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`<endpoint>/<bucket>/key`): R2, MinIO and local S3 servers want them. */
  forcePathStyle: boolean;
  /** The canned ACL sent with each object; empty for stores without ACLs (R2, buckets with ACLs disabled). */
  acl: string;
}

/** The bucket's settings, or null for the local disk. A bucket without its public URL stops the start, clearly. */
export function bucketSettings(env: Env): BucketSettings | null {
  const bucket = env('S3_BUCKET', '');
  if (!bucket) return null;
  const publicUrl = env('S3_PUBLIC_URL', '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(publicUrl)) {
    throw new Error(`S3_PUBLIC_URL "${publicUrl}" must be the absolute address objects are read from (e.g. https://media.example-ecole.fr)`);
  }
  return {
    bucket,
    publicUrl,
    endpoint: env('S3_ENDPOINT', ''),
    region: env('S3_REGION', 'us-east-1'),
    accessKeyId: env('S3_ACCESS_KEY_ID', ''),
    secretAccessKey: env('S3_SECRET_ACCESS_KEY', ''),
    forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
    acl: env('S3_ACL', 'public-read'),
  };
}

/** The upload plugin's `provider` and `providerOptions` for a bucket. */
export function bucketProvider(settings: BucketSettings) {
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: settings.publicUrl,
      rootPath: BUCKET_FOLDER,
      s3Options: {
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        // empty keys: the SDK's own chain (instance role, AWS_* variables)
        ...(settings.accessKeyId ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
        // an explicit undefined ACL keeps the provider from adding public-read
        params: { Bucket: settings.bucket, ACL: settings.acl || undefined },
      },
    },
  };
}
