import { describe, expect, it } from 'vitest';
import { EMPTY_CREATOR_SIGN_UP, creatorSignUpParts, creatorSignUpSchema as schemaOf } from './creator-sign-up.schema';

const creatorSignUpSchema = schemaOf({
  idLabel: 'ID document',
  idMissing: 'Add a photo or scan of your ID document',
  photoLabel: 'Photo with your ID',
  photoMissing: 'Add a photo of yourself holding your ID',
});

const png = (size = 100) => new File([new Uint8Array(size)], 'id.png', { type: 'image/png' });

const valid = {
  ...EMPTY_CREATOR_SIGN_UP,
  email: ' Star@Example.com ',
  username: 'Star01',
  password: 'long-enough',
  gender: 'female',
  languages: ['English'],
  eyes: 'green',
  idVerification: png(),
  documentVerification: new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' }),
};

const issues = (values: unknown) => {
  const result = creatorSignUpSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('creator sign-up schema', () => {
  it('accepts a complete form, normalising email and username and dropping empty options', () => {
    const result = creatorSignUpSchema.parse(valid);
    expect(result.email).toBe('star@example.com');
    expect(result.username).toBe('star01');
    expect(result.height).toBeUndefined();
    expect(result.eyes).toBe('green');
  });

  it('needs a username, a gender and both documents', () => {
    const found = issues({ ...valid, username: '', gender: '', idVerification: null, documentVerification: undefined });
    expect(Object.keys(found).sort()).toEqual(['documentVerification', 'gender', 'idVerification', 'username']);
    expect(found.idVerification).toBe('Add a photo or scan of your ID document');
  });

  it('refuses a document over 20 MB or of another kind', () => {
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const found = issues({ ...valid, idVerification: big, documentVerification: text });
    expect(found.idVerification).toBe('ID document must be at most 20 MB');
    expect(found.documentVerification).toBe('Photo with your ID must be an image or a PDF');
  });

  it('sends the files as parts and the password it is given', () => {
    const parts = creatorSignUpParts(creatorSignUpSchema.parse(valid), 'hashed');
    expect(parts.fields.password).toBe('hashed');
    expect(parts.fields).not.toHaveProperty('idVerification');
    expect(parts.files.idVerification).toBeInstanceOf(File);
    expect(parts.fields.languages).toEqual(['English']);
  });
});
