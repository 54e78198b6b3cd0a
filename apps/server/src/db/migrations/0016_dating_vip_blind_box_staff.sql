CREATE TABLE "blind_box_openers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"opened_today" integer DEFAULT 0 NOT NULL,
	"bonus_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blind_box_openers_counts" CHECK ("blind_box_openers"."opened_today" >= 0 AND "blind_box_openers"."bonus_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blind_box_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nick_name" text NOT NULL,
	"age" smallint NOT NULL,
	"height" smallint NOT NULL,
	"weight" smallint NOT NULL,
	"location" text NOT NULL,
	"goals" text NOT NULL,
	"brief" text NOT NULL,
	"media" text[] NOT NULL,
	"audio_url" text,
	"audio_seconds" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blind_box_profiles_age" CHECK ("blind_box_profiles"."age" BETWEEN 18 AND 36),
	CONSTRAINT "blind_box_profiles_audio" CHECK (coalesce("blind_box_profiles"."audio_seconds", 1) BETWEEN 1 AND 30)
);
--> statement-breakpoint
CREATE TABLE "blind_box_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"profile_user_id" integer NOT NULL,
	"day" text NOT NULL,
	"bonus" boolean NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"currency_id" integer NOT NULL,
	"tx_id" integer NOT NULL,
	"idem_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blind_box_purchases_not_self" CHECK ("blind_box_purchases"."buyer_id" <> "blind_box_purchases"."profile_user_id")
);
--> statement-breakpoint
CREATE TABLE "dating_hidden" (
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dating_hidden_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "dating_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "dating_labels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dating_likes" (
	"liker_id" integer NOT NULL,
	"liked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dating_likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id"),
	CONSTRAINT "dating_likes_not_self" CHECK ("dating_likes"."liker_id" <> "dating_likes"."liked_id")
);
--> statement-breakpoint
CREATE TABLE "dating_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"media_type" smallint NOT NULL,
	"is_paid" boolean NOT NULL,
	"store_key" text NOT NULL,
	"compress_key" text,
	"url" text,
	"url_compress" text,
	"mime_type" text NOT NULL,
	"sort" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dating_media_paid_no_url" CHECK (NOT "dating_media"."is_paid" OR "dating_media"."url" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "dating_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nick_name" text NOT NULL,
	"avatar" text NOT NULL,
	"avatar_compress" text NOT NULL,
	"gender" smallint NOT NULL,
	"age" smallint NOT NULL,
	"height" smallint NOT NULL,
	"weight" smallint NOT NULL,
	"location" text NOT NULL,
	"location_key" text NOT NULL,
	"label_ids" integer[] NOT NULL,
	"brief" text NOT NULL,
	"voice_url" text DEFAULT '' NOT NULL,
	"voice_seconds" smallint DEFAULT 0 NOT NULL,
	"chat_price" numeric(20, 4),
	"album_price" numeric(20, 4),
	"currency_id" integer NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"bond_hold_id" integer,
	"bond_amount" numeric(20, 4),
	"bond_currency_id" integer,
	"bond_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "dating_profiles_age" CHECK ("dating_profiles"."age" BETWEEN 18 AND 75),
	CONSTRAINT "dating_profiles_prices" CHECK (coalesce("dating_profiles"."chat_price", 1) > 0 AND coalesce("dating_profiles"."album_price", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "dating_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"buyer_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"fee" numeric(20, 4) NOT NULL,
	"owner_amount" numeric(20, 4) NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"buyer_flow_id" integer,
	"owner_flow_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dating_purchases_amounts" CHECK ("dating_purchases"."price" > 0 AND "dating_purchases"."fee" >= 0 AND "dating_purchases"."owner_amount" = "dating_purchases"."price" - "dating_purchases"."fee"),
	CONSTRAINT "dating_purchases_parties" CHECK ("dating_purchases"."buyer_id" <> "dating_purchases"."owner_id")
);
--> statement-breakpoint
CREATE TABLE "vip_candidates" (
	"request_id" integer NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"source" text NOT NULL,
	"added_by" integer,
	"picked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_candidates_request_id_candidate_user_id_pk" PRIMARY KEY("request_id","candidate_user_id")
);
--> statement-breakpoint
CREATE TABLE "vip_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nick_name" text NOT NULL,
	"sex" smallint NOT NULL,
	"age" smallint NOT NULL,
	"city" text NOT NULL,
	"height" smallint NOT NULL,
	"weight" smallint NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_profiles_age" CHECK ("vip_profiles"."age" BETWEEN 18 AND 75)
);
--> statement-breakpoint
CREATE TABLE "vip_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sex" smallint NOT NULL,
	"age_from" smallint NOT NULL,
	"age_to" smallint NOT NULL,
	"city" text NOT NULL,
	"extra_wishes" text NOT NULL,
	"candidate_count" smallint NOT NULL,
	"price_per_candidate" numeric(20, 4) NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"currency_id" integer NOT NULL,
	"hold_id" integer,
	"state" smallint NOT NULL,
	"captured" numeric(20, 4) DEFAULT '0' NOT NULL,
	"released" numeric(20, 4) DEFAULT '0' NOT NULL,
	"contact_group_id" integer,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_requests_ages" CHECK ("vip_requests"."age_from" <= "vip_requests"."age_to"),
	CONSTRAINT "vip_requests_settled" CHECK ("vip_requests"."captured" + "vip_requests"."released" <= "vip_requests"."price")
);
--> statement-breakpoint
CREATE TABLE "ledger_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"problems" jsonb NOT NULL,
	"staff_id" integer,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blind_box_purchases_idem_uq" ON "blind_box_purchases" USING btree ("buyer_id","idem_key");--> statement-breakpoint
