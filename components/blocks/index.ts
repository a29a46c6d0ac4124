/**
 * Every page-builder block of the site, one module each (a family of blocks, like the accordion's
 * container and item, shares one). The visual editor's registration and insert menus, the server
 * renderer and `npm run content:check` all read this list. Adding a block: a module
 * `./<kebab-name>/index.tsx` exporting its `defineBlock(...)`, and one line below (the order is the
 * order of the insert menus).
 */
import { AccordionContainerDefinition, AccordionItemDefinition } from './accordion-container';
import { BlogHeroDefinition } from './blog-hero';
import { ButtonListDefinition } from './button-list';
import { CalendarEmbedDefinition } from './calendar-embed';
import { ClubHeroDefinition } from './club-hero';
import { ClubWizardDefinition } from './club-wizard';
import { ClubsListDefinition } from './clubs-list';
import { CollectionListDefinition } from './collection-list';
import { ContactFormDefinition } from './contact-form';
import { ContainerDefinition } from './container';
import { ContentListDefinition } from './content-list';
import { CtaBreakerDefinition } from './cta-breaker';
import { CtaGridDefinition } from './cta-grid';
import { EmbedDestiniMapDefinition, DestiniFindProductDefinition } from './embed-destini-map';
import { EmbedFriendBuyDefinition } from './embed-friend-buy';
import { EmbedVimeoPlayerDefinition } from './embed-vimeo-player';
import { EmbedYouTubePlayerDefinition } from './embed-you-tube-player';
import { ErrorProbeDefinition } from './failed-block';
import { EventListDefinition } from './event-list';
import { FaqsDefinition } from './faqs';
import { FilterableTextMediaDefinition } from './filterable-text-media';
import { FormEmailSignupDefinition } from './form-email-signup';
import { GalleryImageDefinition } from './gallery-image';
import { HeroHeadlineDefinition } from './hero-headline';
import { HeroIconListDefinition } from './hero-icon-list';
import { HeroMultiMediaDefinition } from './hero-multi-media';
import { HeroOverlayDefinition } from './hero-overlay';
import { HeroTextListDefinition } from './hero-text-list';
import { HeroTwoColumnsDefinition } from './hero-two-columns';
import { IconListDefinition } from './icon-list';
import { ImageDefinition } from './image';
import { ImageTextOverlayDefinition } from './image-text-overlay';
import { ImageWithChildrenDefinition } from './image-with-children';
import { LeadFormEmbedDefinition } from './lead-form-embed';
import { LogoListDefinition } from './logo-list';
import { MapDefinition } from './map';
import { ParallaxWrapperDefinition } from './parallax-wrapper';
import { PencilBannerDefinition } from './pencil-banner';
import { PopUpDefinition } from './pop-up';
import { ProductDisplayDefinition } from './product-display';
import { ProductHeroDefinition } from './product-hero';
import { QuoteListDefinition } from './quote-list';
import { RecipeWinesDefinition } from './recipe-wines';
import { RecipesDisplayDefinition } from './recipes-display';
import { SectionWithChildrenDefinition } from './section-with-children';
import { SocialHeaderDefinition } from './social-header';
import { SpacerDefinition } from './spacer';
import { StickySubNavigationDefinition } from './sticky-sub-navigation';
import { SubNavDefinition } from './sub-nav';
import { SubscriptionHeroDefinition } from './subscription-hero';
import { TableDefinition } from './table';
import { TextBlockDefinition, TextDefinition } from './text-block';
import { TextImageDefinition } from './text-image';
import { TextImageMasonryDefinition } from './text-image-masonry';
import { TextImageSidebarDefinition } from './text-image-sidebar';
import { TextListDefinition } from './text-list';
import { TextMediaCtaBreakerDefinition } from './text-media-cta-breaker';
import { TieredDiscountListDefinition } from './tiered-discount-list';
import { TradeMediaListDefinition } from './trade-media-list';
import { VirtualTastingHeroDefinition } from './virtual-tasting-hero';
import { WineSpecsDefinition } from './wine-specs';
import type { BlockDefinition } from './define';

export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = [
  TextDefinition,
  TextBlockDefinition,
  ButtonListDefinition,
  AccordionContainerDefinition,
  AccordionItemDefinition,
  CtaBreakerDefinition,
  CtaGridDefinition,
  TextMediaCtaBreakerDefinition,
  EmbedDestiniMapDefinition,
  DestiniFindProductDefinition,
  EmbedFriendBuyDefinition,
  EmbedVimeoPlayerDefinition,
  EmbedYouTubePlayerDefinition,
  FaqsDefinition,
  GalleryImageDefinition,
  ImageDefinition,
  ImageTextOverlayDefinition,
  ImageWithChildrenDefinition,
  LogoListDefinition,
  QuoteListDefinition,
  TextImageDefinition,
  TextImageMasonryDefinition,
  TextImageSidebarDefinition,
  TextListDefinition,
  TableDefinition,
  TieredDiscountListDefinition,
  SpacerDefinition,
  SocialHeaderDefinition,
  StickySubNavigationDefinition,
  SubNavDefinition,
  HeroHeadlineDefinition,
  HeroOverlayDefinition,
  HeroTwoColumnsDefinition,
  HeroTextListDefinition,
  HeroMultiMediaDefinition,
  FilterableTextMediaDefinition,
  HeroIconListDefinition,
  IconListDefinition,
  TradeMediaListDefinition,
  MapDefinition,
  CalendarEmbedDefinition,
  EventListDefinition,
  LeadFormEmbedDefinition,
  ContainerDefinition,
  SectionWithChildrenDefinition,
  ParallaxWrapperDefinition,
  ContentListDefinition,
  BlogHeroDefinition,
  RecipesDisplayDefinition,
  RecipeWinesDefinition,
  ProductDisplayDefinition,
  ProductHeroDefinition,
  CollectionListDefinition,
  WineSpecsDefinition,
  VirtualTastingHeroDefinition,
  PencilBannerDefinition,
  FormEmailSignupDefinition,
  ContactFormDefinition,
  PopUpDefinition,
  ClubHeroDefinition,
  SubscriptionHeroDefinition,
  ClubWizardDefinition,
  ClubsListDefinition,
  ErrorProbeDefinition,
];
