CREATE TABLE "ladder_climbs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"claim_id" bigint NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'climbing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_draws" (
	"climb_id" bigint NOT NULL,
	"step" integer NOT NULL,
	"ticket" integer NOT NULL,
	"nonce" bigint NOT NULL,
	"won" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ladder_climbs_claim_key" ON "ladder_climbs" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ladder_climbs_active_key" ON "ladder_climbs" USING btree ("user_id","event_key") WHERE state = 'climbing';--> statement-breakpoint
CREATE UNIQUE INDEX "ladder_draws_key" ON "ladder_draws" USING btree ("climb_id","step");