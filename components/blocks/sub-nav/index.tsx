import * as v from 'valibot';
import Link from 'next/link';
import { linkAttributes } from '@/lib/content/links';
import { flag, required, LinkSchema } from '../shared/schemas';
import { EVERYWHERE, str, bool, link, list } from '../shared/inputs';
import { defineBlock } from '../define';

const SubNavSchema = v.looseObject({
  navItems: v.array(v.looseObject({ label: required('Label'), href: LinkSchema })),
  skipNavLink: flag,
  enableTransitions: flag,
});

export const SubNavDefinition = defineBlock({
  name: 'SubNav',
  schema: SubNavSchema,
  group: 'Layout',
  models: EVERYWHERE,
  inputs: [
    list('navItems', [str('label', { required: true }), link('href', { required: true })]),
    bool('skipNavLink'),
    bool('enableTransitions'),
  ],
  render: (options, _children, context) => (
    <nav aria-label="Section" className="border-b border-ash px-4 md:px-8">
      {options.skipNavLink ? (
        <a href="#main-content" className="sr-only focus:not-sr-only">
          Skip navigation
        </a>
      ) : null}
      <ul className="mx-auto flex max-w-[1440px] gap-6 overflow-x-auto py-3 text-sm font-semibold tracking-wide uppercase">
        {options.navItems.map((item) => {
          const target = linkAttributes(item.href);
          if (!target) return null;
          const current = item.href === context.path;
          return (
            <li key={item.href}>
              {target.external ? (
                <a href={target.href} target={target.target} rel={target.rel}>
                  {item.label}
                </a>
              ) : (
                <Link
                  href={target.href}
                  aria-current={current ? 'page' : undefined}
                  className={`${options.enableTransitions ? 'transition-colors' : ''} hover:text-wine aria-[current=page]:text-wine`}
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  ),
});
