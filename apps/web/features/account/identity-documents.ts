/**
 * The two identity documents a creator sends (at sign-up, and again from the account's documents
 * page); each one's label and help are `account.documents.<name>.label` and `.description`.
 */
export const IDENTITY_DOCUMENTS = ['idVerification', 'documentVerification'] as const;

export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];

/** The account's field that holds a document's upload id (`idVerificationId`…), also its upload slot. */
export const documentSlot = <Name extends IdentityDocument>(name: Name) => `${name}Id` as const;
