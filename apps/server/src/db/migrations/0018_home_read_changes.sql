CREATE TABLE "list_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_changes_user_idx" ON "list_changes" USING btree ("user_id","id");--> statement-breakpoint
-- Issue 19: what a user's home reads (chat list, history page, friend list, account list, flow list) show may change
-- without an event in his log. Each trigger below marks the users whose lists it changes, in the changing
-- transaction, so the per-user read cache (modules/home-reads) is invalidated whoever writes. A message that
-- arrives is not marked here: it is in every member's event log already, which the cache reads as well.
CREATE FUNCTION list_changes_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    INSERT INTO list_changes (user_id) VALUES ((changed ->> col)::int);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- User 0: a change every list may show (a user's name, avatar or privacy; a currency).
CREATE FUNCTION list_changes_mark_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_changes (user_id) VALUES (0);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A chat member's own row; when he reads a private chat, the other member's list shows it too (peerReadTime).
CREATE FUNCTION list_changes_mark_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO list_changes (user_id) VALUES (OLD.user_id);
    RETURN NULL;
  END IF;
  INSERT INTO list_changes (user_id) VALUES (NEW.user_id);
  IF TG_OP = 'UPDATE' AND NEW.conversation_type = 1 AND NEW.last_read_time IS DISTINCT FROM OLD.last_read_time THEN
    INSERT INTO list_changes (user_id)
      SELECT m.user_id FROM conversation_members m
      WHERE m.conversation_id = NEW.conversation_id AND m.user_id <> NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Messages changed in place (a recall, a quote emptied) or removed: every member of their chats.
CREATE FUNCTION list_changes_mark_chats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_changes (user_id)
    SELECT DISTINCT m.user_id FROM conversation_members m
    WHERE m.conversation_id IN (SELECT c.conversation_id FROM changed_messages c);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_list_changes AFTER INSERT OR UPDATE ON ledger_accounts FOR EACH ROW
  WHEN (NEW.platform_code = '') EXECUTE FUNCTION list_changes_mark('user_id');
--> statement-breakpoint
CREATE TRIGGER flows_list_changes AFTER INSERT OR UPDATE OR DELETE ON flows FOR EACH ROW
  EXECUTE FUNCTION list_changes_mark('user_id');
--> statement-breakpoint
CREATE TRIGGER hidden_messages_list_changes AFTER INSERT OR DELETE ON hidden_messages FOR EACH ROW
  EXECUTE FUNCTION list_changes_mark('user_id');
--> statement-breakpoint
-- Both sides: the friend list shows whether the friend has the owner among his contacts.
CREATE TRIGGER friendships_list_changes AFTER INSERT OR UPDATE OR DELETE ON friendships FOR EACH ROW
  EXECUTE FUNCTION list_changes_mark('owner_id', 'friend_id');
--> statement-breakpoint
CREATE TRIGGER conversation_members_list_changes AFTER INSERT OR DELETE ON conversation_members FOR EACH ROW
  EXECUTE FUNCTION list_changes_mark_member();
--> statement-breakpoint
-- Every change but an arrival (more unread, a newer unread time, back from hidden), which the event log carries.
CREATE TRIGGER conversation_members_list_changes_update AFTER UPDATE ON conversation_members FOR EACH ROW
  WHEN (
    (OLD.conversation_type, OLD.target_id, OLD.module_type, OLD.last_read_time, OLD.cleared_before, OLD.joined_time,
     OLD.muted, OLD.is_top)
      IS DISTINCT FROM
    (NEW.conversation_type, NEW.target_id, NEW.module_type, NEW.last_read_time, NEW.cleared_before, NEW.joined_time,
     NEW.muted, NEW.is_top)
    OR NEW.unread_count < OLD.unread_count
    OR NEW.mentioned_count < OLD.mentioned_count
    OR (NEW.hidden AND NOT OLD.hidden)
  )
  EXECUTE FUNCTION list_changes_mark_member();
--> statement-breakpoint
CREATE TRIGGER messages_list_changes_update AFTER UPDATE ON messages REFERENCING NEW TABLE AS changed_messages
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_mark_chats();
--> statement-breakpoint
CREATE TRIGGER messages_list_changes_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS changed_messages
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_mark_chats();
--> statement-breakpoint
CREATE TRIGGER users_list_changes AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    (OLD.user_code, OLD.user_name, OLD.first_name, OLD.last_name, OLD.area_code, OLD.phone, OLD.email, OLD.avatar,
     OLD.avatar_compress, OLD.avatar_color_code, OLD.gender, OLD.modify_flag, OLD.ad_permissions, OLD.phone_privacy,
     OLD.email_privacy, OLD.code_privacy)
      IS DISTINCT FROM
    (NEW.user_code, NEW.user_name, NEW.first_name, NEW.last_name, NEW.area_code, NEW.phone, NEW.email, NEW.avatar,
     NEW.avatar_compress, NEW.avatar_color_code, NEW.gender, NEW.modify_flag, NEW.ad_permissions, NEW.phone_privacy,
     NEW.email_privacy, NEW.code_privacy)
  )
  EXECUTE FUNCTION list_changes_mark_everyone();
--> statement-breakpoint
CREATE TRIGGER users_list_changes_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION list_changes_mark_everyone();
--> statement-breakpoint
CREATE TRIGGER currencies_list_changes AFTER INSERT OR UPDATE OR DELETE ON currencies FOR EACH STATEMENT
  EXECUTE FUNCTION list_changes_mark_everyone();
