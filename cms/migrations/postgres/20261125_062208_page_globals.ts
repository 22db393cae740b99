import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_home_page_case_studies_stat_icon" AS ENUM('trending-up', 'calendar-check', 'eye', 'shopping-bag', 'mouse-pointer-click', 'users');
  CREATE TYPE "cms"."enum_home_page_testimonials_rating" AS ENUM('5', '4.5');
  CREATE TYPE "cms"."enum_home_page_team_social_network" AS ENUM('linkedin', 'instagram', 'behance', 'vimeo');
  CREATE TABLE "cms"."home_page_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stat_icon" "cms"."enum_home_page_case_studies_stat_icon" DEFAULT 'trending-up' NOT NULL,
  	"image_id" integer,
  	"image_key" varchar
  );
  
  CREATE TABLE "cms"."home_page_case_studies_locales" (
  	"title" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"stat" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"rating" "cms"."enum_home_page_testimonials_rating" DEFAULT '5' NOT NULL,
  	"image_id" integer,
  	"image_key" varchar
  );
  
  CREATE TABLE "cms"."home_page_testimonials_locales" (
  	"position" varchar NOT NULL,
  	"quote" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_plans_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric NOT NULL,
  	"popular" boolean DEFAULT false
  );
  
  CREATE TABLE "cms"."home_page_plans_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"button" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_team_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "cms"."enum_home_page_team_social_network" NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"image_key" varchar
  );
  
  CREATE TABLE "cms"."home_page_team_locales" (
  	"position" varchar NOT NULL,
  	"bio" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."home_page_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"image_key" varchar
  );
  
  CREATE TABLE "cms"."home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."home_page_locales" (
  	"highlights_architecture_title" varchar NOT NULL,
  	"highlights_architecture_description" varchar NOT NULL,
  	"highlights_architecture_link" varchar NOT NULL,
  	"highlights_corporate_title" varchar NOT NULL,
  	"highlights_corporate_description" varchar NOT NULL,
  	"highlights_corporate_link" varchar NOT NULL,
  	"highlights_tourism_title" varchar NOT NULL,
  	"highlights_tourism_description" varchar NOT NULL,
  	"highlights_tourism_link" varchar NOT NULL,
  	"highlights_nmai_title" varchar NOT NULL,
  	"highlights_nmai_description" varchar NOT NULL,
  	"highlights_nmai_link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."services_page_stages_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."services_page_stages_bullets_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."services_page_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."services_page_stages_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."services_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."nm_ia_page_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."nm_ia_page_steps_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."nm_ia_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."nm_ia_page_locales" (
  	"quote_text" varchar NOT NULL,
  	"quote_author" varchar NOT NULL,
  	"quote_role" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."home_page_case_studies" ADD CONSTRAINT "home_page_case_studies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_page_case_studies" ADD CONSTRAINT "home_page_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_case_studies_locales" ADD CONSTRAINT "home_page_case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_testimonials" ADD CONSTRAINT "home_page_testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_page_testimonials" ADD CONSTRAINT "home_page_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_testimonials_locales" ADD CONSTRAINT "home_page_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_plans_features" ADD CONSTRAINT "home_page_plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_plans_features_locales" ADD CONSTRAINT "home_page_plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_plans" ADD CONSTRAINT "home_page_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_plans_locales" ADD CONSTRAINT "home_page_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_team_social" ADD CONSTRAINT "home_page_team_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_team" ADD CONSTRAINT "home_page_team_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_page_team" ADD CONSTRAINT "home_page_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_team_locales" ADD CONSTRAINT "home_page_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_clients" ADD CONSTRAINT "home_page_clients_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_page_clients" ADD CONSTRAINT "home_page_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_page_stages_bullets" ADD CONSTRAINT "services_page_stages_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_page_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_page_stages_bullets_locales" ADD CONSTRAINT "services_page_stages_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_page_stages_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_page_stages" ADD CONSTRAINT "services_page_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."services_page_stages_locales" ADD CONSTRAINT "services_page_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."services_page_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."nm_ia_page_steps" ADD CONSTRAINT "nm_ia_page_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."nm_ia_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."nm_ia_page_steps_locales" ADD CONSTRAINT "nm_ia_page_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."nm_ia_page_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."nm_ia_page_locales" ADD CONSTRAINT "nm_ia_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."nm_ia_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_case_studies_order_idx" ON "cms"."home_page_case_studies" USING btree ("_order");
  CREATE INDEX "home_page_case_studies_parent_id_idx" ON "cms"."home_page_case_studies" USING btree ("_parent_id");
  CREATE INDEX "home_page_case_studies_image_idx" ON "cms"."home_page_case_studies" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_case_studies_locales_locale_parent_id_unique" ON "cms"."home_page_case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_testimonials_order_idx" ON "cms"."home_page_testimonials" USING btree ("_order");
  CREATE INDEX "home_page_testimonials_parent_id_idx" ON "cms"."home_page_testimonials" USING btree ("_parent_id");
  CREATE INDEX "home_page_testimonials_image_idx" ON "cms"."home_page_testimonials" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_testimonials_locales_locale_parent_id_unique" ON "cms"."home_page_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_plans_features_order_idx" ON "cms"."home_page_plans_features" USING btree ("_order");
  CREATE INDEX "home_page_plans_features_parent_id_idx" ON "cms"."home_page_plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_plans_features_locales_locale_parent_id_unique" ON "cms"."home_page_plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_plans_order_idx" ON "cms"."home_page_plans" USING btree ("_order");
  CREATE INDEX "home_page_plans_parent_id_idx" ON "cms"."home_page_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_plans_locales_locale_parent_id_unique" ON "cms"."home_page_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_team_social_order_idx" ON "cms"."home_page_team_social" USING btree ("_order");
  CREATE INDEX "home_page_team_social_parent_id_idx" ON "cms"."home_page_team_social" USING btree ("_parent_id");
  CREATE INDEX "home_page_team_order_idx" ON "cms"."home_page_team" USING btree ("_order");
  CREATE INDEX "home_page_team_parent_id_idx" ON "cms"."home_page_team" USING btree ("_parent_id");
  CREATE INDEX "home_page_team_image_idx" ON "cms"."home_page_team" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_team_locales_locale_parent_id_unique" ON "cms"."home_page_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_clients_order_idx" ON "cms"."home_page_clients" USING btree ("_order");
  CREATE INDEX "home_page_clients_parent_id_idx" ON "cms"."home_page_clients" USING btree ("_parent_id");
  CREATE INDEX "home_page_clients_image_idx" ON "cms"."home_page_clients" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "cms"."home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_page_stages_bullets_order_idx" ON "cms"."services_page_stages_bullets" USING btree ("_order");
  CREATE INDEX "services_page_stages_bullets_parent_id_idx" ON "cms"."services_page_stages_bullets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_page_stages_bullets_locales_locale_parent_id_unique" ON "cms"."services_page_stages_bullets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "services_page_stages_order_idx" ON "cms"."services_page_stages" USING btree ("_order");
  CREATE INDEX "services_page_stages_parent_id_idx" ON "cms"."services_page_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_page_stages_locales_locale_parent_id_unique" ON "cms"."services_page_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nm_ia_page_steps_order_idx" ON "cms"."nm_ia_page_steps" USING btree ("_order");
  CREATE INDEX "nm_ia_page_steps_parent_id_idx" ON "cms"."nm_ia_page_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nm_ia_page_steps_locales_locale_parent_id_unique" ON "cms"."nm_ia_page_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "nm_ia_page_locales_locale_parent_id_unique" ON "cms"."nm_ia_page_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."home_page_case_studies" CASCADE;
  DROP TABLE "cms"."home_page_case_studies_locales" CASCADE;
  DROP TABLE "cms"."home_page_testimonials" CASCADE;
  DROP TABLE "cms"."home_page_testimonials_locales" CASCADE;
  DROP TABLE "cms"."home_page_plans_features" CASCADE;
  DROP TABLE "cms"."home_page_plans_features_locales" CASCADE;
  DROP TABLE "cms"."home_page_plans" CASCADE;
  DROP TABLE "cms"."home_page_plans_locales" CASCADE;
  DROP TABLE "cms"."home_page_team_social" CASCADE;
  DROP TABLE "cms"."home_page_team" CASCADE;
  DROP TABLE "cms"."home_page_team_locales" CASCADE;
  DROP TABLE "cms"."home_page_clients" CASCADE;
  DROP TABLE "cms"."home_page" CASCADE;
  DROP TABLE "cms"."home_page_locales" CASCADE;
  DROP TABLE "cms"."services_page_stages_bullets" CASCADE;
  DROP TABLE "cms"."services_page_stages_bullets_locales" CASCADE;
  DROP TABLE "cms"."services_page_stages" CASCADE;
  DROP TABLE "cms"."services_page_stages_locales" CASCADE;
  DROP TABLE "cms"."services_page" CASCADE;
  DROP TABLE "cms"."nm_ia_page_steps" CASCADE;
  DROP TABLE "cms"."nm_ia_page_steps_locales" CASCADE;
  DROP TABLE "cms"."nm_ia_page" CASCADE;
  DROP TABLE "cms"."nm_ia_page_locales" CASCADE;
  DROP TYPE "cms"."enum_home_page_case_studies_stat_icon";
  DROP TYPE "cms"."enum_home_page_testimonials_rating";
  DROP TYPE "cms"."enum_home_page_team_social_network";`)
}
