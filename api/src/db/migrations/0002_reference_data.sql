-- Reference data from DOMAIN.md. Staff change these rows (labels, closing dates); code refers to
-- the stable `value` / `system_label` keys only.

INSERT INTO registration_branches (value, label, sort_order, closed_on) VALUES
  ('jeugd-en-gezinsprofessional', 'Jeugd- en gezinsprofessionals', 1, NULL),
  ('gedragswetenschapper', 'Gedragswetenschappers', 2, NULL),
  ('jeugdzorgwerker', 'Jeugdzorgwerkers', 3, '2023-01-01');

INSERT INTO registration_targets (system_label, label, branch_value, is_postmaster, sort_order) VALUES
  ('jeugd-en-gezinsprofessional', 'Jeugd- en gezinsprofessional', 'jeugd-en-gezinsprofessional', false, 1),
  ('master-psycholoog', 'Master psycholoog', 'gedragswetenschapper', false, 2),
  ('master-orthopedagoog', 'Master orthopedagoog', 'gedragswetenschapper', false, 3),
  ('kinder-en-jeugdpsycholoog', 'Kinder- en Jeugdpsycholoog', 'gedragswetenschapper', true, 4),
  ('gz-psycholoog', 'GZ-psycholoog', 'gedragswetenschapper', true, 5),
  ('orthopedagoog-generalist', 'Orthopedagoog-generalist', 'gedragswetenschapper', true, 6),
  ('jeugdzorgwerker', 'Jeugdzorgwerker', 'jeugdzorgwerker', false, 7);

INSERT INTO reenter_request_types (value, label) VALUES
  ('reenter', 'Herintreding'),
  ('hardship-clause', 'Beroep op de hardheidsclausule');

INSERT INTO disciplinary_measure_types (value, label, sort_order) VALUES
  ('waarschuwing', 'Waarschuwing', 1),
  ('berisping', 'Berisping', 2),
  ('voorwaardelijke-schorsing', 'Voorwaardelijke schorsing', 3),
  ('schorsing', 'Schorsing', 4),
  ('doorhaling', 'Doorhaling', 5);

INSERT INTO diploma_types (system_label, label) VALUES
  ('hbo-bachelor', 'Hbo-bachelor'),
  ('wo-master', 'Wo-master'),
  ('evc', 'Evc-traject met branchecertificaat'),
  ('other', 'Anders, namelijk...');
