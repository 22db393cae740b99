import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_galleries_category" AS ENUM('architecture', 'advertising', 'tourism');
  CREATE TYPE "cms"."enum_galleries_subcategory" AS ENUM('catalogos', 'hospitality', 'casas', 'oficinas', 'retail', 'publicidad', 'corporativa', 'producto');
  CREATE TYPE "cms"."enum_galleries_type" AS ENUM('gallery', 'video');
  CREATE TABLE "cms"."galleries_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"source_key" varchar
  );
  
  CREATE TABLE "cms"."galleries_images_locales" (
  	"title" varchar,
  	"location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gallery_id" varchar NOT NULL,
  	"category" "cms"."enum_galleries_category" NOT NULL,
  	"subcategory" "cms"."enum_galleries_subcategory",
  	"order" numeric DEFAULT 0,
  	"type" "cms"."enum_galleries_type" DEFAULT 'gallery',
  	"cover_id" integer,
  	"cover_key" varchar,
  	"protected" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."galleries_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."galleries_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"protected_gallery" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_viewer_url" varchar,
  	"sizes_viewer_width" numeric,
  	"sizes_viewer_height" numeric,
  	"sizes_viewer_mime_type" varchar,
  	"sizes_viewer_filesize" numeric,
  	"sizes_viewer_filename" varchar
  );
  
  CREATE TABLE "cms"."media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "galleries_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "cms"."galleries_images" ADD CONSTRAINT "galleries_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."galleries_images" ADD CONSTRAINT "galleries_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."galleries_images_locales" ADD CONSTRAINT "galleries_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."galleries_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."galleries" ADD CONSTRAINT "galleries_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."galleries_locales" ADD CONSTRAINT "galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."galleries_texts" ADD CONSTRAINT "galleries_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "galleries_images_order_idx" ON "cms"."galleries_images" USING btree ("_order");
  CREATE INDEX "galleries_images_parent_id_idx" ON "cms"."galleries_images" USING btree ("_parent_id");
  CREATE INDEX "galleries_images_image_idx" ON "cms"."galleries_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "galleries_images_locales_locale_parent_id_unique" ON "cms"."galleries_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "galleries_gallery_id_idx" ON "cms"."galleries" USING btree ("gallery_id");
  CREATE INDEX "galleries_category_idx" ON "cms"."galleries" USING btree ("category");
  CREATE INDEX "galleries_cover_idx" ON "cms"."galleries" USING btree ("cover_id");
  CREATE INDEX "galleries_updated_at_idx" ON "cms"."galleries" USING btree ("updated_at");
  CREATE INDEX "galleries_created_at_idx" ON "cms"."galleries" USING btree ("created_at");
  CREATE UNIQUE INDEX "galleries_locales_locale_parent_id_unique" ON "cms"."galleries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "galleries_texts_order_parent" ON "cms"."galleries_texts" USING btree ("order","parent_id");
  CREATE INDEX "media_protected_gallery_idx" ON "cms"."media" USING btree ("protected_gallery");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "cms"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_viewer_sizes_viewer_filename_idx" ON "cms"."media" USING btree ("sizes_viewer_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "cms"."media_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "cms"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_galleries_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("galleries_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."galleries_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."galleries_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."galleries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."galleries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."galleries_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."media_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."galleries_images" CASCADE;
  DROP TABLE "cms"."galleries_images_locales" CASCADE;
  DROP TABLE "cms"."galleries" CASCADE;
  DROP TABLE "cms"."galleries_locales" CASCADE;
  DROP TABLE "cms"."galleries_texts" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."media_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_galleries_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_galleries_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "galleries_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "media_id";
  DROP TYPE "cms"."enum_galleries_category";
  DROP TYPE "cms"."enum_galleries_subcategory";
  DROP TYPE "cms"."enum_galleries_type";`)
}
