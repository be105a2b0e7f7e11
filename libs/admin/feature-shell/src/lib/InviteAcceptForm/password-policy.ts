/** The password policy of every admin account (the API checks the same). */
export const MIN_PASSWORD_LENGTH = 12;

export type NewPasswordProblem = 'required' | 'tooShort' | 'mismatch';

/** What is wrong with a chosen password and its repetition: one problem per field at most. */
export function checkNewPassword(
  password: string,
  repeat: string,
): { password?: NewPasswordProblem; repeat?: NewPasswordProblem } {
  if (!password) return { password: 'required' };
  if ([...password].length < MIN_PASSWORD_LENGTH) return { password: 'tooShort' };
  if (password !== repeat) return { repeat: repeat ? 'mismatch' : 'required' };
  return {};
}
