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

/** A 44 px tall target on a phone. */
const ITEM_CLASS = 'flex min-h-11 items-center';

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
      {/* One line however narrow the screen: the row scrolls sideways and its edges say so. */}
      <ul className="scroll-hint-x mx-auto flex max-w-[1440px] gap-x-6 overflow-x-auto px-1 py-1 text-sm font-semibold tracking-wide whitespace-nowrap uppercase">
        {options.navItems.map((item) => {
          const target = linkAttributes(item.href);
          if (!target) return null;
          const current = item.href === context.path;
          return (
            <li key={item.href} className="shrink-0">
              {target.external ? (
                <a
                  href={target.href}
                  target={target.target}
                  rel={target.rel}
                  className={ITEM_CLASS}
                >
                  {item.label}
                </a>
              ) : (
                <Link
                  href={target.href}
                  aria-current={current ? 'page' : undefined}
                  className={`${ITEM_CLASS} ${options.enableTransitions ? 'transition-colors' : ''} hover:text-wine aria-[current=page]:text-wine`}
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
