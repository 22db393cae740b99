import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_legal_pages_document" AS ENUM('terms', 'notice', 'privacy', 'cookies');
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
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_pages_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_legal_pages_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "legal_pages_id";
  DROP TYPE "cms"."enum_legal_pages_document";`)
}
