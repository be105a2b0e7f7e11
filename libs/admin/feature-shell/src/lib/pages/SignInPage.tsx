import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  errorBody,
  selectSession,
  useGetSessionQuery,
  useSignInMutation,
} from '@corp/admin/data-access';
import { SignInForm } from '../SignInForm/SignInForm';
import { signInErrorOf } from '../SignInForm/sign-in-error';
import type { SignInError } from '../SignInForm/sign-in-error';
import { CenteredPage } from './CenteredPage';
import { safeNext, useAdminSelector } from './hooks';

/** `/admin/sign-in?next=…`: signs in, then returns to where the user was. */
export function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useAdminSelector(selectSession);
  const [signIn, { isLoading }] = useSignInMutation();
  const [error, setError] = useState<SignInError>();
  // Before any attempt, the session check already tells when no administrator exists yet.
  const check = useGetSessionQuery();
  const noUsers = errorBody(check.error)?.code === 'no_users';
  if (session.status === 'signed-in') return <Navigate to={next} replace />;
  return (
    <CenteredPage>
      <SignInForm
        pending={isLoading}
        error={error ?? (noUsers ? { kind: 'no-users' } : undefined)}
        onSubmit={async (credentials) => {
          const result = await signIn(credentials);
          if ('error' in result) return setError(signInErrorOf(result.error));
          setError(undefined);
          await navigate(next, { replace: true });
        }}
      />
    </CenteredPage>
  );
}
