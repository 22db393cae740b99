import { CMS_POSTGRES_SCHEMA } from '@/cms/database';
import { migrations } from '@/cms/migrations/postgres';

/** The back office's committed PostgreSQL migrations, and the table in which Payload records those it applied. */
export const cmsMigrationNames = (): string[] => migrations.map((migration) => migration.name);
export const CMS_MIGRATIONS_TABLE = `${CMS_POSTGRES_SCHEMA}.payload_migrations`;
