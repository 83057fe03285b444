CREATE TABLE "follow_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"gift_id" integer,
	"box_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "ticket" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_actions_once" ON "follow_actions" USING btree ("user_id","type","url");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_ticket_unique" UNIQUE("ticket");