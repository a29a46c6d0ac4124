import * as v from 'valibot';
import { leadFormUrl } from '@/server/content/embed-settings';
import { IframeFacade } from '../ui/facade';
import { text, required } from '../shared/schemas';
import { PAGES, str } from '../shared/inputs';
import { MapPanel } from '../shared/embeds';
import { defineBlock } from '../define';

const LeadFormEmbedSchema = v.looseObject({
  leadFormId: required('leadFormId'),
  publicKey: text,
  title: v.optional(v.string(), 'Form'),
});

/**
 * Third-party embeds. None of them loads anything from outside until the visitor clicks its facade
 * (our own poster or panel with a button); offline the facade still renders. Where the consent
 * cookie denies functional or targeting cookies the facade links to the provider instead.
 */

/** An embed with nothing to load (no endpoint configured): says so, loads nothing. */
function UnavailableEmbed({ message, aspect }: { message: string; aspect: string }) {
  return (
    <div
      className={`flex w-full items-center justify-center rounded bg-off-white p-6 ${aspect}`}
      data-testid="facade-unavailable"
    >
      <p role="note" className="text-center text-neutral-700">
        {message}
      </p>
    </div>
  );
}

export const LeadFormEmbedDefinition = defineBlock({
  name: 'LeadFormEmbed',
  schema: LeadFormEmbedSchema,
  group: 'Special',
  models: PAGES,
  inputs: [
    str('leadFormId', { required: true }),
    str('publicKey', { hideFromUI: true }),
    str('title'),
  ],
  render: (options) => {
    const src = leadFormUrl(options.leadFormId, options.publicKey);
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        {src ? (
          <IframeFacade
            src={src}
            title={options.title}
            buttonText={`Open the form: ${options.title}`}
            aspect="h-[640px]"
            poster={<MapPanel label={options.title} />}
            provider="the form service"
            externalHref={src}
          />
        ) : (
          <UnavailableEmbed
            message={`The form "${options.title}" is unavailable right now.`}
            aspect="h-[240px]"
          />
        )}
      </section>
    );
  },
});
