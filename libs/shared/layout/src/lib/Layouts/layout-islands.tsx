import type { ComponentProps, ComponentType } from 'react';
import { Island } from '@corp/shared/document';
import { layoutIslands } from '../../islands';
import { mainLayoutIslands } from '../../main-islands';

const parts = { ...layoutIslands, ...mainLayoutIslands };
type LayoutIslands = typeof parts;

/** One of the layout's interactive parts (`layoutIslands`, `mainLayoutIslands`): an island on an island page. */
export function LayoutIsland<Name extends keyof LayoutIslands>({
  name,
  props,
}: {
  name: Name;
  props: ComponentProps<LayoutIslands[Name]>;
}) {
  // Each name's props are checked above; the part is looked up by that name.
  const part = parts[name] as unknown as ComponentType<object>;
  return <Island name={name} part={part} props={props as object} />;
}
