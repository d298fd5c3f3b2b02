CREATE TABLE "media_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_type_ck" CHECK ("media_images"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "media_images_sha256_ck" CHECK ("media_images"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_images_bytes_ck" CHECK ("media_images"."bytes" = octet_length("media_images"."data") and "media_images"."bytes" between 1 and 2097152)
);