CREATE INDEX "blind_box_purchases_buyer_idx" ON "blind_box_purchases" USING btree ("buyer_id","profile_user_id");--> statement-breakpoint
CREATE INDEX "dating_likes_liked_idx" ON "dating_likes" USING btree ("liked_id","created_at");--> statement-breakpoint
CREATE INDEX "dating_likes_liker_idx" ON "dating_likes" USING btree ("liker_id","created_at");--> statement-breakpoint
CREATE INDEX "dating_media_profile_idx" ON "dating_media" USING btree ("profile_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "dating_profiles_user_live_uq" ON "dating_profiles" USING btree ("user_id") WHERE "dating_profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dating_profiles_user_idx" ON "dating_profiles" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dating_profiles_live_idx" ON "dating_profiles" USING btree ("id" DESC NULLS LAST) WHERE "dating_profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dating_profiles_gender_idx" ON "dating_profiles" USING btree ("gender","id" DESC NULLS LAST) WHERE "dating_profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dating_profiles_location_idx" ON "dating_profiles" USING btree ("location_key","id" DESC NULLS LAST) WHERE "dating_profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dating_profiles_age_idx" ON "dating_profiles" USING btree ("age","id" DESC NULLS LAST) WHERE "dating_profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dating_profiles_labels_gin" ON "dating_profiles" USING gin ("label_ids") WHERE "dating_profiles"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dating_purchases_once_uq" ON "dating_purchases" USING btree ("buyer_id","profile_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "dating_purchases_idem_uq" ON "dating_purchases" USING btree ("buyer_id","idem_key");--> statement-breakpoint
CREATE INDEX "dating_purchases_profile_idx" ON "dating_purchases" USING btree ("profile_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_requests_user_idem_uq" ON "vip_requests" USING btree ("user_id","idem_key");--> statement-breakpoint
CREATE INDEX "vip_requests_user_idx" ON "vip_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "vip_requests_state_idx" ON "vip_requests" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "page_visits_created_idx" ON "page_visits" USING btree ("created_at");--> statement-breakpoint
-- The dating purpose tags (GET /app/jy/label/list), in the four languages.
INSERT INTO "dating_labels" ("code", "name_ru", "name_zh", "name_en", "name_ja", "sort") VALUES
	('serious', 'Серьёзные отношения', '认真恋爱', 'Serious relationship', '真剣な交際', 1),
	('marriage', 'Создание семьи', '以结婚为目的', 'Marriage and family', '結婚・家庭', 2),
	('dates', 'Свидания', '约会', 'Dates', 'デート', 3),
	('friendship', 'Дружба', '交朋友', 'Friendship', '友達づくり', 4),
	('chat', 'Общение', '聊天', 'Chatting', 'おしゃべり', 5),
	('travel', 'Попутчик в путешествия', '旅伴', 'Travel companion', '旅行仲間', 6),
	('sport', 'Партнёр по спорту', '运动伙伴', 'Sports partner', 'スポーツ仲間', 7),
	('language', 'Языковой обмен', '语言交换', 'Language exchange', '語学交換', 8);
