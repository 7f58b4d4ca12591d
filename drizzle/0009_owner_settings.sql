CREATE TABLE "bakery_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"change" jsonb NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
