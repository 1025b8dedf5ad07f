export interface SharedDeclaration {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}
export type ShareDecision = 'shared' | 'own-copy' | 'refused';
export interface ShareVerdict {
  name: string;
  decision: ShareDecision;
  reason: string;
  remoteVersion: string;
  requiredVersion: string;
  hostVersion: string | null;
  stateful: boolean;
}
export function judgeSharedModule(
  remote: SharedDeclaration,
  host: SharedDeclaration | undefined,
): ShareVerdict;
export function judgeRemote(
  remoteShared: SharedDeclaration[],
  hostShared: SharedDeclaration[],
): { verdicts: ShareVerdict[]; refused: ShareVerdict[] };
/** The federation runtime's own `satisfy`, the check the host's refusal uses. */
export function satisfies(version: string, range: string): boolean;
