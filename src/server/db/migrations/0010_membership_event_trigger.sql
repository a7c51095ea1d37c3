-- Membership events for the creator's analytics, written by the database so that every path that
-- changes a membership (free follow, checkout sync, webhook, expiry, unfollow, account deletion)
-- is counted, including paths added later.

-- A membership created by a paid checkout comes from where that checkout started.
CREATE FUNCTION membership_source_from_checkout() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.source = 'other' THEN
    NEW.source := coalesce(
      (SELECT c.source FROM checkout_sessions c
        WHERE c.follower_id = NEW.follower_id AND c.creator_id = NEW.creator_id
        ORDER BY c.created_at DESC LIMIT 1),
      'other');
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER memberships_source_from_checkout BEFORE INSERT ON memberships
  FOR EACH ROW EXECUTE FUNCTION membership_source_from_checkout();--> statement-breakpoint

-- A membership holds its tier while active or past_due (the same statuses as grantsAccess).
CREATE FUNCTION record_membership_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_holds boolean;
  new_holds boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A creator's own deletion takes the memberships along; there is nobody left to report to.
    IF OLD.status IN ('active', 'past_due') AND EXISTS (SELECT 1 FROM users WHERE id = OLD.creator_id) THEN
      INSERT INTO membership_events (creator_id, kind, tier, source) VALUES (OLD.creator_id, 'ended', OLD.tier, OLD.source);
    END IF;
    RETURN NULL;
  END IF;
  new_holds := NEW.status IN ('active', 'past_due');
  IF TG_OP = 'INSERT' THEN
    IF new_holds THEN
      INSERT INTO membership_events (creator_id, kind, tier, source) VALUES (NEW.creator_id, 'joined', NEW.tier, NEW.source);
    END IF;
    RETURN NULL;
  END IF;
  old_holds := OLD.status IN ('active', 'past_due');
  IF new_holds AND NOT old_holds THEN
    INSERT INTO membership_events (creator_id, kind, tier, source) VALUES (NEW.creator_id, 'joined', NEW.tier, NEW.source);
  ELSIF old_holds AND NOT new_holds THEN
    INSERT INTO membership_events (creator_id, kind, tier, source) VALUES (OLD.creator_id, 'ended', OLD.tier, OLD.source);
  ELSIF new_holds AND OLD.tier <> NEW.tier THEN
    INSERT INTO membership_events (creator_id, kind, tier, previous_tier, source) VALUES (NEW.creator_id, 'tier_changed', NEW.tier, OLD.tier, NEW.source);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER memberships_record_event AFTER INSERT OR UPDATE OF status, tier OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION record_membership_event();--> statement-breakpoint

-- Memberships held before events existed count as joined when they were created, at today's tier.
INSERT INTO membership_events (creator_id, kind, tier, source, occurred_at)
SELECT creator_id, 'joined', tier, source, created_at FROM memberships WHERE status IN ('active', 'past_due');
