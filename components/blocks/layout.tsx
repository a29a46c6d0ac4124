import { Suspense, type ReactNode } from 'react';
import { isVisibleTo, visibilityWarning, type VisibilityRole } from '@/lib/visibility';
import { getViewer, type Viewer } from '@/server/shop/viewer';
import {
  AccordionContainerSchema,
  AccordionItemSchema,
  ContainerSchema,
  ErrorProbeSchema,
  SectionWithChildrenSchema,
} from './schemas';
import { backgroundClass, block } from './types';
import { BlockImage } from './ui/block-image';

const visibleTo = (role: VisibilityRole, viewer: Viewer) =>
  isVisibleTo(role, {
    isLoggedIn: viewer.isLoggedIn,
    firstName: viewer.customer?.firstName,
    isActiveClubMember: viewer.isActiveClubMember,
  });

/** Reads the visitor (cookies) inside Suspense, so the page shell stays static. */
async function VisibleTo({ role, children }: { role: VisibilityRole; children: ReactNode }) {
  return visibleTo(role, await getViewer()) ? children : null;
}

const WIDTH: Record<string, string> = {
  default: 'max-w-[1440px]',
  narrow: 'max-w-3xl',
  wide: 'max-w-[1920px]',
  full: 'max-w-none',
};

export const renderContainer = block(ContainerSchema, (options, children, context) => {
  const bg = options.backgroundImage;
  const body = (
    <div
      id={options.id}
      className={`relative ${options.backgroundColor === '#fafafa' ? 'bg-off-white' : ''}`}
    >
      {bg ? (
        <BlockImage
          src={bg.image}
          alt=""
          fill
          lazy={bg.lazyLoad}
          className={`-z-10 object-cover object-${bg.verticalPosition === 'center' ? 'center' : bg.verticalPosition}`}
        />
      ) : null}
      <div className={`mx-auto ${WIDTH[options.designVariants]}`}>{children}</div>
    </div>
  );
  if (options.visibility === 'All') return body;
  if (context.draft) {
    return (
      <div className="outline-2 outline-gold outline-dashed">
        <p role="note" className="bg-gold px-4 py-1 text-sm font-semibold text-ink">
          {visibilityWarning(options.visibility)}
        </p>
        {body}
      </div>
    );
  }
  // A per-customer route already knows its viewer; shared pages decide in a small dynamic hole.
  if (context.viewer) return visibleTo(options.visibility, context.viewer) ? body : null;
  return (
    <Suspense fallback={null}>
      <VisibleTo role={options.visibility}>{body}</VisibleTo>
    </Suspense>
  );
});

export const renderSectionWithChildren = block(SectionWithChildrenSchema, (options, children) => (
  <section
    id={options.id}
    className={`relative px-4 py-10 md:px-8 ${options.backgroundStyle === 'solid' ? backgroundClass(options.backgroundColor) : ''}`}
  >
    {options.backgroundStyle !== 'solid' ? (
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 -z-10 h-1/2 ${options.backgroundStyle === 'half-top' ? 'top-0' : 'bottom-0'} ${backgroundClass(options.backgroundColor)}`}
      />
    ) : null}
    {options.backgroundImage ? (
      <BlockImage src={options.backgroundImage.image} alt="" fill className="-z-20 object-cover" />
    ) : null}
    <div className="mx-auto max-w-[1440px]">{children}</div>
  </section>
));

/**
 * Native disclosure widgets: keyboard use (Tab, Enter, Space) and screen readers work without
 * script. Single-expand accordions share a `name`, so opening one closes the others.
 */
export const renderAccordionContainer = block(AccordionContainerSchema, (options, children) => (
  <section id={options.id} className="mx-auto max-w-3xl px-4 py-8">
    <h2 className="mb-4 font-serif text-3xl">{options.title}</h2>
    <div className="divide-y divide-ash border-y border-ash">{children}</div>
  </section>
));

export const renderAccordionItem = block(AccordionItemSchema, (options, children, context) => (
  <details name={context.accordionName} className="group py-1">
    <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold [&::-webkit-details-marker]:hidden">
      {options.accordionItemTitle}
      <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
        +
      </span>
    </summary>
    <div className="pb-4">{children}</div>
  </details>
));

export const renderErrorProbe = block(ErrorProbeSchema, (options) => {
  throw new Error(options.message);
});
