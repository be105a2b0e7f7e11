import type { ComponentProps, ComponentType } from 'react';
import { Island } from '@corp/shared/document';
import { layoutIslands } from '../../islands';

type LayoutIslands = typeof layoutIslands;

/** One of the layout's interactive parts (`layoutIslands`): an island on an island page. */
export function LayoutIsland<Name extends keyof LayoutIslands>({
  name,
  props,
}: {
  name: Name;
  props: ComponentProps<LayoutIslands[Name]>;
}) {
  const part = layoutIslands[name] as ComponentType<ComponentProps<LayoutIslands[Name]>>;
  return <Island name={name} part={part} props={props} />;
}
