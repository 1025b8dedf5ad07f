-- Professional portal part 2 (issue 38): the five-year cycle. A re-registration round is an item of
-- the approved registration (kind 'reRegistration'); on approval it becomes the new period. The
-- requirements per chamber are configuration staff can change (DOMAIN.md), read by the api only.

ALTER TABLE registration_items
  ADD COLUMN kind text NOT NULL DEFAULT 'application' CHECK (kind IN ('application', 'reRegistration'));
-- Rounds written before this column: the open items of approved registrations.
UPDATE registration_items AS item SET kind = 'reRegistration'
  FROM registrations AS registration
  WHERE registration.id = item.registration_id AND registration.status = 'approved'
    AND item.status IN ('ongoing', 'pending');

-- What an activity can be. unit: what the requirement counts (points or hours); points_per_hour:
-- points per contact hour (0: none, as for work experience; NULL: the professional enters them).
CREATE TABLE activity_categories (
  code text PRIMARY KEY,
  label text NOT NULL,
  unit text NOT NULL CHECK (unit IN ('points', 'hours')),
  points_per_hour numeric(6, 2) DEFAULT 1,
  has_sub_activities boolean NOT NULL DEFAULT false,
  is_work_experience boolean NOT NULL DEFAULT false,
  provider_label text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- One set of requirements per chamber and variant; a chamber with variants picks one by the
-- work-experience hours recorded in the period (work_hours_from <= hours < work_hours_below).
CREATE TABLE re_registration_requirement_sets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  branch_value text NOT NULL REFERENCES registration_branches (value),
  variant text NOT NULL,
  label text NOT NULL,
  work_hours_from numeric(8, 2) NOT NULL DEFAULT 0,
  work_hours_below numeric(8, 2),
  -- Points over all learning categories together (gedragswetenschappers: 120), NULL: none.
  total_points_minimum numeric(8, 2),
  UNIQUE (branch_value, variant)
);

CREATE TABLE re_registration_requirements (
  requirement_set_id uuid NOT NULL REFERENCES re_registration_requirement_sets (id) ON DELETE CASCADE,
  category_code text NOT NULL REFERENCES activity_categories (code),
  minimum numeric(8, 2) NOT NULL CHECK (minimum >= 0),
  PRIMARY KEY (requirement_set_id, category_code)
);

-- The professional's activities. round_item_id: the round they count for; NULL while the round is
-- being assessed (they count toward the next period, which starts on the submission date).
-- source 'provider': awarded by an accredited provider (read-only, with the course's name).
CREATE TABLE activities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  round_item_id uuid REFERENCES registration_items (id) ON DELETE SET NULL,
  parent_id uuid REFERENCES activities (id) ON DELETE CASCADE,
  category_code text NOT NULL REFERENCES activity_categories (code),
  title text NOT NULL,
  provider_name text NOT NULL,
  activity_date date NOT NULL,
  hours numeric(8, 2) NOT NULL CHECK (hours >= 0),
  points numeric(8, 2) NOT NULL CHECK (points >= 0),
  source text NOT NULL DEFAULT 'professional' CHECK (source IN ('professional', 'provider')),
  awarded_by_educator_id uuid REFERENCES educators (id) ON DELETE SET NULL,
  course_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_round_idx ON activities (round_item_id, parent_id, category_code);
CREATE INDEX activities_professional_idx ON activities (professional_id, activity_date);
CREATE INDEX activities_parent_idx ON activities (parent_id);

INSERT INTO activity_categories
  (code, label, unit, points_per_hour, has_sub_activities, is_work_experience, provider_label, sort_order) VALUES
  ('werkervaring', 'Werkervaring', 'hours', 0, false, true, 'Werkgever', 1),
  ('scholing', 'Scholing', 'points', 1, false, false, 'Aanbieder', 2),
  ('nip-nvo-scholing', 'NIP/NVO-geaccrediteerde scholing', 'points', 1, false, false, 'Aanbieder', 3),
  ('reflectie', 'Reflectie', 'hours', 1, true, false, 'Begeleider', 4),
  ('supervisie', 'Supervisie', 'points', 1, true, false, 'Supervisor', 5),
  ('intervisie', 'Intervisie', 'points', 1, true, false, 'Begeleider', 6),
  ('informeel-leren', 'Informeel leren', 'points', 1, false, false, 'Organisatie of bron', 7),
  ('vrije-ruimte', 'Vrije ruimte', 'points', 1, false, false, 'Organisatie of bron', 8);

INSERT INTO re_registration_requirement_sets
  (branch_value, variant, label, work_hours_from, work_hours_below, total_points_minimum) VALUES
  ('jeugd-en-gezinsprofessional', 'standaard', 'Jeugd- en gezinsprofessionals', 0, NULL, NULL),
  ('jeugdzorgwerker', 'oude-regels', 'Jeugdzorgwerkers (oude regels)', 0, NULL, NULL),
  ('gedragswetenschapper', 'minder-dan-3648-uur', 'Gedragswetenschappers, minder dan 3.648 uur werkervaring', 0, 3648, 120),
  ('gedragswetenschapper', 'vanaf-3648-uur', 'Gedragswetenschappers, 3.648 uur werkervaring of meer', 3648, NULL, 120);

INSERT INTO re_registration_requirements (requirement_set_id, category_code, minimum)
SELECT requirement_set.id, requirement.category_code, requirement.minimum
FROM (VALUES
  ('jeugd-en-gezinsprofessional', 'standaard', 'werkervaring', 3368),
  ('jeugd-en-gezinsprofessional', 'standaard', 'scholing', 60),
  ('jeugd-en-gezinsprofessional', 'standaard', 'reflectie', 60),
  ('jeugd-en-gezinsprofessional', 'standaard', 'informeel-leren', 20),
  ('jeugdzorgwerker', 'oude-regels', 'scholing', 60),
  ('jeugdzorgwerker', 'oude-regels', 'reflectie', 50),
  ('jeugdzorgwerker', 'oude-regels', 'vrije-ruimte', 50),
  ('gedragswetenschapper', 'minder-dan-3648-uur', 'werkervaring', 2500),
  ('gedragswetenschapper', 'minder-dan-3648-uur', 'nip-nvo-scholing', 40),
  ('gedragswetenschapper', 'minder-dan-3648-uur', 'supervisie', 40),
  ('gedragswetenschapper', 'minder-dan-3648-uur', 'vrije-ruimte', 40),
  ('gedragswetenschapper', 'vanaf-3648-uur', 'werkervaring', 2500),
  ('gedragswetenschapper', 'vanaf-3648-uur', 'nip-nvo-scholing', 40),
  ('gedragswetenschapper', 'vanaf-3648-uur', 'intervisie', 20),
  ('gedragswetenschapper', 'vanaf-3648-uur', 'supervisie', 20)
) AS requirement (branch_value, variant, category_code, minimum)
JOIN re_registration_requirement_sets AS requirement_set
  ON requirement_set.branch_value = requirement.branch_value AND requirement_set.variant = requirement.variant;
