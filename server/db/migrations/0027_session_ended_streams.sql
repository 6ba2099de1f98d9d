-- A live-update stream (GET /api/v1/events) ends when the session it was opened with ends: signing
-- out, signing out everywhere, a password reset, an account deleted, an expired session cleared.
-- Every way a session ends deletes its row, so the row's deletion announces it on the realtime
-- channel when its transaction commits, and every server process closes that session's streams
-- (server/features/realtime/api.ts), whoever ended it (a page, better-auth, a script, psql).
CREATE FUNCTION wl_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wildline_events', json_build_object('kind', 'session-ended', 'sessionId', OLD.id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER wl_session_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION wl_session_ended();
