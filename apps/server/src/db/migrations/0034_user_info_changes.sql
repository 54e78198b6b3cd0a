-- Issue 34: GET /app/user/info is a home read (modules/home-reads): kept per user until his data changes. Every
-- change to his own row that the answer may show marks him (list_changes), in the changing transaction; presence
-- (last_active_at) and the login counters change often and show nowhere, so they do not.
CREATE FUNCTION list_changes_mark_own_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_changes (user_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_own_info_changes AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    (to_jsonb(OLD) - 'last_active_at' - 'login_attempts' - 'login_attempts_cleared' - 'updated_at')
      IS DISTINCT FROM
    (to_jsonb(NEW) - 'last_active_at' - 'login_attempts' - 'login_attempts_cleared' - 'updated_at')
  )
  EXECUTE FUNCTION list_changes_mark_own_user();
