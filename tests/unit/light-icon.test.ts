import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import * as bath from 'lucide-react/icons/bath';
import { describe, expect, it } from 'vitest';
import * as cardIcons from '../../web/components/card-icons.ts';
import { lightIcon, type LightIconProps } from '../../web/components/light-icon.tsx';

const markup = (icon: ComponentType<LightIconProps>, props: LightIconProps) =>
  renderToStaticMarkup(createElement(icon, props));

const PROPS: LightIconProps[] = [
  {},
  { className: 'size-4' },
  { className: '  mt-0.5 size-4  shrink-0 size-4 lucide ' },
  { 'aria-hidden': 'true', className: 'size-5 fill-current' },
  { 'aria-label': 'Banheiros', role: 'img' },
  { 'aria-describedby': 'legenda' },
  { style: { color: 'red' }, strokeWidth: 1.5, width: 16 },
];

describe('lightIcon', () => {
  it("draws lucide-react's markup, attribute for attribute, whatever the props", () => {
    const Bath = lightIcon(bath);
    for (const props of PROPS) expect(markup(Bath, props)).toBe(markup(lucide.Bath, props));
  });

  it('draws every card icon as lucide-react does', () => {
    for (const [name, icon] of Object.entries(cardIcons)) {
      const original = lucide[name as keyof typeof cardIcons];
      expect(markup(icon, { className: 'size-4' }), name).toBe(markup(original, { className: 'size-4' }));
    }
  });

  it('refuses a module without the icon data (an alias module re-exports only the component)', () => {
    expect(() => lightIcon({ default: lucide.Bath })).toThrow(/__iconData/);
  });
});
