import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import type { BuilderBlock } from '@/server/content/schema';
import * as banners from './banners';
import * as basic from './basic';
import { builtinRenderers } from './builtins';
import * as commerce from './commerce';
import * as content from './content';
import * as cta from './cta';
import * as embeds from './embeds';
import * as heroes from './heroes';
import * as layout from './layout';
import * as lists from './lists';
import * as media from './media';
import { BLOCKS } from './registry';
import { UNSUPPORTED_BUILTINS } from './schemas';
import type { BlockContext, BlockRender } from './types';
import { BlockError } from './ui/block-error';

/** Block name to server renderer. Every name in the registry has one (a unit test checks). */
export const RENDERERS: Record<string, BlockRender> = {
  Text: basic.renderText,
  TextBlock: basic.renderTextBlock,
  ButtonList: basic.renderButtonList,
  Spacer: basic.renderSpacer,
  Table: basic.renderTable,
  TextList: basic.renderTextList,
  SocialHeader: basic.renderSocialHeader,
  StickySubNavigation: basic.renderStickySubNavigation,
  SubNav: basic.renderSubNav,
  Image: media.renderImage,
  GalleryImage: media.renderGalleryImage,
  ImageTextOverlay: media.renderImageTextOverlay,
  ImageWithChildren: media.renderImageWithChildren,
  ParallaxWrapper: media.renderParallaxWrapper,
  LogoList: media.renderLogoList,
  QuoteList: media.renderQuoteList,
  TextImage: media.renderTextImage,
  TextImageMasonry: media.renderTextImageMasonry,
  TextImageSidebar: media.renderTextImageSidebar,
  HeroHeadline: heroes.renderHeroHeadline,
  HeroOverlay: heroes.renderHeroOverlay,
  HeroTwoColumns: heroes.renderHeroTwoColumns,
  HeroTextList: heroes.renderHeroTextList,
  HeroMultiMedia: heroes.renderHeroMultiMedia,
  HeroIconList: heroes.renderHeroIconList,
  TieredDiscountList: heroes.renderTieredDiscountList,
  CtaBreaker: cta.renderCtaBreaker,
  CtaGrid: cta.renderCtaGrid,
  TextMediaCtaBreaker: cta.renderTextMediaCtaBreaker,
  EmbedVimeoPlayer: embeds.renderEmbedVimeoPlayer,
  EmbedYouTubePlayer: embeds.renderEmbedYouTubePlayer,
  EmbedDestiniMap: embeds.renderEmbedDestiniMap,
  DestiniFindProduct: embeds.renderDestiniFindProduct,
  EmbedFriendBuy: embeds.renderEmbedFriendBuy,
  CalendarEmbed: embeds.renderCalendarEmbed,
  LeadFormEmbed: embeds.renderLeadFormEmbed,
  Map: embeds.renderMap,
  Container: layout.renderContainer,
  SectionWithChildren: layout.renderSectionWithChildren,
  AccordionContainer: layout.renderAccordionContainer,
  AccordionItem: layout.renderAccordionItem,
  ErrorProbe: layout.renderErrorProbe,
  Faqs: lists.renderFaqs,
  FilterableTextMedia: lists.renderFilterableTextMedia,
  IconList: lists.renderIconList,
  TradeMediaList: lists.renderTradeMediaList,
  ContentList: content.renderContentList,
  BlogHero: content.renderBlogHero,
  RecipesDisplay: content.renderRecipesDisplay,
  ProductDisplay: commerce.renderProductDisplay,
  ProductHero: commerce.renderProductHero,
  CollectionList: commerce.renderCollectionList,
  WineSpecs: commerce.renderWineSpecs,
  VirtualTastingHero: commerce.renderVirtualTastingHero,
  PencilBanner: banners.renderPencilBanner,
  PopUp: banners.renderPopUp,
  // Builder's stock blocks (Columns, Section, Button, Image, Symbol, Fragment; Text is above).
  ...builtinRenderers(renderBlocks),
};

function report(message: string, error?: unknown) {
  console.error(`[blocks] ${message}`, error ?? '');
}

/**
 * Walks the builder's block tree on the server. Each block is rendered on its own: an unknown
 * block or invalid options are reported and skipped (editors see a note in draft mode); a block
 * that throws becomes the error fallback while the rest of the page renders.
 */
export async function renderBlocks(
  blocks: readonly BuilderBlock[] | undefined,
  context: BlockContext,
): Promise<ReactNode[]> {
  return Promise.all(
    (blocks ?? []).map((item, index) => renderBlock(item, context, item.id ?? String(index))),
  );
}

/**
 * One block. `editorChildren` replaces the rendered children (the visual editor passes a slot the
 * SDK's live child blocks fill on the client).
 */
export async function renderBlock(
  item: BuilderBlock,
  context: BlockContext,
  key: string,
  editorChildren?: ReactNode,
): Promise<ReactNode> {
  const name = item.component?.name;
  if (!name) {
    // A plain builder box: render its children in order.
    return <div key={key}>{await renderBlocks(item.children, context)}</div>;
  }
  const render = RENDERERS[name];
  if (!render && (UNSUPPORTED_BUILTINS as readonly string[]).includes(name)) {
    report(`Builder's built-in "${name}" is not rendered by the site; skipped`);
    return context.draft ? (
      <p
        key={key}
        role="note"
        className="bg-gold/20 p-2 text-sm"
      >{`${name} is not supported on this site`}</p>
    ) : null;
  }
  if (!render) {
    report(`unknown block "${name}" skipped`);
    return context.draft ? (
      <p key={key} role="note" className="bg-gold/20 p-2 text-sm">
        Unknown block {name}
      </p>
    ) : null;
  }
  try {
    const options = item.component?.options ?? {};
    const childContext =
      name === 'AccordionContainer' && options.isMultipleExpandable !== true
        ? { ...context, accordionName: `accordion-${key}` }
        : context;
    const allowed = BLOCKS[name]?.childRequirements;
    const children = (item.children ?? []).filter((child) => {
      const childName = child.component?.name;
      const ok = !allowed || !childName || allowed.includes(childName);
      if (!ok) report(`"${childName}" is not allowed inside ${name}; skipped`);
      return ok;
    });
    const renderedChildren =
      editorChildren ?? (children.length ? await renderBlocks(children, childContext) : null);
    const rendered = await render(options, renderedChildren, childContext);
    return <FragmentWithKey key={key}>{rendered}</FragmentWithKey>;
  } catch (error) {
    if (error instanceof v.ValiError) {
      report(
        `invalid options of "${name}" skipped: ${error.issues.map((issue) => issue.message).join('; ')}`,
      );
      return context.draft ? (
        <p
          key={key}
          role="note"
          className="bg-gold/20 p-2 text-sm"
        >{`${name}: ${error.message}`}</p>
      ) : null;
    }
    // Prerender aborts and Next's control-flow errors (notFound, dynamic usage) pass through.
    unstable_rethrow(error);
    report(`block "${name}" failed`, error);
    const details = !context.showErrorDetails
      ? undefined
      : error instanceof Error
        ? `${error.message}\n${error.stack ?? ''}`
        : String(error);
    return <BlockError key={key} path={context.path} details={details} />;
  }
}

function FragmentWithKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
