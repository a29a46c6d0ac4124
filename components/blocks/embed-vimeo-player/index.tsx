import * as v from 'valibot';
import { text, flag, ImageRefSchema } from '../shared/schemas';
import { EVERYWHERE, str, bool, num, imageRef } from '../shared/inputs';
import { VideoEmbed } from '../shared/embeds';
import { defineBlock } from '../define';

const playerColor = v.optional(
  v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{3,8}$/, 'playerColor is a hex colour without #')),
);

const EmbedVimeoPlayerSchema = v.looseObject({
  title: text,
  subtitle: text,
  vimeoId: v.pipe(v.number('vimeoId is a number'), v.integer()),
  isHero: flag,
  vimeoIframeTitle: v.optional(v.string(), 'Video'),
  mobileVimeoId: v.optional(v.number()),
  mobileVimeoIframeTitle: text,
  imageOverlay: v.optional(ImageRefSchema),
  fullWidth: flag,
  autoplay: flag,
  enableAnalytics: flag,
  disablePlayerControls: flag,
  disableAnimations: flag,
  playerColor,
  muted: v.optional(v.boolean(), true),
});

export const EmbedVimeoPlayerDefinition = defineBlock({
  name: 'EmbedVimeoPlayer',
  schema: EmbedVimeoPlayerSchema,
  group: 'Special',
  models: EVERYWHERE,
  inputs: [
    str('title'),
    str('subtitle'),
    num('vimeoId', { required: true }),
    bool('isHero'),
    str('vimeoIframeTitle'),
    num('mobileVimeoId'),
    str('mobileVimeoIframeTitle'),
    imageRef('imageOverlay'),
    bool('fullWidth'),
    bool('autoplay'),
    bool('enableAnalytics'),
    bool('disablePlayerControls'),
    bool('disableAnimations'),
    str('playerColor', { helperText: 'Hex colour without #' }),
    bool('muted', true),
  ],
  render: (options) => {
    const params = new URLSearchParams({
      autoplay: '1',
      muted: options.muted ? '1' : '0',
      dnt: options.enableAnalytics ? '0' : '1',
      controls: options.disablePlayerControls ? '0' : '1',
      ...(options.playerColor ? { color: options.playerColor } : {}),
    });
    return (
      <VideoEmbed
        {...options}
        player={{
          src: `https://player.vimeo.com/video/${options.vimeoId}?${params}`,
          title: options.vimeoIframeTitle,
          provider: 'Vimeo',
          externalHref: `https://vimeo.com/${options.vimeoId}`,
        }}
      />
    );
  },
});
