import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_legal_pages_document" AS ENUM('terms', 'notice', 'privacy', 'cookies');
  CREATE TYPE "cms"."enum_home_page_case_studies_stat_icon" AS ENUM('trending-up', 'calendar-check', 'eye', 'shopping-bag', 'mouse-pointer-click', 'users');
  CREATE TYPE "cms"."enum_home_page_testimonials_rating" AS ENUM('5', '4.5');
  CREATE TYPE "cms"."enum_home_page_team_social_network" AS ENUM('linkedin', 'instagram', 'behance', 'vimeo');
  CREATE TABLE "cms"."legal_pages_blocks_paragraph" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_paragraph_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_heading_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_list_items_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_table_columns_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"column" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_table_rows_cells_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."legal_pages_blocks_table_locales" (
  	"caption" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_sections_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document" "cms"."enum_legal_pages_document" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."legal_pages_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
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
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "legal_pages_id" integer;
  ALTER TABLE "cms"."legal_pages_blocks_paragraph" ADD CONSTRAINT "legal_pages_blocks_paragraph_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_paragraph_locales" ADD CONSTRAINT "legal_pages_blocks_paragraph_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_paragraph"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_heading" ADD CONSTRAINT "legal_pages_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_heading_locales" ADD CONSTRAINT "legal_pages_blocks_heading_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_list_items" ADD CONSTRAINT "legal_pages_blocks_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_list_items_locales" ADD CONSTRAINT "legal_pages_blocks_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_list" ADD CONSTRAINT "legal_pages_blocks_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns" ADD CONSTRAINT "legal_pages_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns_locales" ADD CONSTRAINT "legal_pages_blocks_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells" ADD CONSTRAINT "legal_pages_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells_locales" ADD CONSTRAINT "legal_pages_blocks_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows" ADD CONSTRAINT "legal_pages_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_table" ADD CONSTRAINT "legal_pages_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_blocks_table_locales" ADD CONSTRAINT "legal_pages_blocks_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections" ADD CONSTRAINT "legal_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_sections_locales" ADD CONSTRAINT "legal_pages_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "legal_pages_blocks_paragraph_order_idx" ON "cms"."legal_pages_blocks_paragraph" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_paragraph_parent_id_idx" ON "cms"."legal_pages_blocks_paragraph" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_blocks_paragraph_path_idx" ON "cms"."legal_pages_blocks_paragraph" USING btree ("_path");
  CREATE UNIQUE INDEX "legal_pages_blocks_paragraph_locales_locale_parent_id_unique" ON "cms"."legal_pages_blocks_paragraph_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_blocks_heading_order_idx" ON "cms"."legal_pages_blocks_heading" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_heading_parent_id_idx" ON "cms"."legal_pages_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_blocks_heading_path_idx" ON "cms"."legal_pages_blocks_heading" USING btree ("_path");
  CREATE UNIQUE INDEX "legal_pages_blocks_heading_locales_locale_parent_id_unique" ON "cms"."legal_pages_blocks_heading_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_blocks_list_items_order_idx" ON "cms"."legal_pages_blocks_list_items" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_list_items_parent_id_idx" ON "cms"."legal_pages_blocks_list_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_blocks_list_items_locales_locale_parent_id_uniqu" ON "cms"."legal_pages_blocks_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_blocks_list_order_idx" ON "cms"."legal_pages_blocks_list" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_list_parent_id_idx" ON "cms"."legal_pages_blocks_list" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_blocks_list_path_idx" ON "cms"."legal_pages_blocks_list" USING btree ("_path");
  CREATE INDEX "legal_pages_blocks_table_columns_order_idx" ON "cms"."legal_pages_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_table_columns_parent_id_idx" ON "cms"."legal_pages_blocks_table_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_blocks_table_columns_locales_locale_parent_id_un" ON "cms"."legal_pages_blocks_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_blocks_table_rows_cells_order_idx" ON "cms"."legal_pages_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_table_rows_cells_parent_id_idx" ON "cms"."legal_pages_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_blocks_table_rows_cells_locales_locale_parent_id" ON "cms"."legal_pages_blocks_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_blocks_table_rows_order_idx" ON "cms"."legal_pages_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_table_rows_parent_id_idx" ON "cms"."legal_pages_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_blocks_table_order_idx" ON "cms"."legal_pages_blocks_table" USING btree ("_order");
  CREATE INDEX "legal_pages_blocks_table_parent_id_idx" ON "cms"."legal_pages_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "legal_pages_blocks_table_path_idx" ON "cms"."legal_pages_blocks_table" USING btree ("_path");
  CREATE UNIQUE INDEX "legal_pages_blocks_table_locales_locale_parent_id_unique" ON "cms"."legal_pages_blocks_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_sections_order_idx" ON "cms"."legal_pages_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_parent_id_idx" ON "cms"."legal_pages_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_sections_locales_locale_parent_id_unique" ON "cms"."legal_pages_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_pages_document_idx" ON "cms"."legal_pages" USING btree ("document");
  CREATE INDEX "legal_pages_updated_at_idx" ON "cms"."legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "cms"."legal_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "cms"."legal_pages_locales" USING btree ("_locale","_parent_id");
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
  CREATE UNIQUE INDEX "nm_ia_page_locales_locale_parent_id_unique" ON "cms"."nm_ia_page_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "cms"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("legal_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."legal_pages_blocks_paragraph" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_paragraph_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_heading_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_list_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_blocks_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."legal_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_team_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."services_page_stages_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."services_page_stages_bullets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."services_page_stages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."services_page_stages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."services_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."nm_ia_page_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."nm_ia_page_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."nm_ia_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."nm_ia_page_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."legal_pages_blocks_paragraph" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_paragraph_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_heading" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_heading_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_list_items" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_list_items_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_list" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_table_columns" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_table_columns_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_table_rows_cells" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_table_rows_cells_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_table_rows" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_table" CASCADE;
  DROP TABLE "cms"."legal_pages_blocks_table_locales" CASCADE;
  DROP TABLE "cms"."legal_pages_sections" CASCADE;
  DROP TABLE "cms"."legal_pages_sections_locales" CASCADE;
  DROP TABLE "cms"."legal_pages" CASCADE;
  DROP TABLE "cms"."legal_pages_locales" CASCADE;
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
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_pages_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_legal_pages_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "legal_pages_id";
  DROP TYPE "cms"."enum_legal_pages_document";
  DROP TYPE "cms"."enum_home_page_case_studies_stat_icon";
  DROP TYPE "cms"."enum_home_page_testimonials_rating";
  DROP TYPE "cms"."enum_home_page_team_social_network";`)
}
