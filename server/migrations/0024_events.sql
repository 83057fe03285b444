CREATE TABLE "event_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"mechanic" text NOT NULL,
	"period" text NOT NULL,
	"slot" integer NOT NULL,
	"pick" integer,
	"streak" integer,
	"day" text NOT NULL,
	"prize" jsonb NOT NULL,
	"prize_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_limits" (
	"event_key" text NOT NULL,
	"subject" text NOT NULL,
	"period" text NOT NULL,
	"slot" integer NOT NULL,
	"claim_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_claims_limit_key" ON "event_claims" USING btree ("user_id","event_key","period","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "event_claims_pick_key" ON "event_claims" USING btree ("user_id","event_key","period","pick");--> statement-breakpoint
CREATE INDEX "event_claims_user_event_idx" ON "event_claims" USING btree ("user_id","event_key","day");--> statement-breakpoint
CREATE UNIQUE INDEX "event_limits_key" ON "event_limits" USING btree ("event_key","subject","period","slot");