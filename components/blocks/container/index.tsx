import * as v from 'valibot';
import {
  VISIBILITY_ROLES,
  isVisibleTo,
  visibilityWarning,
  type VisibilityRole,
} from '@/lib/content/visibility';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/customer/viewer';
import { BlockImage } from '../ui/block-image';
import { text, PhotoSchema, hPos, vPos } from '../shared/schemas';
import { EVERYWHERE, str, bool, pick, file, object, choice } from '../shared/inputs';
import { defineBlock } from '../define';

const ContainerSchema = v.looseObject({
  id: text,
  backgroundImage: v.optional(
    v.looseObject({
      image: PhotoSchema,
      lazyLoad: v.optional(v.boolean(), true),
      horizontalPosition: hPos,
      verticalPosition: vPos,
    }),
  ),
  visibility: v.optional(v.picklist(VISIBILITY_ROLES), 'All'),
  designVariants: v.optional(v.picklist(['default', 'narrow', 'wide', 'full']), 'default'),
  backgroundColor: v.optional(v.picklist(['transparent', '#fafafa']), 'transparent'),
});

const visibleTo = (role: VisibilityRole, viewer: Viewer) =>
  isVisibleTo(role, {
    isLoggedIn: viewer.isLoggedIn,
    firstName: viewer.customer?.firstName,
    isActiveClubMember: viewer.isActiveClubMember,
  });

const WIDTH: Record<string, string> = {
  default: 'max-w-[1440px]',
  narrow: 'max-w-3xl',
  wide: 'max-w-[1920px]',
  full: 'max-w-none',
};

export const ContainerDefinition = defineBlock({
  name: 'Container',
  schema: ContainerSchema,
  group: 'Layout',
  models: EVERYWHERE,
  canHaveChildren: true,
  inputs: [
    str('id', { helperText: 'Anchor so links with #id reach it' }),
    object('backgroundImage', [
      file('image'),
      bool('lazyLoad', true),
      pick('horizontalPosition', ['left', 'center', 'right'], 'center'),
      pick('verticalPosition', ['top', 'center', 'bottom'], 'center'),
    ]),
    choice(
      'visibility',
      ContainerSchema.entries.visibility,
      'Who sees this container; editors always see it',
    ),
    choice('designVariants', ContainerSchema.entries.designVariants),
    choice('backgroundColor', ContainerSchema.entries.backgroundColor),
  ],
  render: (options, children, context) => {
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
    // Per-customer routes pass their viewer; shared pages are only ever sent to visitors without
    // a customer token (proxy.ts rewrites the others), so they decide for the anonymous viewer.
    return visibleTo(options.visibility, context.viewer ?? ANONYMOUS_VIEWER) ? body : null;
  },
});
