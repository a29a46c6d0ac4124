import * as v from 'valibot';
import { linkAttributes } from '@/lib/content/links';
import { defineStockBlock } from '../define';
import { flag, optionalLink, required } from '../shared/schemas';

export const ButtonDefinition = defineStockBlock({
  name: 'Core:Button',
  schema: v.looseObject({
    text: required('Button text'),
    link: optionalLink,
    openLinkInNewTab: flag,
  }),
  render: (options) => {
    const link = linkAttributes(options.link);
    const className =
      'inline-block rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark';
    if (!link) return <span className={className}>{options.text}</span>;
    const newTab = link.external || options.openLinkInNewTab;
    return (
      <a
        href={link.href}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {options.text}
      </a>
    );
  },
});
