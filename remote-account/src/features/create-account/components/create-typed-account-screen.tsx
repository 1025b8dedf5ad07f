import { Link, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useState } from 'react';
import { FormStatus, useFocusRequest } from '@portal/shared/forms/plain';
import type { AccountType } from '../api/create-account';
import { useInvitation } from '../api/invitation';
import { CreateAccountForm } from './create-account-form';

const TITLES: Record<AccountType, string> = {
  professional: 'Account aanmaken als professional',
  companyEmployee: 'Account aanmaken als werkgever',
  educatorEmployee: 'Account aanmaken als opleidingsaanbieder',
};

const PATHS: Record<AccountType, string> = {
  professional: hrefFor('createProfessional'),
  companyEmployee: hrefFor('createCompanyEmployee'),
  educatorEmployee: hrefFor('createEducatorEmployee'),
};

export const INVITATION_INVALID = 'Deze uitnodiging is ongeldig of verlopen.';
export const CHECK_MAIL_TITLE = 'Controleer je e-mail';

/** One account type's page; with a `/{token}` it first reads the invitation it belongs to. */
export function CreateTypedAccountScreen({ type }: { type: AccountType }) {
  const params = useParams();
  const token = type === 'professional' ? undefined : params.token;
  const invitation = useInvitation(token);
  const details = invitation.data?.invitation ?? null;
  // Creating does not sign in: whether the address was free or taken, the next step is the mail.
  const [created, setCreated] = useState<string | null>(null);
  // The focused button leaves with the form: focus goes to the heading above the confirmation.
  const [headingRef, focusHeading] = useFocusRequest<HTMLHeadingElement>();

  let body;
  if (created) {
    body = (
      <>
        <FormStatus status={created} />
        <p>
          <Link to={hrefFor('login')}>Naar inloggen</Link>
        </p>
      </>
    );
  } else if (invitation.loading) body = <p role="status">Laden...</p>;
  else if (token && !details) {
    body = (
      <>
        <FormStatus error={INVITATION_INVALID} />
        <p>
          <Link to={PATHS[type]}>Maak een account aan zonder uitnodiging</Link>
        </p>
      </>
    );
  } else {
    body = (
      <CreateAccountForm
        type={type}
        invitation={token && details ? { token, details } : null}
        onCreated={(message) => {
          setCreated(message);
          focusHeading();
        }}
      />
    );
  }

  return (
    <div className="portal-card">
      <h1 ref={headingRef}>{created ? CHECK_MAIL_TITLE : TITLES[type]}</h1>
      {body}
      {!created && (
        <p>
          Heb je al een account? <Link to={hrefFor('login')}>Inloggen</Link>
        </p>
      )}
    </div>
  );
}
