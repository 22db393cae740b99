/** The addresses of `npm run cluster` (scripts/cluster.ts), which its e2e project (tests/e2e/cluster) reads too. */
export const CLUSTER = {
  balancer: 8080,
  instances: [3101, 3102] as const,
  pgbouncer: 6433,
  redis: 6380,
  s3: 4569,
  smtp: 2526,
  mailbox: 8025,
  database: 'studio_cluster',
  bucket: 'studio-media',
} as const;

export const clusterOrigin = (port: number) => `http://127.0.0.1:${port}`;

/** The owner account the instances create at first start; the same secrets on both, as on any real deployment. */
export const CLUSTER_OWNER = { email: 'owner@lumen.test', password: 'Tejado-azul-Ruzafa-71' };
export const CLUSTER_SECRETS = {
  PAYLOAD_SECRET: 'cluster-payload-secret-0123456789abcdef',
  GALLERY_COOKIE_SECRET: 'cluster-gallery-secret-0123456789abcdef',
  CRON_SECRET: 'cluster-cron-secret-0123456789',
  REVALIDATE_SECRET: 'cluster-revalidate-secret-0123456789',
  STUDIO_API_TOKEN: 'cluster-studio-token-0123456789',
  DEMO_GALLERY_PASSWORD: 'Terraza-Ruzafa-Valencia-88',
};

/** The S3 stand-in (s3rver) as the app's settings name it; s3rver knows the key id S3RVER and checks no signature. */
export const s3StandIn = (port: number, bucket: string) => ({
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: clusterOrigin(port),
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER-local-secret',
});
