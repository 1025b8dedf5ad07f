import { gql, type TypedDocumentNode } from '@apollo/client';

/** A one-field read the data hooks' tests run against a fake client. */
export type CardQuery = { card: { name: string } };
export type CardVariables = { id: string };
export const CARD_QUERY: TypedDocumentNode<CardQuery, CardVariables> = gql`
  query card($id: String!) {
    card(id: $id) {
      name
    }
  }
`;

export const card = (name: string): CardQuery => ({ card: { name } });
