CREATE TABLE "mission_progress" (
	"source_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mission_progress_user" ON "mission_progress" USING btree ("user_id","kind","at");