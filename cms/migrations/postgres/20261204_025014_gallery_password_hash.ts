import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."galleries" ADD COLUMN "password_hash" varchar;
  ALTER TABLE "cms"."_galleries_v" ADD COLUMN "version_password_hash" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."galleries" DROP COLUMN "password_hash";
  ALTER TABLE "cms"."_galleries_v" DROP COLUMN "version_password_hash";`)
}
