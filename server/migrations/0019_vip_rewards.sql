CREATE TABLE "vip_rewards" (
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rewards_user_id_level_pk" PRIMARY KEY("user_id","level")
);
