DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_pending_by_type_idx" ON "outbox" USING btree (("message"->>'type'),"id") WHERE status = 'pending';