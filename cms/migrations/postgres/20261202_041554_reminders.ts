import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_schedule_reminders_first" AS ENUM('none', '15', '30', '60', '120', '180', '360', '720', '1440', '2880', '4320');
  CREATE TYPE "cms"."enum_schedule_reminders_second" AS ENUM('none', '15', '30', '60', '120', '180', '360', '720', '1440', '2880', '4320');
  ALTER TABLE "cms"."schedule" ADD COLUMN "reminders_first" "cms"."enum_schedule_reminders_first" DEFAULT '1440' NOT NULL;
  ALTER TABLE "cms"."schedule" ADD COLUMN "reminders_second" "cms"."enum_schedule_reminders_second" DEFAULT '60' NOT NULL;
  ALTER TABLE "cms"."schedule" ADD COLUMN "reminders_morning_agenda" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."schedule" DROP COLUMN "reminders_first";
  ALTER TABLE "cms"."schedule" DROP COLUMN "reminders_second";
  ALTER TABLE "cms"."schedule" DROP COLUMN "reminders_morning_agenda";
  DROP TYPE "cms"."enum_schedule_reminders_first";
  DROP TYPE "cms"."enum_schedule_reminders_second";`)
}
