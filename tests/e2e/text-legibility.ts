import type { Page } from '@playwright/test';

/**
 * Text a reader may miss: under 12 CSS px, or below WCAG's contrast minimum against
 * what is behind it (4.5:1; 3:1 for large text, 24 px or 18.66 px bold). Colours are read through
 * a canvas, so every CSS colour syntax counts (Tailwind writes oklch and color-mix); a text over a
 * background image is skipped (its contrast is not knowable from styles).
 */
export interface IllegibleText {
  text: string;
  problem: string;
}

export function illegibleText(page: Page, scope: string): Promise<IllegibleText[]> {
  return page.evaluate((selector) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!));
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    /** The opaque colour behind `element`, or null over an image. */
    const backdrop = (element: Element): number[] | null => {
      const layers: number[][] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const colour = rgba(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const found: { text: string; problem: string }[] = [];
    const root = document.querySelector(selector);
    if (!root) return [{ text: selector, problem: 'not found' }];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!own) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue; // screen-reader text
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      if (size < 12) found.push({ text: own.slice(0, 40), problem: `${size} px` });
      const behind = backdrop(element);
      if (!behind) continue;
      const colour = rgba(style.color);
      const text = over(colour, behind);
      const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        found.push({ text: own.slice(0, 40), problem: `contrast ${ratio.toFixed(2)}:1` });
    }
    return found;
  }, scope);
}
