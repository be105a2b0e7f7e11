import type { MetaFunction } from 'react-router';
import { LandingPage, landingMeta } from '@corp/shared/layout';
import texts from '../locales/ru.json';

export const meta: MetaFunction = () => landingMeta(texts);

export default function Home() {
  return <LandingPage texts={texts} homeHref="/" />;
}
