-- Pages anonymous visitors see are rendered once and kept (server/lib/page-cache.ts) until what
-- they show changes. Every statement that changes the guide, the settings, the listings, the
-- wizard's questions or the state agencies announces it on the realtime channel when its
-- transaction commits, so every server process drops its kept pages, whoever made the change
-- (a page, the API, a script, psql).
CREATE FUNCTION wl_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wildline_events', json_build_object('kind', 'content-changed', 'table', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wildlife_issues FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();--> statement-breakpoint
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON issue_categories FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();--> statement-breakpoint
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON animal_types FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();--> statement-breakpoint
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_settings FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();--> statement-breakpoint
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();--> statement-breakpoint
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON form_questions FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();--> statement-breakpoint
CREATE TRIGGER wl_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON state_agencies FOR EACH STATEMENT EXECUTE FUNCTION wl_content_changed();
