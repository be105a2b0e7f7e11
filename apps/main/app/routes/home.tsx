import type { MetaFunction } from 'react-router';
import { HomePage, homeTexts } from '@corp/main/feature-home';
import { landingMeta } from '@corp/shared/layout';

export const meta: MetaFunction = () => landingMeta(homeTexts('en'));

export default function Home() {
  return <HomePage locale="en" />;
}
