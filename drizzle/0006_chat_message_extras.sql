ALTER TABLE "chat_messages" ADD COLUMN "quick_replies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "shows_menu" boolean DEFAULT false NOT NULL;