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
