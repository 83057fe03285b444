CREATE TABLE "free_opens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"box_id" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"knapsack_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_recharge_grants" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "free_opens_user_box_day_key" ON "free_opens" USING btree ("user_id","box_id","day");--> statement-breakpoint
CREATE INDEX "free_opens_user_day_idx" ON "free_opens" USING btree ("user_id","day");