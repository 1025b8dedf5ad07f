-- Issue 39, speed: the employer's overview reads one narrow row per open link instead of joining
-- users, registrations, items, measures, targets and chambers per link on every request. The rows are
-- written by the triggers below whenever one of those changes, in the same transaction, so they are
-- never behind. Only what depends on today stays a reading: the register status is computed from the
-- stored facts (end date, struck-off day, suspension periods) with today's date, so the table is right
-- on every day without a job.

-- What the overview may show of each open link, as the old per-request statement computed it: a link
-- still waiting for the professional's confirmation shows only the registration number.
CREATE VIEW link_register_facts_source AS
SELECT l.id AS link_id, l.company_id, l.professional_id, l.status AS link_status,
  (l.shares_progress AND l.status = 'active') AS shares_progress,
  CASE WHEN l.status = 'active' THEN u.initials END AS initials,
  CASE WHEN l.status = 'active' THEN u.first_name END AS first_name,
  CASE WHEN l.status = 'active' THEN u.infix END AS infix,
  CASE WHEN l.status = 'active' THEN u.last_name END AS last_name,
  CASE WHEN l.status = 'active' THEN lower(concat_ws(' ', u.first_name, u.initials, u.infix, u.last_name)) END
    AS search_name,
  reg.registration_number,
  reg.status::text AS registration_status,
  it.till_date AS till_date,
  CASE WHEN l.status = 'active' THEN b.value END AS chamber_value,
  CASE WHEN l.status = 'active' THEN b.label END AS chamber,
  CASE WHEN l.status = 'active' THEN tg.label END AS target,
  (SELECT min(coalesce(m.starts_at, '-infinity'::date)) FROM disciplinary_measures m
    WHERE m.professional_id = l.professional_id AND m.request_id IS NULL AND m.measure_type = 'doorhaling')
    AS struck_off_from,
  (SELECT range_agg(daterange(coalesce(m.starts_at, '-infinity'::date), coalesce(m.ends_at, 'infinity'::date), '[]'))
    FROM disciplinary_measures m
    WHERE m.professional_id = l.professional_id AND m.request_id IS NULL AND m.measure_type = 'schorsing'
      AND (m.starts_at IS NULL OR m.ends_at IS NULL OR m.starts_at <= m.ends_at)) AS suspended_during,
  CASE WHEN l.shares_progress AND l.status = 'active' AND reg.status = 'approved' THEN (
    SELECT i.status::text FROM registration_items i
    WHERE i.registration_id = reg.id AND i.status IN ('ongoing', 'new', 'pending', 'incomplete')
    ORDER BY i.created_at DESC LIMIT 1) END AS progress_status
FROM company_professional_links l
JOIN professionals p ON p.id = l.professional_id
JOIN users u ON u.id = p.user_id
LEFT JOIN LATERAL (
  SELECT r.id, r.status, r.registration_number FROM registrations r
  WHERE r.professional_id = l.professional_id AND r.status IN ('approved', 'expired', 'unsubscribed')
  ORDER BY (r.status = 'approved') DESC, r.updated_at DESC LIMIT 1
) reg ON true
LEFT JOIN LATERAL (
  SELECT i.till_date, i.registration_target_id FROM registration_items i
  WHERE i.registration_id = reg.id AND i.status IN ('approved', 'expired', 'unsubscribed')
  ORDER BY i.till_date DESC NULLS LAST LIMIT 1
) it ON true
LEFT JOIN registration_targets tg ON tg.id = it.registration_target_id
LEFT JOIN registration_branches b ON b.value = tg.branch_value
WHERE l.status IN ('requested', 'active');

CREATE TABLE link_register_facts (
  link_id uuid PRIMARY KEY REFERENCES company_professional_links(id) ON DELETE CASCADE,
  company_id uuid NOT NULL,
  professional_id uuid NOT NULL,
  link_status text NOT NULL,
  shares_progress boolean NOT NULL,
  initials text,
  first_name text,
  infix text,
  last_name text,
  search_name text,
  registration_number text,
  registration_status text,
  till_date date,
  chamber_value text,
  chamber text,
  target text,
  struck_off_from date,
  suspended_during datemultirange,
  progress_status text
);
-- The overview reads one company's rows (520 of 50,000 in the bench) by this index, in name order.
CREATE INDEX link_register_facts_company_idx ON link_register_facts (company_id, lower(last_name), lower(coalesce(first_name, initials)));
CREATE INDEX link_register_facts_professional_idx ON link_register_facts (professional_id);

