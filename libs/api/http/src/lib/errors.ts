/** The one error shape of every API response that is not a success. */
export interface ApiError {
  code: string;
  message: string;
  requestId: string;
}
