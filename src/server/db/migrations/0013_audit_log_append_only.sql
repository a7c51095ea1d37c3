-- The audit log of owner actions is append-only in the database itself, whatever code or person
-- holds a connection: a row cannot be deleted, nor its action, subject, reason or time changed.
-- Its references to the actor, the account and the post may only be cleared, which is what their
-- foreign keys do (ON DELETE SET NULL) when the account or post goes; the row keeps its label.
CREATE FUNCTION refuse_moderation_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.id = OLD.id
      AND NEW.action = OLD.action
      AND NEW.target_label = OLD.target_label
      AND NEW.reason = OLD.reason
      AND NEW.created_at = OLD.created_at
      AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id IS NULL)
      AND (NEW.target_user_id IS NOT DISTINCT FROM OLD.target_user_id OR NEW.target_user_id IS NULL)
      AND (NEW.post_id IS NOT DISTINCT FROM OLD.post_id OR NEW.post_id IS NULL)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'the moderation log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE ON moderation_log
  FOR EACH ROW EXECUTE FUNCTION refuse_moderation_log_change();--> statement-breakpoint
CREATE TRIGGER moderation_log_no_truncate BEFORE TRUNCATE ON moderation_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_moderation_log_change();
