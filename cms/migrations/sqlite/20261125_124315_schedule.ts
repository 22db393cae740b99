import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`schedule_closed_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`schedule_closed_days_order_idx\` ON \`schedule_closed_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`schedule_closed_days_parent_id_idx\` ON \`schedule_closed_days\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`schedule\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`paused\` integer DEFAULT false,
  	\`hours_monday_open\` integer DEFAULT true,
  	\`hours_monday_from\` text DEFAULT '10:00' NOT NULL,
  	\`hours_monday_to\` text DEFAULT '18:00' NOT NULL,
  	\`hours_tuesday_open\` integer DEFAULT true,
  	\`hours_tuesday_from\` text DEFAULT '10:00' NOT NULL,
  	\`hours_tuesday_to\` text DEFAULT '18:00' NOT NULL,
  	\`hours_wednesday_open\` integer DEFAULT true,
  	\`hours_wednesday_from\` text DEFAULT '10:00' NOT NULL,
  	\`hours_wednesday_to\` text DEFAULT '18:00' NOT NULL,
  	\`hours_thursday_open\` integer DEFAULT true,
  	\`hours_thursday_from\` text DEFAULT '10:00' NOT NULL,
  	\`hours_thursday_to\` text DEFAULT '18:00' NOT NULL,
  	\`hours_friday_open\` integer DEFAULT true,
  	\`hours_friday_from\` text DEFAULT '10:00' NOT NULL,
  	\`hours_friday_to\` text DEFAULT '18:00' NOT NULL,
  	\`hours_saturday_open\` integer DEFAULT false,
  	\`hours_saturday_from\` text DEFAULT '10:00' NOT NULL,
  	\`hours_saturday_to\` text DEFAULT '18:00' NOT NULL,
  	\`hours_sunday_open\` integer DEFAULT false,
  	\`hours_sunday_from\` text DEFAULT '10:00' NOT NULL,
  	\`hours_sunday_to\` text DEFAULT '18:00' NOT NULL,
  	\`slot_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`min_notice_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`horizon_days\` numeric DEFAULT 60 NOT NULL,
  	\`dialog_horizon_days\` numeric DEFAULT 30 NOT NULL,
  	\`office_hours_from\` text DEFAULT '09:00' NOT NULL,
  	\`office_hours_to\` text DEFAULT '18:00' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`schedule_locales\` (
  	\`pause_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`schedule_locales_locale_parent_id_unique\` ON \`schedule_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`schedule_closed_days\`;`)
  await db.run(sql`DROP TABLE \`schedule\`;`)
  await db.run(sql`DROP TABLE \`schedule_locales\`;`)
}