-- Writes the facts of these professionals' open links again. The professionals are locked first (for
-- the transaction, in a fixed order): two transactions changing one professional's records at once
-- then write one after the other, the second reading what the first committed, never a stale mix.
CREATE FUNCTION link_register_facts_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(4741140, hashtext(id::text))
    FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) AS locked;
  DELETE FROM link_register_facts WHERE professional_id = ANY (ids);
  INSERT INTO link_register_facts
    SELECT * FROM link_register_facts_source WHERE professional_id = ANY (ids);
END $$;

-- One function per changed table: which professionals a statement's rows concern.
CREATE FUNCTION link_register_facts_by_professional() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT professional_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT professional_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT professional_id AS id FROM new_rows UNION SELECT professional_id FROM old_rows) AS changed;
  END IF;
  PERFORM link_register_facts_refresh(ids);
  RETURN NULL;
END $$;

CREATE FUNCTION link_register_facts_by_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r.professional_id) INTO ids
      FROM new_rows n JOIN registrations r ON r.id = n.registration_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT r.professional_id) INTO ids
      FROM old_rows o JOIN registrations r ON r.id = o.registration_id;
  ELSE
    SELECT array_agg(DISTINCT r.professional_id) INTO ids FROM (
      SELECT registration_id FROM new_rows UNION SELECT registration_id FROM old_rows) AS changed
      JOIN registrations r ON r.id = changed.registration_id;
  END IF;
  PERFORM link_register_facts_refresh(ids);
  RETURN NULL;
END $$;

-- A name change only: users are updated on every sign-in too, which changes nothing here.
CREATE FUNCTION link_register_facts_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT p.id) INTO ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN professionals p ON p.user_id = n.id
    WHERE (n.initials, n.first_name, n.infix, n.last_name) IS DISTINCT FROM (o.initials, o.first_name, o.infix, o.last_name);
  PERFORM link_register_facts_refresh(ids);
  RETURN NULL;
END $$;

-- A link's own change rewrites only that link (a bulk insert of links stays one statement).
CREATE FUNCTION link_register_facts_by_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE links uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO links FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO links FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id) INTO links FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) AS changed;
  END IF;
  IF links IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(4741140, hashtext(id::text))
    FROM (SELECT DISTINCT professional_id AS id FROM company_professional_links WHERE id = ANY (links) ORDER BY 1) AS locked;
  DELETE FROM link_register_facts WHERE link_id = ANY (links);
  INSERT INTO link_register_facts SELECT * FROM link_register_facts_source WHERE link_id = ANY (links);
  RETURN NULL;
END $$;

-- A chamber's or target's label changes (configuration, rarely): the rows that show it.
CREATE FUNCTION link_register_facts_by_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM link_register_facts_refresh(array_agg(DISTINCT professional_id))
    FROM link_register_facts WHERE chamber_value IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER link_register_facts_links_insert AFTER INSERT ON company_professional_links
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_link();
CREATE TRIGGER link_register_facts_links_update AFTER UPDATE ON company_professional_links
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_link();

CREATE TRIGGER link_register_facts_registrations_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_professional();
CREATE TRIGGER link_register_facts_registrations_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_professional();
CREATE TRIGGER link_register_facts_registrations_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_professional();

CREATE TRIGGER link_register_facts_measures_insert AFTER INSERT ON disciplinary_measures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_professional();
CREATE TRIGGER link_register_facts_measures_update AFTER UPDATE ON disciplinary_measures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_professional();
CREATE TRIGGER link_register_facts_measures_delete AFTER DELETE ON disciplinary_measures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_professional();

CREATE TRIGGER link_register_facts_items_insert AFTER INSERT ON registration_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_item();
CREATE TRIGGER link_register_facts_items_update AFTER UPDATE ON registration_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_item();
CREATE TRIGGER link_register_facts_items_delete AFTER DELETE ON registration_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_item();

CREATE TRIGGER link_register_facts_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_user();

CREATE TRIGGER link_register_facts_branches_update AFTER UPDATE OF label ON registration_branches
  FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_label();
CREATE TRIGGER link_register_facts_targets_update AFTER UPDATE OF label, branch_value ON registration_targets
  FOR EACH STATEMENT EXECUTE FUNCTION link_register_facts_by_label();

-- The links there are already.
INSERT INTO link_register_facts SELECT * FROM link_register_facts_source;
