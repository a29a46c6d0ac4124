import { describe, expect, it } from 'vitest';
import { checkContent } from './content-check';

describe('content:check', () => {
  it('passes the embedded content', async () => {
    const { entries, faults } = await checkContent('content');
    expect(entries).toBeGreaterThanOrEqual(25);
    expect(faults).toEqual([]);
  });

  it('finds every fault of the broken fixtures with its message', async () => {
    const { faults } = await checkContent('tests/fixtures/content-broken');
    const messages = faults.map((fault) => `${fault.path} ${fault.message}`);
    const expected = [
      '(GalleryImage) Number of images should be 3',
      '(StickySubNavigation) buttons: maximum "Buttons" is 2',
      '(ProductDisplay) productsReference: maximum items is 4, delete items to continue',
      '(Map) locations.0.addressInfo.zipcode: Maximum zip code characters is 9',
      '(Spacer) desktopCustom: Custom spacer value must be between 0 and 250px',
      '(WineSpecs) composition.0.percentage: Only numbers between 1 and 100 are allowed for percentage',
      '(ProductHero) bottlesInCase: bottlesInCase must be between 1 and 99',
      '(TieredDiscountList) items.0.percent: percent and showDollarSign cannot both be enabled',
      '(TextBlock) buttons.0.href: Invalid url format. Relative links should start with `/`. You could also use http/https links, mailto: and tel:',
      '(LogoList) logos.0.url: Invalid url format. External links should use http/https.',
      '(CtaBreaker) image.image: Image must be a jpeg or png file',
      '(Faqs) questions.0.question: Question is required',
      '(Map) You can only nest TextBlock, TextImage, Image, ButtonList, Spacer, QuoteList, IconList, Text inside SectionWithChildren',
      '(NoSuchBlock) Unknown block "NoSuchBlock"',
    ];
    for (const text of expected)
      expect(
        messages.some((message) => message.includes(text)),
        text,
      ).toBe(true);
    expect(
      faults.some(
        (fault) => fault.file.endsWith('broken-entry.json') && fault.message.includes('name'),
      ),
    ).toBe(true);
    expect(
      faults.some(
        (fault) =>
          fault.file.endsWith('not-json.json') && fault.message.startsWith('not valid JSON'),
      ),
    ).toBe(true);
  });
});
