import { redirect } from 'react-router';

/** `/` of the app on its own (the web server answers it first, by the locale cookie, §2.4). */
export function loader() {
  return redirect('/ru/', 302);
}
