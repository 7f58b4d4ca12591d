CREATE TABLE "order_reminders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL
);
