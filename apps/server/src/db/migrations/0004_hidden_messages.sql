CREATE TABLE "hidden_messages" (
	"user_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_messages_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
