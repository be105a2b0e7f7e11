import { useNavigate, useParams } from 'react-router';
import {
  errorBody,
  errorStatus,
  useAcceptInviteMutation,
  useGetInviteQuery,
} from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import { InviteAcceptForm } from '../InviteAcceptForm/InviteAcceptForm';
import { Notice } from '../Notice/Notice';
import { CenteredPage } from './CenteredPage';

/** `/admin/invite/:token`: the invited person sets a password and is signed in. */
export function InvitePage() {
  const t = useAdminT();
  const token = useParams()['token'] ?? '';
  const navigate = useNavigate();
  const invite = useGetInviteQuery(token);
  const [accept, accepting] = useAcceptInviteMutation();
  const refused = accepting.error ? errorBody(accepting.error) : undefined;
  let content;
  if (invite.isLoading) content = <p role="status">{t('app.loading')}</p>;
  else if (invite.data)
    content = (
      <InviteAcceptForm
        login={invite.data.login}
        name={invite.data.name}
        pending={accepting.isLoading}
        error={
          accepting.error
            ? (refused?.message ?? t('app.failed', { status: errorStatus(accepting.error) }))
            : undefined
        }
        onSubmit={async (password) => {
          const result = await accept({ token, password });
          if (!('error' in result)) await navigate('/', { replace: true });
        }}
      />
    );
  else
    content = (
      <Notice tone="error">
        {[404, 410].includes(errorStatus(invite.error))
          ? t('invite.invalidLink')
          : t('app.failed', { status: errorStatus(invite.error) })}
      </Notice>
    );
  return <CenteredPage>{content}</CenteredPage>;
}
