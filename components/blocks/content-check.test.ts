import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkContent, formatFault } from './content-check';

const BROKEN = 'tests/fixtures/content-broken/page/broken-blocks.json';

// The embedded content itself is checked once, by `npm run content:check` in scripts/test.sh,
// which also holds its product references to the catalogue; here, only the check's own behaviour.
describe('content:check', () => {
  it('prints every fault of the broken fixtures as file:field: message with the spec alert', async () => {
    const { faults } = await checkContent('tests/fixtures/content-broken');
    const lines = faults.map((fault) => formatFault(fault));
    const expected = [
      `${BROKEN}:data.blocks[0](GalleryImage): Number of images should be 3`,
      `${BROKEN}:data.blocks[1](StickySubNavigation).buttons: maximum "Buttons" is 2`,
      `${BROKEN}:data.blocks[2](ProductDisplay).productsReference: maximum items is 4, delete items to continue`,
      `${BROKEN}:data.blocks[3](Map).locations.0.addressInfo.zipcode: Maximum zip code characters is 9`,
      `${BROKEN}:data.blocks[4](Spacer).desktopCustom: Custom spacer value must be between 0 and 250px`,
      `${BROKEN}:data.blocks[5](WineSpecs).composition.0.percentage: Only numbers between 1 and 100 are allowed for percentage`,
      `${BROKEN}:data.blocks[6](ProductHero).bottlesInCase: bottlesInCase must be between 1 and 99`,
      `${BROKEN}:data.blocks[7](TieredDiscountList).items.0.percent: percent and showDollarSign cannot both be enabled`,
      `${BROKEN}:data.blocks[8](TextBlock).buttons.0.href: Invalid url format. Relative links should start with \`/\`. You could also use http/https links, mailto: and tel:`,
      `${BROKEN}:data.blocks[9](LogoList).logos.0.url: Invalid url format. External links should use http/https.`,
      `${BROKEN}:data.blocks[10](CtaBreaker).image.image: Image must be a jpeg or png file`,
      `${BROKEN}:data.blocks[11](Faqs).questions.0.question: Question is required`,
      `${BROKEN}:data.blocks[12](SectionWithChildren).children[0](Map): You can only nest TextBlock, TextImage, Image, ButtonList, Spacer, QuoteList, IconList, Text inside SectionWithChildren`,
      `${BROKEN}:data.blocks[13](NoSuchBlock): Unknown block "NoSuchBlock"`,
    ];
    for (const line of expected) expect(lines).toContain(line);
    expect(lines).toContain(
      'tests/fixtures/content-broken/page/broken-entry.json:name: Invalid key: Expected "name" but received undefined',
    );
    expect(
      lines.some((line) =>
        line.startsWith('tests/fixtures/content-broken/page/not-json.json:entry: not valid JSON'),
      ),
    ).toBe(true);
  });

  it('exits non-zero and prints the faults on stderr', async () => {
    // The real command, as `npm test` runs it.
    const run = promisify(execFile)('npm', [
      'run',
      '--silent',
      'content:check',
      '--',
      'tests/fixtures/content-broken',
    ]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `${BROKEN}:data.blocks[1](StickySubNavigation).buttons: maximum "Buttons" is 2`,
      ),
    });
    // It starts npm, tsx and the embedded commerce service: on a busy 2-core machine that alone
    // has taken over 20 s.
  }, 90_000);
});
