import { useEffect, useState } from 'react';
import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';

interface OrganisationStatus {
  myOrganisation: { name: string; verificationLabel: string; notice: string | null };
}

/** Sent only for company and educator employees on their overview (this chunk loads for them alone). */
export const MY_ORGANISATION_STATUS: TypedDocumentNode<OrganisationStatus, Record<string, never>> = gql`
  query myOrganisationStatus {
    myOrganisation {
      name
      verificationLabel
      notice
    }
  }
`;

/**
 * Issue 37: until staff confirm the organisation, its employees see on their overview why nothing
 * else is open yet ('In behandeling' and the api's Dutch notice). Nothing once it is confirmed, and
 * nothing when the read fails: the overview itself still shows.
 */
export default function OrganisationNotice({ client }: { client: ApolloClient }) {
  const [organisation, setOrganisation] = useState<OrganisationStatus['myOrganisation'] | null>(null);
  useEffect(() => {
    let current = true;
    client
      .query({ query: MY_ORGANISATION_STATUS, fetchPolicy: 'network-only' })
      .then((result) => {
        if (current) setOrganisation(result.data?.myOrganisation ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client]);
  if (!organisation?.notice) return null;
  return (
    <section className="portal-page-message" role="status" aria-labelledby="organisation-notice-title">
      <h2 id="organisation-notice-title">
        {organisation.name}: {organisation.verificationLabel}
      </h2>
      <p>{organisation.notice}</p>
    </section>
  );
}
