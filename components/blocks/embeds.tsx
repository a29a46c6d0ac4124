import {
  CalendarEmbedSchema,
  EmbedDestiniMapSchema,
  EmbedFriendBuySchema,
  EmbedVimeoPlayerSchema,
  EmbedYouTubePlayerSchema,
  LeadFormEmbedSchema,
  MapSchema,
} from './schemas';
import { referralPageType, REFERRAL_PAGE_TYPES } from '@/lib/referral';
import { leadFormUrl } from '@/server/content/embed-settings';
import { block } from './types';
import { BlockButton } from './ui/block-button';
import { BlockImage } from './ui/block-image';
import { IframeFacade } from './ui/facade';
import { RichText } from './ui/rich-text';

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

function Heading({ title, subtitle }: { title?: string; subtitle?: string }) {
  if (!title && !subtitle) return null;
  return (
    <div className="mb-6 text-center">
      {title ? <h2 className="font-serif text-3xl">{title}</h2> : null}
      {subtitle ? <p className="mt-2 text-neutral-600">{subtitle}</p> : null}
    </div>
  );
}

const Poster = ({ image }: { image?: { image: string; altText?: string } }) =>
  image ? (
    <BlockImage src={image.image} alt={image.altText} fill sizes="100vw" className="object-cover" />
  ) : null;

export const renderEmbedVimeoPlayer = block(EmbedVimeoPlayerSchema, (options) => {
  const params = new URLSearchParams({
    autoplay: '1',
    muted: options.muted ? '1' : '0',
    dnt: options.enableAnalytics ? '0' : '1',
    controls: options.disablePlayerControls ? '0' : '1',
    ...(options.playerColor ? { color: options.playerColor } : {}),
  });
  return (
    <section className={`py-10 ${options.fullWidth ? '' : 'mx-auto max-w-5xl px-4'}`}>
      <Heading title={options.title} subtitle={options.subtitle} />
      <IframeFacade
        src={`https://player.vimeo.com/video/${options.vimeoId}?${params}`}
        title={options.vimeoIframeTitle}
        buttonText={`Play video${options.title ? `: ${options.title}` : ''}`}
        poster={<Poster image={options.imageOverlay} />}
        allow="autoplay; fullscreen; picture-in-picture"
        provider="Vimeo"
        externalHref={`https://vimeo.com/${options.vimeoId}`}
      />
    </section>
  );
});

export const renderEmbedYouTubePlayer = block(EmbedYouTubePlayerSchema, (options) => (
  <section className={`py-10 ${options.fullWidth ? '' : 'mx-auto max-w-5xl px-4'}`}>
    <Heading title={options.title} subtitle={options.subtitle} />
    <IframeFacade
      src={`https://www.youtube-nocookie.com/embed/${options.youtubeId}?autoplay=1${options.muted ? '&mute=1' : ''}`}
      title={options.iframeTitle}
      buttonText={`Play video${options.title ? `: ${options.title}` : ''}`}
      poster={<Poster image={options.imageOverlay} />}
      allow="autoplay; fullscreen; picture-in-picture"
      provider="YouTube"
      externalHref={`https://www.youtube.com/watch?v=${encodeURIComponent(options.youtubeId)}`}
    />
  </section>
));

const destini = block(EmbedDestiniMapSchema, (options) => {
  const url = new URL(options.destiniMapUrl);
  for (const [key, value] of Object.entries({
    locatorId: options.locatorId,
    alphaCode: options.alphaCode,
    locatorName: options.locatorName,
    clientId: options.clientId,
  })) {
    if (value) url.searchParams.set(key, value);
  }
  return (
    <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
      <IframeFacade
        src={url.toString()}
        title={options.destiniTitle}
        buttonText={options.buttonText}
        aspect="h-[560px]"
        poster={<MapPanel label={options.destiniTitle} />}
        provider="the store locator"
        externalHref={url.toString()}
      />
    </section>
  );
});
export const renderEmbedDestiniMap = destini;
export const renderDestiniFindProduct = destini;

function MapPanel({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[linear-gradient(90deg,#e9e6e1_1px,transparent_1px),linear-gradient(#e9e6e1_1px,transparent_1px)] bg-[size:40px_40px] bg-off-white"
    >
      <p className="absolute bottom-4 left-4 text-sm text-neutral-600">{label}</p>
    </div>
  );
}

export const renderEmbedFriendBuy = block(EmbedFriendBuySchema, (options, _children, context) => (
  // The referral widget script attaches to this element; it is only loaded after consent by the
  // tracking layer, so offline this is an empty, harmless container. The page-type hints tell the
  // widget which variant to show (post-purchase on order and club confirmations).
  <div
    id={options.htmlId}
    className="mx-auto max-w-3xl px-4 py-6"
    data-referral-embed
    data-order-confirmation-path={REFERRAL_PAGE_TYPES.orderConfirmation}
    data-club-confirmation-path={REFERRAL_PAGE_TYPES.clubConfirmation}
    data-page-type={referralPageType(context.path)}
  />
));

export const renderCalendarEmbed = block(CalendarEmbedSchema, (options) => {
  const src = `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(options.calendarID)}&ctz=America%2FLos_Angeles`;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <IframeFacade
        src={src}
        title={options.title}
        buttonText="Show the calendar"
        aspect="h-[600px]"
        poster={<MapPanel label={options.title} />}
        provider="Google Calendar"
        externalHref={src}
      />
    </section>
  );
});

export const renderLeadFormEmbed = block(LeadFormEmbedSchema, (options) => {
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
});

export const renderMap = block(MapSchema, (options) => (
  <section className="mx-auto grid max-w-[1440px] gap-8 px-4 py-12 md:grid-cols-2 md:px-8">
    {options.locations.map((location, index) => {
      const { name, street, city, state, zipcode } = location.addressInfo;
      const query = encodeURIComponent(`${street}, ${city}, ${state} ${zipcode}`);
      return (
        <article key={index} className="overflow-hidden rounded border border-ash">
          <IframeFacade
            src={`https://maps.google.com/maps?q=${query}&output=embed`}
            title={`Map of ${name}`}
            provider="Google Maps"
            externalHref={`https://www.google.com/maps/search/?api=1&query=${query}`}
            buttonText={options.buttonText}
            aspect="h-[320px]"
            poster={
              location.image ? (
                <BlockImage
                  src={location.image.src}
                  alt={location.image.altText}
                  fill
                  sizes="50vw"
                  className="object-cover"
                />
              ) : (
                <MapPanel label={name} />
              )
            }
          />
          <div className="p-6">
            <h2 className="font-serif text-2xl">{name}</h2>
            <address className="mt-2 not-italic">
              {street}
              <br />
              {city}, {state} {zipcode}
            </address>
            <RichText html={location.locationInfo} className="mt-3 text-sm text-neutral-700" />
            {location.button ? (
              <div className="mt-4">
                <BlockButton
                  button={{
                    text: location.button.text,
                    href: location.button.url,
                    design: 'red',
                    outlined: true,
                  }}
                />
              </div>
            ) : null}
          </div>
        </article>
      );
    })}
  </section>
));
