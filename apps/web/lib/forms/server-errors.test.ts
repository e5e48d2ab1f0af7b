import { ACCOUNT_MESSAGES, MESSAGES, type DomainCode } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/error';
import { serverErrors } from './server-errors';

const fields = ['email', 'username', 'password'] as const;
const answer = (status: number, message: unknown, code?: DomainCode) =>
  new ApiError(
    typeof message === 'string' ? message : 'x',
    status,
    { statusCode: status, message, ...(code ? { code } : {}) },
    typeof message === 'string' ? message : 'x',
  );

describe('serverErrors', () => {
  it('puts a taken email or username next to its field', () => {
    expect(serverErrors(answer(422, ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN'), fields)).toEqual({
      fields: [{ field: 'email', message: ACCOUNT_MESSAGES.emailTaken }],
      form: null,
    });
    expect(serverErrors(answer(422, ACCOUNT_MESSAGES.usernameTaken, 'USERNAME_TAKEN'), fields).fields[0]?.field).toBe(
      'username',
    );
  });

  it('goes by the code, not the words: any text with a field code lands on the field', () => {
    expect(serverErrors(answer(422, 'Adresse déjà prise', 'EMAIL_TAKEN'), fields)).toEqual({
      fields: [{ field: 'email', message: 'Adresse déjà prise' }],
      form: null,
    });
    const password = ['currentPassword', 'password'] as const;
    expect(
      serverErrors(answer(422, ACCOUNT_MESSAGES.currentPasswordRequired, 'CURRENT_PASSWORD_REQUIRED'), password),
    ).toEqual({
      fields: [{ field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired }],
      form: null,
    });
    expect(
      serverErrors(answer(422, ACCOUNT_MESSAGES.currentPasswordIncorrect, 'CURRENT_PASSWORD_INCORRECT'), password)
        .fields[0]?.field,
    ).toBe('currentPassword');
    // The known text without its code is only a message for the form.
    expect(serverErrors(answer(422, ACCOUNT_MESSAGES.emailTaken), fields)).toEqual({
      fields: [],
      form: ACCOUNT_MESSAGES.emailTaken,
    });
    // A field code for a field the form does not have: the form shows the message.
    expect(serverErrors(answer(422, 'Taken', 'USERNAME_TAKEN'), ['email'] as const).form).toBe('Taken');
  });

  it('splits a 400 list into fields, keeping unknown lines for the form', () => {
    const result = serverErrors(
      answer(400, ['email: Email is not valid', 'password: Too short', 'age: not listed', 'plain words']),
      fields,
    );
    expect(result.fields).toEqual([
      { field: 'email', message: 'Email is not valid' },
      { field: 'password', message: 'Too short' },
    ]);
    expect(result.form).toBe('age: not listed, plain words');
  });

  it('reads the "; "-joined message of a multipart validation failure', () => {
    const error = new ApiError('x', 400, { message: 'username: bad; gender: Gender is required' }, 'x');
    expect(serverErrors(error, [...fields, 'gender']).fields.map((f) => f.field)).toEqual(['username', 'gender']);
  });

  it('keeps any other message for the form, or the fallback when there is none', () => {
    expect(serverErrors(answer(404, ACCOUNT_MESSAGES.missingDocuments), fields).form).toBe(
      ACCOUNT_MESSAGES.missingDocuments,
    );
    expect(serverErrors(new ApiError('x', 500, null, null), fields, MESSAGES.tryAgainLater).form).toBe(
      MESSAGES.tryAgainLater,
    );
    expect(serverErrors(new Error('boom'), fields, MESSAGES.tryAgainLater).form).toBe(MESSAGES.tryAgainLater);
    expect(serverErrors(new ApiError(MESSAGES.somethingWentWrong, 0, null), fields).form).toBe(
      MESSAGES.somethingWentWrong,
    );
  });
});
