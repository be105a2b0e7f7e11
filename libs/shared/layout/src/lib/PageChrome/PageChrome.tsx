import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigation } from 'react-router';
import { dismiss, selectNotifications } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { NotificationStack, ProgressBar } from '@corp/shared/ui';
import { ApiStoreProvider } from '../api-store/ApiStoreProvider';

/** The API's error notifications (spec §8), from the store the interactive parts share. */
function Notifications() {
  const items = useSelector(selectNotifications);
  const dispatch = useDispatch();
  return (
    <NotificationStack
      notifications={items.map((item) => ({
        id: item.id,
        variant: item.kind,
        title: item.title,
        text: item.text,
      }))}
      onDismiss={(id) => dispatch(dismiss(id))}
    />
  );
}

/** Spec §2.8 "navigation progress bar": while React Router loads the next page. */
function NavigationProgress() {
  const navigation = useNavigation();
  return <ProgressBar active={navigation.state === 'loading'} />;
}

export interface PageChromeProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * What every page of every site sits in: its locale's translations, the API store of the
 * interactive parts, the error notifications and the navigation progress bar.
 */
export function PageChrome({ locale, children }: PageChromeProps) {
  return (
    <I18nProvider locale={locale}>
      <ApiStoreProvider locale={locale}>
        <NavigationProgress />
        {children}
        <Notifications />
      </ApiStoreProvider>
    </I18nProvider>
  );
}
