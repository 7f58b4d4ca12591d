CREATE TABLE "conversations" (
	"channel" text NOT NULL,
	"sender" text NOT NULL,
	"state" jsonb NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversations_channel_sender_pk" PRIMARY KEY("channel","sender")
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"channel" text NOT NULL,
	"message_id" text NOT NULL,
	"replies" jsonb,
	"received_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "inbound_messages_channel_message_id_pk" PRIMARY KEY("channel","message_id")
);
--> statement-breakpoint
CREATE TABLE "opt_outs" (
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	CONSTRAINT "opt_outs_channel_address_pk" PRIMARY KEY("channel","address")
);
--> statement-breakpoint
CREATE TABLE "staff_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"sender" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbound_messages_received_idx" ON "inbound_messages" USING btree ("received_at");