CREATE TABLE "meta_contacts" (
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL,
	"disclosed_at" timestamp with time zone,
	CONSTRAINT "meta_contacts_channel_recipient_pk" PRIMARY KEY("channel","recipient")
);
--> statement-breakpoint
CREATE TABLE "meta_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "meta_contacts_last_inbound_idx" ON "meta_contacts" USING btree ("last_inbound_at");