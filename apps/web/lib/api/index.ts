export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './client';
export type { UploadRequest } from './upload';
export { ApiError, codeOf, errorCodeOf, errorMessageOf, isApiError, messageOf, serverMessageOf } from './error';
export { joinUrl, toQueryString } from './query';
export type { QueryParams, QueryValue } from './query';
