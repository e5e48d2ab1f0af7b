/**
 * The one error vocabulary: a closed set of codes, each with its HTTP status and the
 * `error` label of contract.md 1.5. Messages for people live in MESSAGES.
 */
export const ERROR_CODES = {
  VALIDATION: { status: 400, error: 'Bad Request' },
  UNAUTHORIZED: { status: 401, error: 'Unauthorized' },
  FORBIDDEN: { status: 403, error: 'Forbidden' },
  NOT_FOUND: { status: 404, error: 'Not Found' },
  ENTITY_NOT_FOUND: { status: 404, error: 'ENTITY_NOT_FOUND' },
  NOT_ACCEPTABLE: { status: 406, error: 'Not Acceptable' },
  CONFLICT: { status: 409, error: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, error: 'Payload Too Large' },
  UNSUPPORTED_MEDIA: { status: 415, error: 'Unsupported Media Type' },
  UNPROCESSABLE: { status: 422, error: 'Unprocessable Entity' },
  RATE_LIMITED: { status: 429, error: 'Too Many Requests' },
  SERVICE_UNAVAILABLE: { status: 503, error: 'Service Unavailable' },
  INTERNAL: { status: 500, error: 'Internal Server Error' },
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * What went wrong, for programs: the body's `code`, next to the spec's `statusCode`, `message` and
 * `error` (contract.md 1.5 keeps those exactly). Clients branch on these, never on the message
 * text. docs/errors.md lists where each is sent.
 */
export const DOMAIN_CODES = [
  /** A 400 list of "field: reason" lines (the request's schema, or a check like it). */
  'VALIDATION',
  /** 429: a rate limit or the sign-in limiter; Retry-After says when to try again. */
  'TOO_MANY_REQUESTS',
  'INSUFFICIENT_BALANCE',
  'ALREADY_BOUGHT',
  'NOT_ENOUGH_STOCK',
  /** Live streams of a creator the fan does not subscribe to. */
  'SUBSCRIPTION_REQUIRED',
  'PAYOUT_MINIMUM',
  /** A payout request is already waiting to be paid. */
  'PAYOUT_OPEN_REQUEST',
  /** Changing email or password without the current password, long after signing in. */
  'CURRENT_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_INCORRECT',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  /** Sign-in refused until the address is verified. */
  'EMAIL_NOT_VERIFIED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_INVALID',
  'CAPTCHA_REQUIRED',
  'REFUND_ALREADY_ASKED',
  'REFUND_NOT_REFUNDABLE',
] as const;
export type DomainCode = (typeof DOMAIN_CODES)[number];
const DOMAIN_CODE_SET: ReadonlySet<string> = new Set(DOMAIN_CODES);
export const isDomainCode = (value: unknown): value is DomainCode =>
  typeof value === 'string' && DOMAIN_CODE_SET.has(value);

/** Texts people see: spec section 8 and business-rules.md. */
export const MESSAGES = {
  incorrectCredentials: 'Incorrect credentials!',
  tryAgainLater: 'Error occurred, please try again later',
  fetchSubscriptionsFailed: 'Failed to fetch subscriptions',
  forbiddenAction: 'Forbidden in the action!',
  somethingWentWrong: 'Something went wrong, please try again later',
  operationTimedOut: 'operation has timed out',
  changesSaved: 'Changes saved',
  messageDeleted: 'Message deleted!',
  streamMessageDeleted: 'Message deleted',
  unauthorized: 'Please sign in to continue',
  forbidden: 'Forbidden resource',
  entityNotFound: 'Entity is not found',
  internal: 'Internal server error',
  insufficientBalance: 'You have an insufficient wallet balance. Please top up.',
  verifyEmail: 'Please verify your email',
  accountDeactivated: 'This account is de-activated',
  freeSubscribedAlready: "You've subscribed for free already!",
  notEnoughStock: 'Not Enough Stock!',
  payoutPending: 'Please wait for the current request get paid first!',
  maintenance: 'The site is under maintenance, please come back later',
  countryBlocked: 'Your country has been blocked by this creator',
} as const;
