import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."schedule_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."schedule" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"paused" boolean DEFAULT false,
  	"hours_monday_open" boolean DEFAULT true,
  	"hours_monday_from" varchar DEFAULT '10:00' NOT NULL,
  	"hours_monday_to" varchar DEFAULT '18:00' NOT NULL,
  	"hours_tuesday_open" boolean DEFAULT true,
  	"hours_tuesday_from" varchar DEFAULT '10:00' NOT NULL,
  	"hours_tuesday_to" varchar DEFAULT '18:00' NOT NULL,
  	"hours_wednesday_open" boolean DEFAULT true,
  	"hours_wednesday_from" varchar DEFAULT '10:00' NOT NULL,
  	"hours_wednesday_to" varchar DEFAULT '18:00' NOT NULL,
  	"hours_thursday_open" boolean DEFAULT true,
  	"hours_thursday_from" varchar DEFAULT '10:00' NOT NULL,
  	"hours_thursday_to" varchar DEFAULT '18:00' NOT NULL,
  	"hours_friday_open" boolean DEFAULT true,
  	"hours_friday_from" varchar DEFAULT '10:00' NOT NULL,
  	"hours_friday_to" varchar DEFAULT '18:00' NOT NULL,
  	"hours_saturday_open" boolean DEFAULT false,
  	"hours_saturday_from" varchar DEFAULT '10:00' NOT NULL,
  	"hours_saturday_to" varchar DEFAULT '18:00' NOT NULL,
  	"hours_sunday_open" boolean DEFAULT false,
  	"hours_sunday_from" varchar DEFAULT '10:00' NOT NULL,
  	"hours_sunday_to" varchar DEFAULT '18:00' NOT NULL,
  	"slot_minutes" numeric DEFAULT 30 NOT NULL,
  	"min_notice_minutes" numeric DEFAULT 0 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"dialog_horizon_days" numeric DEFAULT 30 NOT NULL,
  	"office_hours_from" varchar DEFAULT '09:00' NOT NULL,
  	"office_hours_to" varchar DEFAULT '18:00' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."schedule_locales" (
  	"pause_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."schedule_closed_days" ADD CONSTRAINT "schedule_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."schedule_locales" ADD CONSTRAINT "schedule_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."schedule"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "schedule_closed_days_order_idx" ON "cms"."schedule_closed_days" USING btree ("_order");
  CREATE INDEX "schedule_closed_days_parent_id_idx" ON "cms"."schedule_closed_days" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schedule_locales_locale_parent_id_unique" ON "cms"."schedule_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."schedule_closed_days" CASCADE;
  DROP TABLE "cms"."schedule" CASCADE;
  DROP TABLE "cms"."schedule_locales" CASCADE;`)
}
