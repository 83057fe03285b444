CREATE TABLE "gift_hosts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_participants" (
	"room_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"client_seed" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_participants_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gift_prizes" (
	"room_id" bigint NOT NULL,
	"idx" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"goods_id" integer,
	"box_id" text,
	"knapsack_id" bigint,
	"hold_id" bigint,
	"price" bigint NOT NULL,
	"winner_id" integer,
	"awarded_knapsack_id" bigint,
	"returned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_prizes_room_id_idx_pk" PRIMARY KEY("room_id","idx"),
	CONSTRAINT "gift_prizes_kind_check" CHECK ("gift_prizes"."kind" in ('cash', 'coins', 'goods', 'box')),
	CONSTRAINT "gift_prizes_price_check" CHECK ("gift_prizes"."price" >= 0 and "gift_prizes"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"host_id" integer,
	"host_name" text DEFAULT '' NOT NULL,
	"host_avatar" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"winners" integer NOT NULL,
	"people_target" integer,
	"end_time" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"ticket" bigint DEFAULT 0 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_days" integer,
	"min_vip" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"invite_code" text,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"beacon" text,
	"total_people" integer DEFAULT 0 NOT NULL,
	"schedule_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "gift_rooms_kind_check" CHECK ("gift_rooms"."kind" in ('official', 'host') and ("gift_rooms"."kind" = 'official') = ("gift_rooms"."host_id" is null)),
	CONSTRAINT "gift_rooms_state_check" CHECK ("gift_rooms"."state" between 1 and 4),
	CONSTRAINT "gift_rooms_type_check" CHECK (("gift_rooms"."type" = 1 and "gift_rooms"."end_time" is not null and "gift_rooms"."people_target" is null) or ("gift_rooms"."type" = 0 and "gift_rooms"."people_target" >= 1 and "gift_rooms"."end_time" is null)),
	CONSTRAINT "gift_rooms_winners_check" CHECK ("gift_rooms"."winners" between 1 and 1000),
	CONSTRAINT "gift_rooms_people_check" CHECK ("gift_rooms"."total_people" >= 0),
	CONSTRAINT "gift_rooms_money_check" CHECK ("gift_rooms"."ticket" >= 0 and "gift_rooms"."min_deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_winners" (
	"room_id" bigint NOT NULL,
	"k" integer NOT NULL,
	"user_id" integer NOT NULL,
	"float" double precision NOT NULL,
	"pick" integer NOT NULL,
	CONSTRAINT "gift_winners_room_id_k_pk" PRIMARY KEY("room_id","k")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_participants_seq_key" ON "gift_participants" USING btree ("room_id","seq");--> statement-breakpoint
CREATE INDEX "gift_participants_user_idx" ON "gift_participants" USING btree ("user_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_rooms_schedule_key" ON "gift_rooms" USING btree ("schedule_key");--> statement-breakpoint
CREATE INDEX "gift_rooms_state_idx" ON "gift_rooms" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "gift_rooms_host_idx" ON "gift_rooms" USING btree ("host_id","id");--> statement-breakpoint
CREATE INDEX "gift_rooms_due_idx" ON "gift_rooms" USING btree ("end_time") WHERE "gift_rooms"."state" in (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_winners_user_key" ON "gift_winners" USING btree ("room_id","user_id");