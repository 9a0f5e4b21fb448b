// The user-facing texts the specification fixes, in one place, plus the AppError type the
// server turns into `{ code, message }` answers.

export const errorTexts = {
  fetchTreasury: 'Failed to fetch treasury data',
  fetchEtf: 'Failed to fetch ETF data',
  fetchCombinedHoldings: 'Failed to fetch combined holdings',
  fetchGovernment: 'Failed to fetch government data',
  fetchCombinedData: 'Failed to fetch combined data',
  fetchPrice: 'Failed to fetch price data',
  fetchIndex: 'Failed to fetch index data',
  calculateIndex: 'Failed to calculate index',
  addConstituent: 'Failed to add constituent',
  importData: 'Failed to import data',
  noConstituents: 'No constituents available for index calculation',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: 'You need administrator privileges to access this page.',
} as const;

export const uiTexts = {
  loadingData: 'Loading data...',
  priceUpdatedTitle: 'Price Updated',
  dataLoadingIssueTitle: 'Data Loading Issue',
  dataLoadingIssueBody: 'Some features may be limited. The application will continue to work with cached data.',
} as const;

/**
 * The message of the server's answer to an error it did not expect (a 500 that hides the
 * cause). The browser shows the spec's default for the call instead (ADR 122).
 */
export const MASKED_INTERNAL_ERROR_MESSAGE = 'Internal server error';

export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  /** Response headers the answer carries (e.g. Retry-After on 429). */
  readonly headers?: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode,
    options: { message: string; details?: unknown; cause?: unknown; headers?: Record<string, string> },
  ) {
    super(options.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}
