import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_schedule_meeting_mode" AS ENUM('jitsi', 'fixed');
  ALTER TABLE "cms"."schedule" ADD COLUMN "meeting_mode" "cms"."enum_schedule_meeting_mode" DEFAULT 'jitsi' NOT NULL;
  ALTER TABLE "cms"."schedule" ADD COLUMN "meeting_fixed_url" varchar;
  ALTER TABLE "cms"."schedule" ADD COLUMN "meeting_jitsi_host" varchar DEFAULT 'meet.jit.si' NOT NULL;
  ALTER TABLE "cms"."schedule" ADD COLUMN "auto_confirm" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cms"."schedule" DROP COLUMN "meeting_mode";
  ALTER TABLE "cms"."schedule" DROP COLUMN "meeting_fixed_url";
  ALTER TABLE "cms"."schedule" DROP COLUMN "meeting_jitsi_host";
  ALTER TABLE "cms"."schedule" DROP COLUMN "auto_confirm";
  DROP TYPE "cms"."enum_schedule_meeting_mode";`)
}
