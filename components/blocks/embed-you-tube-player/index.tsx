import * as v from 'valibot';
import { text, flag, ImageRefSchema } from '../shared/schemas';
import { EVERYWHERE, str, bool, imageRef } from '../shared/inputs';
import { VideoEmbed } from '../shared/embeds';
import { defineBlock } from '../define';

const EmbedYouTubePlayerSchema = v.looseObject({
  title: text,
  subtitle: text,
  youtubeId: v.pipe(v.string(), v.regex(/^[\w-]{6,20}$/, 'youtubeId is a YouTube video id')),
  iframeTitle: v.optional(v.string(), 'Video'),
  imageOverlay: v.optional(ImageRefSchema),
  fullWidth: flag,
  muted: v.optional(v.boolean(), true),
});

export const EmbedYouTubePlayerDefinition = defineBlock({
  name: 'EmbedYouTubePlayer',
  schema: EmbedYouTubePlayerSchema,
  group: 'Special',
  models: EVERYWHERE,
  inputs: [
    str('title'),
    str('subtitle'),
    str('youtubeId', { required: true }),
    str('iframeTitle'),
    imageRef('imageOverlay'),
    bool('fullWidth'),
    bool('muted', true),
  ],
  render: (options) => (
    <VideoEmbed
      {...options}
      player={{
        src: `https://www.youtube-nocookie.com/embed/${options.youtubeId}?autoplay=1${options.muted ? '&mute=1' : ''}`,
        title: options.iframeTitle,
        provider: 'YouTube',
        externalHref: `https://www.youtube.com/watch?v=${encodeURIComponent(options.youtubeId)}`,
      }}
    />
  ),
});
