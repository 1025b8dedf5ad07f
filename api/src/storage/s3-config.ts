/**
 * The S3-compatible bucket settings (api/README.md): set S3_BUCKET to store uploads in a bucket
 * instead of the local folder. Works with AWS S3 and with MinIO, Ceph or Scaleway-style endpoints.
 */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Path-style addresses (`{endpoint}/{bucket}/{key}`): most self-hosted S3 servers need them. */
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** A folder inside the bucket, so several portals can share one. */
  prefix: string;
}

type Env = Record<string, string | undefined>;

export class S3ConfigError extends Error {}

export function s3ConfigFromEnv(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new S3ConfigError('S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen samen (of geen van beide).');
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) {
    throw new S3ConfigError(`S3_ENDPOINT moet met http:// of https:// beginnen (nu: "${endpoint}").`);
  }
  return {
    bucket,
    region: env.S3_REGION || 'eu-west-1',
    endpoint,
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined ? endpoint !== undefined : env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId,
    secretAccessKey,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  };
}
