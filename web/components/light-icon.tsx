// Lucide icons drawn repeatedly on the public lists (five per card, 20 to 24 cards a page). lucide-react's component
// rebuilds the <svg>'s attributes and children from the icon's data on every render: a fifth of React's time on a
// list page, in the Worker that renders it (docs/desempenho.md#server-rendered-pages). This draws the same markup,
// attribute for attribute, from the same data, with the children built once per icon.
import { createElement, type ReactElement, type SVGProps } from 'react';
import type { LucideIconData } from 'lucide-react';

export type LightIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Every lucide-react icon module ('lucide-react/icons/<name>') exports its data beside the component. */
function iconData(module: object): LucideIconData {
  const data = (module as { __iconData?: LucideIconData }).__iconData;
  // Fails at import, not silently, should a lucide-react release stop exporting it.
  if (!data?.node) throw new Error('Módulo de ícone do lucide-react sem __iconData');
  return data;
}

/** lucide's own test: such a prop names the icon, so it is not hidden from assistive technology. */
const isA11yProp = (name: string) => name.startsWith('aria-') || name === 'role' || name === 'title';

/**
 * The icon of a lucide-react icon module (`import * as bath from 'lucide-react/icons/bath'`) as lucide-react draws
 * it with default size, colour and stroke; className and other props as there.
 */
export function lightIcon(module: object) {
  const icon = iconData(module);
  const size = icon.size ?? 24;
  // A renamed icon also carries its former names' classes (building-complex: lucide-building-2).
  const aliases = (icon.aliases ?? []).filter((alias) => typeof alias === 'string' && alias.trim() !== '');
  const baseClasses = ['lucide', ...(icon.name ? [`lucide-${icon.name}`] : []), ...aliases.map((a) => `lucide-${a}`)];
  const children: ReactElement[] = icon.node.map(([tag, attrs]) => createElement(tag, attrs));

  function LightIcon({ className, ...rest }: LightIconProps) {
    // lucide-react merges classes without empties or repeats.
    const classes = [...baseClasses];
    for (const name of className?.split(' ') ?? []) if (name && !classes.includes(name)) classes.push(name);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox={`0 0 ${size} ${size}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes.join(' ')}
        {...(Object.keys(rest).some(isA11yProp) ? null : { 'aria-hidden': 'true' })}
        {...rest}
      >
        {children}
      </svg>
    );
  }
  return LightIcon;
}
