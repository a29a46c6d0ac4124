import { describe, expect, it, vi } from 'vitest';
import { leadFormUrl } from './embed-settings';

describe('lead form embed URL', () => {
  it('is unavailable without a configured endpoint', () => {
    expect(leadFormUrl('f1', undefined, '')).toBeUndefined();
  });

  it('fills the template', () => {
    expect(leadFormUrl('form 1', 'pk', 'https://forms.crm.test/embed/{leadFormId}?key={publicKey}')).toBe(
      'https://forms.crm.test/embed/form%201?key=pk',
    );
  });

  it.each(['http://forms.crm.test/{leadFormId}', 'https://forms.crm.test/embed', 'not a url {leadFormId}'])('refuses %s', (url) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(leadFormUrl('f1', undefined, url)).toBeUndefined();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
