CREATE TABLE "vip_box_claims" (
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"box_id" text NOT NULL,
	"knapsack_id" bigint,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_box_claims_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_task_claims" (
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_task_claims_user_id_task_id_period_start_pk" PRIMARY KEY("user_id","task_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "vip_task_progress" (
	"source_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vip_task_progress_user" ON "vip_task_progress" USING btree ("user_id","kind","at");