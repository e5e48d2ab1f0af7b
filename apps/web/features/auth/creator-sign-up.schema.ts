import { registerPerformerSchema } from '@fanlane/shared';
import { z } from 'zod';
import { DOCUMENT_RULE, fileProblem } from '@/features/media/file-checks';

/** An identity document: required, an image or a PDF, at most 20 MB (as the API accepts). */
const documentFile = (label: string, missing: string) =>
  z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, missing)
    .superRefine((file, ctx) => {
      const problem = fileProblem(file, { ...DOCUMENT_RULE, label });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The documents' names and what is said when one is missing, in the reader's language. */
export interface CreatorSignUpTexts {
  idLabel: string;
  idMissing: string;
  photoLabel: string;
  photoMissing: string;
}

/** The creator sign-up form: the shared request schema plus the two document files. */
export const creatorSignUpSchema = (texts: CreatorSignUpTexts) =>
  registerPerformerSchema.extend({
    idVerification: documentFile(texts.idLabel, texts.idMissing),
    documentVerification: documentFile(texts.photoLabel, texts.photoMissing),
  });

export type CreatorSignUpInput = z.output<ReturnType<typeof creatorSignUpSchema>>;

/** What the form holds: text as typed, languages as a list, files as chosen. */
export interface CreatorSignUpValues {
  email: string;
  username: string;
  password: string;
  name: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  country: string;
  state: string;
  city: string;
  zipcode: string;
  address: string;
  phoneCode: string;
  phone: string;
  languages: string[];
  categoryIds: string[];
  bio: string;
  height: string;
  weight: string;
  age: string;
  bodyType: string;
  ethnicity: string;
  hair: string;
  pubicHair: string;
  eyes: string;
  butt: string;
  sexualOrientation: string;
  idVerification: File | null;
  documentVerification: File | null;
}

export const EMPTY_CREATOR_SIGN_UP: CreatorSignUpValues = {
  email: '',
  username: '',
  password: '',
  name: '',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  country: '',
  state: '',
  city: '',
  zipcode: '',
  address: '',
  phoneCode: '',
  phone: '',
  languages: [],
  categoryIds: [],
  bio: '',
  height: '',
  weight: '',
  age: '',
  bodyType: '',
  ethnicity: '',
  hair: '',
  pubicHair: '',
  eyes: '',
  butt: '',
  sexualOrientation: '',
  idVerification: null,
  documentVerification: null,
};

/** The multipart parts of POST /auth/performers/register: text fields and the two files. */
export function creatorSignUpParts(input: CreatorSignUpInput, password: string) {
  const { idVerification, documentVerification, ...fields } = input;
  return { fields: { ...fields, password }, files: { idVerification, documentVerification } };
}
