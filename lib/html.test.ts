import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hello <strong>there</strong></p>', '<p>Hello <strong>there</strong></p>'],
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a href="#">x</a>'],
    ['<iframe src="https://x.example"></iframe><p>b</p>', '<p>b</p>'],
  ])('%s', (input, output) => expect(sanitizeHtml(input)).toBe(output));
});
