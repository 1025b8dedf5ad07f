-- Afronden met NIP- of NVO-bewijs (issue 38): a gedragswetenschapper with a current NIP or NVO
-- registration submits a re-registration round with that proof instead of activities. One per
-- round; written in the transaction that moves the round to 'pending', so a proof always belongs
-- to a submitted round. Its file is a media row of model 'nipNvoProof'.
CREATE TABLE nip_nvo_proofs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_item_id uuid NOT NULL UNIQUE REFERENCES registration_items (id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  association text NOT NULL CHECK (association IN ('NIP', 'NVO')),
  membership_number text NOT NULL,
  -- The last day the NIP or NVO registration is valid: on or after the submission day (Dutch time).
  valid_until date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
